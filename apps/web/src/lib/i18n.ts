import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  languageDir,
  matchLanguage,
  MESSAGES,
  PASSWORD_PANEL_TITLE,
  PASSWORD_RULE_LABELS,
  PORTAL_LANGUAGES,
  type PortalLanguage,
  type ScopeLabels,
} from '@portal/shared';
import { auth } from '@portal/shared/i18n/en/auth';
import { common } from '@portal/shared/i18n/en/common';
import { setMessageLookup } from './translate-message';

/**
 * The English texts the first screens draw (the login page, the portal's frame, the dashboard):
 * the part of the catalog in the entry. The whole catalog (english-catalog.ts, the
 * shared `en`) follows with every route and widget past them (loadAllTexts). i18n.test.ts checks
 * that this part is the shared catalog's own.
 */
export const FIRST_TEXTS = {
  messages: MESSAGES,
  password: { title: PASSWORD_PANEL_TITLE, rules: PASSWORD_RULE_LABELS },
  common,
  auth,
};

/**
 * All user-facing text goes through i18next; English (the spec's strings) is the source, the
 * default and the fallback (a key missing from a translation, or the English-only records desk,
 * reads in English). Every other language's catalog is its own chunk, fetched only when chosen.
 */
// Typed by the shared language table: a language without its loader here does not compile (it
// would otherwise drop out of the language menu without a word).
const LOADERS: Record<Exclude<PortalLanguage, 'en'>, () => Promise<{ catalog: object; plurals?: object }>> = {
  es: () => import('@portal/shared/i18n/es/index'),
  ar: () => import('@portal/shared/i18n/ar/index'),
  bn: () => import('@portal/shared/i18n/bn/index'),
  hi: () => import('@portal/shared/i18n/hi/index'),
  tl: () => import('@portal/shared/i18n/tl/index'),
  ru: () => import('@portal/shared/i18n/ru/index'),
  fr: () => import('@portal/shared/i18n/fr/index'),
  de: () => import('@portal/shared/i18n/de/index'),
  vi: () => import('@portal/shared/i18n/vi/index'),
  zh: () => import('@portal/shared/i18n/zh/index'),
  ko: () => import('@portal/shared/i18n/ko/index'),
  ja: () => import('@portal/shared/i18n/ja/index'),
};

/** The languages the portal can be read in (English plus every catalog above). */
export const AVAILABLE_LANGUAGES: readonly string[] = ['en', ...PORTAL_LANGUAGES.filter((l) => l !== 'en')];

/** Where the choice is kept before sign-in (and on this browser after). */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The first language: the one chosen on this browser, else the browser's own order (Accept-Language). */
export function initialLanguage(): string {
  const nav = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return matchLanguage([stored(), ...nav], AVAILABLE_LANGUAGES);
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: FIRST_TEXTS } },
  // Not HTML escaping (React does that): right to left, each inserted value (a name, a request id,
  // a date, an amount) is wrapped in a first-strong isolate, so Latin names and numbers keep their
  // own left-to-right order inside Arabic text ("261125-275322" is not shown as "275322-261125").
  interpolation: {
    escapeValue: true,
    escape: (v: unknown) => (languageDir(i18n.language) === 'rtl' ? `\u2068${String(v)}\u2069` : String(v)),
  },
  returnNull: false,
  // i18next 25 otherwise prints an advertisement in every visitor's console.
  showSupportNotice: false,
});

let allTexts: Promise<void> | undefined;
/**
 * The whole English catalog, for what is past the first screens: route loaders, lazy widgets
 * (withRestStyles), the records desk, and every other language (English is its fallback). Two
 * chunks: a request's namespaces (loadRequestTexts) and the rest (english-catalog.ts).
 */
export function loadAllTexts(): Promise<void> {
  allTexts ??= Promise.all([loadRequestTexts(), import('./english-catalog')]).then(([, { REST_TEXTS }]) => {
    // Namespace by namespace, not a deep merge: the entry's namespaces are the catalog's own,
    // whole (i18n.test.ts), and merging 40 KB key by key was a long task on a phone.
    i18n.addResourceBundle('en', 'translation', REST_TEXTS, false, true);
  });
  return allTexts;
}

let deskTexts: Promise<void> | undefined;
/**
 * The records desk's texts (desk-catalog.ts: its own namespace and the request words and fees it
 * shows), without the rest of the portal's catalog. loadAllTexts replaces the same namespaces
 * with the same texts, whole, when a desk page past them needs it.
 */
export function loadDeskTexts(): Promise<void> {
  deskTexts ??= import('./desk-catalog').then(({ desk }) => {
    // A shallow merge: the namespaces are added whole beside the entry's, as loadAllTexts does.
    i18n.addResourceBundle('en', 'translation', desk, false, true);
  });
  return deskTexts;
}

