import { useEffect, useState } from 'react';
import { Alert, Button, Card, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/shared';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { Busy } from '../../../lib/components/busy';
import { PageTitle } from '../../../lib/components/page-title';
import { takeReturnFragment } from '../../../lib/return-fragment';
import { acceptInvite, actingGrantsKey, lookupInvite } from '../api/caregivers';

const P = 'profile.caregivers';

/**
 * The invitation's token: the link's fragment (as mailed), else its `token` query parameter (a
 * link retyped or rewritten by a mail client), else the fragment kept while the visitor signed in
 * or signed up (lib/return-fragment.ts).
 */
function inviteToken(): string {
  if (typeof window === 'undefined') return '';
  const { hash, search, pathname } = window.location;
  return hash.replace(/^#/, '') || new URLSearchParams(search).get('token') || takeReturnFragment(pathname);
}

/**
 * What a failed look-up says: a token the server does not take (cut short, or not one) reads
 * as the invalid invitation it is, not as a form's field error; anything else as the server said.
 */
function lookupError(e: unknown, invalid: string): string {
  if (!(e instanceof ApiError)) return invalid;
  return e.status === 400 || e.status === 404 ? invalid : e.message;
}

/**
 * The mailed invitation (/p/caregiver-invite#<token>): what it grants, and Accept with the
 * signed-in account. The token travels in the fragment, so it reaches no server log.
 */
export default function CaregiverInvitePage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [token] = useState(inviteToken);
  const [info, setInfo] = useState<Awaited<ReturnType<typeof lookupInvite>> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return setError(t('messages.caregiverInviteInvalid'));
    lookupInvite(token).then(setInfo, (e: unknown) => setError(lookupError(e, t('messages.caregiverInviteInvalid'))));
  }, [token, t]);

  return (
    <Stack gap="md">
      <PageTitle>{t(`${P}.inviteTitleAccept`)}</PageTitle>
      {error && <Alert color="red">{error}</Alert>}
      {!info && !error && <Busy />}
      {info && !accepted && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Text>{t(`${P}.inviteBody`, { name: info.patient_name, role: t(`${P}.roles.${info.role}`) })}</Text>
            <Text fw={600}>{t(`${P}.mayDo`)}</Text>
            <List size="sm">
              {info.scopes.map((s) => (
                <List.Item key={s}>{t(`${P}.scopes.${s}`)}</List.Item>
              ))}
            </List>
            {info.ends_on && (
              <Text size="sm">{t(`${P}.until`, { date: formatDate(info.ends_on, i18n.language) })}</Text>
            )}
            <Button
              loading={busy}
              onClick={() => {
                setBusy(true);
                acceptInvite(token)
                  .then(
                    (g) => {
                      setAccepted(g.patient_name);
                      void qc.invalidateQueries({ queryKey: actingGrantsKey });
                    },
                    (e: unknown) => setError(e instanceof ApiError ? e.message : String(e)),
                  )
                  .finally(() => setBusy(false));
              }}
            >
              {t(`${P}.accept`)}
            </Button>
          </Stack>
        </Card>
      )}
      {accepted && (
        <Alert color="green" role="status">
          {t(`${P}.accepted`, { name: accepted })} <Link to="/caregivers">{t(`${P}.title`)}</Link>
        </Alert>
      )}
    </Stack>
  );
}
