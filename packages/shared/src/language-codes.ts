import { LANGUAGE_CODES, LANGUAGES, languageEnglishName, languageName } from './l10n/languages';

/**
 * The 13 languages of spec section 1 (the e-authorization's, and the portal's): the l10n table's
 * (l10n/languages.ts, with names and direction), under the names the schemas use.
 */
export const AUTHORIZATION_LANGUAGES = LANGUAGE_CODES;
export type AuthorizationLanguage = keyof typeof LANGUAGES;

/** Picks the signing language from the provider's list; English is the default and fallback. */
export function authorizationLanguage(key: string | null | undefined): AuthorizationLanguage {
  const k = (key ?? '').toLowerCase().slice(0, 2);
  return (AUTHORIZATION_LANGUAGES as readonly string[]).includes(k) ? (k as AuthorizationLanguage) : 'en';
}

/** Each language in its own name (the language select and the request detail show these). */
export const AUTHORIZATION_LANGUAGE_NAMES = Object.fromEntries(
  AUTHORIZATION_LANGUAGES.map((l) => [l, languageName(l)]),
) as Record<AuthorizationLanguage, string>;

/** The language names in English, for the records desk and the PDF's (English) audit certificate. */
export const AUTHORIZATION_LANGUAGE_ENGLISH_NAMES = Object.fromEntries(
  AUTHORIZATION_LANGUAGES.map((l) => [l, languageEnglishName(l)]),
) as Record<AuthorizationLanguage, string>;

/**
 * The languages a provider's e-authorization can be signed in: the provider's list (spec section
 * 3, multi_language_for_patient_eauth), in its order, known codes only, plus English (the default
 * and fallback of section 1) when the list leaves it out.
 */
export function offeredAuthorizationLanguages(
  list: ReadonlyArray<{ key: string }> | null | undefined,
): AuthorizationLanguage[] {
  const known = new Set<AuthorizationLanguage>();
  for (const { key } of list ?? []) {
    const k = (key ?? '').toLowerCase().slice(0, 2);
    if ((AUTHORIZATION_LANGUAGES as readonly string[]).includes(k)) known.add(k as AuthorizationLanguage);
  }
  known.add('en');
  return [...known];
}

/** The form's first choice: the patient's portal language when the provider offers it, else English. */
export function defaultAuthorizationLanguage(
  offered: readonly AuthorizationLanguage[],
  portalLanguage: string | null | undefined,
): AuthorizationLanguage {
  const k = (portalLanguage ?? '').toLowerCase().slice(0, 2);
  return (offered as readonly string[]).includes(k) ? (k as AuthorizationLanguage) : 'en';
}
