import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffQueueItem } from '@portal/shared';

/**
 * The shared HIPAA clock, as the patient sees it ("Day N of 30"); past the limit on an open request it
 * is flagged as overdue (text, not colour alone).
 */
export function HipaaClock({ item }: { item: Pick<StaffQueueItem, 'hipaa' | 'overdue'> }) {
  const { t } = useTranslation();
  if (!item.hipaa) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={item.overdue ? 700 : 400} c={item.overdue ? 'red.9' : undefined}>
        {t('staff.queues.clockDay', { day: item.hipaa.day, limit: item.hipaa.limit_days })}
      </Text>
      {item.overdue && (
        <Badge color="red.9" variant="filled" size="sm">
          {t('staff.queues.overdue')}
        </Badge>
      )}
    </Group>
  );
}
