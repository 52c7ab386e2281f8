import { useEffect, useState } from 'react';
import { Button, Collapse, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePhone } from '../../../lib/use-phone';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS, REQUEST_STATUS_VALUES } from '@portal/shared';
import { statusLabel } from '../../../lib/request-labels';
import { useFilterOptions } from './api';
import { hasFilters, type ListFilters } from './list-params';

interface Props {
  value: ListFilters;
  onChange(next: ListFilters): void;
}

/** Filter list and sort-by of the Records & Forms list. Any change goes back to page 1. */
export function RequestFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const options = useFilterOptions();
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

  // On a phone the eight filters took ~600 px before the first request (issue 21): there the
  // keyword box stays and the rest fold behind a Filters toggle, shut until asked for.
  const phone = usePhone('(max-width: 36em)');
  const [shown, setShown] = useState(false);
  // Folded away, the seven other filters are not drawn at all until first opened: five Selects
  // are most of the page's first render on a phone (issue 16). Once opened they stay, so that
  // folding animates and keeps what was picked in them.
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  const active =
    [value.type, value.custodian_id, value.dependent_id, value.status, value.start_date, value.end_date].filter(Boolean)
      .length + (value.sort_dir === 'asc' ? 1 : 0);
  const custodians = (options.data?.custodians ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const dependents = (options.data?.dependents ?? []).map((d) => ({ value: String(d.id), label: d.name }));
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
            onClick={() => setShown((v) => !v)}
          >
            {active ? t('tracking.list.filtersToggleCount', { count: active }) : t('tracking.list.filtersToggle')}
          </Button>
        </Group>
      )}
      <Collapse in={!phone || shown} id="request-filters-more" mt={phone ? 'sm' : 0}>
        {(!phone || opened) && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {!phone && keywordInput}
            <Select
              label={t('tracking.list.type')}
              data={[
                { value: '', label: t('tracking.list.typeAll') },
                { value: 'Record', label: t('tracking.list.typeRecord') },
                { value: 'Form', label: t('tracking.list.typeForm') },
              ]}
              value={value.type}
              onChange={(v) => set({ type: v ?? '' })}
              allowDeselect={false}
            />
            <Select
              label={t('tracking.list.provider')}
              data={[{ value: '', label: t('tracking.list.providerAll') }, ...custodians]}
              value={value.custodian_id}
              onChange={(v) => set({ custodian_id: v ?? '' })}
              searchable
              allowDeselect={false}
            />
            <Select
              label={t('tracking.list.patient')}
              data={[
                { value: '', label: t('tracking.list.patientAll') },
                { value: '0', label: t('tracking.list.patientSelf') },
                ...dependents,
              ]}
              value={value.dependent_id}
              onChange={(v) => set({ dependent_id: v ?? '' })}
              allowDeselect={false}
            />
            <Select
              label={t('tracking.list.status')}
              data={[
                { value: '', label: t('tracking.list.statusAll') },
                ...REQUEST_STATUS_VALUES.map((s) => ({ value: s, label: statusLabel(s) })),
              ]}
              value={value.status}
              onChange={(v) => set({ status: v ?? '' })}
              allowDeselect={false}
            />
            <TextInput
              type="date"
              label={t('tracking.list.from')}
              value={value.start_date}
              max={value.end_date || undefined}
              onChange={(e) => set({ start_date: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('tracking.list.to')}
              value={value.end_date}
              min={value.start_date || undefined}
              onChange={(e) => set({ end_date: e.currentTarget.value })}
            />
            <Select
              label={t('tracking.list.sortBy')}
              data={[
                { value: 'desc', label: t('tracking.list.newest') },
                { value: 'asc', label: t('tracking.list.oldest') },
              ]}
              value={value.sort_dir}
              onChange={(v) => set({ sort_dir: v === 'asc' ? 'asc' : 'desc' })}
              allowDeselect={false}
            />
          </SimpleGrid>
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
}
