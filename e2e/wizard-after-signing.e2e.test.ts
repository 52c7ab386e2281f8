import { expect, inject, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { chooseProvider, continueButton, heading, signEAuthorization } from './wizard-helpers';
import { journeyBrowser, startJourney } from './wizard-fixtures';

/**
 * After Adopt and Sign at the bottom of the long authorization step, the next step opens with its
 * Back link and heading below the sticky header, on a 390 px phone and on a desktop.
 */
const browser = journeyBrowser();

for (const [name, viewport] of [
  ['390x844 phone', { width: 390, height: 844 }],
  ['desktop', DESKTOP],
] as const)
  it(`${name}: the step after signing starts below the header`, async () => {
    const { page, context } = await startJourney(browser(), inject('baseURL'), { viewport });
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await heading(page, 'Who is the patient?');
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await heading(page, 'Dates of service');
    await page.getByRole('radio', { name: 'All', exact: true }).check();
    await continueButton(page).click();
    await heading(page, 'How will you authorize the release?');
    await page.getByRole('radio', { name: 'Sign an electronic authorization' }).check();
    await continueButton(page).click();
    await heading(page, 'Authorization');
    // Adopt and Sign sits at the bottom of a page longer than the window.
    await page.getByRole('button', { name: 'Adopt and Sign' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await signEAuthorization(page);
    await heading(page, 'Government ID');
    const headerBottom = () => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
    const top = (label: string) =>
      page
        .getByRole(label === 'Back' ? 'button' : 'heading', { name: label, exact: true })
        .first()
        .boundingBox();
    await expect.poll(async () => (await top('Back'))!.y).toBeGreaterThanOrEqual(await headerBottom());
    expect((await top('Government ID'))!.y).toBeGreaterThanOrEqual(await headerBottom());
    await context.close();
  });
