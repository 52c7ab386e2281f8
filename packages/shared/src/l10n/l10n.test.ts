import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatList,
  languageDir,
  LANGUAGE_CODES,
  LANGUAGES,
  LRI,
  PDI,
  RLI,
  stateLabel,
  stripBidi,
  todayIso,
  latestTodayIso,
} from './index';
import { AUTHORIZATION_LANGUAGE_NAMES, AUTHORIZATION_LANGUAGES } from '../language-codes';

describe('l10n: dates', () => {
  it('keeps the spec M/D/YYYY in English and the language order elsewhere, read in UTC', () => {
    expect(formatDate('2026-12-21', 'en')).toBe('12/21/2026');
    expect(formatDate('2026-12-21T23:30:00Z', 'en')).toBe('12/21/2026');
    expect(formatDate('2026-12-21', 'es')).toBe('21 de diciembre de 2026');
    expect(formatDate(new Date('2026-07-13T00:00:00Z'), 'es')).toBe('13 de julio de 2026');
    expect(formatDate('2026-12-21', 'de')).toBe('21. Dezember 2026');
    // Latin digits in Arabic, as everywhere in the portal.
    expect(formatDate('2026-12-21', 'ar')).toMatch(/^21 .+ 2026$/);
    expect(formatDate(null, 'es')).toBe('');
    expect(formatDate('not a date', 'es')).toBe('');
  });

  it('writes the spec document and chat dates in English, the language own otherwise', () => {
    const at = '2026-12-04T15:05:00Z';
    expect(formatDateTime(at, 'en', 'document')).toBe('4 Dec 2026 03:05 PM');
    expect(formatDateTime(at, 'en', 'chat')).toBe('Dec 4, 2026 3:05 PM');
    expect(formatDateTime(at, 'en', 'time')).toBe('3:05 PM');
    expect(formatDateTime(at, 'en', 'document', 'America/New_York')).toBe('4 Dec 2026 10:05 AM');
    expect(formatDateTime(at, 'es', 'document')).toMatch(/^4 dic 2026, 15:05$/);
  });

  it('has one rule for today: the reader calendar day, and the latest day anywhere for the server', () => {
    const now = new Date(2026, 11, 4, 23, 30); // local 11:30 PM on Dec 4
    expect(todayIso(now)).toBe('2026-12-04');
    expect(latestTodayIso(new Date('2026-12-04T23:30:00Z'))).toBe('2026-12-05');
  });
});

describe('l10n: money', () => {
  it('keeps the spec $12.50 in English and Intl in other languages, digits Latin', () => {
    expect(formatMoney(1500, 'en')).toBe('$15.00');
    expect(formatMoney(123400, 'en')).toBe('$1,234.00');
    expect(formatMoney(1500, 'es')).toBe('15,00\u00a0US$');
    expect(formatMoney(1500, 'zh')).toBe('US$15.00');
    expect(formatMoney(null, 'es')).toBe('');
  });

  it('isolates an Arabic amount, the currency sign left to right inside it', () => {
    const ar = formatMoney(1500, 'ar');
    expect(ar.startsWith(RLI) && ar.endsWith(PDI)).toBe(true);
    expect(ar).toContain(`${LRI}US$${PDI}`);
    expect(stripBidi(ar)).toBe('15.00\u00a0US$');
  });
});

describe('l10n: languages and words', () => {
  it('is the one language table the schemas and the names come from', () => {
    expect(LANGUAGE_CODES).toHaveLength(13);
    expect(AUTHORIZATION_LANGUAGES).toBe(LANGUAGE_CODES);
    expect(AUTHORIZATION_LANGUAGE_NAMES.es).toBe(LANGUAGES.es.name);
    expect(LANGUAGE_CODES.filter((l) => languageDir(l) === 'rtl')).toEqual(['ar']);
    expect(languageDir('xx')).toBe('ltr');
  });

  it('reads a status in the spec words in English and the table words otherwise', () => {
    expect(stateLabel('completed_archived', 'en', { completed_archived: 'x' }, 'status')).toBe('completed - archived');
    expect(stateLabel('ordered', 'es', { ordered: 'pedido' })).toBe('pedido');
    expect(stateLabel('waiting_on_patient', 'es', {})).toBe('waiting on you');
  });

  it('lists parts in English as the spec writes them', () => {
    expect(formatList(['a', 'b'], 'en')).toBe('a, b');
    expect(formatList(['a', 'b'], 'ja')).not.toBe('a, b');
  });
});
