/**
 * The portal's languages, in one table: the 13 of the e-authorization (spec section 1), each with
 * its own name (the language menu), its English name (the records desk, the PDF's audit page) and
 * its writing direction. Every other list (the schemas' enums, the web app's catalog loaders, the
 * server's mail catalogs) is typed by this one, so a language cannot drop out of one of them.
 * Free of zod so that the portal's boot bundle can import it cheaply.
 */
export const LANGUAGES = {
  ar: { name: 'العربية', englishName: 'Arabic', dir: 'rtl' },
  de: { name: 'Deutsch', englishName: 'German', dir: 'ltr' },
  en: { name: 'English', englishName: 'English', dir: 'ltr' },
  es: { name: 'Español', englishName: 'Spanish', dir: 'ltr' },
  fr: { name: 'Français', englishName: 'French', dir: 'ltr' },
  hi: { name: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  ja: { name: '日本語', englishName: 'Japanese', dir: 'ltr' },
  ko: { name: '한국어', englishName: 'Korean', dir: 'ltr' },
  ru: { name: 'Русский', englishName: 'Russian', dir: 'ltr' },
  tl: { name: 'Tagalog', englishName: 'Tagalog', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr' },
  zh: { name: '中文', englishName: 'Chinese', dir: 'ltr' },
  bn: { name: 'বাংলা', englishName: 'Bengali', dir: 'ltr' },
} as const satisfies Record<string, { name: string; englishName: string; dir: 'ltr' | 'rtl' }>;

export type Language = keyof typeof LANGUAGES;

/** The codes, in the table's order (the order the language menu lists them). */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];

export const isLanguage = (l: string | null | undefined): l is Language =>
  typeof l === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, l);

/** A stored or asked language ('es-MX', null, an old row's anything) as one of the 13: English otherwise. */
export function toLanguage(l: string | null | undefined): Language {
  const k = (l ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(k) ? k : 'en';
}

/** The writing direction of a language (an unknown one reads left to right). */
export const languageDir = (l: string | null | undefined): 'rtl' | 'ltr' => (isLanguage(l) ? LANGUAGES[l].dir : 'ltr');

/** The language in its own name ('Español'); the code itself when unknown. */
export const languageName = (l: string): string => (isLanguage(l) ? LANGUAGES[l].name : l);

/** The language's English name ('Spanish'); the code itself when unknown. */
export const languageEnglishName = (l: string): string => (isLanguage(l) ? LANGUAGES[l].englishName : l);
