import type { ReactNode } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUS_VALUES } from '@portal/shared';
import { statusLabel } from '../../../lib/request-labels';
import { useFilterOptions } from './api';
import type { ListFilters } from './list-params';

interface Props {
  value: ListFilters;
  set(patch: Partial<ListFilters>): void;
  /** The keyword box, first in the grid on a wide screen (on a phone it stays above the toggle). */
  keywordInput?: ReactNode;
}

/**
 * The Records & Forms filters past the keyword box (type, provider, patient, status, dates,
 * sort-by). A module of its own (request-filters.tsx loads it): on a phone they are folded away
 * at first, and their Selects (Combobox, Popover, Floating UI, ScrollArea) were a third of the
 * route's scripts evaluated before the first render. Their options are asked for only
 * once they are drawn.
 */
export default function MoreFilters({ value, set, keywordInput }: Props) {
  const { t } = useTranslation();
  const options = useFilterOptions();
  const custodians = (options.data?.custodians ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const dependents = (options.data?.dependents ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {keywordInput}
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
  );
}
