import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffQueueItem } from '@portal/shared';

/** Days since ordered; past 30 on an open request it is highlighted as overdue (text, not colour alone). */
export function HipaaClock({ item }: { item: Pick<StaffQueueItem, 'days_open' | 'overdue'> }) {
  const { t } = useTranslation();
  if (item.days_open === null) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={item.overdue ? 700 : 400} c={item.overdue ? 'red.9' : undefined}>
        {t('staff.queues.days', { count: item.days_open })}
      </Text>
      {item.overdue && <Badge color="red.9" variant="filled" size="sm">{t('staff.queues.overdue')}</Badge>}
    </Group>
  );
}
