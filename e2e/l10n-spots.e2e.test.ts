import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { en } from '@portal/shared';
import { catalog as ar } from '@portal/shared/i18n/ar/index';
import { catalog as es } from '@portal/shared/i18n/es/index';
import { catalog as ru } from '@portal/shared/i18n/ru/index';
import { apiAs, createUser, storeSession } from './support/api';
import { expectNoAxeViolations, launchBrowser } from './support/browser';
import { count, first, visible } from './support/expect';

/**
 * The directory and the amounts in the reader's language on a 390 px phone: provider
 * specialties and service levels translated on the favorites and the provider's page, the
 * provider's address isolated (right to left the street number stays first), an Arabic amount
 * reading "US$ 15.00", and nothing wider than the screen.
 */
const PHONE_390 = { width: 390, height: 844 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

const sideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth);

const englishSpecialties = Object.keys(en.providers.vocabulary.specialty);

async function reader(lang: string) {
  const baseURL = inject('baseURL');
  const user = await createUser(baseURL);
  await apiAs(baseURL, user, '/api/v2/user/language', { method: 'PUT', body: { language: lang } });
  const found = await apiAs<{ custodians: { id: number; name: string; url_id: string; specialty: string[] }[] }>(
    baseURL,
    user,
    '/api/v2/custodians?search[state]=TX&page=1',
  );
  const picked = found.custodians.filter((c) => c.specialty.length > 0).slice(0, 2);
  for (const c of picked)
    await apiAs(baseURL, user, '/api/v2/user/add_favourite_custodians', {
      method: 'POST',
      body: { custodian_id: c.id },
    });
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_390,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await storeSession(page, user);
  return { context, page, picked };
}

/** English specialties left in the page's text (whole words), the providers' own names set aside. */
const englishLeft = (shown: string, names: string[]) => {
  const text = names.reduce((acc, n) => acc.split(n).join(' '), shown);
  return englishSpecialties.filter((e) => new RegExp(`(?<!\\p{L})${e}(?!\\p{L})`, 'u').test(text));
};

describe('directory words, addresses and amounts in the reader language at 390 px', () => {
  for (const [lang, t] of [
    ['es', es],
    ['ru', ru],
    ['ar', ar],
  ] as const)
    it(`${lang}: favorites and the provider page have no English specialty and no sideways scroll`, async () => {
      const { context, page, picked } = await reader(lang);
      const names = picked.map((c) => c.name);
      await page.goto('/p/favorites-providers');
      await visible(page.getByRole('heading', { name: t.providers.favorites.title }).first());
      await count(page.getByTestId('favorite-card')).toBe(picked.length);
      const specialty = first(first(picked, 'provider').specialty, 'specialty');
      const words = t.providers.vocabulary.specialty as Record<string, string>;
      await visible(page.getByTestId('favorite-card').getByText(words[specialty]!, { exact: false }).first());
      expect(
        englishLeft(await page.evaluate(() => document.body.innerText), names),
        `English on favorites (${lang})`,
      ).toEqual([]);
      // Every address is its own isolate.
      await count(page.getByTestId('favorite-card').locator('bdi')).toBe(picked.length);
      expect(await sideways(page), `sideways scroll on favorites (${lang})`).toBeLessThanOrEqual(0);

      await page.goto(`/p/l/${first(picked, 'provider').url_id}/medical-records`);
      await visible(page.getByText(words[specialty]!, { exact: true }).first());
      expect(
        englishLeft(await page.evaluate(() => document.body.innerText), names),
        `English on the landing (${lang})`,
      ).toEqual([]);
      expect(await sideways(page), `sideways scroll on the provider page (${lang})`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `provider page (${lang}, 390 px)`);
      await context.close();
    });

  it('ar: the street number stays first in an address, an amount reads US$ then the number', async () => {
    const { context, page } = await reader('ar');
    await page.goto('/p/favorites-providers');
    const address = page.getByTestId('favorite-card').locator('bdi').first();
    await visible(address);
    // Left to right on the screen: the address's first character (the street number) is leftmost.
    const [firstX, lastX] = await address.evaluate((el) => {
      const text = el.firstChild!;
      const at = (i: number) => {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        return r.getBoundingClientRect().left;
      };
      return [at(0), at((text.textContent ?? '').length - 1)];
    });
    expect(firstX).toBeLessThan(lastX);

    await page.goto('/p/subscription');
    await visible(page.getByRole('heading', { name: ar.subscription.title }).first());
    // The Store & Share price as drawn: "US$" to the left of its number, the U before the $.
    const order = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const s = n.textContent ?? '';
        const u = s.indexOf('US$');
        if (u < 0) continue;
        // The amount's last digit before its currency sign (the sentence may hold other numbers).
        let digit = u - 1;
        while (digit > 0 && !/\d/.test(s[digit]!)) digit--;
        const x = (i: number) => {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          return r.getBoundingClientRect().left;
        };
        return { u: x(u), dollar: x(u + 2), digit: x(digit) };
      }
      return null;
    });
    expect(order, 'an amount in US$ on the subscription page').not.toBeNull();
    expect(order!.u).toBeLessThan(order!.dollar);
    expect(order!.dollar).toBeLessThan(order!.digit);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
