import { languageDir, matchLanguage, PORTAL_LANGUAGES, type PortalLanguage, type Translation } from './languages';
import { mail as en, type MailCatalog } from './en/mail';
import { mail as es } from './es/mail';
import { mail as ar } from './ar/mail';
import { mail as bn } from './bn/mail';
import { mail as hi } from './hi/mail';
import { mail as tl } from './tl/mail';
import { mail as ru } from './ru/mail';
import { mail as fr } from './fr/mail';
import { mail as de } from './de/mail';
import { mail as vi } from './vi/mail';
import { mail as zh } from './zh/mail';
import { mail as ko } from './ko/mail';
import { mail as ja } from './ja/mail';

/**
 * The server's `mail` namespace in the 13 languages (mail and the overdue letters). Imported by
 * the API only (`@portal/shared/i18n/mail`), never through the package index, so no web bundle
 * carries it.
 */
export const MAIL_CATALOGS: Record<PortalLanguage, Translation<MailCatalog>> = {
  en,
  es,
  ar,
  bn,
  hi,
  tl,
  ru,
  fr,
  de,
  vi,
  zh,
  ko,
  ja,
};

export type { MailCatalog };

/** The catalog of a stored language (users.language may be null or, in old rows, anything): English otherwise. */
export function mailLanguage(language: string | null | undefined): PortalLanguage {
  return matchLanguage([language], PORTAL_LANGUAGES) as PortalLanguage;
}

export const mailCatalog = (language: string | null | undefined) => MAIL_CATALOGS[mailLanguage(language)];
export { languageDir };
