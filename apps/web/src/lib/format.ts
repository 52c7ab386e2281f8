import { formatDate, formatDateTime, formatMoney, formatNumber, readerTimeZone, type DateValue } from '@portal/shared';
import i18n from './i18n';

/**
 * The web app's dates and amounts in the reader's language: the shared l10n module's formatters
 * (the same the mail and the PDFs use), with the language the portal is read in. A calendar day
 * reads in UTC (as the server keeps it); a moment with its time of day in the reader's time zone.
 */
const lang = () => i18n.language || 'en';

/** D MMM YYYY hh:mm A in English (spec section 9), the language's own otherwise; '' when none. */
export const documentDate = (iso: DateValue) => formatDateTime(iso, lang(), 'document', readerTimeZone());
/** MMM D, YYYY h:mm A (the chat's date and time). */
export const chatDateTime = (iso: DateValue) => formatDateTime(iso, lang(), 'chat', readerTimeZone());
/** A calendar day: M/D/YYYY in English, the language's long date otherwise; '' when none. */
export const shortDate = (value: DateValue) => formatDate(value, lang());
/** Same as shortDate: a day shown as text follows the reader's language; only inputs keep M/D/YYYY. */
export const mdyDate = shortDate;
/** Month and year ('December 2026', 'diciembre de 2026'). */
export const monthYear = (value: DateValue) => formatDate(value, lang(), 'monthYear');
/** US dollars from cents: '$12.50' in English, the language's own form (isolated right to left) otherwise. */
export const money = (cents: number | null | undefined) => formatMoney(cents, lang());
/** A count with the language's grouping. */
export const count = (n: number) => formatNumber(n, lang());
