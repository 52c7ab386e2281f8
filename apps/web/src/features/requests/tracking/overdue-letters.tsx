import { apiPath } from '@portal/shared';
import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

/**
 * Past the legal deadline: two ready letters, a reminder to the provider citing the
 * right of access and a prefilled complaint to the HHS Office for Civil Rights. The patient sends
 * or files them; we only prepare them.
 */
/** Long labels wrap on a phone instead of being cut off. */
const wrapLabel = { label: { whiteSpace: 'normal' as const, textAlign: 'left' as const } };

export function OverdueLetters({ request: r }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!r.letters_available) return null;
  const get = async (kind: 'provider-reminder' | 'ocr-complaint') => {
    setBusy(kind);
    setError(null);
    try {
      await downloadFile(apiPath('getRequestLetter', { rid: r.rid, kind }), `${kind}-${r.rid}.pdf`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('tracking.downloads.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs" id="letters" data-testid="overdue-letters" component="section" aria-labelledby="letters-heading">
      <Title order={3} size="h5" id="letters-heading">
        {t('tracking.letters.heading')}
      </Title>
      <Text size="sm">{t('tracking.letters.intro')}</Text>
      <Group gap="sm">
        <Button
          variant="default"
          h="auto"
          py={8}
          styles={wrapLabel}
          onClick={() => void get('provider-reminder')}
          loading={busy === 'provider-reminder'}
        >
          {t('tracking.letters.reminder')}
        </Button>
        <Button
          variant="default"
          h="auto"
          py={8}
          styles={wrapLabel}
          onClick={() => void get('ocr-complaint')}
          loading={busy === 'ocr-complaint'}
        >
          {t('tracking.letters.complaint')}
        </Button>
      </Group>
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
