import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { MESSAGES } from '@portal/shared';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { DESKTOP, expectNoAxeViolations, newPage, PHONE } from './support/browser';
import { count, hidden, text, visible } from './support/expect';
import { enterClerkCode } from './support/records';
import { startServer } from './support/server';
import {
  chooseProvider,
  continueButton,
  custodianId,
  fillCardByKeyboard,
  heading,
  listRequests,
  PDF,
  PNG,
} from './wizard-helpers';
import { journeyBrowser, startJourney } from './wizard-fixtures';

/** rough edges a patient and a clerk met, each driven the way they met it. */
const browser = journeyBrowser();
const CLERK = { email: 'clerk@patientportal.test', password: 'Clerk#Desk2026' };

/** Holds the answers of matching calls until `release()`: the network answering late, on cue. */
async function holdResponses(page: Page, url: string, method = 'POST') {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let seen!: () => void;
  const requested = new Promise<void>((r) => (seen = r));
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    seen();
    try {
      const response = await route.fetch();
      await gate;
      await route.fulfill({ response });
    } catch {
      // The page or its context closed while the answer was held: nothing left to answer.
    }
  });
  return { requested, release };
}

/** No word of the element's text is split over two lines (a single word has one box). */
const splitWords = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const s = n.textContent ?? '';
        for (const m of s.matchAll(/\S+/g)) {
          const r = document.createRange();
          r.setStart(n, m.index!);
          r.setEnd(n, m.index! + m[0].length);
          if (r.getClientRects().length > 1) broken.push(m[0]);
        }
      }
      return broken;
    }),
  );

/** A records draft saved at the confirm step without a card: resuming lands on payment. */
async function recordDraftWithoutCard(baseURL: string, user: ApiUser, custodian: { id: number; name: string }) {
  const key = randomUUID();
  const save = (body: Record<string, unknown>) =>
    apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
      method: 'POST',
      body: { status: 'draft', idempotency_key: key, custodian_id: custodian.id, ...body },
    });
  const { request_rid: rid } = await save({ current_step: 2 });
  const form = new FormData();
  form.append('file', new Blob([PDF.buffer], { type: PDF.mimeType }), PDF.name);
  const up = await fetch(`${baseURL}/api/v2/authorizations/general_release?rid=${encodeURIComponent(rid)}`, {
    method: 'POST',
    headers: { 'authorization-token': user.token },
    body: form,
  });
  if (!up.ok) throw new Error(`general release: ${up.status} ${await up.text()}`);
  const auth = await up.json();
  await save({
    rid,
    current_step: 10,
    all_records: true,
    reason_for_request: ['personal'],
    record_types: ['medical'],
    delivery_method: 'instant_download',
    is_upload_authorization: true,
    wizard: {
      provider: custodian,
      patientInfo: { first_name: 'Avery', last_name: 'Stone', dob: '1988-03-14' },
      authType: 'upload',
      auth,
      idempotencyKey: key,
    },
  });
  return rid;
}