let requestTexts: Promise<void> | undefined;
/**
 * The namespaces a request's first screens draw (english-request-texts.ts: a wizard's step, the
 * public pages opened from mail), without the rest of the catalog. loadAllTexts replaces the same
 * namespaces with the same texts later.
 */
export function loadRequestTexts(): Promise<void> {
  requestTexts ??= import('./english-request-texts').then(({ REQUEST_TEXTS }) => {
    // A shallow merge: each namespace is added whole beside the entry's, as loadAllTexts does.
    i18n.addResourceBundle('en', 'translation', REQUEST_TEXTS, false, true);
  });
  return requestTexts;
}

/** Which English texts a route or widget waits for: the entry's, a request's, or all of them. */
export type Texts = 'first' | 'request' | 'all';
export function loadTexts(texts: Texts): Promise<void> {
  if (texts === 'all') return loadAllTexts();
  return texts === 'request' ? loadRequestTexts() : Promise.resolve();
}

/**
 * The provider search's texts alone (the dashboard's search widget), without the whole
 * catalog: 1 KiB instead of 12 on the dashboard's first visit. loadAllTexts replaces the same
 * namespace with the same texts later.
 */
let providerTexts: Promise<void> | undefined;
export function loadProviderTexts(): Promise<void> {
  providerTexts ??= import('@portal/shared/i18n/en/providers').then(({ providers }) => {
    // A shallow merge: the namespace is added whole beside the entry's, as loadAllTexts does.
    i18n.addResourceBundle('en', 'translation', { providers }, false, true);
  });
  return providerTexts;
}

/**
 * The request-information words (record types, reasons, deliveries, recipient types) in another
 * language than the portal's, as data: a signed document is in the signer's language whatever
 * the portal is read in. English is the whole catalog's; another language's chunk is fetched once.
 */
export async function requestInfoLabels(lng: string): Promise<ScopeLabels> {
  const load = lng === 'en' ? undefined : LOADERS[lng as Exclude<PortalLanguage, 'en'>];
  const { catalog } = (load ? await load() : { catalog: (await import('./english-request-texts')).REQUEST_TEXTS }) as {
    catalog: { wizard: { requestInfo: ScopeLabels } };
  };
  return catalog.wizard.requestInfo;
}

/**
 * The same words when they are already here (English, once the whole catalog has loaded), to draw
 * with them at once instead of a commit later; else undefined (requestInfoLabels fetches them).
 */
export function loadedRequestInfoLabels(lng: string): ScopeLabels | undefined {
  if (lng !== 'en') return undefined;
  return i18n.getResource('en', 'translation', 'wizard.requestInfo') as ScopeLabels | undefined;
}

/** <html lang dir> follow the language (screen readers, fonts, and the right-to-left layout). */
function markDocument(lng: string) {
  if (typeof document === 'undefined') return;
  // Only when they change: setting dir, even to the same value, re-matched every element's style
  // (the :dir() pseudo-class) in a long task while the first screen was drawn.
  const root = document.documentElement;
  if (root.lang !== lng) root.lang = lng;
  const dir = languageDir(lng);
  if (root.dir !== dir) root.dir = dir;
}

/**
 * Switches the portal to a language (loading its catalog first), remembers it on this browser.
 * An unknown language falls back to English.
 */
export async function setLanguage(lng: string, opts: { remember?: boolean } = {}): Promise<string> {
  const next = AVAILABLE_LANGUAGES.includes(lng) ? lng : 'en';
  const load = next === 'en' ? undefined : LOADERS[next as Exclude<PortalLanguage, 'en'>];
  if (next !== 'en' && load && !i18n.hasResourceBundle(next, 'translation')) {
    const [{ catalog, plurals }, { messageLookup }] = await Promise.all([
      load(),
      import('./message-index'),
      loadAllTexts(),
    ]);
    setMessageLookup(messageLookup(i18n));
    i18n.addResourceBundle(next, 'translation', catalog, true, true);
    // Plural forms English does not have (Arabic: zero, two, few, many), merged into the same keys.
    if (plurals) i18n.addResourceBundle(next, 'translation', plurals, true, true);
  }
  await i18n.changeLanguage(next);
  markDocument(next);
  if (opts.remember !== false) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      // The same choice for the server, which draws the portal's pages in it (a year; no other use).
      document.cookie = `portal-language=${next}; path=/p; max-age=31536000; samesite=lax`;
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  return next;
}

let ready: Promise<string> | null = null;
/**
 * The patient-facing apps start in the reader's language: resolves once its catalog is in (at
 * once for English). The records desk does not call it: it stays English.
 */
export function startLanguage(): Promise<string> {
  ready ??= setLanguage(initialLanguage(), { remember: false }).catch(() => 'en');
  return ready;
}

export default i18n;
