import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PhoneHandoff } from '../../authorizations';
import { trackingKeys } from './api';

/**
 * A request waiting on the patient (the desk asked for something): offer the phone hand-off for the ID
 * (and the patient form on a forms request); what arrives shows in the documents list at once.
 */
export function WaitingOnDocument({ rid, form }: { rid: string; form: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: trackingKeys.detail(rid) });
  return (
    <Stack gap="xs" component="section" aria-labelledby="waiting-heading">
      <Title order={2} size="h4" id="waiting-heading">
        {t('sharing.phone.waitingTitle')}
      </Title>
      <Text size="sm">{t('sharing.phone.waitingText')}</Text>
      <PhoneHandoff rid={rid} kind="govt" onReceived={refresh} label={t('sharing.phone.govt')} />
      {form && <PhoneHandoff rid={rid} kind="patient" onReceived={refresh} label={t('sharing.phone.form')} />}
    </Stack>
  );
}
