import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type StatusHistoryEntry } from '@portal/shared';
import { lifecycleLabel } from '../../../lib/request-labels';
import { documentDate } from '../../../lib/format';

/** The request's status history, oldest first, as a timeline; the last entry is where it stands. */
export function StatusTimeline({ history }: { history: StatusHistoryEntry[] }) {
  const { t } = useTranslation();
  if (!history.length) return <Text c="dimmed" size="sm">{t('tracking.status.noHistory')}</Text>;
  return (
    <Timeline active={history.length - 1} bulletSize={22} lineWidth={2} color="teal.9" aria-label={t('tracking.status.history')}>
      {history.map((h, i) => (
        <Timeline.Item
          key={`${h.status}-${h.at}-${i}`}
          bullet={<IconCircleCheck size={14} aria-hidden="true" />}
          title={<Text component="span" fw={600} tt="capitalize">{lifecycleLabel(h.status)}</Text>}
        >
          <Text size="sm" c="dimmed"><time dateTime={h.at}>{documentDate(h.at)}</time></Text>
          {h.note && <Text size="sm">{h.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
