import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, createUser, PASSWORD, type ApiUser } from './support/api';
import { expectNoAxeViolations, newPage, noSideScroll, PHONE } from './support/browser';
import { hidden, text, visible } from './support/expect';
import { journeyBrowser, recordDraftAtConfirm, startJourney } from './wizard-fixtures';
import { chooseProvider, continueButton, custodianId, heading, listRequests, PDF } from './wizard-helpers';

/**
 * a link from a mail survives sign-in, a draft can be
 * deleted, the costs show from the first step after the provider (with a check's payee, address
 * and amount). The mails are in never-stuck-mail.e2e.test.ts (they need the outbox).
 */
const browser = journeyBrowser();

/** A submitted records request made through the API, as the wizard makes it (check payment). */
async function submittedRequest(baseURL: string, user: ApiUser): Promise<string> {
  const id = await custodianId(baseURL, user, 'CA', 'Mercy General Hospital');
  const body = {
    idempotency_key: `stuck-${Date.now()}-${Math.random()}`,
    custodian_id: id,
    all_records: true,
    reason_for_request: ['continuing_care'],
    record_types: ['medical'],
    delivery_method: 'instant_download',
    check_payment: true,
    initials: 'AS',
    current_step: 10,
  };
  const draft = await apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, status: 'draft' },
  });
  const form = new FormData();
  form.append('file', new Blob([PDF.buffer], { type: PDF.mimeType }), PDF.name);
  const up = await fetch(`${baseURL}/api/v2/authorizations/general_release?rid=${draft.request_rid}`, {
    method: 'POST',
    headers: { 'authorization-token': user.token },
    body: form,
  });
  if (!up.ok) throw new Error(`general release: ${up.status} ${await up.text()}`);
  await apiAs(baseURL, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, rid: draft.request_rid, is_upload_authorization: true },
  });
  return draft.request_rid;
}

async function signInHere(page: Page, user: ApiUser) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('deep links survive sign-in', () => {
  it('opens the request a mail linked to after signing in, and never leaves the portal for a foreign next', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, user);
    const { context, page } = await newPage(browser(), baseURL, PHONE);

    // Signed out, from a mail: the login host keeps the page asked for.
    await page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await page.waitForURL('**/login/?next=*');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/p/request-detail/${rid}?requestType=Record`);
    await signInHere(page, user);
    await page.waitForURL(`**/p/request-detail/${rid}?requestType=Record`);
    await text(page.getByTestId('detail-status')).toMatch(/ordered/i);
    expect(page.url()).not.toContain('auth_token');
    expect(page.url()).not.toContain('next=');

    // Another site, however spelled, is never where sign-in leads.
    for (const next of [
      'https://evil.example/p/x',
      '//evil.example/p/dashboard',
      '/\\evil.example',
      '/p/%2f%2fevil.example',
      '/p/../staff',
    ]) {
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/login/?next=${encodeURIComponent(next)}`);
      await signInHere(page, user);
      await page.waitForURL('**/p/dashboard');
      expect(new URL(page.url()).host, next).toBe(new URL(baseURL).host);
    }
    await context.close();
  });
});

