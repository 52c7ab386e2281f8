import { useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CustodianSummary } from '@portal/shared';
import { Link } from 'react-router';
import { useCustodianSearch, useSuggestionList } from '../api/search';
import { ResultsList } from './results-list';
import { Busy } from '../../../lib/components/busy';

/**
 * 'No exact matches for CA, Cedar Rdge' (the spec's words, the search in place) with the suggestion list (up to 2000 from the server),
 * shown 10 more at a time as the list scrolls.
 */
export function SuggestedProviders({
  criteria,
  isFormRequest,
  onSelect,
  onSuggest,
}: {
  criteria: { state: string; name: string };
  isFormRequest: boolean;
  onSelect(c: CustodianSummary): void;
  onSuggest(): void;
}) {
  const { t } = useTranslation();
  const list = useSuggestionList(criteria, isFormRequest);
  // A forms search hides the providers that take no forms requests: the same search without that
  // filter names them, so the one the patient looked for does not vanish without a word.
  const anyKind = useCustodianSearch(isFormRequest ? criteria : null, false);
  const noForms = (anyKind.data?.pages[0]?.custodians ?? []).filter((c) => !c.accepts_forms).slice(0, 3);
  const [shown, setShown] = useState<number>(LIMITS.providerPageSize);
  const all = list.data?.custodians ?? [];
  return (
    <Stack gap="sm">
      {noForms.map((c) => (
        <Alert
          key={c.id}
          color="orange.9"
          variant="light"
          role="status"
          data-testid="provider-no-forms"
          title={t('providers.search.noForms', { name: c.name })}
        >
          <Text size="sm">
            {t('providers.search.noFormsHint')}{' '}
            <Anchor component={Link} to={`/l/${encodeURIComponent(c.url_id)}`}>
              {t('providers.search.noFormsRecords', { name: c.name })}
            </Anchor>
          </Text>
        </Alert>
      ))}
      <Alert
        color="blue.9"
        variant="outline"
        role="status"
        title={t('providers.search.noExactMatches', { state: criteria.state, name: criteria.name.trim() })}
      >
        <Text size="sm">
          {t('providers.search.cantFind')}{' '}
          <Anchor component="button" type="button" onClick={onSuggest}>
            {t('providers.search.suggest')}
          </Anchor>
        </Text>
      </Alert>
      {list.isLoading && <Busy size="sm" />}
      {list.isSuccess && all.length === 0 && <Text>{t('messages.noCustodianFound')}</Text>}
      {all.length > 0 && (
        <ResultsList
          heading={t('providers.search.suggestedHeading')}
          items={all.slice(0, shown)}
          total={all.length}
          hasMore={shown < all.length}
          loadingMore={false}
          onLoadMore={() => setShown((n) => n + LIMITS.providerPageSize)}
          onSelect={onSelect}
        />
      )}
    </Stack>
  );
}
