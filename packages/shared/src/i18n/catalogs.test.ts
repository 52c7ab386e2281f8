import { describe, expect, it } from 'vitest';
import { en } from './index';

/**
 * Every translated catalog (issue 15): every key of the English catalog (the records desk, `staff`,
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
  'Visa', 'Mastercard', 'Discover', 'American Express', 'Fax', 'CVV', 'No', '{{amount}}', '+1 999-999-9999', 'Total',
]);

function flatten(node: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(path.join('.'), node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, [...path, k], out);
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const { staff: _staff, ...patient } = en;
const english = flatten(patient);

describe.each(Object.keys(CATALOGS))('the %s catalog', (lang) => {
  it('has every key of the English catalog and no other', async () => {
    const keys = [...flatten((await CATALOGS[lang]()).catalog).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text (plural forms included)', async () => {
    const m = await CATALOGS[lang]();
    for (const [key, value] of flatten(m.catalog)) {
      const source = english.get(key)!;
      // A singular form may spell the number out ("one request") instead of {{count}}.
      const expected = placeholders(source).filter((p) => !(p === 'count' && /_(one|zero|two)$/.test(key)));
      expect(placeholders(value).filter((p) => !(p === 'count' && /_(one|zero|two)$/.test(key))), `${lang}: ${key}`).toEqual(expected);
    }
    for (const [key, value] of flatten(m.plurals ?? {})) {
      const base = english.get(key.replace(/_(zero|two|few|many)$/, '_other'));
      expect(base, `${lang}: plural ${key} has an English _other`).toBeDefined();
      for (const p of placeholders(value)) expect(placeholders(base!), `${lang}: ${key}`).toContain(p);
    }
  });

  it('translates every text (only names, codes and universal tokens stay as in English)', async () => {
    const same = [...flatten((await CATALOGS[lang]()).catalog)].filter(([key, value]) => {
      const source = english.get(key)!;
      // Placeholders are not words: a text made only of them ('{{name}} ({{email}})') has nothing to translate.
      return value === source && !SAME_EVERYWHERE.has(value) && /[A-Za-z]{2}/.test(value.replace(/\{\{\s*\w+\s*\}\}/g, ''));
    });
    expect(same.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});
