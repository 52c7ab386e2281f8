/**
 * How a request reads on its card (spec section 2 "Request card (list)"). Pure functions so the
 * card, the staff console and the tests agree on every label.
 */
export interface LabelledRequest {
  rid: string;
  request_type: 'Record' | 'Form';
  all_records?: boolean;
  /** M/D/YYYY */
  records_before?: string | null;
  records_after?: string | null;
}

const ARCHIVED: Record<string, string> = {
  completed_archived: 'completed - archived',
  closed_archived: 'closed - archived',
};

/** Underscores become spaces; the two archived statuses read with ' - '. */
export function statusLabel(status: string): string {
  return ARCHIVED[status] ?? status.replace(/_/g, ' ');
}

/** 'Medical Record {rid}' or 'Form Request {rid}'. */
export function requestTitle(item: Pick<LabelledRequest, 'rid' | 'request_type'>): string {
  return item.request_type === 'Form' ? `Form Request ${item.rid}` : `Medical Record ${item.rid}`;
}

/**
 * Dates of service of a records request: 'Between X - Y', 'After X', 'Before X' or 'All'.
 * records_after is the start of the range and records_before its end. Forms have none (null).
 */
export function datesOfServiceLabel(item: LabelledRequest): string | null {
  if (item.request_type === 'Form') return null;
  const after = item.records_after || null;
  const before = item.records_before || null;
  if (item.all_records || (!after && !before)) return 'All';
  if (after && before) return `Between ${after} - ${before}`;
  if (after) return `After ${after}`;
  return `Before ${before}`;
}
