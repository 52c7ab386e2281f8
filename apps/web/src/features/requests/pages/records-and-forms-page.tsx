import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { PageTitle } from '../../../lib/components/page-title';
import { lazyComponent } from '../../../lib/lazy-page';
import { RequestCard } from '../components/request-card';
import { useRequestsList } from '../tracking/api';
import { filtersFrom, hasFilters, paramsFrom, queryFrom, type ListFilters } from '../tracking/list-params';
import { RequestFilters } from '../tracking/request-filters';

/** What the route's loader awaits before the first render (the wide screen's filters). */
export { filtersReady as ready } from '../tracking/request-filters';
import type { ListFailedProps, ListPagesProps } from '../tracking/list-pages';
import { useGrant } from '../../../lib/grant';

const ListPages = lazyComponent<ListPagesProps>(() =>
  import('../tracking/list-pages').then((m) => ({ default: m.ListPages })),
);
const ListFailed = lazyComponent<ListFailedProps>(() =>
  import('../tracking/list-pages').then((m) => ({ default: m.ListFailed })),
);

/** Cards drawn in the first render of the list's first answer, and in each render after it. */
const FIRST_CARDS = 2;
const NEXT_CARDS = 4;

/**
 * The list's outlines while it loads. Memoized like the filters and the cards: the re-renders
 * that come with the commit replacing the static shell (the queries' subscriptions, synchronous
 * ones) then skip what has not changed.
 */
const ListSkeleton = memo(function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('common.loading')} data-testid="requests-loading">
      <Skeleton w={120}>
        <Text size="sm">&nbsp;</Text>
      </Skeleton>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[0, 1].map((i) => (
          <Card key={i} withBorder padding="md" radius="md" aria-hidden="true" data-testid="request-card-skeleton">
            <Stack gap={6}>
              <Skeleton w="60%">
                <Title order={3} size="h5">
                  &nbsp;
                </Title>
              </Skeleton>
              {['70%', '45%', '55%'].map((w) => (
                <Skeleton key={w} w={w}>
                  <Text size="sm">&nbsp;</Text>
                </Skeleton>
              ))}
              <Skeleton w="35%">
                <Text size="xs">&nbsp;</Text>
              </Skeleton>
              <Skeleton w="25%">
                <Text size="sm">&nbsp;</Text>
              </Skeleton>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
});

/** /records-and-forms: the user's request cards with filters, sort-by and pages. */
export default function RecordsAndFormsPage() {
  const { t } = useTranslation();
  const grant = useGrant();
  const [params, setParams] = useSearchParams();
  // The same filters and handler from render to render while the address stays: the filter bar
  // (memoized) is then not drawn again by the page's other re-renders.
  const filters = useMemo(() => filtersFrom(params), [params]);
  const list = useRequestsList(queryFrom(filters));
  const update = useCallback(
    (next: ListFilters) => setParams(paramsFrom(next), { replace: next.page === filters.page }),
    [filters.page, setParams],
  );
  // The cards are drawn in a deferred render, in slices the browser can interrupt, not in the task
  // the answer arrives in (a long task on a phone); the outlines stay until then.
  const data = useDeferredValue(list.data);
  const loading = list.isPending || (list.data !== undefined && data === undefined);
  // On the first answer, the first cards (a phone's screen) come in one render and the rest a few
  // at a time in the renders just after it: no render, nor the layout after it, is one long task
  // on a phone (4 then 6 cards made two of them). The pages under them wait for the
  // whole list (nothing moves). Later answers (another page, a filter) come whole.
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (!data || drawn === Infinity) return;
    const total = data.requests.length;
    const id = window.setTimeout(
      () => startTransition(() => setDrawn((n) => (n + NEXT_CARDS >= total ? Infinity : n + NEXT_CARDS))),
      0,
    );
    return () => window.clearTimeout(id);
  }, [drawn, data]);
  const cards = data && drawn !== Infinity ? data.requests.slice(0, drawn) : data?.requests;

  return (
    <Stack>
      <PageTitle>{t('tracking.list.title')}</PageTitle>
      <RequestFilters value={filters} onChange={update} />
      {/* While the list loads: the count line and two cards' outlines where they will be, each
          line as tall as the card's own (the same type sizes, RequestCard's spacing), so
          nothing jumps when they come. */}
      {loading && <ListSkeleton />}
      {list.isError && !data && (
        <Suspense fallback={null}>
          <ListFailed
            message={list.error instanceof ApiError ? list.error.message : t('tracking.list.failed')}
            onRetry={() => void list.refetch()}
          />
        </Suspense>
      )}
      {data && (
        <>
          <Text size="sm" role="status" aria-live="polite" data-testid="results-count">
            {t('tracking.list.results', { count: data.total })}
          </Text>
          {data.requests.length === 0 ? (
            <Stack align="flex-start" data-testid="requests-empty">
              <Text>{hasFilters(filters) ? t('tracking.list.emptyFiltered') : t('tracking.list.empty')}</Text>
              {!hasFilters(filters) && grant.can('requests_make') && (
                <Group>
                  <Button component={Link} to="/record-request/provider">
                    {t('tracking.list.startRecords')}
                  </Button>
                  <Button component={Link} to="/form-request/provider" variant="default">
                    {t('tracking.list.startForms')}
                  </Button>
                </Group>
              )}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {cards?.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </SimpleGrid>
          )}
          {data.total_pages > 1 && cards?.length === data.requests.length && (
            // The last thing on the page: drawn when its module is in, it moves nothing.
            <Suspense fallback={null}>
              <ListPages
                total={data.total_pages}
                page={Math.min(filters.page, data.total_pages)}
                onChange={(page) => {
                  update({ ...filters, page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
