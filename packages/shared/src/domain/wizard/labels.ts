import { formatMdy } from '../../schemas/common';
import type { DateChoice } from './reducer';

/** Dates of service as the spec shows them: 'All', 'Between X - Y', 'After X', 'Before X' (M/D/YYYY). */
export function dateChoiceLabel(d: DateChoice | null): string {
  if (!d) return '';
  switch (d.kind) {
    case 'all':
      return 'All';
    case 'between':
      return `Between ${formatMdy(d.after)} - ${formatMdy(d.before)}`;
    case 'after':
      return `After ${formatMdy(d.after)}`;
    case 'before':
      return `Before ${formatMdy(d.before)}`;
  }
}

/** The request columns of a date choice (all_records, records_after, records_before; ISO dates). */
export function dateChoiceToFields(d: DateChoice | null) {
  return {
    all_records: d?.kind === 'all',
    records_after: d && (d.kind === 'between' || d.kind === 'after') ? d.after : null,
    records_before: d && (d.kind === 'between' || d.kind === 'before') ? d.before : null,
  };
}

/** The inverse, for a loaded request. */
export function dateChoiceFromFields(f: {
  all_records: boolean;
  records_after: string | null;
  records_before: string | null;
}): DateChoice | null {
  if (f.all_records) return { kind: 'all' };
  if (f.records_after && f.records_before) return { kind: 'between', after: f.records_after, before: f.records_before };
  if (f.records_after) return { kind: 'after', after: f.records_after };
  if (f.records_before) return { kind: 'before', before: f.records_before };
  return null;
}