describe('rough edges', () => {
  it('keeps the leave prompt open when the draft save answers after the click; Abandon then abandons that draft', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL);
    const prompt = page.getByRole('dialog', { name: 'Leave this request?' });

    // The first save is held: the prompt opens while it is in flight, then the save answers. The
    // draft is first saved on reaching step 2 (spec section 4); the later saves wait behind it.
    const first = await holdResponses(page, '**/api/v2/request/record_request');
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await untilFirstSave(page);
    await first.requested;
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await visible(prompt);
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/v2/request/record_request') && r.request().method() === 'POST',
    );
    first.release();
    await answered;
    // The app has had the answer (and two frames to act on it): the prompt is still there.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await prompt.isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await hidden(prompt);
    // Continue stays, and the address gets the rid it held back.
    await page.waitForURL(/record-request\/[a-z-]+\?rid=/);
    await page.unroute('**/api/v2/request/record_request');

    // A new wizard: Abandon pressed while the first save is still in flight abandons that draft.
    await page.goto('/p/dashboard');
    const second = await holdResponses(page, '**/api/v2/request/record_request');
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await untilFirstSave(page);
    await second.requested;
    await page.getByRole('link', { name: 'Records & Forms' }).click();
    await prompt.getByRole('button', { name: 'Abandon' }).click();
    second.release();
    await page.waitForURL('**/p/records-and-forms');
    const mine = await listRequests(baseURL, user);
    expect(mine.map((r) => r.status).sort()).toEqual(['abandoned', 'draft']);
    await context.close();
  });

  it("asks before the browser's Back button leaves a wizard entered from the dashboard; Save as Draft then leaves", async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL);
    const prompt = page.getByRole('dialog', { name: 'Leave this request?' });
    // Into the wizard the way a patient goes: the dashboard's card, an entry in the tab's history.
    await page.goto('/p/dashboard');
    await page.getByRole('link', { name: /Request medical records/ }).click();
    await page.waitForURL('**/p/record-request/provider');
    // The address changes before the wizard is drawn (the dashboard's own search stays until then).
    await heading(page, 'Choose your provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await untilFirstSave(page);
    await heading(page, 'How will you authorize the release?');
    // Back walks the wizard's own steps first (another wizard path bypasses the prompt); the press
    // that would leave for the dashboard asks instead.
    for (let i = 0; i < 8 && !(await prompt.isVisible()); i++) {
      const before = page.url();
      await page.evaluate(() => history.back());
      await expect.poll(async () => page.url() !== before || (await prompt.isVisible())).toBe(true);
    }
    await visible(prompt);
    await expectNoAxeViolations(page, 'leave prompt on Back');
    expect(page.url()).toContain('/p/record-request/');
    // Continue stays in the wizard, on the step Back had reached.
    const stayed = page.url();
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await hidden(prompt);
    expect(page.url()).toBe(stayed);
    // Back again asks again; Save as Draft leaves for the dashboard and keeps the draft.
    await page.evaluate(() => history.back());
    await visible(prompt);
    await prompt.getByRole('button', { name: 'Save as Draft' }).click();
    await page.waitForURL('**/p/dashboard');
    await visible(page.getByRole('heading', { level: 1 }));
    const mine = await listRequests(baseURL, user);
    expect(mine.map((r) => r.status)).toEqual(['draft']);
    await context.close();
  });

  it('refuses a date of service in the future with a clear message', async () => {
    const baseURL = inject('baseURL');
    const { context, page } = await startJourney(browser(), baseURL);
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await heading(page, 'Dates of service');
    await page.getByRole('radio', { name: 'After' }).check();
    await page.getByLabel('After (M/D/YYYY)').fill('1/1/2099');
    await continueButton(page).click();
    await visible(page.getByText(MESSAGES.futureDateOfService));
    await expectNoAxeViolations(page, 'date step with a future date');
    expect(page.url()).toContain('/record-request/date');
    await context.close();
  });

  it('on a phone: the confirm table keeps its words whole, and "Please select card first" goes once a card is added', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL, { viewport: PHONE });
    const id = await custodianId(baseURL, user, 'CA', 'Mercy General Hospital');
    const rid = await recordDraftWithoutCard(baseURL, user, { id, name: 'Mercy General Hospital' });
    await page.goto(`/p/record-request/provider?rid=${rid}`);
    await heading(page, 'Payment');
    await continueButton(page).click();
    const nag = page.getByRole('alert').filter({ hasText: MESSAGES.selectCardFirst });
    await visible(nag.first());
    await page.getByRole('button', { name: 'Add card' }).click();
    await fillCardByKeyboard(page, '4242424242424242');
    await heading(page, 'Payment');
    await visible(page.getByRole('radio', { name: /4242/ }));
    expect(await nag.count()).toBe(0);
    await continueButton(page).click();
    await heading(page, 'Review and confirm');
    await visible(page.getByTestId('request-summary'));
    expect(await splitWords(page, '[data-testid="request-summary"] th, [data-testid="request-summary"] a')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('on a phone: Records & Forms shows requests first, the filters behind a toggle', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL, { viewport: PHONE });
    const id = await custodianId(baseURL, user, 'CA', 'Mercy General Hospital');
    await apiAs(baseURL, user, '/api/v2/request/record_request', {
      method: 'POST',
      body: { status: 'draft', idempotency_key: randomUUID(), custodian_id: id, current_step: 2 },
    });
    await page.goto('/p/records-and-forms');
    const card = page.getByTestId('request-card').first();
    await visible(card);
    const box = await card.boundingBox();
    expect(box!.y + 40).toBeLessThan(PHONE.height);
    const status = page.getByRole('textbox', { name: 'Status', exact: true });
    expect(await status.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await visible(status);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, 'records and forms with filters open (phone)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('shows the header avatar after a new sign-in (no 401), and "Welcome" without a comma while the profile loads', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const form = new FormData();
    form.append('avatar', new Blob([PNG.buffer], { type: 'image/png' }), 'me.png');
    const up = await fetch(`${baseURL}/api/v2/user/avatar`, {
      method: 'POST',
      headers: { 'authorization-token': user.token },
      body: form,
    });
    expect(up.status).toBe(200);
    const { context, page } = await newPage(browser(), baseURL, DESKTOP);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v2/user/avatar') && r.status() === 401) refused.push(r.url());
    });
    const profile = await holdResponses(page, '**/api/v2/user', 'GET');
    // The first commit waits for the held profile: this journey checks the page before it.
    await signIn(page, user, { ready: false });
    await profile.requested;
    await text(page.getByRole('heading', { level: 1 })).toBe('Welcome');
    profile.release();
    await text(page.getByRole('heading', { level: 1 })).toBe('Welcome, Avery');
    const img = page.getByTestId('profile-menu').locator('img');
    await visible(img);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.getAttribute('src')).toMatch(/^blob:/);
    expect(refused).toEqual([]);

    // /support names the configured help-desk address, never a placeholder.
    await page.goto('/p/support');
    await text(page.getByTestId('contact-email')).toBe('support@patientportal.example.com');
    expect(await page.content()).not.toContain('portal.local');
    await context.close();
  });

  it("tells a patient who opens /staff that it is the records desk's page, and keeps their session", async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser(), baseURL, DESKTOP);
    await signIn(page, user);
    await page.goto('/staff');
    await visible(page.getByRole('heading', { name: 'This page is for the records desk' }));
    await expectNoAxeViolations(page, 'records desk page for a patient');
    expect(await page.getByText(MESSAGES.sessionExpired).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/p/dashboard');
    await text(page.getByRole('heading', { level: 1 })).toBe('Welcome, Avery');
    expect(await page.getByText(MESSAGES.sessionExpired).count()).toBe(0);
    await context.close();
  });

  it('lets the clerk complete at the price shown, and reads codes as labels', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const id = await custodianId(baseURL, patient, 'CA', 'Mercy General Hospital');
    const body = {
      idempotency_key: randomUUID(),
      custodian_id: id,
      all_records: true,
      reason_for_request: ['personal'],
      record_types: ['medical'],
      delivery_method: 'instant_download',
      check_payment: true,
      initials: 'AS',
      current_step: 10,
    };
    const draft = await apiAs<{ request_rid: string }>(baseURL, patient, '/api/v2/request/record_request', {
      method: 'POST',
      body: { ...body, status: 'draft' },
    });
    const form = new FormData();
    form.append('file', new Blob([PDF.buffer], { type: 'application/pdf' }), 'release.pdf');
    await fetch(`${baseURL}/api/v2/authorizations/general_release?rid=${draft.request_rid}`, {
      method: 'POST',
      headers: { 'authorization-token': patient.token },
      body: form,
    });
    await apiAs(baseURL, patient, '/api/v2/request/record_request', {
      method: 'POST',
      body: { ...body, rid: draft.request_rid, is_upload_authorization: true },
    });
    const rid = draft.request_rid;

    const { context, page } = await newPage(browser(), baseURL, DESKTOP);
    await page.goto('/login/');
    await page.getByLabel('Email').fill(CLERK.email);
    await page.getByLabel(/^Password/).fill(CLERK.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await enterClerkCode(page);
    await page.waitForURL('**/staff/queue/new');
    await page.goto(`/staff/requests/${rid}`);
    await visible(page.getByRole('heading', { name: `Request ${rid}` }));
    const field = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
    await text(field('Reason for request')).toMatch(/^Reason for request\s+Personal use$/);
    await text(field('Record types')).toMatch(/^Record types\s+Medical records$/);
    await text(field('Delivery')).toMatch(/^Delivery\s+Instant download$/);
    // A price in the field, not saved with Save price: Complete request takes it.
    await page.getByLabel(/^Price in dollars/).fill('12.50');
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'labs.pdf', mimeType: 'application/pdf', buffer: PDF.buffer }]);
    await page.getByRole('button', { name: 'Upload records' }).click();
    await visible(page.getByText('1 file uploaded.'));
    await page.getByRole('button', { name: 'Complete request' }).click();
    // Completing charges the card: the clerk confirms, with the amount in the dialog.
    await page.getByRole('dialog').getByRole('button', { name: 'Complete and charge $12.50' }).click();
    await visible(page.getByText('Request completed. The patient has been notified.'));
    expect(await page.getByText('Price the request before completing it').count()).toBe(0);
    await text(page.getByTestId('request-status')).toBe('COMPLETED');
    await context.close();
  });
});

