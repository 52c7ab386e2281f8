import { centsLabel, formatMdy, type StaffQueueItem } from '@portal/shared';

/** M/D/YYYY from an ISO instant (the spec's date format). */
export const dateLabel = (iso: string | null) => (iso ? formatMdy(new Date(iso)) : '');

/** 'D MMM YYYY hh:mm A' (spec section 9 document date format), in the clerk's time zone. */
export function dateTimeLabel(iso: string): string {
  const d = new Date(iso);
  const month = d.toLocaleString('en-US', { month: 'short' });
  const h = d.getHours() % 12 || 12;
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${d.getDate()} ${month} ${d.getFullYear()} ${String(h).padStart(2, '0')}:${mm} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

export const priceLabel = (item: Pick<StaffQueueItem, 'amount_cents'>) => centsLabel(item.amount_cents);
