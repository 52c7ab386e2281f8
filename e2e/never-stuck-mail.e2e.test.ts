import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { apiAs, createUser, PASSWORD, type ApiUser } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { first, text, visible } from './support/expect';
import { clerkSession, enterClerkCode } from './support/records';
import { addCardByApi, custodianId, PDF } from './wizard-helpers';
import { pgReachable, startPgServer, type PgServer } from './support/pg-server';

/**
 * the refund page says "We will e-mail you when it is decided".
 * The patient asks for a refund in the portal, the records desk decides in its console, and the
 * mail arrives; its link, opened signed out, leads through sign-in back to the refund page.
 * Own server on its own PostgreSQL database (with the demo data, for the demo records desk), so
 * the journey can read the outbox as existing journeys do; state is made only through the API.
 */
const hasPg = await pgReachable();
const CLERK = { email: 'clerk@patientportal.test', password: 'Clerk#Desk2026' };
let server: PgServer;
let db: pg.Client;
let browser: Browser;

beforeAll(async () => {
  if (!hasPg) return;
  [server, browser] = await Promise.all([startPgServer('e2e_stuck'), launchBrowser()]);
  db = server.db;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Mail to an address, newest first (the outbox, as the other mail journeys read it). */
async function mailsTo(to: string): Promise<Array<{ subject: string; text: string }>> {
  const { rows } = await db.query(`SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC`, [to]);
  return rows;
}

/** A request submitted with a card, priced, given its records and completed by the desk: paid. */
async function paidRequest(user: ApiUser): Promise<string> {
  const base = server.url;
  const cardId = await addCardByApi(base, user);
  const body = {
    idempotency_key: `mail-${Date.now()}`,
    custodian_id: await custodianId(base, user, 'CA', 'Mercy General Hospital'),
    all_records: true,
    reason_for_request: ['continuing_care'],
    record_types: ['medical'],
    delivery_method: 'instant_download',
    card_id: cardId,
    initials: 'AS',
    current_step: 10,
  };
  const { request_rid: rid } = await apiAs<{ request_rid: string }>(base, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, status: 'draft' },
  });
  const release = new FormData();
  release.append('file', new Blob([PDF.buffer], { type: PDF.mimeType }), PDF.name);
  const up = await fetch(`${base}/api/v2/authorizations/general_release?rid=${rid}`, {
    method: 'POST',
    headers: { 'authorization-token': user.token },
    body: release,
  });
  if (!up.ok) throw new Error(`general release: ${up.status}`);
  await apiAs(base, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, rid, is_upload_authorization: true },
  });
  const clerk = await clerkSession(server.url);
  await apiAs(base, clerk, `/api/v2/staff/requests/${rid}/price`, {
    method: 'POST',
    body: { amount_cents: 3200, reason: 'More pages than estimated' },
  });
  // 32.00 is more than the 26.50 the patient authorized: the patient approves it first.
  await apiAs(base, user, `/api/v2/requests/${rid}/price/approve`, { method: 'POST', body: {} });
  const records = new FormData();
  records.append('files', new Blob([PDF.buffer], { type: PDF.mimeType }), 'records.pdf');
  const rec = await fetch(`${base}/api/v2/staff/requests/${rid}/records`, {
    method: 'POST',
    headers: { 'authorization-token': clerk.token },
    body: records,
  });
  if (!rec.ok) throw new Error(`records: ${rec.status} ${await rec.text()}`);
  await apiAs(base, clerk, `/api/v2/staff/requests/${rid}/complete`, { method: 'POST', body: {} });
  return rid;
}

async function signInOn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(!hasPg)('promised mail comes', () => {
  it('welcomes, sends a receipt, and mails the refund decision; the mailed link leads back through sign-in', async () => {
    const user = await createUser(server.url);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(['Welcome to the Patient Portal']);
    const rid = await paidRequest(user);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain(`We received your request ${rid}`);

    // The patient asks for a refund in the portal; the page promises a mail.
    const patient = await newPage(browser, server.url, PHONE);
    await patient.page.goto('/login/');
    await signInOn(patient.page, user.email, PASSWORD);
    await patient.page.waitForURL('**/p/dashboard');
    await patient.page.goto(`/p/request-refund?rid=${rid}`);
    await visible(patient.page.getByRole('heading', { name: 'Request a refund' }));
    await patient.page.getByLabel(/^Reason/).fill('Charged for a delivery I did not choose.');
    await patient.page.getByLabel(/^Amount/).fill('12.00');
    await patient.page.getByRole('button', { name: 'Request refund' }).click();
    await text(patient.page.getByTestId('refund-created')).toContain('We will e-mail you when it is decided.');
    await patient.context.close();
    const refundId = (
      await apiAs<{ refunds: Array<{ id: number; rid: string }> }>(server.url, user, '/api/v2/refunds')
    ).refunds.find((f) => f.rid === rid)!.id;

    // The records desk approves it in its console.
    const desk = await newPage(browser, server.url, DESKTOP);
    await desk.page.goto('/login/');
    await signInOn(desk.page, CLERK.email, CLERK.password);
    await enterClerkCode(desk.page);
    await desk.page.waitForURL('**/staff/queue/new');
    await desk.page.goto('/staff/refunds');
    await desk.page.getByRole('button', { name: `Approve refund ${refundId}` }).click();
    await visible(desk.page.getByText('Refund approved.'));
    await desk.context.close();

    // The decision is mailed, without health details, with a link to the refund page.
    await expect
      .poll(async () => (await mailsTo(user.email))[0]?.subject)
      .toBe(`Your refund request for ${rid} was approved`);
    const mail = first(await mailsTo(user.email), 'mail');
    expect(mail.text).toContain(`Your refund request of $12.00 for request ${rid} was approved.`);
    expect(mail.text).not.toContain('Mercy');
    expect(mail.text).not.toContain('delivery I did not choose');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/p/request-refund');

    // Opened from the mail on another device (signed out): sign-in leads back to the refund page.
    const reader = await newPage(browser, server.url, PHONE);
    await reader.page.goto(`${link.pathname}${link.search}`);
    await reader.page.waitForURL('**/login/?next=*');
    await signInOn(reader.page, user.email, PASSWORD);
    await reader.page.waitForURL('**/p/request-refund');
    await text(reader.page.getByTestId('refund-history')).toContain('$12.00 · Approved');
    await expectNoAxeViolations(reader.page, 'refund page after the mailed link');
    await reader.context.close();
  });
});
