import { toLanguage } from './languages';

/**
 * Dates as text, the one way for the web app, the mail and the PDFs.
 *
 * English keeps the spec's formats (section 9: M/D/YYYY; document date D MMM YYYY hh:mm A; chat
 * date MMM D, YYYY); every other language gets the same parts through Intl in its own words and
 * order ("21 de diciembre de 2026", "21.12.2026"), digits kept Latin (-u-nu-latn) as everywhere
 * else in the portal. Only inputs keep M/D/YYYY in every language (the spec's typed form).
 *
 * Time zones, one rule:
 * - A calendar day (formatDate) is read in UTC. Days are stored as UTC midnights (a birth date, a
 *   deadline, a date of service) and the server counts deadlines in UTC days, so the day a mail,
 *   a PDF and the screen name for the same event is the same day, whoever reads it and wherever.
 * - A moment with its time of day (formatDateTime) is read in the zone passed, the reader's own
 *   on the web (a time of day means something only in the reader's zone); the server, which has
 *   no reader's zone, shows days only.
 */

/** Intl's locale for a portal language: Latin digits in every script. */
export const intlLocale = (lang: string | null | undefined): string => `${toLanguage(lang)}-u-nu-latn`;

export type DateValue = string | number | Date | null | undefined;
export type DateStyle = 'date' | 'monthYear';
export type DateTimeStyle = 'document' | 'chat' | 'time';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A Date from an ISO day ('2026-12-21', a UTC midnight), an ISO instant, epoch ms or a Date; null when invalid. */
export function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d =
    value instanceof Date
      ? value
      : typeof value === 'string' && DAY_ONLY.test(value)
        ? new Date(`${value}T00:00:00Z`)
        : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dtf(locale: string, o: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(o)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, o);
    cache.set(key, f);
  }
  return f;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const partsOf = (f: Intl.DateTimeFormat, d: Date): Parts =>
  Object.fromEntries(f.formatToParts(d).map((p) => [p.type, p.value])) as Parts;

/** A calendar day: M/D/YYYY in English, the language's long date otherwise. '' when there is none. */
export function formatDate(value: DateValue, lang: string | null | undefined, style: DateStyle = 'date'): string {
  const d = toDate(value);
  if (!d) return '';
  const l = toLanguage(lang);
  if (style === 'monthYear') return dtf(intlLocale(l), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
  if (l === 'en') return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
  return dtf(intlLocale(l), { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/**
 * A moment with its time of day, in `timeZone` (UTC unless given): 'document' (D MMM YYYY hh:mm A
 * in English), 'chat' (MMM D, YYYY h:mm A), 'time' (h:mm A). '' when there is none.
 */
export function formatDateTime(
  value: DateValue,
  lang: string | null | undefined,
  style: DateTimeStyle = 'document',
  timeZone = 'UTC',
): string {
  const d = toDate(value);
  if (!d) return '';
  const l = toLanguage(lang);
  if (l === 'en') {
    // Built from parts: Intl's English puts them in another order and a narrow space before AM/PM.
    const p = partsOf(
      dtf('en-US-u-nu-latn', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: style === 'document' ? '2-digit' : 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone,
      }),
      d,
    );
    const time = `${p.hour}:${p.minute} ${p.dayPeriod}`;
    if (style === 'time') return time;
    if (style === 'chat') return `${p.month} ${p.day}, ${p.year} ${time}`;
    return `${p.day} ${p.month} ${p.year} ${time}`;
  }
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
  if (style === 'time') return dtf(intlLocale(l), time).format(d);
  return dtf(intlLocale(l), { day: 'numeric', month: 'short', year: 'numeric', ...time }).format(d);
}

/** The reader's time zone (the browser's; the process's on the server). */
export const readerTimeZone = (): string => dtf('en-US', {}).resolvedOptions().timeZone;

/**
 * Today as YYYY-MM-DD on the calendar of the process that asks: the reader's own day in the
 * browser, where a form allows or refuses a day by the calendar the person sees. The server
 * never bounds input by its own today: it uses latestTodayIso, the latest day that is today
 * somewhere, so it accepts every day a browser allowed.
 */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The latest day that is today in some time zone (UTC+14 at most), read as UTC tomorrow. YYYY-MM-DD. */
export function latestTodayIso(now = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** The UTC day of a moment, YYYY-MM-DD (the storage form of a calendar day). */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
