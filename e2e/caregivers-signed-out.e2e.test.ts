import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, createUser, PASSWORD } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll } from './support/browser';
import { text, visible } from './support/expect';
import { callAsPage, invite, mailedLink, PHONE_390 } from './caregiver-fixtures';

/**
 * An invitation opened signed out: the mailed link leads through sign-in (or sign-up, for someone
 * with no account yet) and back to the invitation, which is accepted there; the caregiver then acts
 * for the patient. A link already used, or withdrawn by the patient, says so in words.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = process.env.CAREGIVERS_SHOTS_DIR;
const INVALID = 'This invitation has expired, was withdrawn or has already been used.';

/** Accepts the invitation shown, then acts for the patient from the caregivers page. */
async function acceptAndAct(page: Page, patientName: string) {
  await text(page.getByText(/invites you to act for them/)).toContain(patientName);
  await page.getByRole('button', { name: 'Accept' }).click();
  await text(page.getByRole('status').filter({ hasText: 'You can now act' })).toContain(patientName);
  await page.getByRole('status').getByRole('link', { name: 'Caregivers' }).click();
  await page.getByRole('button', { name: `Act for ${patientName}` }).click();
  await page.waitForURL('**/p/dashboard');
  await text(page.getByTestId('acting-banner')).toContain(`Acting for ${patientName}`);
  expect(await callAsPage(page, '/api/v2/requests')).toBe(200);
}

describe('caregiver invitation opened signed out', () => {
  it('an existing account: the #token link → sign in → back on the invitation → accept → act; used again, it says so', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Margaret', last_name: 'Hale' });
    const carer = await createUser(baseURL, { name: 'John', last_name: 'Thornton' });
    await invite(baseURL, patient, carer.email, ['requests_view']);
    const link = await mailedLink(baseURL, carer.email);

    const cg = await newPage(browser, baseURL, PHONE_390);
    await cg.page.goto(link.pathname + link.hash);
    await cg.page.waitForURL('**/login/**');
    // The way back names the invitation, never its token (a fragment reaches no server).
    expect(new URL(cg.page.url()).searchParams.get('next')).toBe('/p/caregiver-invite');
    expect(cg.page.url()).not.toContain(link.hash.slice(1));
    await cg.page.getByLabel('Email').fill(carer.email);
    await cg.page.getByLabel(/^Password/).fill(carer.password);
    await cg.page.getByRole('button', { name: 'Sign in' }).click();
    await cg.page.waitForURL('**/p/caregiver-invite');
    await visible(cg.page.getByRole('button', { name: 'Accept' }));
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'invitation after sign-in (phone)');
    if (SHOTS) await cg.page.screenshot({ path: `${SHOTS}/invite-after-sign-in-phone.png`, fullPage: true });
    await acceptAndAct(cg.page, 'Margaret Hale');
    expect(await noSideScroll(cg.page)).toBe(true);

    // The same link again, now used: said in words, not a blank page.
    await cg.page.goto(link.pathname + link.hash);
    await text(cg.page.getByRole('alert')).toContain(INVALID);
    await visible(cg.page.getByRole('heading', { name: 'Caregiver invitation', level: 1 }));
    expect(await cg.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'used invitation (phone)');
    if (SHOTS) await cg.page.screenshot({ path: `${SHOTS}/invite-used-phone.png`, fullPage: true });
    await cg.context.close();
  });

  it('no account yet: the ?token link → sign in → create an account → back on the invitation → accept → act', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Edith', last_name: 'Shaw' });
    const email = `e2e-new-${randomBytes(4).toString('hex')}@example.com`;
    await invite(baseURL, patient, email, ['requests_view', 'records']);
    const token = (await mailedLink(baseURL, email)).hash.slice(1);

    const cg = await newPage(browser, baseURL, DESKTOP);
    await cg.page.goto(`/p/caregiver-invite?token=${token}`);
    await cg.page.waitForURL('**/login/**');
    await cg.page.getByRole('link', { name: 'Create an account' }).click();
    await cg.page.waitForURL('**/login/sign-up**');
    await cg.page.getByLabel('First name').fill('Henry');
    await cg.page.getByLabel('Last name').fill('Lennox');
    await cg.page.getByLabel('Email').fill(email);
    await cg.page.getByLabel(/^Password/).fill(PASSWORD);
    await cg.page.getByLabel('Confirm password').fill(PASSWORD);
    await cg.page.getByRole('button', { name: 'Create account' }).click();
    await cg.page.waitForURL(/\/p\/caregiver-invite\?token=/);
    await visible(cg.page.getByRole('button', { name: 'Accept' }));
    await expectNoAxeViolations(cg.page, 'invitation after sign-up');
    if (SHOTS) await cg.page.screenshot({ path: `${SHOTS}/invite-after-sign-up-desktop.png`, fullPage: true });
    await acceptAndAct(cg.page, 'Edith Shaw');

    // The patient sees who accepted, by name.
    const listed = await apiAs<{ caregivers: Array<{ email: string; name: string | null; status: string }> }>(
      baseURL,
      patient,
      '/api/v2/caregivers',
    );
    expect(listed.caregivers.find((g) => g.email === email)).toMatchObject({ name: 'Henry Lennox', status: 'active' });
    await cg.context.close();
  });

  it('an invitation the patient withdrew says so, signed in or not', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Fanny', last_name: 'Hale' });
    const carer = await createUser(baseURL, { name: 'Nicholas', last_name: 'Higgins' });
    const id = await invite(baseURL, patient, carer.email, ['requests_view']);
    const link = await mailedLink(baseURL, carer.email);
    await apiAs(baseURL, patient, `/api/v2/caregivers/${id}/revoke`, { method: 'POST' });

    const cg = await newPage(browser, baseURL, PHONE_390);
    await cg.page.goto(link.pathname + link.hash);
    await cg.page.waitForURL('**/login/**');
    await cg.page.getByLabel('Email').fill(carer.email);
    await cg.page.getByLabel(/^Password/).fill(carer.password);
    await cg.page.getByRole('button', { name: 'Sign in' }).click();
    await cg.page.waitForURL('**/p/caregiver-invite');
    await text(cg.page.getByRole('alert')).toContain(INVALID);
    expect(await cg.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    // A link whose token is cut short (a mail client's wrapping) says the same.
    await cg.page.goto(`${link.pathname}#${link.hash.slice(1, 6)}`);
    await cg.page.reload();
    await text(cg.page.getByRole('alert')).toContain(INVALID);
    await expectNoAxeViolations(cg.page, 'withdrawn invitation (phone)');
    await cg.context.close();
  });
});
