import { Suspense, useState } from 'react';
import { Alert, Button, Card, Collapse, Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CustodianSummary } from '@portal/shared';
import { banner } from '../../../lib/banners';
import { PageTitle } from '../../../lib/components/page-title';
import {
  addressLine,
  LazyProviderSearch,
  LazySelectRequestTypeModal,
  useFavorites,
  useToggleFavorite,
} from '../../providers';
import { Busy } from '../../../lib/components/busy';
import { specialtyLabel } from '../../../lib/directory-labels';

/**
 * /favorites-providers: favorite cards, 5 a page; the pager (the spec's slider) appears once
 * there are more than 3. 'Select Provider' opens the 'Select Request Type' popup.
 */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useFavorites();
  const toggle = useToggleFavorite();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<CustodianSummary | null>(null);
  const [finding, setFinding] = useState(false);
  // The search and the dialog load when first opened, not with the page; the dialog then stays
  // mounted (closing animates and returns focus).
  const [everPicked, setEverPicked] = useState(false);
  if (picked && !everPicked) setEverPicked(true);
  const all = data?.custodians ?? [];
  const pages = Math.max(1, Math.ceil(all.length / LIMITS.favoritesPageSize));
  const current = Math.min(page, pages);
  const shown = all.slice((current - 1) * LIMITS.favoritesPageSize, current * LIMITS.favoritesPageSize);
  const remove = (c: CustodianSummary) =>
    toggle.mutate(
      { id: c.id, favorite: false },
      { onSuccess: (r) => banner.success(r.message), onError: (e) => banner.error(e.message) },
    );
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('providers.favorites.title')}</PageTitle>
        <Button
          variant="outline"
          color="teal.9"
          onClick={() => setFinding((f) => !f)}
          aria-expanded={finding}
          aria-controls="favorites-find"
        >
          {t('providers.favorites.find')}
        </Button>
      </Group>
      {/* Find more providers here: star them to keep them, or pick one to start a request. */}
      <Collapse in={finding} id="favorites-find">
        {finding && (
          <Card
            withBorder
            radius="md"
            padding="md"
            // The type-ahead's list may reach past the card's bottom edge (a Card clips by default).
            style={{ overflow: 'visible' }}
          >
            <Suspense fallback={<Busy />}>
              <LazyProviderSearch onSelect={setPicked} />
            </Suspense>
          </Card>
        )}
      </Collapse>
      {isLoading && <Busy />}
      {error && (
        <Alert color="red.9" variant="outline" role="alert">
          {error.message}
        </Alert>
      )}
      {data && all.length === 0 && <Text>{t('providers.favorites.empty')}</Text>}
      {all.length > LIMITS.favoritesSliderAbove && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          withEdges={false}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('common.back') : t('common.next'),
          })}
          getItemProps={(p) => ({ 'aria-label': t('providers.favorites.pageOf', { page: p, total: pages }) })}
          aria-label={t('providers.favorites.pagination')}
        />
      )}
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((c) => (
          <Card key={c.id} component="li" withBorder radius="md" padding="md" data-testid="favorite-card">
            <Stack gap={4}>
              <Text fw={600}>{c.name}</Text>
              <Text size="sm" c="dimmed">
                <bdi>{addressLine(c)}</bdi>
              </Text>
              {c.specialty.length > 0 && <Text size="sm">{c.specialty.map(specialtyLabel).join(', ')}</Text>}
              <Group mt="xs" gap="sm">
                <Button
                  size="sm"
                  onClick={() => setPicked(c)}
                  aria-label={`${t('providers.favorites.select')}: ${c.name}`}
                >
                  {t('providers.favorites.select')}
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => remove(c)}
                  aria-label={`${t('providers.favorites.remove')}: ${c.name}`}
                >
                  {t('providers.favorites.remove')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      {everPicked && (
        <Suspense fallback={null}>
          <LazySelectRequestTypeModal custodian={picked} onClose={() => setPicked(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
