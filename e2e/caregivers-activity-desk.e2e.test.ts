import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll } from './support/browser';
import { text, visible } from './support/expect';
import { signInClerk, submittedRequest } from './support/records';
import { accept, invite, mailedLink, PHONE_390, requestAsCaregiver } from './caregiver-fixtures';

/**
 * What a caregiver does for the patient is seen: the patient reads it in the grant's activity
 * (what was done, on which request), and the records desk reads who asked for a request made so
 * ("Requested by <caregiver> for <patient>") on its queue and on the request's page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = process.env.CAREGIVERS_SHOTS_DIR;

describe('what a caregiver did, as the patient and the desk see it', () => {
  it('a request made while acting: in the patient’s activity list, and "Requested by X for Y" at the desk', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Margaret', last_name: 'Hale' });
    const carer = await createUser(baseURL, { name: 'John', last_name: 'Thornton' });
    await invite(baseURL, patient, carer.email, ['requests_view', 'requests_make']);
    const grant = await accept(baseURL, carer, await mailedLink(baseURL, carer.email));

    // Nothing done yet: the patient's activity list says so.
    const me = await newPage(browser, baseURL, PHONE_390);
    await signIn(me.page, patient);
    await me.page.goto('/p/caregivers');
    const card = me.page.getByTestId('caregiver-card');
    await card.getByRole('button', { name: 'Activity' }).click();
    await text(card).toContain('No activity yet.');

    // The caregiver makes a request for the patient (as the wizard does), then opens it in the portal.
    const rid = await requestAsCaregiver(baseURL, carer, grant);
    const cg = await newPage(browser, baseURL, DESKTOP);
    await signIn(cg.page, carer);
    await cg.page.goto('/p/caregivers');
    await cg.page.getByRole('button', { name: 'Act for Margaret Hale' }).click();
    await cg.page.waitForURL('**/p/dashboard');
    await cg.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(cg.page.getByTestId('acting-banner')).toContain('Acting for Margaret Hale');
    await visible(cg.page.getByText(rid).first());

    // The patient's activity list: the request, by its number, and the caregiver viewing it.
    await me.page.reload();
    await me.page.getByTestId('caregiver-card').getByRole('button', { name: 'Activity' }).click();
    const list = me.page.getByRole('list', { name: 'Activity' });
    await visible(list);
    const items = list.getByRole('listitem');
    await text(list).toContain(`Requested · ${rid}`);
    await text(list).toContain(`Viewed · ${rid}`);
    const lines = await items.allInnerTexts();
    // Newest first: the viewing came after the request.
    const requested = lines.findIndex((l) => l.includes(`Requested · ${rid}`));
    const viewed = lines.findIndex((l) => l.includes(`Viewed · ${rid}`));
    expect(viewed).toBeGreaterThanOrEqual(0);
    expect(viewed).toBeLessThan(requested);
    // A saved draft is not a request: the submission is the one "Requested".
    expect(lines.filter((l) => l.includes('Requested')).length).toBe(1);
    expect(await me.page.getByRole('button', { name: 'Activity' }).getAttribute('aria-expanded')).toBe('true');
    expect(await noSideScroll(me.page)).toBe(true);
    await expectNoAxeViolations(me.page, 'activity list (phone)');
    if (SHOTS) await me.page.screenshot({ path: `${SHOTS}/activity-phone.png`, fullPage: true });

    // The desk: on the New queue and on the request's page.
    const desk = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(desk.page);
    await desk.page.goto(`/staff/queue/new?keyword=${rid}`);
    const row = desk.page.getByRole('row').filter({ hasText: rid });
    await text(row).toContain('Requested by John Thornton for Margaret Hale');
    await desk.page.goto(`/staff/requests/${rid}`);
    await text(desk.page.getByTestId('requested-by')).toContain('Requested by John Thornton for Margaret Hale');
    await expectNoAxeViolations(desk.page, 'desk request page, caregiver request');
    if (SHOTS) await desk.page.screenshot({ path: `${SHOTS}/desk-requested-by.png`, fullPage: true });

    // A request the patient made themselves names no caregiver.
    const own = await submittedRequest(baseURL, patient);
    await desk.page.goto(`/staff/requests/${own}`);
    await visible(desk.page.getByTestId('request-status'));
    expect(await desk.page.getByTestId('requested-by').count()).toBe(0);
    await me.context.close();
    await cg.context.close();
    await desk.context.close();
  });
});
