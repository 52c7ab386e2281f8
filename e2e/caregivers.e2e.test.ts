import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll, PHONE } from './support/browser';
import { hidden, text, visible } from './support/expect';
import { clerkSession } from './support/records';

/**
 * Caregivers: a patient invites another adult by e-mail, who accepts the mailed link with their
 * own account, acts for the patient within the grant (a banner on every screen; what the grant
 * does not allow is not shown, and the API refuses it), until the patient ends the access and the
 * caregiver's next call is refused.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = process.env.CAREGIVERS_SHOTS_DIR;

/** An API call from the page as the portal makes it, with the acting header of the tab's grant. */
const callAsPage = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const token = localStorage.getItem('portal.session') ?? '';
    const acting = JSON.parse(sessionStorage.getItem('portal.actingFor') ?? 'null') as { id: number } | null;
    const res = await fetch(p, {
      headers: { 'authorization-token': token, ...(acting ? { 'x-acting-for': String(acting.id) } : {}) },
    });
    return res.status;
  }, path);

describe('caregivers', () => {
  it('invite, accept the mailed link, act within scope, be refused outside it, and be refused once revoked', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Margaret', last_name: 'Hale' });
    const carer = await createUser(baseURL, { name: 'John', last_name: 'Thornton' });

    // The patient invites: requests and their status only.
    const me = await newPage(browser, baseURL, DESKTOP);
    await signIn(me.page, patient);
    await me.page.getByRole('link', { name: 'Caregivers' }).click();
    await visible(me.page.getByRole('heading', { name: 'Caregivers', level: 1 }));
    await me.page.getByLabel('Their e-mail').fill(carer.email);
    await me.page.getByRole('button', { name: 'Send invitation' }).click();
    await text(me.page.getByRole('status').filter({ hasText: 'Invitation sent' })).toContain(carer.email);
    await text(me.page.getByTestId('caregiver-card')).toMatch(/invited/i);
    await expectNoAxeViolations(me.page, 'caregivers page');
    if (SHOTS) await me.page.screenshot({ path: `${SHOTS}/caregivers-desktop.png`, fullPage: true });

    // The invitation, as mailed (the outbox holds it).
    const clerk = await clerkSession(baseURL);
    const outbox = await apiAs<{ mails: Array<{ to: string; subject: string; text: string }> }>(
      baseURL,
      clerk,
      '/api/v2/staff/outbox',
    );
    const mail = outbox.mails.find((m) => m.to === carer.email && /invitation to act/.test(m.subject))!;
    const link = new URL(/(https?:\/\/\S+\/p\/caregiver-invite#\S+)/.exec(mail.text)![1]!);

    // The caregiver accepts with their own account, on a phone.
    const cg = await newPage(browser, baseURL, PHONE);
    await signIn(cg.page, carer);
    await cg.page.goto(link.pathname + link.hash);
    await text(cg.page.getByText(/invites you to act for them/)).toContain('Margaret Hale');
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'invitation (phone)');
    await cg.page.getByRole('button', { name: 'Accept' }).click();
    await text(cg.page.getByRole('status').filter({ hasText: 'You can now act' })).toContain('Margaret Hale');

    // Acting: the banner on every screen; only what the grant allows is shown.
    await cg.page.goto('/p/caregivers');
    await cg.page.getByRole('button', { name: 'Act for Margaret Hale' }).click();
    await cg.page.waitForURL('**/p/dashboard');
    await text(cg.page.getByTestId('acting-banner')).toContain('Acting for Margaret Hale');
    expect(await noSideScroll(cg.page)).toBe(true);
    await expectNoAxeViolations(cg.page, 'acting dashboard (phone)');
    if (SHOTS) await cg.page.screenshot({ path: `${SHOTS}/acting-phone.png`, fullPage: true });
    await cg.page.getByRole('button', { name: /Toggle navigation menu/ }).click();
    const nav = cg.page.getByRole('navigation', { name: 'Main navigation' });
    await visible(nav.getByRole('link', { name: 'Records & Forms' }));
    expect(await nav.getByRole('link', { name: 'Dependents' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Caregivers' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Records & Forms' }).click();
    await text(cg.page.getByTestId('acting-banner')).toContain('Acting for Margaret Hale');
    // Within scope the API answers; outside it, 403.
    expect(await callAsPage(cg.page, '/api/v2/requests')).toBe(200);
    expect(await callAsPage(cg.page, '/api/v2/patient/dependents')).toBe(403);
    expect(await callAsPage(cg.page, '/api/v2/user/security')).toBe(403);

    // The patient ends the access; the caregiver's next call is refused and the banner goes.
    await me.page.reload();
    await me.page.getByRole('button', { name: 'End access' }).click();
    await me.page.getByRole('dialog').getByRole('button', { name: 'End access' }).click();
    await text(me.page.getByTestId('caregiver-card')).toMatch(/access ended/i);
    await text(me.page.getByTestId('caregiver-card')).toContain('John Thornton');

    expect(await callAsPage(cg.page, '/api/v2/requests')).toBe(403);
    await cg.page.reload();
    await hidden(cg.page.getByTestId('acting-banner'));
    await me.context.close();
    await cg.context.close();
  });
});
