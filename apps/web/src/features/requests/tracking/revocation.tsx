import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canRevokeState, type RequestDetail } from '@portal/shared';
import { withRestStyles } from '../../../app/styles/lazy-styles';
import { ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { documentDate } from '../../../lib/format';

// The dialog (signature pad, the 13 languages' legal texts) loads only when someone opens it.
const RevokeDialog = lazy(() => withRestStyles(import('./revoke-dialog')));

/**
 * Revoking the authorization: before fulfilment the request offers 'Revoke authorization'
 * (a dialog asks for confirmation and a signature); afterwards it says when it was revoked and
 * offers the signed revocation PDF. Nothing shows for a request that was fulfilled or closed otherwise.
 */
export function Revocation({ request: r }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const doc = r.documents.find((d) => d.kind === 'revocation');
  const revokedAt = r.history.findLast((h) => h.status === 'revoked')?.at ?? doc?.created_at ?? null;

  if (doc) {
    const get = async () => {
      setBusy(true);
      setError(null);
      try {
        await downloadFile(doc.url ?? '', doc.name);
      } catch (err) {
        setError(err instanceof ApiError ? err.message : t('tracking.downloads.failed'));
      } finally {
        setBusy(false);
      }
    };
    return (
      <Alert
        color="gray"
        variant="light"
        title={t('tracking.revoke.revokedTitle')}
        data-testid="revoked"
        styles={{ title: { fontSize: 'var(--mantine-font-size-md)' } }}
      >
        <Stack gap="xs">
          <Text size="sm">{t('tracking.revoke.revokedOn', { date: revokedAt ? documentDate(revokedAt) : '' })}</Text>
          {doc.url && (
            <Button variant="default" w="fit-content" onClick={() => void get()} loading={busy}>
              {t('tracking.revoke.download')}
            </Button>
          )}
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (!canRevokeState(r.state)) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="revoke-heading" data-testid="revoke">
      <Title order={2} size="h4" id="revoke-heading">
        {t('tracking.revoke.heading')}
      </Title>
      <Text size="sm">{t('tracking.revoke.intro')}</Text>
      <Button variant="outline" color="red.9" w="fit-content" onClick={() => setOpen(true)}>
        {t('tracking.revoke.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RevokeDialog rid={r.rid} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
