import { apiPath } from '@portal/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../lib/api';
import { useSession } from '../lib/session-store';
import { SignedInGate } from '../lib/session-entry';
import { StaffRouter } from './router';

type Kind = 'patient' | 'staff' | 'unknown';
/** The kind of the session `token`, asked before the first render (main-staff.tsx). */
export interface SessionKindAsked {
  token: string;
  kind: Promise<Kind | null>;
  /** The answer, once it has come (the first render waits for it: no loader drawn first). */
  known?: Kind | null;
}

/**
 * Which kind of session this is (keepalive, allowed to any session). null: a 401, which has ended
 * the session already (the gate then sends the visitor to sign in); any other failure is
 * 'unknown', which leaves the console to show its own errors.
 */
export function askSessionKind(): Promise<Kind | null> {
  return api<{ kind: 'patient' | 'staff' }>(apiPath('keepAlive'), { method: 'POST' }).then(
    (r) => r.kind,
    (err: unknown) => (err instanceof ApiError && err.status === 401 ? null : 'unknown'),
  );
}

/**
 * /staff with a stored session: asks which kind of session it is (keepalive, allowed to any
 * session) before the console calls a staff route. A patient's session would get a 403 there,
 * which ends a session everywhere (spec section 4): the patient opened the wrong page, so they
 * are told whose page it is and keep their portal session.
 */
export function StaffGate({ loader, asked = null }: { loader: ReactNode; asked?: SessionKindAsked | null }) {
  const { token } = useSession();
  const [kind, setKind] = useState<Kind | null>(() => (asked && asked.token === token ? (asked.known ?? null) : null));
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    // The question main-staff.tsx asked as the script started, for the session it asked with.
    const answer = asked && asked.token === token ? asked.kind : askSessionKind();
    void answer.then((k) => !cancelled && k !== null && setKind(k));
    return () => {
      cancelled = true;
    };
  }, [token, asked]);
  if (token && kind === null) return <>{loader}</>;
  if (kind === 'patient') return <NotForPatients />;
  return (
    <SignedInGate loader={loader}>
      <StaffRouter />
    </SignedInGate>
  );
}

function NotForPatients() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack component="main">
        <Title order={1}>{t('staff.patientHere.title')}</Title>
        <Text>{t('staff.patientHere.body')}</Text>
        <Anchor href="/p/dashboard">{t('staff.patientHere.back')}</Anchor>
      </Stack>
    </Container>
  );
}
