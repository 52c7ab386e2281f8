import { formatCents } from '../domain/money';
import { FSI, LRI, PDI, RLI } from './bidi';
import { intlLocale } from './dates';
import { languageDir, toLanguage } from './languages';

const cache = new Map<string, Intl.NumberFormat>();
function nf(locale: string, o: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(o)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, o);
    cache.set(key, f);
  }
  return f;
}

/**
 * An amount of US dollars from integer cents, the one way for the web app, the mail and the PDFs:
 * '$12.50' in English (the spec's), the language's own currency format otherwise ('12,50 US$'),
 * digits Latin. '' when there is no amount (not priced yet).
 *
 * Right to left the amount is isolated: Intl's Arabic order is "15.00 US$", and set in an Arabic
 * sentence the bidi algorithm gives the "$" (a neutral between "US" and the Arabic text) the
 * sentence's direction, so it read "$US 15.00". The whole amount is a right-to-left isolate
 * with the currency sign a left-to-right one inside it: "US$ 15.00" as Arabic reads it, whatever
 * surrounds it.
 */
export function formatMoney(cents: number | null | undefined, lang: string | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const l = toLanguage(lang);
  if (l === 'en') return formatCents(cents);
  const f = nf(intlLocale(l), { style: 'currency', currency: 'USD' });
  const value = Math.trunc(cents) / 100;
  if (languageDir(l) === 'ltr') return f.format(value);
  const parts = f
    .formatToParts(value)
    .map((p) => (p.type === 'currency' ? `${LRI}${p.value}${PDI}` : p.value.replace(/[\u200e\u200f\u061c]/g, '')))
    .join('');
  return `${RLI}${parts}${PDI}`;
}

/** A count in the reader's digits and grouping ('1,000', '1.000'). */
export const formatNumber = (n: number, lang: string | null | undefined): string => nf(intlLocale(lang), {}).format(n);

/** A list of parts ('a, b and c' in the language's words; 'a, b, c' in English, as the spec writes them). */
export function formatList(parts: readonly string[], lang: string | null | undefined): string {
  const l = toLanguage(lang);
  if (l === 'en') return parts.join(', ');
  return new Intl.ListFormat(intlLocale(l), { type: 'unit' }).format(parts);
}

/** A value that may read in the other direction (a name, an address, an id) isolated for running text. */
export const isolate = (s: string): string => (s ? `${FSI}${s}${PDI}` : s);
