import { memo, Suspense, useEffect, useState } from 'react';
import { Button, Collapse, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePhone } from '../../../lib/use-phone';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/shared';
import { lazyComponent } from '../../../lib/lazy-page';
import { hasFilters, type ListFilters } from './list-params';

const PHONE = '(max-width: 36em)';
const MoreFilters = lazyComponent(() => import('./more-filters'));
/**
 * A wide screen draws every filter in the page's first render: the route's loader waits for this
 * (router.tsx), so there is no frame without them and nothing moves when they come (the build's
 * prerender too). A phone loads them when the Filters toggle is first reached for. Not a
 * top-level await: a module that awaits at its top makes Rollup split the chunks shared with it,
 * which put the dashboard's script over its budget in six more files.
 */
export const filtersReady: Promise<unknown> =
  typeof window === 'undefined' || !window.matchMedia(PHONE).matches
    ? MoreFilters.preload().catch(() => undefined)
    : Promise.resolve();

interface Props {
  value: ListFilters;
  onChange(next: ListFilters): void;
}

/** Filter list and sort-by of the Records & Forms list. Any change goes back to page 1. */
export const RequestFilters = memo(function RequestFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const [debounced] = useDebouncedValue(keyword, LIMITS.searchDebounceMs);
  const set = (patch: Partial<ListFilters>) => onChange({ ...value, ...patch, page: 1 });

  useEffect(() => {
    if (debounced !== value.keyword) set({ keyword: debounced });
    // Only the debounced text drives the search; `value` changes are the result of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (value.keyword === '' && keyword !== '' && debounced === keyword) setKeyword('');
    // Cleared from outside (the Clear button): empty the box too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value.keyword]);

  // On a phone the eight filters took ~600 px before the first request: there the
  // keyword box stays and the rest fold behind a Filters toggle, shut until asked for.
  const phone = usePhone(PHONE);
  const [shown, setShown] = useState(false);
  // Folded away, the seven other filters are not drawn at all until first opened: five Selects
  // are most of the page's first render on a phone. Once opened they stay, so that
  // folding animates and keeps what was picked in them.
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  const active =
    [value.type, value.custodian_id, value.dependent_id, value.status, value.start_date, value.end_date].filter(Boolean)
      .length + (value.sort_dir === 'asc' ? 1 : 0);
  const keywordInput = (
    <TextInput
      label={t('tracking.list.keyword')}
      description={phone ? undefined : t('tracking.list.keywordHint')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={keyword}
      maxLength={100}
      onChange={(e) => setKeyword(e.currentTarget.value)}
      style={phone ? { flex: 1, minWidth: 0 } : undefined}
    />
  );
  return (
    <form
      role="search"
      aria-label={t('tracking.list.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        set({ keyword });
      }}
    >
      {phone && (
        <Group gap="sm" align="flex-end" wrap="nowrap">
          {keywordInput}
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
            aria-expanded={shown}
            aria-controls="request-filters-more"
            onPointerDown={() => void MoreFilters.preload().catch(() => undefined)}
            onFocus={() => void MoreFilters.preload().catch(() => undefined)}
            onClick={() => {
              // Opened once their module is in: the fold then opens to its full height at once.
              if (shown) setShown(false);
              else
                void MoreFilters.preload()
                  .catch(() => undefined)
                  .then(() => setShown(true));
            }}
          >
            {active ? t('tracking.list.filtersToggleCount', { count: active }) : t('tracking.list.filtersToggle')}
          </Button>
        </Group>
      )}
      <Collapse in={!phone || shown} id="request-filters-more" mt={phone ? 'sm' : 0}>
        {(!phone || opened) && (
          <Suspense fallback={null}>
            <MoreFilters value={value} set={set} keywordInput={phone ? undefined : keywordInput} />
          </Suspense>
        )}
      </Collapse>
      {hasFilters(value) && (
        <Group mt="sm">
          <Button
            variant="subtle"
            color="teal.9"
            onClick={() => {
              setKeyword('');
              onChange({
                ...value,
                type: '',
                custodian_id: '',
                dependent_id: '',
                status: '',
                start_date: '',
                end_date: '',
                keyword: '',
                page: 1,
              });
            }}
          >
            {t('tracking.list.clear')}
          </Button>
        </Group>
      )}
    </form>
  );
});
