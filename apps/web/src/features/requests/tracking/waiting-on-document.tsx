import { Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PhoneHandoff } from '../../authorizations';
import { usePhone } from '../../../lib/use-phone';
import { trackingKeys } from './api';

/**
 * What of the phone hand-offs the desk's question asks for: the government ID when it names an
 * ID, the patient form when it names a form (forms requests only). The desk writes its question in
 * its own words; anything else (a birth certificate, an answer) is sent with the upload and the
 * answer beside the question, never through a hand-off for something it did not ask for.
 */
export function handoffsAskedFor(reason: string, formRequest: boolean) {
  return {
    govt: /\b(i\.?d\.?|ids|identification|identity|driver'?s?\s+licen[cs]e|passport|government)\b/i.test(reason),
    form: formRequest && /\bforms?\b/i.test(reason),
  };
}

/**
 * A request waiting on the patient (the desk asked for something): offer the phone hand-off for
 * what the desk asked for (the ID, or the patient form on a forms request); what arrives shows in
 * the documents list at once. Nothing asked that a hand-off sends: nothing drawn.
 */
export function WaitingOnDocument({ rid, form, reason }: { rid: string; form: boolean; reason: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const asked = handoffsAskedFor(reason, form);
  // Already on a phone: the upload beside the desk's question takes the photo itself (PhoneHandoff
  // draws nothing there), so a card about sending it "from your phone" would only confuse.
  const onPhone = usePhone();
  const refresh = () => void qc.invalidateQueries({ queryKey: trackingKeys.detail(rid) });
  if (onPhone || (!asked.govt && !asked.form)) return null;
  return (
    <Card withBorder radius="md">
      <Stack gap="xs" component="section" aria-labelledby="waiting-heading">
        <Title order={2} size="h4" id="waiting-heading">
          {t('sharing.phone.waitingTitle')}
        </Title>
        <Text size="sm">{t('sharing.phone.waitingText')}</Text>
        {asked.govt && <PhoneHandoff rid={rid} kind="govt" onReceived={refresh} label={t('sharing.phone.govt')} />}
        {asked.form && <PhoneHandoff rid={rid} kind="patient" onReceived={refresh} label={t('sharing.phone.form')} />}
      </Stack>
    </Card>
  );
}
