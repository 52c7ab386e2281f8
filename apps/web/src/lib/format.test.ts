import { afterEach, describe, expect, it } from 'vitest';
import { LRI, PDI, RLI } from '@portal/shared';
import { documentDate, money, shortDate } from './format';
import { setLanguage } from './i18n';

/**
 * The web app's dates and amounts are the shared l10n module's: the same text the mail and the
 * PDFs carry (apps/api/test/l10n-three-ways.test.ts reads those against this same table).
 */
const SAME_EVERYWHERE = [
  ['en', '12/21/2026', '$15.00'],
  ['es', '21 de diciembre de 2026', '15,00\u00a0US$'],
] as const;

describe('web formatter', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it.each(SAME_EVERYWHERE)(
    'reads the day and the amount in %s as the mail and the PDFs do',
    async (lang, day, amount) => {
      await setLanguage(lang, { remember: false });
      expect(shortDate('2026-12-21')).toBe(day);
      expect(shortDate('2026-12-21T00:00:00.000Z')).toBe(day);
      expect(money(1500)).toBe(amount);
    },
  );

  it('isolates an Arabic amount, the currency sign left to right inside it', async () => {
    await setLanguage('ar', { remember: false });
    const a = money(1500);
    expect(a.startsWith(RLI) && a.endsWith(PDI)).toBe(true);
    expect(a).toContain(`${LRI}US$${PDI}`);
  });

  it('keeps the spec document date in English', async () => {
    await setLanguage('en', { remember: false });
    expect(documentDate('2026-12-04T15:05:00Z')).toMatch(/^4 Dec 2026 \d\d:05 [AP]M$/);
  });
});
