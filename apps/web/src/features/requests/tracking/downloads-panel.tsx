import { apiPath } from '@portal/shared';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DownloadLinkResponse, RequestDetail } from '@portal/shared';
import { api, ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { documentDate } from '../../../lib/format';
import { fileLabel } from '../../../lib/file-names';
import { ViewFileButton } from '../../subscription';
import { useGrant } from '../../../lib/grant';

type Kind = 'records' | 'invoice' | 'authorization';

/**
 * Records (free for 30 days after order or completion, then with Store & Share), the signed
 * authorization and the invoice. Records go through a one-time download link from the
 * subscription module; the invoice through the payments module.
 */
export function DownloadsPanel({
  request: r,
  records: withRecords = true,
}: {
  request: RequestDetail;
  records?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Kind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const d = r.downloads;
  const grant = useGrant();
  // The invoice is a payment's (getInvoice); the subscription is the account holder's own.
  const invoiceShown = d.invoice_available && grant.can('payments');
  const authorization = r.documents.find((doc) => doc.kind === 'authorization' && doc.url);

  const run = async (kind: Kind, job: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await job();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('tracking.downloads.failed'));
    } finally {
      setBusy(null);
    }
  };
  const records = () =>
    run('records', async () => {
      const link = await api<DownloadLinkResponse>(apiPath('getDownloadLink'), {
        query: { request_id: r.rid },
        timeout: true,
      });
      if (!link.allowed || !link.url) throw new ApiError(link.message ?? t('tracking.downloads.expired'), 403);
      window.location.assign(link.url);
    });
  // Saved under its name in the reader's language (the server's English name, read in their words).
  const invoiceName = fileLabel(`invoice-${r.rid}.pdf`);
  const invoice = () => run('invoice', () => downloadFile(apiPath('getInvoice', { rid: r.rid }), invoiceName));
  const signed = () => run('authorization', () => downloadFile(authorization!.url!, authorization!.name));

  if (!withRecords && !authorization && !invoiceShown) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="downloads-heading">
      <Title order={2} size="h4" id="downloads-heading">
        {t('tracking.downloads.heading')}
      </Title>
      {withRecords && !d.records_available && (
        <Text size="sm" c="dimmed">
          {t('tracking.downloads.notReady')}
        </Text>
      )}
      {withRecords && d.records_available && !d.allowed && (
        <Alert color="blue.9" variant="light">
          {t('tracking.downloads.expired')}{' '}
          {grant.can('own') && (
            <Anchor component={Link} to="/subscription">
              {t('tracking.downloads.subscribe')}
            </Anchor>
          )}
        </Alert>
      )}
      {withRecords && d.records_available && (
        <Text size="sm">{d.records.map((m) => `${fileLabel(m.name)} (${documentDate(m.created_at)})`).join(', ')}</Text>
      )}
      <Group>
        {withRecords && d.records_available && d.allowed && (
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={records}
            loading={busy === 'records'}
          >
            {t('tracking.downloads.records')}
          </Button>
        )}
        {authorization && (
          <Button variant="default" onClick={signed} loading={busy === 'authorization'}>
            {t('tracking.downloads.authorization')}
          </Button>
        )}
        {invoiceShown && (
          <Button variant="default" onClick={invoice} loading={busy === 'invoice'}>
            {t('tracking.downloads.invoice')}
          </Button>
        )}
        {invoiceShown && <ViewFileButton url={apiPath('getInvoice', { rid: r.rid })} name={invoiceName} />}
      </Group>
      {error && (
        <Alert color="red.9" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
