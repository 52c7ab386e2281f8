import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll, PHONE } from './support/browser';
import { text, visible } from './support/expect';
import { signInClerk, submittedRequest } from './support/records';
import { activate, chooseFile, typeInto } from './support/keyboard';

/**
 * the clerk marks a request incomplete on the
 * records desk, the patient sees the state, the desk's reason and the upload on the request and
 * answers there (keyboard only), and the desk sees it back in its New queue at once.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const REASON = 'Please upload a photo ID (driver license or passport).';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('waiting on the patient', () => {
  it('clerk marks incomplete → patient sees the banner and uploads → the desk sees it back', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, patient);

    // The clerk asks for what is missing.
    const desk = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(desk.page);
    await desk.page.goto(`/staff/requests/${rid}`);
    await visible(desk.page.getByRole('heading', { name: `Request ${rid}` }));
    await desk.page.getByLabel(/^What is missing/).fill(REASON);
    await desk.page.getByRole('button', { name: 'Mark incomplete' }).click();
    await visible(desk.page.getByText('The patient has been asked for what is missing.'));
    await text(desk.page.getByTestId('incomplete-reason')).toContain(REASON);

    // The patient's list and request say it waits on them, with the reason and the upload in place.
    const me = await newPage(browser, baseURL, PHONE);
    await signIn(me.page, patient);
    await me.page.goto('/p/records-and-forms');
    const card = me.page.locator(`[data-testid="request-card"][data-rid="${rid}"]`);
    await text(card).toMatch(/waiting on you/i);
    await me.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(me.page.getByTestId('detail-status')).toMatch(/^waiting on you$/i);
    await text(me.page.getByTestId('waiting-reason')).toBe(REASON);
    expect(await noSideScroll(me.page)).toBe(true);
    await expectNoAxeViolations(me.page, 'request waiting on the patient (phone)');
    await me.page.screenshot({ path: '/tmp/rights-waiting-phone.png', fullPage: false });

    // Sending nothing is refused in words; then a file and an answer, with the keyboard alone.
    await activate(me.page.getByRole('button', { name: 'Send to the records team' }));
    await text(me.page.getByRole('alert').filter({ hasText: 'Upload a file' })).toBe(
      'Upload a file or write an answer for the records team',
    );
    await chooseFile(me.page.getByRole('button', { name: /^Upload a file/ }), {
      name: 'photo-id.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await typeInto(me.page.getByLabel(/^Your answer/), 'Here is my driver license.');
    await activate(me.page.getByRole('button', { name: 'Send to the records team' }));
    await text(me.page.getByTestId('waiting-sent')).toBe('Sent. Your request is back with the records team.');
    await text(me.page.getByTestId('detail-status')).toMatch(/ordered/i);
    await text(me.page.locator('body')).toContain('photo-id.png');

    // The desk sees it at once: back in New, marked as answered, with what was sent.
    await desk.page.goto(`/staff/queue/new?keyword=${rid}`);
    await visible(desk.page.getByTestId('queue-table').getByRole('link', { name: rid }));
    await visible(desk.page.getByTestId('patient-responded'));
    await expectNoAxeViolations(desk.page, 'staff queue with an answered request');
    await desk.page.getByRole('link', { name: rid }).click();
    await visible(desk.page.getByTestId('patient-responded'));
    await text(desk.page.locator('body')).toContain('Uploaded: photo-id.png — Here is my driver license.');
    await visible(desk.page.getByTestId('patient-documents').getByRole('button', { name: 'Open photo-id.png' }));
    await desk.page.screenshot({ path: '/tmp/rights-desk-answered.png', fullPage: true });
    await desk.context.close();

    const wide = await newPage(browser, baseURL, DESKTOP);
    await signIn(wide.page, patient);
    await wide.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(wide.page.getByTestId('detail-status')).toMatch(/ordered/i);
    await wide.page.screenshot({ path: '/tmp/rights-after-desktop.png', fullPage: true });
    await wide.context.close();
    await me.context.close();
  });

  it('an extension shows the same day count to the clerk and the patient', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, patient);

    const desk = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(desk.page);
    await desk.page.goto(`/staff/requests/${rid}`);
    await visible(desk.page.getByTestId('extend-form'));
    await desk.page.getByLabel(/^Why the provider needs more time/).fill('Records are in off-site storage');
    await desk.page.getByLabel(/^Extra days/).fill('30');
    await desk.page.getByRole('button', { name: 'Extend the deadline' }).click();
    await visible(desk.page.getByText('Deadline extended. The patient has been told.'));
    await text(desk.page.getByTestId('extension')).toContain('by 30 days: Records are in off-site storage');
    const deskClock = (
      await desk.page
        .getByText(/^Day \d+ of 60$/)
        .first()
        .innerText()
    ).trim();
    await expectNoAxeViolations(desk.page, 'staff request with an extension');
    await desk.context.close();

    const me = await newPage(browser, baseURL, PHONE);
    await signIn(me.page, patient);
    await me.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(me.page.getByTestId('hipaa-clock')).toContain(deskClock);
    await text(me.page.getByTestId('hipaa-extension')).toMatch(
      /^Extended on \d+\/\d+\/\d{4}: Records are in off-site storage$/,
    );
    expect(await noSideScroll(me.page)).toBe(true);
    await expectNoAxeViolations(me.page, 'request with an extension (phone)');
    await me.page.screenshot({ path: '/tmp/rights-extension-phone.png', fullPage: false });
    await me.context.close();
  });
});
