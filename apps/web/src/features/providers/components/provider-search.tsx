import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { loadRestStyles, withRestStyles } from '../../../app/styles/lazy-styles';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CustodianSummary } from '@portal/shared';
import { useCustodianSearch, useTypeAhead, type SearchCriteria } from '../api/search';
import { NameCombobox } from './name-combobox';
import { StateSelect } from './state-select';
import { Busy } from '../../../lib/components/busy';

// The two forms (with their form library and schemas) load when first opened, not with the
// search (on the dashboard, after its first screen), with the rest of the styles (the
// wizard's first step has only critical.css); once opened they stay mounted, so that closing
// animates and returns focus.
const AdvancedSearchModal = lazy(() =>
  withRestStyles(import('./advanced-search-modal')).then((m) => ({ default: m.AdvancedSearchModal })),
);
const SuggestProviderModal = lazy(() =>
  withRestStyles(import('./suggest-provider-modal')).then((m) => ({ default: m.SuggestProviderModal })),
);

// Nearby search (the browser's location or a ZIP code) loads when opened, not with the widget:
// the dashboard's and the wizard's first screens show only its link.
const NearbySearch = lazy(() => import('./nearby-search').then((m) => ({ default: m.NearbySearch })));

// The results (provider cards with their tooltips, the suggestions, a dependent's providers)
// load with the first search or keystroke, not with the widget.
const loadResults = () => import('./search-results');
const ResultsList = lazy(() => loadResults().then((m) => ({ default: m.ResultsList })));
const SuggestedProviders = lazy(() => loadResults().then((m) => ({ default: m.SuggestedProviders })));
const DependentProviders = lazy(() => loadResults().then((m) => ({ default: m.DependentProviders })));

export interface ProviderSearchProps {
  onSelect(c: CustodianSummary): void;
  isFormRequest?: boolean;
  dependentId?: number | null;
}

/**
 * The provider search widget (spec section 2): state, facility-name type-ahead (an accessible
 * combobox), Search, results with infinite scroll, the no-match suggestions, Advanced Search,
 * Suggest New Provider and nearby search.
 */
export function ProviderSearch({ onSelect, isFormRequest = false, dependentId = null }: ProviderSearchProps) {
  const { t } = useTranslation();
  const [state, setState] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ state?: string; name?: string }>({});
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const [modal, setModalState] = useState<'advanced' | 'suggest' | null>(null);
  const [opened, setOpened] = useState({ advanced: false, suggest: false });
  const setModal = (m: 'advanced' | 'suggest' | null) => {
    if (m) setOpened((o) => ({ ...o, [m]: true }));
    setModalState(m);
  };
  const [nearbyOpen, setNearbyOpen] = useState(false);
  const [typed] = useDebouncedValue(name, LIMITS.searchDebounceMs);
  const typeAhead = useTypeAhead(state, typed, isFormRequest);
  const results = useCustodianSearch(criteria, isFormRequest, dependentId);
  // A result's favourite button has a tooltip, whose styles are past critical.css.
  useEffect(() => {
    if (criteria || dependentId) void loadRestStyles();
  }, [criteria, dependentId]);
  const options = useMemo(
    () => [...new Set((typeAhead.data?.custodians ?? []).map((c) => c.name))].slice(0, LIMITS.providerPageSize),
    [typeAhead.data],
  );

  const run = (next: { state: string; name: string }) => {
    const e = {
      state: next.state ? undefined : t('messages.required'),
      name: next.name.trim() ? undefined : t('messages.required'),
    };
    setErrors(e);
    if (e.state || e.name) return;
    setCriteria({ state: next.state, name: next.name.trim() });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run({ state, name });
  };

  const items = results.data?.pages.flatMap((p) => p.custodians) ?? [];
  const total = results.data?.pages[0]?.total_custodians ?? 0;
  const noMatch = results.isSuccess && !results.data.pages[0]?.is_result_record_found;
  const exactCriteria =
    criteria?.state && criteria.name && !criteria.nearby ? { state: criteria.state, name: criteria.name } : null;

  return (
    <Stack gap="md" role="search" aria-label={t('providers.search.region')}>
      {dependentId ? (
        <Suspense fallback={<Busy />}>
          <DependentProviders dependentId={dependentId} isFormRequest={isFormRequest} onSelect={onSelect} />
        </Suspense>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <StateSelect
            label={t('providers.search.state')}
            withAsterisk
            value={state}
            error={errors.state}
            w={{ base: '100%', sm: 200 }}
            onChange={(e) => {
              setState(e.currentTarget.value);
              setErrors((x) => ({ ...x, state: undefined }));
            }}
          />
          <NameCombobox
            value={name}
            error={errors.name}
            options={options}
            loading={typeAhead.isFetching}
            onChange={(v) => {
              void loadResults();
              setName(v);
              setErrors((x) => ({ ...x, name: undefined }));
            }}
            onPick={(v) => {
              setName(v);
              run({ state, name: v });
            }}
          />
          <Button type="submit" mt={{ base: 0, sm: 25 }} loading={results.isFetching && !results.isFetchingNextPage}>
            {t('providers.search.searchButton')}
          </Button>
        </Group>
      </form>
      <Group gap="lg">
        <Anchor component="button" type="button" onClick={() => setModal('advanced')}>
          {t('providers.search.advanced')}
        </Anchor>
        <Anchor component="button" type="button" onClick={() => setNearbyOpen((o) => !o)} aria-expanded={nearbyOpen}>
          {t('providers.search.nearby')}
        </Anchor>
        <Text size="sm">
          {t('providers.search.cantFind')}{' '}
          <Anchor component="button" type="button" onClick={() => setModal('suggest')}>
            {t('providers.search.suggest')}
          </Anchor>
        </Text>
      </Group>
      {nearbyOpen && (
        <Suspense fallback={<Busy />}>
          <NearbySearch onSearch={(nearby) => setCriteria({ nearby })} />
        </Suspense>
      )}
      {results.isError && (
        <Alert color="red.9" variant="outline" role="alert">
          {results.error.message}
        </Alert>
      )}
      <Suspense fallback={<Busy />}>
        {noMatch && exactCriteria ? (
          <SuggestedProviders
            criteria={exactCriteria}
            isFormRequest={isFormRequest}
            onSelect={onSelect}
            onSuggest={() => setModal('suggest')}
          />
        ) : noMatch ? (
          <Alert color="blue.9" variant="outline" role="status">
            {t('messages.noCustodianFound')}
          </Alert>
        ) : criteria && results.isSuccess ? (
          <ResultsList
            items={items}
            total={total}
            hasMore={Boolean(results.hasNextPage)}
            loadingMore={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
            onSelect={onSelect}
            heading={criteria.nearby ? t('providers.search.nearbyHeading') : undefined}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {opened.advanced && (
          <AdvancedSearchModal
            opened={modal === 'advanced'}
            onClose={() => setModal(null)}
            initial={{ name, state }}
            onSearch={(c) => {
              setName(c.name ?? '');
              setState(c.state ?? '');
              setCriteria(c);
            }}
          />
        )}
        {opened.suggest && (
          <SuggestProviderModal opened={modal === 'suggest'} onClose={() => setModal(null)} initial={{ name, state }} />
        )}
      </Suspense>
    </Stack>
  );
}
