import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMdy } from '@portal/shared';
import { useRecordRequests } from '../api/storage';
import { DownloadRecordsButton } from './download-button';
import { Busy } from '../../../lib/components/busy';

/** The user's delivered records, each request with its files and a download (or the offer). */
export function RecordsList({ onSubscribe }: { onSubscribe?(): void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useRecordRequests();
  const list = data?.requests ?? [];
  return (
    <Stack component="section" aria-labelledby="records-heading" gap="sm">
      <Title order={2} size="h3" id="records-heading">{t('subscription.records.heading')}</Title>
      {isLoading && <Busy size="sm" />}
      {!isLoading && list.length === 0 && <Text c="dimmed">{t('subscription.records.empty')}</Text>}
      {list.map((r) => (
        <Paper key={r.rid} withBorder p="sm" radius="md" data-testid="record-request">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{r.rid}{r.custodian_name ? ` · ${r.custodian_name}` : ''}</Text>
              <Text size="sm" c="dimmed">
                {t('subscription.records.delivered', { date: formatMdy(r.completed_on ? new Date(r.completed_on) : r.ordered_on ? new Date(r.ordered_on) : null) })}
                {' · '}{r.records.map((m) => m.name).join(', ')}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={r.can_download ? 'teal.9' : 'gray.8'} variant="filled">
                {r.can_download ? t('subscription.records.available') : t('subscription.records.archived')}
              </Badge>
              <DownloadRecordsButton rid={r.rid} onSubscribe={onSubscribe} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
