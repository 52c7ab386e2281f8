import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiPath, type RequestDetail } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { shortDate } from '../../../lib/format';

/** closed as "no records found" — nothing owed, and the provider's signed statement. */
export function NoRecordsStatement({ request: r }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!r.no_records) return null;
  const get = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(apiPath('getNoRecordsStatement', { rid: r.rid }), `no-records-statement-${r.rid}.pdf`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('tracking.downloads.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="no-records-title" data-testid="no-records">
      <Title order={2} size="h4" id="no-records-title">
        {t('fees.noRecords.title')}
      </Title>
      <Text size="sm">{t('fees.noRecords.body')}</Text>
      <Text size="sm">
        {t('fees.noRecords.signed', { name: r.no_records.signer, date: shortDate(r.no_records.at) })}
      </Text>
      <Button
        variant="default"
        w="fit-content"
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal' } }}
        onClick={() => void get()}
        loading={busy}
        data-testid="no-records-download"
      >
        {t('fees.noRecords.download')}
      </Button>
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
