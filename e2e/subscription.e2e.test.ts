import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { MESSAGES } from '@portal/shared';
import { createLocalFileStore } from '../apps/api/src/platform/file-store';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { first, hidden, text, visible } from './support/expect';
import { expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { startPgServer, type PgServer } from './support/pg-server';

/**
 * Store & Share journey: an archived record needs the subscription; subscribe (card, initials,
 * confirm), download the zip, unsubscribe. Its own server on a fresh PostgreSQL database, so the
 * delivered record can be put in place as the records desk would.
 */
let server: PgServer;
let db: pg.Client;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startPgServer('e2e_sub', { SEED_DEMO: 'never' }), launchBrowser()]);
  db = server.db;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function addCardViaApi(user: ApiUser) {
  const { intent } = await apiAs<{ intent: { id: string; client_secret: string } }>(
    server.url,
    user,
    '/api/v2/patient/cards/setup_payment_intent',
  );
  const conf = await apiAs<{ payment_method: string }>(
    server.url,
    user,
    '/api/v2/payment_gateway/local/confirm_setup',
    {
      method: 'POST',
      body: {
        client_secret: intent.client_secret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      },
    },
  );
  await apiAs(server.url, user, '/api/v2/patient/cards', {
    method: 'POST',
    body: {
      payment_method_id: conf.payment_method,
      setup_intent_id: intent.id,
      name: 'Avery Stone',
      address1: '1 Main St',
      state: 'NY',
      city: 'Albany',
      zipCode: '12207',
    },
  });
}

/** A request completed 60 days ago (archived), with one delivered record in the encrypted store. */
async function archivedRequestWithRecord(user: ApiUser) {
  const { FILE_ENCRYPTION_KEY } = JSON.parse(readFileSync(path.join(server.dataDir, 'dev-secrets.json'), 'utf8'));
  const store = createLocalFileStore(path.join(server.dataDir, 'files'), FILE_ENCRYPTION_KEY);
  const bytes = Buffer.from('%PDF-1.4\n% a delivered record\n');
  const stored = await store.put(bytes);
  const {
    rows: [me],
  } = await db.query('SELECT id FROM users WHERE email = $1', [user.email]);
  const rid = `ARC-${randomBytes(3).toString('hex')}`;
  const {
    rows: [r],
  } = await db.query(
    `INSERT INTO requests (rid, user_id, request_type, status, ordered_on, completed_on)
     VALUES ($1, $2, 'Record', 'completed_archived', now() - interval '70 days', now() - interval '60 days') RETURNING id`,
    [rid, me.id],
  );
  const {
    rows: [f],
  } = await db.query(
    `INSERT INTO files (owner_user_id, purpose, storage_key, original_name, mime, size, sha256) VALUES (NULL, 'medical_record', $1, 'lab-results.pdf', 'application/pdf', $2, $3) RETURNING id`,
    [stored.key, stored.size, stored.sha256],
  );
  await db.query('INSERT INTO medical_records (request_id, file_id, name) VALUES ($1, $2, $3)', [
    r.id,
    f.id,
    'lab-results.pdf',
  ]);
  return rid;
}

describe('Store & Share', () => {
  it('offers the subscription for an archived record, subscribes, downloads the zip, unsubscribes', async () => {
    const user = await createUser(server.url);
    await addCardViaApi(user);
    const rid = await archivedRequestWithRecord(user);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, user);
    await page.goto('/p/subscription');
    await visible(page.getByRole('heading', { name: 'Keep your records with Store & Share' }));
    await text(page.getByText(/unlimited access/)).toContain('$4.99 per month');
    await expectNoAxeViolations(page, 'subscription offer');

    // Archived and no subscription: the download answers with the offer.
    await page.getByRole('button', { name: `Download records of ${rid}` }).click();
    const offer = page.getByRole('dialog', { name: 'Subscription needed' });
    await visible(offer);
    await offer.getByRole('button', { name: 'Subscribe for $4.99/month' }).click();

    // Card (default preselected) → initials → confirm, with the keyboard where it matters.
    await visible(page.getByRole('radio', { name: 'Use card ending in 4242' }));
    expect(await page.getByRole('radio', { name: 'Use card ending in 4242' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await text(page.getByText(/monthly for the Store & Share/)).toContain('$4.99');
    const initials = page.getByLabel('Your initials');
    await initials.fill('A1');
    await initials.press('Tab');
    await visible(page.getByText(MESSAGES.lettersAndSpaces));
    await expectNoAxeViolations(page, 'initials step');
    await initials.fill('A S');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await text(page.getByTestId('subscription-summary')).toContain(
      '$4.99 per month, charged to the card ending in 4242',
    );
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await visible(page.getByText(MESSAGES.subscribed));
    await text(page.getByTestId('subscription-details')).toContain('$4.99 per month, card ending in 4242');

    // Now the archived record downloads through a one-time link: its one record as that PDF.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download records of ${rid}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('lab-results.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expectNoAxeViolations(page, 'active subscription');

    // Unsubscribe (confirmed in a dialog).
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe' });
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await visible(page.getByText(MESSAGES.unsubscribed));
    await hidden(page.getByTestId('subscription-details'));
    await visible(page.getByRole('heading', { name: 'Keep your records with Store & Share' }));
    await context.close();
  });

  it('reads well on a phone', async () => {
    const user = await createUser(server.url);
    // A default card that pays the subscription: both badges (DEFAULT, STORE & SHARE CARD) on its tile.
    await addCardViaApi(user);
    const { cards } = await apiAs<{ cards: Array<{ id: number }> }>(server.url, user, '/api/v2/patient/cards');
    await apiAs(server.url, user, '/api/v2/patient/storages/subscribe', {
      method: 'POST',
      body: { card_id: first(cards, 'card').id, initials: 'AS' },
    });
    const { context, page } = await newPage(browser, server.url, PHONE);
    await signIn(page, user);
    await page.goto('/p/subscription');
    await visible(page.getByRole('heading', { name: 'Payment methods' }));
    await visible(page.getByTestId('card-tile').first());
    // Nothing sticks out of the 375 px screen (the badges wrap under the card).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'subscription on a phone');
    await context.close();
  });
});
