import { describe, expect, it } from 'vitest';
import { en } from './index';
import { MAIL_CATALOGS } from './mail';

/**
 * Every translated catalog: every key of the English catalog (the records desk, `staff`,
 * stays English), no key English lacks, the same {{placeholders}}, and no text left as the
 * English copy except names, codes and short universal tokens (the allow-list below).
 */
const CATALOGS: Record<string, () => Promise<{ catalog: object; plurals?: object }>> = {
  es: () => import('./es/index'),
  ar: () => import('./ar/index'),
  bn: () => import('./bn/index'),
  hi: () => import('./hi/index'),
  tl: () => import('./tl/index'),
  ru: () => import('./ru/index'),
  fr: () => import('./fr/index'),
  de: () => import('./de/index'),
  vi: () => import('./vi/index'),
  zh: () => import('./zh/index'),
  ko: () => import('./ko/index'),
  ja: () => import('./ja/index'),
};

/** Texts that are the same in every language: brand and card names, codes, formats, numbers. */
const SAME_EVERYWHERE = new Set([
  'Visa',
  'Mastercard',
  'Discover',
  'American Express',
  'Fax',
  'CVV',
  'No',
  '{{amount}}',
  '+1 999-999-9999',
  'Total',
  'Passkey', // the word German and Tagalog use as it is
  'six', // the number 6 in French as in English (the captcha's number words)
]);

function flatten(node: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(path.join('.'), node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, [...path, k], out);
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const { staff: _staff, ...patient } = en;
const english = flatten(patient);
const englishMail = flatten(MAIL_CATALOGS.en);

/** A text the English copy left in place: not a name, code or universal token, and it has words. */
const leftInEnglish = (value: string, source: string | undefined) =>
  value === source && !SAME_EVERYWHERE.has(value) && /[A-Za-z]{2}/.test(value.replace(/\{\{\s*\w+\s*\}\}/g, ''));

describe.each(Object.entries(CATALOGS))('the %s catalog', (lang, load) => {
  it('has every key of the English catalog and no other', async () => {
    const keys = [...flatten((await load()).catalog).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text (plural forms included)', async () => {
    const m = await load();
    for (const [key, value] of flatten(m.catalog)) {
      const source = english.get(key)!;
      // A singular form may spell the number out ("one request") instead of {{count}}.
      const expected = placeholders(source).filter((p) => !(p === 'count' && /_(one|zero|two)$/.test(key)));
      expect(
        placeholders(value).filter((p) => !(p === 'count' && /_(one|zero|two)$/.test(key))),
        `${lang}: ${key}`,
      ).toEqual(expected);
    }
    for (const [key, value] of flatten(m.plurals ?? {})) {
      const base = english.get(key.replace(/_(zero|two|few|many)$/, '_other'));
      expect(base, `${lang}: plural ${key} has an English _other`).toBeDefined();
      for (const p of placeholders(value)) expect(placeholders(base!), `${lang}: ${key}`).toContain(p);
    }
  });

  it('translates every text (only names, codes and universal tokens stay as in English)', async () => {
    const same = [...flatten((await load()).catalog)].filter(([key, value]) => {
      // Placeholders are not words: a text made only of them ('{{name}} ({{email}})') has nothing to translate.
      return leftInEnglish(value, english.get(key));
    });
    expect(same.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  // The server's mail namespace (mail and the overdue letters): same three checks.
  it('has a mail catalog with every key, every placeholder and every text translated', () => {
    const mail = flatten(MAIL_CATALOGS[lang as keyof typeof MAIL_CATALOGS]);
    expect([...mail.keys()].sort()).toEqual([...englishMail.keys()].sort());
    for (const [key, value] of mail)
      expect(placeholders(value), `${lang}: mail.${key}`).toEqual(placeholders(englishMail.get(key)!));
    expect(
      [...mail].filter(([key, value]) => leftInEnglish(value, englishMail.get(key))).map(([k, v]) => `mail.${k}: ${v}`),
    ).toEqual([]);
  });
});