describe('drafts', () => {
  it('shows a draft as a draft with its last-saved date and deletes it after a confirmation', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const id = await custodianId(baseURL, user, 'CA', 'Mercy General Hospital');
    const saved = await apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
      method: 'POST',
      body: {
        status: 'draft',
        idempotency_key: `d-${Date.now()}`,
        custodian_id: id,
        current_step: 4,
        all_records: true,
      },
    });
    const rid = saved.request_rid;
    const { context, page } = await newPage(browser(), baseURL, PHONE);
    await page.goto('/login/');
    await signInHere(page, user);
    await page.waitForURL('**/p/dashboard');
    await page.goto('/p/records-and-forms');
    const card = page.locator(`[data-testid="request-card"][data-rid="${rid}"]`);
    await text(card).toContain('Draft');
    await text(card.getByTestId('draft-saved')).toMatch(/^Draft, last saved on \d+\/\d+\/\d{4}$/);
    expect(await card.innerText()).not.toContain('Requested on');
    await expectNoAxeViolations(page, 'request list with a draft');
    expect(await noSideScroll(page)).toBe(true);

    // Keyboard: the Delete button opens the confirmation; Escape keeps the draft.
    const del = card.getByRole('button', { name: `Delete draft: Medical Record ${rid}` });
    await del.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await visible(dialog);
    await text(dialog).toContain(`Medical Record ${rid} and everything saved with it`);
    await expectNoAxeViolations(page, 'delete draft confirmation');
    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect((await listRequests(baseURL, user)).some((r) => r.rid === rid)).toBe(true);

    await del.click();
    await dialog.getByRole('button', { name: 'Delete draft' }).click();
    await visible(page.getByText(`Medical Record ${rid} was deleted.`));
    await hidden(card);
    expect((await listRequests(baseURL, user)).some((r) => r.rid === rid)).toBe(false);
    await context.close();
  });

  it('saves one draft on reaching step 2 (spec section 4), and keeps saving that one', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL);
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await heading(page, 'Who is the patient?');
    await page.waitForURL(/patient\?rid=/);
    const rid = new URL(page.url()).searchParams.get('rid');
    expect(await listRequests(baseURL, user)).toEqual([expect.objectContaining({ rid, status: 'draft' })]);
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await heading(page, 'Dates of service');
    await continueButton(page).click();
    await page.waitForURL(/auth-type\?rid=/);
    expect(await listRequests(baseURL, user)).toEqual([expect.objectContaining({ rid, status: 'draft' })]);
    await context.close();
  });
});

describe('costs are visible early', () => {
  it("shows each fee with what it pays for from the patient step, and a check's payee, address and amount", async () => {
    const baseURL = inject('baseURL');
    const { user, context, page, cardIds } = await startJourney(browser(), baseURL, {
      viewport: PHONE,
      cards: ['4242424242424242'],
    });
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await heading(page, 'Who is the patient?');
    const costs = page.getByRole('complementary', { name: 'Your costs' });
    await visible(costs);
    await text(costs).toContain('Retrieval service');
    await text(costs).toContain('Handling your request at the provider');
    await text(costs).toContain('Archive record service');
    await text(costs).toContain('Keeping your records in the portal for 30 days');
    await text(costs).toContain('Delivery (from free to');
    // The total is the sum of the lines shown.
    const amounts = (await costs.locator('tr[data-fee] td').allInnerTexts()).map((s) =>
      Math.round(Number(s.replace(/[$,]/g, '')) * 100),
    );
    const total = Math.round(Number((await page.getByTestId('cost-total').innerText()).replace(/[$,]/g, '')) * 100);
    expect(amounts.length).toBe(2);
    expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
    await expectNoAxeViolations(page, 'patient step with the cost summary');
    expect(await noSideScroll(page)).toBe(true);

    // At payment, Check shows whom to pay, where, and how much (the fax delivery chosen included).
    const custodian = {
      id: await custodianId(baseURL, user, 'CA', 'Mercy General Hospital'),
      name: 'Mercy General Hospital',
    };
    const rid = await recordDraftAtConfirm(baseURL, user, { custodian, cardId: cardIds[0]! });
    await page.goto(`/p/record-request/payment?rid=${rid}`);
    await heading(page, 'Payment');
    await text(costs).toContain('Fax return');
    await page.getByRole('radio', { name: 'Check' }).check();
    const check = page.getByTestId('check-instructions');
    await text(check).toContain('Make the check payable to: Mercy General Hospital');
    await text(check).toMatch(/Mail it to: Mercy General Hospital, .+, CA \d{5}/);
    await text(check.getByTestId('check-amount')).toBe(await page.getByTestId('cost-total').innerText());
    await text(check).toContain(`Write your request ID ${rid} on the check.`);
    await expectNoAxeViolations(page, 'payment by check');
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: '/tmp/stuck-payment-check-phone.png', fullPage: true });
    await context.close();
  });
});
