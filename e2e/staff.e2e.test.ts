import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { text, visible } from './support/expect';
import { enterClerkCode, submittedRequest } from './support/records';

/** The demo records-desk account the server seeds (apps/api/src/seed/staff.ts). */
const CLERK = { email: 'clerk@patientportal.test', password: 'Clerk#Desk2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signInClerk(page: Page) {
  await page.goto('/login/');
  await page.getByLabel('Email').fill(CLERK.email);
  await page.getByLabel(/^Password/).fill(CLERK.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterClerkCode(page);
  await page.waitForURL('**/staff/queue/new');
  expect(page.url()).not.toContain('auth_token');
}

describe('records desk journeys', () => {
  it('takes the sign-in token out of the address at once; the same token again in this tab stays signed in', async () => {
    const baseURL = inject('baseURL');
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    // The exchange waits until the address has been read: the token must be gone before it answers.
    let exchanged!: string;
    let urlDuringExchange = '';
    await page.route('**/api/v2/auth/exchange', async (route) => {
      exchanged = JSON.parse(route.request().postData() ?? '{}').auth_token;
      urlDuringExchange = page.url();
      await route.continue();
    });
    await page.goto('/login/');
    await page.getByLabel('Email').fill(CLERK.email);
    await page.getByLabel(/^Password/).fill(CLERK.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await enterClerkCode(page);
    await page.waitForURL('**/staff/queue/new');
    await visible(page.getByRole('heading', { name: 'Request queues' }));
    expect(exchanged).toBeTruthy();
    expect(urlDuringExchange).toContain('/staff');
    expect(urlDuringExchange).not.toContain('auth_token');

    // A reload now keeps the desk.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Request queues' }));
    expect(page.url()).not.toContain('/login');

    // The spent token in the address again (an old tab's reload, Back): this tab is signed in already.
    await page.unroute('**/api/v2/auth/exchange');
    await page.goto(`/staff?auth_token=${encodeURIComponent(exchanged)}`);
    await page.waitForURL('**/staff/queue/new');
    await visible(page.getByRole('heading', { name: 'Request queues' }));
    expect(page.url()).not.toContain('expired');
    expect(page.url()).not.toContain('auth_token');
    await context.close();
  });

  it('prices and completes a request with records; the patient sees it completed and downloads them', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, patient);

    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(page);
    await visible(page.getByRole('heading', { name: 'Request queues' }));
    await page.getByLabel('Search by request id, patient or provider').fill(rid);
    await visible(page.getByTestId('queue-table').getByRole('link', { name: rid }));
    await expectNoAxeViolations(page, 'staff queue');
    // The queues are tabs: arrow keys move between them.
    await page.getByRole('tab', { name: /^New/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/staff/queue/incomplete**');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL('**/staff/queue/new**');
    await page.getByRole('link', { name: rid }).click();
    await visible(page.getByRole('heading', { name: `Request ${rid}` }));
    await visible(page.getByTestId('patient-documents').getByRole('button', { name: 'Open release.pdf' }));
    await expectNoAxeViolations(page, 'staff request');

    await page.getByLabel(/^Price in dollars/).fill('25.5');
    await page.getByRole('button', { name: 'Save price' }).click();
    await visible(page.getByText('Price saved.'));
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'labs.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'imaging.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await page.getByRole('button', { name: 'Upload records' }).click();
    await visible(page.getByText('2 files uploaded.'));
    await visible(page.getByTestId('medical-records').getByRole('button', { name: 'Open imaging.pdf' }));
    await page.getByRole('button', { name: 'Complete request' }).click();
    // Completing charges the card: the clerk confirms, with the amount in the dialog.
    await page.getByRole('dialog').getByRole('button', { name: 'Complete and charge $25.50' }).click();
    await visible(page.getByText('Request completed. The patient has been notified.'));
    await text(page.getByTestId('request-status')).toBe('COMPLETED');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await visible(page.getByRole('heading', { name: `Audit log of request ${rid}` }));
    await text(page.getByTestId('audit-table')).toContain('records.upload');
    await expectNoAxeViolations(page, 'staff audit log');
    await context.close();

    const patientSide = await newPage(browser, baseURL, PHONE);
    await signIn(patientSide.page, patient);
    await patientSide.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(patientSide.page.getByTestId('detail-status')).toMatch(/completed/i);
    const download = patientSide.page.waitForEvent('download');
    await patientSide.page
      .getByTestId('records-actions')
      .getByRole('button', { name: /^Download( all \(ZIP\))?$/ })
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.(pdf|zip)$/);
    await patientSide.context.close();
  });

  it('approves a provider a patient suggested, and the patient finds it in search', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const name = `Harborview Clinic ${Date.now().toString(36)}`;
    await apiAs(baseURL, patient, '/api/v2/provider_signups/suggested_provider_search', {
      method: 'POST',
      body: {
        name,
        address1: 'Suite 2',
        city: 'Bangor',
        state: 'ME',
        fax: '+1 207-555-0142',
        phone: null,
        zipcode: '04401',
      },
    });

    const { context, page } = await newPage(browser, baseURL, PHONE);
    await signInClerk(page);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('link', { name: 'Suggested providers' }).click();
    await visible(page.getByRole('cell', { name, exact: true }));
    await expectNoAxeViolations(page, 'suggested providers (phone)');
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await visible(page.getByText(`${name} has joined the directory.`));

    // The same patient's help-desk ticket is closed from the help desk screen.
    const title = `Slow search ${Date.now().toString(36)}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      issue: 'Application working slowly',
      title,
      comment: 'Search takes long',
      unique_identifier_number: 'P-2001',
    }))
      form.append(k, v);
    const sent = await fetch(`${baseURL}/api/v2/support/jira`, {
      method: 'POST',
      headers: { 'authorization-token': patient.token },
      body: form,
    });
    expect(sent.status).toBe(200);
    await page.goto('/staff/support');
    await visible(page.getByRole('cell', { name: title, exact: true }));
    await expectNoAxeViolations(page, 'help desk (phone)');
    await page.getByRole('button', { name: `Close ${title}` }).click();
    await visible(page.getByText('Closed.'));
    await page.goto('/staff/refunds');
    await visible(page.getByRole('heading', { name: 'Refunds' }));
    await expectNoAxeViolations(page, 'refunds (phone)');
    await context.close();

    const found = await apiAs<{ custodians: Array<{ name: string }> }>(
      baseURL,
      patient,
      `/api/v2/custodians?search[state]=ME&search[name]=${encodeURIComponent(name)}`,
    );
    expect(found.custodians.map((c) => c.name)).toContain(name);
  });
});
