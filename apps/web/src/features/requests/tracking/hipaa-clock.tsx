import { Alert, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type HipaaClock as Clock } from '@portal/shared';
import { shortDate } from '../../../lib/format';

/**
 * Day N of 30: how long the provider has had the request, against the days the law allows (the
 * shared HIPAA clock: calendar days since receipt; the due date is a calendar day, shown as such).
 */
/** `stoppedLabel`: why the clock stopped, when it is not an answer (the patient revoked the authorization). */
export function HipaaClock({ clock, stoppedLabel }: { clock: Clock; stoppedLabel?: string }) {
  const { t } = useTranslation();
  const pct = Math.min(100, Math.round((clock.day / clock.limit_days) * 100));
  const label = t('tracking.hipaa.running', { day: clock.day, limit: clock.limit_days });
  return (
    <Stack gap="xs" data-testid="hipaa-clock">
      <Title order={2} size="h4">
        {t('tracking.hipaa.heading')}
      </Title>
      <Text fw={600}>
        {clock.stopped
          ? (stoppedLabel ?? t('tracking.hipaa.stopped', { day: clock.day, limit: clock.limit_days }))
          : label}
      </Text>
      <Progress value={pct} color={clock.overdue ? 'red.9' : 'teal.9'} aria-label={label} size="lg" />
      {clock.extension && (
        <Text size="sm" data-testid="hipaa-extension">
          {t('tracking.hipaa.extended', { date: shortDate(clock.extension.at), reason: clock.extension.reason })}
        </Text>
      )}
      {!clock.stopped && (
        <Text size="sm" c="dimmed">
          {t('tracking.hipaa.explain', { limit: clock.limit_days, due: shortDate(clock.due_on) })}
        </Text>
      )}
      {clock.overdue && !clock.stopped && (
        <Alert color="red.9" variant="light">
          {t('tracking.hipaa.overdue', { limit: clock.limit_days })}
        </Alert>
      )}
    </Stack>
  );
}
