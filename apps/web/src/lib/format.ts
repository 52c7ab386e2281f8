import dayjs from 'dayjs';
import { CHAT_DATE_FORMAT, DATE_FORMAT, DOCUMENT_DATE_FORMAT, formatCents, formatMdy } from '@portal/shared';
import i18n from './i18n';

/**
 * The one place the web app turns dates and amounts into text (the portal, the public pages and the
 * records desk alike). The spec's date formats (section 9), in the browser's time zone. They are English formats (month
 * names, AM/PM): another language gets the same parts through Intl in its own words and order,
 * digits kept Latin ("latn") so numbers read left to right inside Arabic text.
 */
const other = () => (i18n.language && i18n.language !== 'en' ? `${i18n.language}-u-nu-latn` : null);
const intl = (iso: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(other()!, o).format(new Date(iso));

export const documentDate = (iso: string | null | undefined) => {
  if (!iso) return '';
  return other()
    ? intl(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : dayjs(iso).format(DOCUMENT_DATE_FORMAT);
};
export const chatDate = (iso: string) =>
  other() ? intl(iso, { day: 'numeric', month: 'short', year: 'numeric' }) : dayjs(iso).format(CHAT_DATE_FORMAT);
export const chatTime = (iso: string) =>
  other() ? intl(iso, { hour: 'numeric', minute: '2-digit' }) : dayjs(iso).format('h:mm A');
export const shortDate = (iso: string | null | undefined) => {
  if (!iso) return '';
  return other() ? intl(iso, { day: 'numeric', month: 'short', year: 'numeric' }) : dayjs(iso).format(DATE_FORMAT);
};
/** M/D/YYYY (the spec's date) from an ISO instant or a date; '' when there is none. */
export const mdyDate = (value: string | Date | null | undefined) =>
  value ? formatMdy(typeof value === 'string' ? new Date(value) : value) : '';

/** US dollars: '$12.50' in English (the spec's, shared formatCents), the language's own currency format otherwise. */
export const money = (cents: number | null | undefined) => {
  if (cents === null || cents === undefined) return '';
  const lang = other();
  return lang
    ? new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(cents / 100)
    : formatCents(cents);
};
