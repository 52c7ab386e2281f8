import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { count, first, visible } from './support/expect';
import { listRequests } from './wizard-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  process.env.SHOT_DIR
    ? page.screenshot({ path: `${process.env.SHOT_DIR}/${name}.png`, fullPage: true })
    : Promise.resolve();

/** Chooses a state and types a name with the keyboard only, then picks the type-ahead option. */
async function searchByKeyboard(page: Page, stateName: string, typed: string, option: string) {
  await page.getByLabel('State').first().focus();
  await page.keyboard.type(stateName);
  await page.keyboard.press('Tab');
  const box = page.getByRole('combobox', { name: /Facility name/ });
  await expect(box).toBeTruthy();
  await page.keyboard.type(typed, { delay: 20 });
  await visible(page.getByRole('option', { name: option }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

describe('provider directory journeys', () => {
  it('searches with the keyboard, suggests a provider, favorites one and starts a records request from favorites', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signIn(page, user);
    // The favorites page hosts the search widget (the wizard's provider step uses the same one).
    await page.goto('/p/favorites-providers');
    await visible(page.getByText('You have no favorite providers yet', { exact: false }));
    await page.getByRole('button', { name: 'Find a provider' }).click();
    await visible(page.getByRole('search', { name: 'Find your provider' }));
    await expectNoAxeViolations(page, 'provider search');

    // Required fields are highlighted when Search is pressed empty.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await count(page.getByText('Field is required')).toBe(2);

    await searchByKeyboard(page, 'California', 'mercy gen', 'Mercy General Hospital');
    await visible(page.getByRole('heading', { name: 'Please select only one provider' }));
    const card = page.getByTestId('custodian-card').filter({ hasText: 'Mercy General Hospital' });
    await visible(card);
    await expectNoAxeViolations(page, 'search results');
    await card.getByRole('button', { name: 'Add Mercy General Hospital to favorites' }).click();
    await visible(card.getByRole('button', { name: 'Remove Mercy General Hospital from favorites' }));
    await shot(page, 'providers-results');

    // No exact match: the spec's message, with what was searched in place, and suggested providers.
    const box = page.getByRole('combobox', { name: /Facility name/ });
    await box.fill('Mercyy Genral Hospitl');
    await box.press('Enter');
    await visible(page.getByText('No exact matches for CA, Mercyy Genral Hospitl', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Suggested providers' }));
    await expect.poll(() => page.getByTestId('custodian-card').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'no exact matches');

    // Suggest New Provider: required fields, then the success view.
    await page.getByRole('button', { name: 'Suggest New Provider' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Suggest New Provider' });
    await visible(dialog);
    await dialog.getByLabel('Organization name').fill('');
    await dialog.getByRole('button', { name: 'Suggest provider' }).click();
    await visible(dialog.getByText('Field is required').first());
    await dialog.getByLabel('Organization name').fill(`Journey Clinic ${Date.now()}`);
    await dialog.getByLabel('City').fill('Fresno');
    await dialog.getByLabel('State').selectOption('CA');
    await dialog.getByLabel('Fax').pressSequentially('5595550142');
    expect(await dialog.getByLabel('Fax').inputValue()).toBe('+1 559-555-0142');
    await expectNoAxeViolations(page, 'suggest provider modal');
    await dialog.getByRole('button', { name: 'Suggest provider' }).click();
    await visible(dialog.getByText('New Provider Suggested!'));
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The starred provider is now a favorite card → Select Provider → Records Request → the wizard.
    const fav = page.getByTestId('favorite-card').filter({ hasText: 'Mercy General Hospital' });
    await visible(fav);
    await expectNoAxeViolations(page, 'favorites');
    await fav.getByRole('button', { name: /Select Provider/ }).click();
    const popup = page.getByRole('dialog', { name: 'Select Request Type' });
    await visible(popup);
    await expectNoAxeViolations(page, 'select request type');
    await popup.getByRole('button', { name: 'Records Request' }).click();
    // The draft saved on reaching step 2 adds its ?rid= to the address.
    await page.waitForURL(/\/p\/record-request\/patient(\?|$)/);
    await context.close();
  });

  it('works on a phone: favorites pages by 5 with the pager above 3, remove, landing page', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const found = await apiAs<{ custodians: { id: number; url_id: string }[] }>(
      baseURL,
      user,
      '/api/v2/custodians?search[state]=TX&page=1',
    );
    for (const c of found.custodians.slice(0, 6)) {
      await apiAs(baseURL, user, '/api/v2/user/add_favourite_custodians', {
        method: 'POST',
        body: { custodian_id: c.id },
      });
    }
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await signIn(page, user);
    await page.goto('/p/favorites-providers');
    await count(page.getByTestId('favorite-card')).toBe(5);
    await visible(page.getByRole('button', { name: 'Page 2 of 2' }));
    await expectNoAxeViolations(page, 'favorites (phone)');
    await shot(page, 'providers-favorites-phone');
    await page.getByRole('button', { name: 'Page 2 of 2' }).click();
    await count(page.getByTestId('favorite-card')).toBe(1);
    await page
      .getByTestId('favorite-card')
      .getByRole('button', { name: /Remove from favorites/ })
      .click();
    await count(page.getByTestId('favorite-card')).toBe(5);

    await page.goto(`/p/l/${first(found.custodians, 'custodian').url_id}/medical-records`);
    await visible(page.getByRole('button', { name: 'Request medical records' }));
    await expectNoAxeViolations(page, 'provider landing (phone)');
    await shot(page, 'providers-landing-phone');
    await page.goto('/p/favorites-providers');
    await page.getByRole('button', { name: 'Find a provider' }).click();
    await visible(page.getByRole('search', { name: 'Find your provider' }));
    await expectNoAxeViolations(page, 'provider search (phone)');
    await context.close();
  });

  it('finds providers near a ZIP code from the dashboard on a phone, nearest first, and starts a forms request with one', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await signIn(page, user);
    const find = page.getByRole('region', { name: 'Find a provider' });
    await visible(find.getByRole('search', { name: 'Find your provider' }));
    await find.getByRole('button', { name: 'Search nearby' }).click();
    await find.getByLabel('ZIP code').fill('95819');
    await find.getByRole('button', { name: 'Find nearby' }).click();
    await visible(find.getByRole('heading', { name: 'Providers near you' }));
    const cards = find.getByTestId('custodian-card');
    await visible(cards.first());
    // The demo landmark at 4001 J St is the nearest to Sacramento's 95819; distances only grow.
    await visible(cards.first().getByText('Mercy General Hospital'));
    const miles = (await cards.getByText(/mi away$/).allInnerTexts()).map((m) => Number.parseFloat(m));
    expect(miles.length).toBeGreaterThan(1);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'dashboard nearby results (phone)');
    await shot(page, 'dashboard-nearby-phone');

    await cards.first().getByRole('button', { name: 'Select Mercy General Hospital' }).click();
    const popup = page.getByRole('dialog', { name: 'Select Request Type' });
    await popup.getByRole('button', { name: 'Forms Request' }).click();
    // The wizard carries the pick to the patient step, where the draft is first saved (spec: on
    // reaching step 2).
    await page.waitForURL(/\/p\/form-request\/patient/);
    await visible(page.getByRole('heading', { name: 'Who is the patient?' }));
    await expect
      .poll(async () =>
        (await listRequests(baseURL, user)).map((r) => (r as { custodian?: { name?: string } }).custodian?.name),
      )
      .toEqual(['Mercy General Hospital']);
    await page.getByRole('radio', { name: /Myself/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The type step offers that provider's own forms.
    await visible(page.getByRole('radio', { name: /Patient Intake Form/ }));
    await context.close();
  });
});
