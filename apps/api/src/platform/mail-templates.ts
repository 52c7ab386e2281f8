import { fileNameIn, formatDate, formatMoney, stateLabel } from '@portal/shared';
import { languageDir, mailCatalog, mailLanguage } from '@portal/shared/i18n/mail';
import { en, type PatientCatalog as Patient, type Translation } from '@portal/shared';
import { catalog as es } from '@portal/shared/i18n/es/index';
import { catalog as ar } from '@portal/shared/i18n/ar/index';
import { catalog as bn } from '@portal/shared/i18n/bn/index';
import { catalog as hi } from '@portal/shared/i18n/hi/index';
import { catalog as tl } from '@portal/shared/i18n/tl/index';
import { catalog as ru } from '@portal/shared/i18n/ru/index';
import { catalog as fr } from '@portal/shared/i18n/fr/index';
import { catalog as de } from '@portal/shared/i18n/de/index';
import { catalog as vi } from '@portal/shared/i18n/vi/index';
import { catalog as zh } from '@portal/shared/i18n/zh/index';
import { catalog as ko } from '@portal/shared/i18n/ko/index';
import { catalog as ja } from '@portal/shared/i18n/ja/index';

/**
 * Mail in the recipient's language. The texts are the server-side `mail` namespace of
 * the shared catalogs (packages/shared/src/i18n/<lang>/mail.ts, English the source), filled here.
 * Whose language: an account holder's own (users.language); a share's recipient, who has no
 * account, gets the language of the patient who shared (they chose the recipient and the words
 * around the code they hand over). No text carries health details: only ids, amounts, dates and a
 * link that needs sign-in.
 *
 * Dates and amounts are the shared l10n module's (the web app's and the PDFs' too): the spec's
 * M/D/YYYY and '$12.50' in English, the language's own words otherwise, digits Latin.
 */
export { mailCatalog, mailLanguage };

/** Fills {{name}} placeholders; an unknown placeholder is left empty, never shown raw. */
export function fill(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (vars[k] === undefined ? '' : String(vars[k])));
}

/** A calendar day (a deadline, a receipt) in the reader's language: the l10n module's formatDate. */
export const mailDate = (lang: string | null | undefined, d: Date | string): string =>
  formatDate(d, mailLanguage(lang));

/** An amount in the reader's language: the l10n module's formatMoney (isolated right to left). */
export const mailMoney = (lang: string | null | undefined, cents: number): string =>
  formatMoney(cents, mailLanguage(lang));

/** The name of a file the server makes, in the reader's language ('Recordatorio 261120-123456.pdf'). */
export const serverFileName = (lang: string | null | undefined, kind: string, rid: string, ext: string): string =>
  fileNameIn(patientCatalog(lang).tracking.fileNames, kind, rid, ext);

/** A request state in the reader's words: the web catalog's (requestsList.status), English the fallback. */
export function stateWord(lang: string, state: string): string {
  const l = mailLanguage(lang);
  return stateLabel(state, l, patientCatalog(l).requestsList.status);
}

type PatientCatalog = Translation<Patient>;
/** The portal's catalogs (the server reads a few words of them: states, history notes). Static, so the API bundle holds them. */
const PATIENT: Record<string, PatientCatalog> = { es, ar, bn, hi, tl, ru, fr, de, vi, zh, ko, ja };
export function patientCatalog(lang: string | null | undefined): PatientCatalog {
  const l = mailLanguage(lang);
  return PATIENT[l] ?? en;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML part of a mail from its text part: paragraphs at blank lines, links clickable, with the
 * language and direction on <html> (Arabic right to left; links and ids isolated left to right).
 */
export function mailHtml(lang: string, subject: string, text: string): string {
  const l = mailLanguage(lang);
  const dir = languageDir(l);
  const line = (s: string) =>
    escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`);
  const body = text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${p.split('\n').map(line).join('<br>')}</p>`)
    .join('\n');
  return (
    `<!doctype html>\n<html lang="${l}" dir="${dir}">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n` +
    `<body style="font-family: sans-serif; line-height: 1.5" dir="${dir}">\n${body}\n</body>\n</html>\n`
  );
}

/** An outbox row (mailer.send or a transaction's insert): subject, text and its HTML part in one language. */
export function localizedMail(lang: string, to: string, subject: string, text: string) {
  return { to, subject, text, html: mailHtml(lang, subject, text) };
}

/** The usual body: greeting, lines, a call to sign in with the link, the privacy line. */
export function composeMail(
  lang: string,
  name: string,
  lines: string[],
  link: string,
  opts: { cta?: string | false; footer?: string[]; tight?: boolean } = {},
): string {
  const T = mailCatalog(lang);
  const body = opts.tight ? [lines.filter(Boolean).join('\n'), ''] : lines.filter(Boolean).flatMap((l) => [l, '']);
  return [
    fill(T.greeting, { name }),
    '',
    ...body,
    ...(opts.cta === false ? [] : [opts.cta ?? T.signInToSee]),
    link,
    '',
    ...(opts.footer ?? []).flatMap((l) => [l, '']),
    T.privacy,
  ].join('\n');
}