/** From the patient step to the first draft save: the patient is the user, all dates. */
async function untilFirstSave(page: Page) {
  await heading(page, 'Who is the patient?');
  await page.getByRole('radio', { name: /Myself/ }).check();
  await continueButton(page).click();
  await heading(page, 'Dates of service');
  await page.getByRole('radio', { name: 'All' }).check();
  await continueButton(page).click();
}

describe('errors on a page navigation', () => {
  it('never rate-limits a page of the portal, and answers a page that does not exist with the error page, not JSON', async () => {
    // The per-client limit counts API calls only, never the portal's own files (counting them
    // answered page loads 429); what a browser navigates to still gets an HTML page.
    const server = await startServer({ RATE_LIMIT_MAX: '25', SEED_DEMO: 'never' });
    try {
      const { context, page } = await newPage(browser(), server.url, DESKTOP);
      const statuses = new Set<number>();
      for (let i = 0; i < 60; i++) statuses.add((await page.goto('/login/'))!.status());
      expect([...statuses]).toEqual([200]);
      expect((await page.goto('/no-such-page'))!.status()).toBe(404);
      await visible(page.getByRole('heading', { name: 'Something went wrong' }));
      expect(await page.content()).not.toContain('"error"');
      await expectNoAxeViolations(page, 'the 404 page');
      await count(page.getByRole('link', { name: 'Go to home' })).toBe(1);
      await context.close();
    } finally {
      await server.stop();
    }
  });
});
