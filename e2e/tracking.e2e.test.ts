import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { hidden, text, visible } from './support/expect';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { pdfText } from './support/auth-docs';
import { enrolledStaffSession } from './support/records';
import { custodian, deliverRecord, placeRequest, userId } from './tracking-fixtures';
import { startPgServer, type PgServer } from './support/pg-server';

/**
 * Tracking journeys: find a request by filter and keyword, open it, download its records, chat
 * back and forth with the records desk (through the staff API), ask for a refund. Own server on a
 * fresh PostgreSQL database so requests can be put in place as the wizard and desk leave them.
 */
const STAFF = { email: `desk-${randomBytes(3).toString('hex')}@example.com`, password: 'Desk#Clerk2026' };
let server: PgServer;
let db: pg.Client;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startPgServer('e2e_track', { SEED_DEMO: 'never' }), launchBrowser()]);
  db = server.db;
  // A records-desk account, made as `staff:create` makes it (role staff, argon2id hash).
  const { hashPassword } = await import('../apps/api/src/platform/passwords');
  await db.query(
    `INSERT INTO users (email, password_hash, role, name, last_name) VALUES ($1, $2, 'staff', 'Casey', 'Desk')`,
    [STAFF.email, await hashPassword(STAFF.password)],
  );
  staffToken = await enrolledStaffSession(server.url, STAFF.email, STAFF.password);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('tracking journeys', () => {
  it('finds a request by filter and keyword, downloads records, chats with the desk, asks for a refund', async () => {
    const user: ApiUser = await createUser(server.url);
    const uid = await userId(db, user.email);
    const harbor = await custodian(db, 'Harbor Vision Center');
    const other = await custodian(db, 'Northside Pediatrics');
    const target = await placeRequest(db, uid, {
      custodianId: harbor,
      status: 'completed',
      daysAgo: 6,
      completedDaysAgo: 2,
      paidCents: 3000,
    });
    await deliverRecord(db, server.dataDir, target.id, 'vision-records.pdf');
    await placeRequest(db, uid, { custodianId: harbor, type: 'Form', daysAgo: 3, form: 'Harbor Intake Form' });
    for (let i = 0; i < 11; i++) await placeRequest(db, uid, { custodianId: other, daysAgo: 10 + i * 20 });

    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(page, user);
    await page.getByRole('link', { name: 'Records & Forms' }).click();
    await text(page.getByTestId('results-count')).toBe('13 requests');
    await visible(page.getByRole('navigation', { name: 'Pages of requests' }));
    await expectNoAxeViolations(page, 'records and forms');

    await chooseOption(page, 'Request type', 'Records Request');
    await text(page.getByTestId('results-count')).toBe('12 requests');
    await page.getByLabel('Keyword').fill('harbor');
    await text(page.getByTestId('results-count')).toBe('1 request');
    expect(page.url()).toContain('keyword=harbor');
    await page.getByRole('link', { name: new RegExp(`Medical Record ${target.rid}`) }).click();
    await page.waitForURL(`**/p/request-detail/${target.rid}?requestType=Record`);
    await visible(page.getByRole('heading', { name: `Medical Record ${target.rid}` }));
    await text(page.getByTestId('hipaa-clock')).toContain('Completed on day 4 of 30');
    await visible(page.getByText('Harbor Vision Center — 5 Pier St, Albany, NY, 12207'));
    await expectNoAxeViolations(page, 'request detail');

    const download = page.waitForEvent('download');
    // The records come first: one record downloads as that file, several as one zip.
    await page
      .getByTestId('records-actions')
      .getByRole('button', { name: /^Download( all \(ZIP\))?$/ })
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.(pdf|zip)$/);

    // Chat: the patient writes, the desk answers through the staff API, the answer appears by polling.
    const chat = page.getByTestId('chat');
    await visible(chat.getByText('No messages yet.', { exact: false }));
    await chat.getByLabel('Your message').fill('Is the imaging report included?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await visible(chat.getByText('Message sent'));
    await visible(chat.getByTestId('chat-message').filter({ hasText: 'Is the imaging report included?' }));
    const staffReply = await fetch(`${server.url}/api/v2/staff/requests/${target.rid}/messages`, {
      method: 'POST',
      headers: { 'authorization-token': staffToken, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Yes, it is on page 4.' }),
    });
    expect(staffReply.status).toBe(200);
    await visible(chat.locator('[data-sender="staff"]').filter({ hasText: 'Yes, it is on page 4.' }), 12_000);
    await chat.getByLabel('Your message').fill('Thank you!');
    await chat.getByLabel('Your message').press('Tab');
    await page.keyboard.press('Enter');
    await visible(chat.getByTestId('chat-message').filter({ hasText: 'Thank you!' }));
    await expectNoAxeViolations(page, 'request detail with chat');

    // Refund: from the request, up to what was paid.
    await page.getByRole('link', { name: 'Ask for a refund' }).click();
    await page.waitForURL('**/p/request-refund?rid=*');
    await visible(page.getByRole('heading', { name: 'Request a refund' }));
    await expectNoAxeViolations(page, 'refund form');
    await page.getByLabel(/^Reason/).fill('The imaging report was missing from the first delivery.');
    await page.getByLabel(/^Amount/).fill('45.00');
    await page.getByRole('button', { name: 'Request refund' }).click();
    await visible(page.getByText('The amount cannot be more than what was paid'));
    await page.getByLabel(/^Amount/).fill('12.50');
    await page.getByRole('button', { name: 'Request refund' }).click();
    await visible(page.getByTestId('refund-created'));
    await text(page.getByTestId('refund-history')).toContain('$12.50 · Requested');
    await expectNoAxeViolations(page, 'refund created');
    await page.getByRole('button', { name: 'Request another refund' }).click();
    await visible(page.getByTestId('no-refundable'));

    await page.goto(`/p/request-detail/${target.rid}?requestType=Record`);
    await text(page.getByTestId('request-refunds')).toContain('$12.50 · Requested');
    await context.close();
  });

  it('on a phone: empty list, status lookup, and a request of another account answers not found', async () => {
    const user = await createUser(server.url);
    const stranger = await createUser(server.url);
    const foreign = await placeRequest(db, await userId(db, stranger.email), {
      custodianId: await custodian(db, 'Elm Clinic'),
      daysAgo: 40,
    });
    const mine = await placeRequest(db, await userId(db, user.email), {
      custodianId: await custodian(db, 'Bay Clinic'),
      daysAgo: 35,
    });
    const { context, page } = await newPage(browser, server.url, PHONE);
    await signIn(page, user);

    await page.goto(`/p/request-status?rid=${mine.rid}`);
    await visible(page.getByTestId('status-result'));
    await text(page.getByTestId('hipaa-clock')).toContain('Day 35 of 30');
    await visible(page.getByText('The provider is past the 30-day limit.', { exact: false }));
    await expectNoAxeViolations(page, 'request status (phone)');

    // Overdue: the request offers the two letters, with its dates and history.
    await page.goto(`/p/request-detail/${mine.rid}?requestType=Record`);
    await visible(page.getByTestId('overdue-letters'));
    await expectNoAxeViolations(page, 'overdue request with letters (phone)');
    await page.screenshot({ path: '/tmp/rights-letters-phone.png', fullPage: true });
    for (const [name, expected] of [
      ['Reminder to the provider (PDF)', ['Bay Clinic', '45 CFR 164.524(b)(2)', 'Today is day 35']],
      ['Complaint to HHS OCR (PDF)', ['Office for Civil Rights', `request ${mine.rid}`, user.email]],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name }).click();
      const file = path.join(os.tmpdir(), `${Date.now()}-${(await download).suggestedFilename()}`);
      await (await download).saveAs(file);
      const body = pdfText(file);
      for (const words of expected) expect(body).toContain(words);
    }
    await page.goto(`/p/request-status?rid=${mine.rid}`);
    await page.getByLabel(/^Request id/).fill(foreign.rid);
    await page.getByRole('button', { name: 'Show status' }).click();
    await visible(page.getByText('This request was not found.'));
    expect(await apiAs(server.url, user, '/api/v2/refunds')).toEqual({ refunds: [], refundable: [] });

    await page.goto('/p/records-and-forms?status=completed');
    await visible(page.getByText('No requests match these filters.'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await text(page.getByTestId('results-count')).toBe('1 request');
    await hidden(page.getByRole('button', { name: 'Clear filters' }));
    await expectNoAxeViolations(page, 'records and forms (phone)');

    await page.goto('/p/request-refund');
    await visible(page.getByTestId('no-refundable'));
    await expectNoAxeViolations(page, 'refund, nothing paid (phone)');
    await context.close();
  });
});
