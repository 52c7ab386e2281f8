import { useCallback, type UIEvent } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CustodianSummary } from '@portal/shared';
import { CustodianCard } from './custodian-card';
import { Busy } from '../../../lib/components/busy';
import { count } from '../../../lib/format';

/**
 * 'Please select only one provider': results in a scrolling box that loads the next page when
 * the user scrolls (or tabs) within 100 px of its bottom (spec section 9).
 */
export function ResultsList({
  items,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  onSelect,
  heading,
}: {
  items: CustodianSummary[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onSelect(c: CustodianSummary): void;
  heading?: string;
}) {
  const { t } = useTranslation();
  const onScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      const el = e.currentTarget;
      if (
        hasMore &&
        !loadingMore &&
        el.scrollHeight - el.scrollTop - el.clientHeight <= LIMITS.infiniteScrollThresholdPx
      )
        onLoadMore();
    },
    [hasMore, loadingMore, onLoadMore],
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="provider-results-heading">
        {heading ?? t('providers.search.resultsHeading')}
      </Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total >= LIMITS.searchTotalCap
          ? t('providers.search.resultsCountCapped', {
              n: count(LIMITS.searchTotalCap),
            })
          : t('providers.search.resultsCount', { count: total })}
      </Text>
      <Box
        data-testid="provider-results"
        onScroll={onScroll}
        style={{ maxHeight: 440, overflowY: 'auto', paddingRight: 4 }}
      >
        <Stack
          component="ul"
          gap="xs"
          aria-labelledby="provider-results-heading"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((c) => (
            <CustodianCard key={c.id} custodian={c} onSelect={onSelect} />
          ))}
        </Stack>
        {loadingMore && <Busy size="sm" m="sm" label={t('providers.search.loadingMore')} />}
      </Box>
    </Stack>
  );
}
