import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiAs, createUser, storeSession, type ApiUser } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll } from './support/browser';
import { reachRequestRest, text, visible } from './support/expect';
import { clerkSession, deliverRecords, submittedRequest, textPdf } from './support/records';

/**
 * A caregiver's grant on the pages themselves, on a 390 px phone: the dashboard greets the
 * caregiver and says whom they act for; a request's page offers what the grant allows (its
 * records) and not what it does not (sharing them, the desk's chat); a page outside the grant
 * says so instead of failing. The patient's own page offers all of it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_390 = { width: 390, height: 844 };
const SHOTS = process.env.CAREGIVERS_SHOTS_DIR;

/** The patient grants these scopes; the caregiver accepts the mailed invitation. */
async function grant(baseURL: string, patient: ApiUser, carer: ApiUser, scopes: string[]) {
  await apiAs(baseURL, patient, '/api/v2/caregivers', {
    method: 'POST',
    body: { email: carer.email, scopes, role: 'power_of_attorney' },
  });
  const clerk = await clerkSession(baseURL);
  const outbox = await apiAs<{ mails: Array<{ to: string; text: string }> }>(baseURL, clerk, '/api/v2/staff/outbox');
  const mail = outbox.mails.find((m) => m.to === carer.email && /caregiver-invite#/.test(m.text));
  const token = /caregiver-invite#([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no invitation mailed');
  await apiAs(baseURL, carer, '/api/v2/caregiver_invites/accept', { method: 'POST', body: { token } });
  return clerk;
}

describe('a caregiver’s grant on the pages', () => {
  it('dashboard says "Acting for", a request offers only what the grant allows, a page outside it explains', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Margaret', last_name: 'Hale' });
    const carer = await createUser(baseURL, { name: 'John', last_name: 'Thornton' });
    const rid = await submittedRequest(baseURL, patient);
    const clerk = await grant(baseURL, patient, carer, ['requests_view', 'records']);
    await deliverRecords(baseURL, clerk, rid, [{ name: 'visit-notes.pdf', body: await textPdf(['Visit notes']) }]);

    // The patient's own page: the records can be shared and the desk's chat is there.
    const me = await newPage(browser, baseURL, PHONE_390);
    await storeSession(me.page, patient);
    await me.page.goto(`/p/request-detail/${rid}`);
    await visible(me.page.getByTestId('records-share'));
    await reachRequestRest(me.page);
    await visible(me.page.getByTestId('chat'));
    await me.context.close();

    // The caregiver chooses to act for the patient.
    const cg = await newPage(browser, baseURL, PHONE_390);
    await storeSession(cg.page, carer);
    await cg.page.goto('/p/caregivers');
    await cg.page.getByRole('button', { name: 'Act for Margaret Hale' }).click();
    await cg.page.waitForURL('**/p/dashboard');

    // Greeted by their own name, told whom they act for; starting a request is not offered.
    await text(cg.page.getByRole('heading', { level: 1 })).toContain('Welcome, John');
    await text(cg.page.getByTestId('dashboard-acting')).toContain('Acting for Margaret Hale');
    await visible(cg.page.getByRole('link', { name: /Track your requests/ }));
    expect(await cg.page.getByRole('link', { name: /Request medical records/ }).count()).toBe(0);
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'acting dashboard (390 px)');
    if (SHOTS) {
      await cg.page.screenshot({ path: `${SHOTS}/grant-dashboard-390.png`, fullPage: true });
      await cg.page.setViewportSize(DESKTOP);
      await cg.page.screenshot({ path: `${SHOTS}/grant-dashboard-desktop.png`, fullPage: true });
      await cg.page.setViewportSize(PHONE_390);
    }

    // The request's page: its records to view and download, not to share; no chat (not granted).
    await cg.page.goto(`/p/request-detail/${rid}`);
    const actions = cg.page.getByTestId('records-actions');
    await visible(actions.getByRole('button', { name: /Download/ }));
    expect(await cg.page.getByTestId('records-share').count()).toBe(0);
    await text(cg.page.getByTestId('acting-banner')).toContain('Acting for Margaret Hale');
    // Loaded when reached: the request's summary is there, the chat is not.
    await reachRequestRest(cg.page);
    await visible(cg.page.getByRole('heading', { name: 'Documents' }));
    expect(await cg.page.getByTestId('chat').count()).toBe(0);
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'request page while acting (390 px)');
    if (SHOTS) await cg.page.screenshot({ path: `${SHOTS}/grant-request-390.png`, fullPage: true });

    // A page outside the grant (an address typed): whom they act for, why, and the way home.
    await cg.page.goto('/p/record-request/provider');
    await text(cg.page.getByTestId('grant-page')).toContain('has not allowed you to make or change requests');
    await text(cg.page.getByRole('heading', { level: 1 })).toContain('Acting for Margaret Hale');
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'page outside the grant (390 px)');
    await cg.page.getByRole('link', { name: 'Go to home' }).click();
    await cg.page.waitForURL('**/p/dashboard');
    await cg.context.close();
  });

  it('the pages read while acting are the patient’s, never the caregiver’s own: on a move and on a reload', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Edith', last_name: 'Shaw' });
    const carer = await createUser(baseURL, { name: 'Henry', last_name: 'Lennox' });
    const theirs = await submittedRequest(baseURL, patient);
    // The caregiver is a patient too, with a request of their own.
    const own = await submittedRequest(baseURL, carer);
    await grant(baseURL, patient, carer, ['requests_view']);

    const cg = await newPage(browser, baseURL, PHONE_390);
    await storeSession(cg.page, carer);
    await cg.page.goto('/p/caregivers');
    await cg.page.getByRole('button', { name: 'Act for Edith Shaw' }).click();
    await cg.page.waitForURL('**/p/dashboard');
    const card = (rid: string) => cg.page.locator(`[data-testid="request-card"][data-rid="${rid}"]`);
    const patientsList = async () => {
      await visible(card(theirs));
      expect(await card(own).count()).toBe(0);
      await text(cg.page.getByTestId('acting-banner')).toContain('Acting for Edith Shaw');
    };

    // A move inside the app (its reads go out beside the page's code).
    await cg.page.getByRole('button', { name: /Toggle navigation menu/ }).click();
    await cg.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Records & Forms' })
      .click();
    await cg.page.waitForURL('**/p/records-and-forms');
    await patientsList();
    // A reload (its reads go out while the document is parsed).
    await cg.page.reload();
    await patientsList();
    await cg.context.close();
  });
});
