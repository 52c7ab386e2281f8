import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll } from './support/browser';
import { count, hidden, text, visible } from './support/expect';
import { accept, actingCall, callAsPage, invite, mailedLink, outbox, PHONE_390 } from './caregiver-fixtures';

/**
 * A grant changes after it was accepted: the caregiver steps down (the patient sees it and is
 * mailed, and no call acts under the grant any more), or the patient changes what it allows (the
 * caregiver's very next call is refused or answered accordingly, and the screens follow).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = process.env.CAREGIVERS_SHOTS_DIR;

/** From the caregiver's own account: act for the patient from the caregivers page. */
async function actFor(page: Page, name: string) {
  await page.goto('/p/caregivers');
  await page.getByRole('button', { name: `Act for ${name}` }).click();
  await page.waitForURL('**/p/dashboard');
  await text(page.getByTestId('acting-banner')).toContain(`Acting for ${name}`);
}

/** The main navigation (the phone's menu opened first when it is closed). */
async function navLinks(page: Page) {
  const burger = page.getByRole('button', { name: /Toggle navigation menu/ });
  if ((await burger.isVisible()) && (await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await visible(nav.getByRole('link', { name: 'Support' }));
  return nav;
}

describe('caregiver grants that change', () => {
  it('the caregiver stops acting: the patient sees "Left" and is mailed; no tab can act under it any more', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Margaret', last_name: 'Hale' });
    const carer = await createUser(baseURL, { name: 'John', last_name: 'Thornton' });
    await invite(baseURL, patient, carer.email, ['requests_view']);
    const grant = await accept(baseURL, carer, await mailedLink(baseURL, carer.email));

    const cg = await newPage(browser, baseURL, PHONE_390);
    await signIn(cg.page, carer);
    // A second tab acts for the patient meanwhile (each tab keeps its own "acting for").
    const other = await cg.context.newPage();
    await actFor(other, 'Margaret Hale');
    expect(await callAsPage(other, '/api/v2/requests')).toBe(200);

    await cg.page.goto('/p/caregivers');
    await visible(cg.page.getByRole('heading', { name: 'People you act for' }));
    await cg.page.getByRole('button', { name: 'Stop acting for this person' }).click();
    const dialog = cg.page.getByRole('dialog');
    await text(dialog).toContain('Stop acting for Margaret Hale?');
    await expectNoAxeViolations(cg.page, 'stop acting dialog (phone)');
    if (SHOTS) await cg.page.screenshot({ path: `${SHOTS}/leave-confirm-phone.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Stop acting for this person' }).click();
    await hidden(cg.page.getByRole('heading', { name: 'People you act for' }));
    await count(cg.page.getByRole('button', { name: 'Act for Margaret Hale' })).toBe(0);
    expect(await noSideScroll(cg.page)).toBe(true);

    // No call acts under the grant now, from the API or from the tab that was acting.
    const refused = await actingCall(baseURL, carer, grant, '/api/v2/requests');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('Your access for this person has ended.');
    expect(await callAsPage(other, '/api/v2/requests')).toBe(403);
    const nav = await navLinks(other);
    await nav.getByRole('link', { name: 'Support' }).click();
    await hidden(other.getByTestId('acting-banner'));

    // The patient is told by mail, and sees it on the caregivers page.
    const mail = (await outbox(baseURL)).find((m) => m.subject === 'Your caregiver stopped acting for you');
    expect(mail?.text).toContain('John Thornton stopped acting for you');
    const me = await newPage(browser, baseURL, DESKTOP);
    await signIn(me.page, patient);
    await me.page.goto('/p/caregivers');
    const card = me.page.getByTestId('caregiver-card');
    await text(card).toContain('John Thornton');
    await text(card).toMatch(/\bleft\b/i);
    expect(await card.getByRole('button', { name: 'End access' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Change access' }).count()).toBe(0);
    await expectNoAxeViolations(me.page, 'caregivers page, caregiver left');
    if (SHOTS) await me.page.screenshot({ path: `${SHOTS}/caregiver-left-desktop.png`, fullPage: true });
    await me.context.close();
    await cg.context.close();
  });

  it('the patient changes the scopes: the next call is refused or answered, and the screens follow', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Edith', last_name: 'Shaw' });
    const carer = await createUser(baseURL, { name: 'Henry', last_name: 'Lennox' });
    await invite(baseURL, patient, carer.email, ['requests_view']);
    const grant = await accept(baseURL, carer, await mailedLink(baseURL, carer.email));

    const cg = await newPage(browser, baseURL, PHONE_390);
    await signIn(cg.page, carer);
    await actFor(cg.page, 'Edith Shaw');
    expect(await callAsPage(cg.page, '/api/v2/requests')).toBe(200);
    expect(await callAsPage(cg.page, '/api/v2/medical_records/requests')).toBe(403);
    let nav = await navLinks(cg.page);
    await visible(nav.getByRole('link', { name: 'Records & Forms' }));

    // The patient: records instead of requests.
    const me = await newPage(browser, baseURL, DESKTOP);
    await signIn(me.page, patient);
    await me.page.goto('/p/caregivers');
    const card = me.page.getByTestId('caregiver-card');
    await card.getByRole('button', { name: 'Change access' }).click();
    await card.getByRole('checkbox', { name: 'See my requests and their status' }).uncheck();
    await card.getByRole('checkbox', { name: 'View and download my records' }).check();
    await expectNoAxeViolations(me.page, 'change access form');
    if (SHOTS) await me.page.screenshot({ path: `${SHOTS}/change-access-desktop.png`, fullPage: true });
    await card.getByRole('button', { name: 'Save changes' }).click();
    await hidden(card.getByRole('button', { name: 'Save changes' }));
    await text(card).toContain('View and download my records');
    expect(await card.innerText()).not.toContain('See my requests and their status');

    // The caregiver's very next calls, without a reload.
    expect(await callAsPage(cg.page, '/api/v2/requests')).toBe(403);
    expect(await callAsPage(cg.page, '/api/v2/medical_records/requests')).toBe(200);
    expect((await actingCall(baseURL, carer, grant, '/api/v2/requests')).status).toBe(403);
    // The next page they open draws what the grant allows now.
    await nav.getByRole('link', { name: 'Support' }).click();
    await cg.page.waitForURL('**/p/support');
    nav = await navLinks(cg.page);
    await count(nav.getByRole('link', { name: 'Records & Forms' })).toBe(0);
    await text(cg.page.getByTestId('acting-banner')).toContain('Acting for Edith Shaw');
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'acting after a scope change (phone)');

    // And back: requests allowed again.
    await card.getByRole('button', { name: 'Change access' }).click();
    await card.getByRole('checkbox', { name: 'See my requests and their status' }).check();
    await card.getByRole('button', { name: 'Save changes' }).click();
    await text(card).toContain('See my requests and their status');
    // The card shows the choice as saved; the call that checks it may start before the save lands.
    await expect.poll(() => callAsPage(cg.page, '/api/v2/requests')).toBe(200);
    await cg.page.goto('/p/dashboard');
    nav = await navLinks(cg.page);
    await visible(nav.getByRole('link', { name: 'Records & Forms' }));
    await nav.getByRole('link', { name: 'Records & Forms' }).click();
    await cg.page.waitForURL('**/p/records-and-forms');
    await text(cg.page.getByTestId('acting-banner')).toContain('Acting for Edith Shaw');
    await me.context.close();
    await cg.context.close();
  });
});
