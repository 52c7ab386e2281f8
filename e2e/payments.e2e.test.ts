import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { MESSAGES } from '@portal/shared';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { count, text, visible } from './support/expect';
import { expectNoAxeViolations, launchBrowser, newPage } from './support/browser';
import { startPgServer, type PgServer } from './support/pg-server';

/**
 * Cards journey. Runs its own server on a fresh PostgreSQL database, so that the open request that
 * uses a card can be created as a row (the wizard is another feature's journey).
 */
let server: PgServer;
let db: pg.Client;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startPgServer('e2e_pay', { SEED_DEMO: 'never' }), launchBrowser()]);
  db = server.db;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Card {
  id: number;
  card_id: string;
  last4: string;
  is_default: boolean;
}

/** Adds a card through the API as the browser does with the local gateway. */
async function addCardViaApi(user: ApiUser, number: string): Promise<Card> {
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
        card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      },
    },
  );
  const res = await apiAs<{ card: Card }>(server.url, user, '/api/v2/patient/cards', {
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
  return res.card;
}

describe('payment methods', () => {
  it('adds cards up to the limit, sets the default, moves a request off a card, refuses the subscription card', async () => {
    const user = await createUser(server.url);
    // Nine test cards with distinct last digits (the tenth, 4242, is added in the form).
    const numbers = [
      '5555555555554444',
      '6011111111111117',
      '378282246310005',
      '4000056655665556',
      '2223003122003222',
      '5200828282828210',
      '5105105105105100',
      '371449635398431',
      '6011000990139424',
    ];
    const cards: Card[] = [];
    for (const n of numbers) cards.push(await addCardViaApi(user, n));
    const {
      rows: [me],
    } = await db.query('SELECT id FROM users WHERE email = $1', [user.email]);
    const rid = `E2E-${randomBytes(3).toString('hex')}`;
    // An open request paid with the second card (a Discover ending 1117).
    await db.query(
      `INSERT INTO requests (rid, user_id, request_type, status, card_id, ordered_on) VALUES ($1, $2, 'Record', 'ordered', $3, now())`,
      [rid, me.id, cards[1]!.id],
    );
    await apiAs(server.url, user, '/api/v2/patient/storages/subscribe', {
      method: 'POST',
      body: { card_id: cards[2]!.id, initials: 'AS' },
    });

    const { context, page } = await newPage(browser, server.url);
    await signIn(page, user);
    await page.goto('/p/subscription');
    const tiles = page.getByTestId('card-tile');
    await count(tiles).toBe(9);
    await expectNoAxeViolations(page, 'payment methods');

    // The tenth card, through the form (validation first: errors under the form).
    await page.getByRole('button', { name: 'Add card', exact: true }).click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await text(page.getByTestId('card-form-errors')).toContain(MESSAGES.required);
    await page.getByLabel('Name on card').fill('Avery Stone');
    await page.getByLabel('Address line 1').fill('1 Main St');
    await page.getByLabel('State').selectOption('NY');
    await page.getByLabel('City').fill('Albany');
    await page.getByLabel('ZIP code').fill('12207');
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially('0120');
    await page.getByLabel('CVV').pressSequentially('12');
    await page.getByRole('button', { name: 'Save card' }).click();
    await text(page.getByTestId('card-form-errors')).toContain(MESSAGES.invalidDate);
    await text(page.getByTestId('card-form-errors')).toContain(MESSAGES.invalidCvv);
    await page.getByLabel('Expiry (MM/YY)').fill('');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially(`12${String(new Date().getFullYear() + 2).slice(-2)}`);
    await page.getByLabel('CVV').pressSequentially('3');
    await expectNoAxeViolations(page, 'add-card form');
    // Keyboard: submit from the focused field with Enter.
    await page.getByLabel('CVV').press('Enter');
    await count(tiles).toBe(10);
    await visible(page.getByText('Card added successfully!'));

    // The eleventh: the spec's alert.
    await page.getByRole('button', { name: 'Add card', exact: true }).click();
    await text(page.getByRole('alert').filter({ hasText: 'ten card limit' })).toContain(MESSAGES.cardLimit);

    // Default is exclusive.
    const last = tiles.last();
    await last.getByRole('button', { name: /Set as default/ }).click();
    await visible(last.getByText('Default', { exact: true }));
    await count(page.getByTestId('card-tile').getByText('Default', { exact: true })).toBe(1);

    // Remove the card an open request uses: move the request first, then confirm.
    await page.getByRole('button', { name: `Remove card ending in ${cards[1]!.last4}` }).click();
    const move = page.getByRole('dialog', { name: 'Update payment method for requests' });
    await visible(move);
    await visible(move.getByLabel(`New card for request ${rid}`));
    await expectNoAxeViolations(page, 'update payment method modal');
    await move.getByRole('button', { name: 'Update payment method' }).click();
    await visible(page.getByText(MESSAGES.paymentMethodUpdated));
    const confirm = page.getByRole('dialog', { name: 'Delete card' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    await visible(page.getByText(MESSAGES.cardDeleted));
    await count(tiles).toBe(9);
    const {
      rows: [moved],
    } = await db.query('SELECT card_id FROM requests WHERE rid = $1', [rid]);
    expect(moved.card_id).not.toBe(cards[1]!.id);

    // The subscription's card is refused with the spec's alert.
    await page.getByRole('button', { name: `Remove card ending in ${cards[2]!.last4}` }).click();
    await text(page.getByRole('alert').filter({ hasText: 'Store & Share' })).toContain(MESSAGES.cardUsedBySubscription);
    await count(tiles).toBe(9);
    await context.close();
  });
});
