import { apiPath } from '@portal/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../lib/api';
import { useSession } from '../lib/session-store';
import { SignedInGate } from '../lib/session-entry';
import { StaffRouter } from './router';

/**
 * /staff with a stored session: asks which kind of session it is (keepalive, allowed to any
 * session) before the console calls a staff route. A patient's session would get a 403 there,
 * which ends a session everywhere (spec section 4): the patient opened the wrong page, so they
 * are told whose page it is and keep their portal session.
 */
export function StaffGate({ loader }: { loader: ReactNode }) {
  const { token } = useSession();
  const [kind, setKind] = useState<'patient' | 'staff' | 'unknown' | null>(null);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api<{ kind: 'patient' | 'staff' }>(apiPath('keepAlive'), { method: 'POST' })
      .then((r) => !cancelled && setKind(r.kind))
      // A 401 has ended the session already (the gate then sends the visitor to sign in); any
      // other failure leaves the console to show its own errors.
      .catch((err) => !cancelled && !(err instanceof ApiError && err.status === 401) && setKind('unknown'));
    return () => {
      cancelled = true;
    };
  }, [token]);
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
