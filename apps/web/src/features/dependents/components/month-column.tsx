import { useState } from 'react';
import { Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS, type RequestListItem } from '@portal/shared';
import { RequestCard } from '../../requests';

/** One month of the timeline: its request cards, ten per page (spec section 9). */
export function MonthColumn({ label, requests }: { label: string; requests: RequestListItem[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = Math.ceil(requests.length / LIMITS.timelinePageSize);
  const shown = requests.slice((page - 1) * LIMITS.timelinePageSize, page * LIMITS.timelinePageSize);
  return (
    <Paper
      component="section"
      aria-label={t('dependents.timeline.requestsIn', { month: label })}
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      data-testid="timeline-month"
      style={{ flex: '0 0 min(85vw, 340px)', scrollSnapAlign: 'start' }}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dependents.timeline.count', { count: requests.length })}
          </Text>
        </div>
        {shown.map((r) => (
          <RequestCard key={r.id} request={r} headingOrder={4} />
        ))}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            aria-label={t('dependents.timeline.pageOf', { month: label })}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? t('common.next') : control === 'previous' ? t('common.back') : control,
            })}
            getItemProps={(p) => ({ 'aria-label': `${t('dependents.timeline.pageOf', { month: label })} ${p}` })}
          />
        )}
      </Stack>
    </Paper>
  );
}
