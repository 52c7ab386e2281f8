import { AUTHORIZATION_LANGUAGES, type AuthorizationLanguage } from '../language-codes';
import type { Catalog } from './index';

/**
 * The portal's languages: the 13 of the e-authorization (spec section 1), English the default and
 * fallback. Each language's catalog lives in its own folder (i18n/<code>/index.ts) and is loaded
 * on demand, so an English reader downloads none of them.
 */
export const PORTAL_LANGUAGES = AUTHORIZATION_LANGUAGES;
export type PortalLanguage = AuthorizationLanguage;

/** Languages written right to left: the l10n table's direction. */
export { languageDir } from '../l10n/languages';

/**
 * The first of the reader's languages (browser order: navigator.languages, Accept-Language) that
 * is available, matched on the primary subtag ("es-MX" → "es"); English otherwise.
 */
export function matchLanguage(
  candidates: readonly (string | null | undefined)[],
  available: readonly string[],
): string {
  for (const c of candidates) {
    const k = (c ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
    if (available.includes(k)) return k;
  }
  return 'en';
}

/** A translation of a catalog: the same keys, every value a string. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** What the patient reads: everything but the records desk (staff), which stays English. */
export type PatientCatalog = Omit<Catalog, 'staff'>;
