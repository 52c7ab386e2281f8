import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DESK_MESSAGES } from '@portal/shared';
import { mailOutbox } from '../src/db/schema';
import { authorizeRequestPayment } from '../src/modules/payments';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addCard } from './payments-helpers';
import { multipart, orderedRequest, PDF, signInStaff } from './staff-helpers';
import { attachRelease } from './tracking-fixtures';

/**
 * A request whose card failed is a payment the patient can fix at once, and a request the desk
 * cannot work unpaid: the submission says the payment failed (and the receipt says what is
 * needed), the list, the detail and the desk's queue say "payment needed", the desk may not price,
 * upload or complete it, and a retry with another card (or a check) makes it new work again. A card
 * that fails at the desk's completion (expired) leads to the same, and the patient is mailed.
 */
let t: TestApp;
let clerk: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await signInStaff(t);
});
afterAll(() => t.close());

const inject = (u: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: u.headers, payload: payload as Record<string, unknown> | undefined });

/** A card that passed 3-D Secure when saved: off-session holds on it fail ("authentication required"). */
async function authCard(u: TestUser) {
  const si = (await inject(u, 'GET', '/api/v2/patient/cards/setup_payment_intent')).json().intent;
  const conf = (
    await inject(u, 'POST', '/api/v2/payment_gateway/local/confirm_setup', {
      client_secret: si.client_secret,
      card: { number: '4000002500003155', exp_month: 1, exp_year: 2040, cvc: '999' },
    })
  ).json();
  await inject(u, 'POST', '/api/v2/payment_gateway/local/authenticate_setup', {
    client_secret: si.client_secret,
    success: true,
  });
  const saved = await inject(u, 'POST', '/api/v2/patient/cards', {
    payment_method_id: conf.payment_method,
    setup_intent_id: si.id,
    name: 'Avery Stone',
    address1: '1 Main St',
    state: 'NY',
    city: 'Albany',
    zipCode: '12207',
  });
  return saved.json().card as { id: number };
}

const queueItem = async (rid: string) => {
  const q = await inject(clerk, 'GET', `/api/v2/staff/queue?queue=new&keyword=${rid}`);
  return (q.json().requests as Array<{ rid: string; payment_needed: boolean }>).find((r) => r.rid === rid);
};
const listItem = async (u: TestUser, rid: string) => {
  const l = await inject(u, 'GET', '/api/v2/requests?per_page=10');
  return (l.json().requests as Array<{ rid: string; payment_needed?: boolean }>).find((r) => r.rid === rid);
};
const detail = async (u: TestUser, rid: string) => (await inject(u, 'GET', `/api/v2/requests/${rid}/detail`)).json();
const desk = (rid: string, action: string, payload?: unknown) =>
  inject(clerk, 'POST', `/api/v2/staff/requests/${rid}/${action}`, payload);
const upload = (rid: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/staff/requests/${rid}/records`,
    ...(() => {
      const m = multipart([{ name: 'records.pdf', body: PDF, type: 'application/pdf' }]);
      return { payload: m.payload, headers: { ...clerk.headers, ...m.headers } };
    })(),
  });

describe('a payment that fails', () => {
  it('answers the submission with the failure, and the receipt says payment is needed', async () => {
    const u = await signUp(t);
    const card = await authCard(u);
    const custodian = (await orderedRequest(t, u.id)).custodianId!;
    const key = randomUUID();
    const draft = await inject(u, 'POST', '/api/v2/request/record_request', {
      status: 'draft',
      idempotency_key: key,
      custodian_id: custodian,
      current_step: 2,
    });
    const rid = draft.json().request_rid as string;
    await attachRelease(t.database.db, u.id, rid);
    const res = await inject(u, 'POST', '/api/v2/request/record_request', {
      rid,
      idempotency_key: key,
      custodian_id: custodian,
      current_step: 10,
      all_records: true,
      reason_for_request: ['personal'],
      record_types: ['medical'],
      scope: [],
      delivery_method: 'instant_download',
      rush_request: false,
      check_payment: false,
      card_id: card.id,
      initials: 'AS',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ request_rid: rid, payment_status: 'failed' });
    expect(res.json().message).toContain('We could not authenticate your card');
    const [receipt] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, u.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(receipt?.text).toContain('Payment needed: your card could not be charged');
    expect(receipt?.text).not.toContain('Your card is authorized');
    // An uploaded release is no e-authorization: the receipt promises no signed copy.
    expect(receipt?.text).not.toContain('Your signed authorization is kept');
  });

  it('says "payment needed" to the patient and the desk, blocks the desk, and a retry makes it new again', async () => {
    const u = await signUp(t);
    const weak = await authCard(u);
    const r = await orderedRequest(t, u.id);
    const held = await t.database.db.transaction((tx) =>
      authorizeRequestPayment(
        tx,
        { userId: u.id, requestId: r.id, cardId: weak.id, check: false, amountCents: 2650 },
        t.app.ctx.gateway,
      ),
    );
    expect(held.status).toBe('failed');

    expect((await listItem(u, r.rid))?.payment_needed).toBe(true);
    expect((await detail(u, r.rid)).payment_needed).toBe(true);
    expect((await queueItem(r.rid))?.payment_needed).toBe(true);
    expect((await inject(clerk, 'GET', `/api/v2/staff/requests/${r.rid}`)).json().payment_needed).toBe(true);

    for (const res of [await desk(r.rid, 'price', { amount_cents: 2650 }), await upload(r.rid)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.messages).toEqual([DESK_MESSAGES.paymentNeeded]);
    }

    // Another user's request is not found; a retry without a card or check is refused.
    const other = await signUp(t);
    expect((await inject(other, 'POST', `/api/v2/payments/requests/${r.rid}/retry`, { check: true })).statusCode).toBe(
      404,
    );
    expect((await inject(u, 'POST', `/api/v2/payments/requests/${r.rid}/retry`, {})).statusCode).toBe(400);

    const good = (await addCard(t, u)).json().card;
    const retry = await inject(u, 'POST', `/api/v2/payments/requests/${r.rid}/retry`, { card_id: good.id });
    expect(retry.json()).toMatchObject({ status: 'authorized', message: null });
    expect((await listItem(u, r.rid))?.payment_needed).toBe(false);
    expect((await detail(u, r.rid)).payment_needed).toBe(false);
    expect((await queueItem(r.rid))?.payment_needed).toBe(false);
    expect((await desk(r.rid, 'price', { amount_cents: 2650, reason: 'Copies of the imaging' })).statusCode).toBe(200);
  });

  it('pays by check instead of a card', async () => {
    const u = await signUp(t);
    const weak = await authCard(u);
    const r = await orderedRequest(t, u.id);
    await t.database.db.transaction((tx) =>
      authorizeRequestPayment(
        tx,
        { userId: u.id, requestId: r.id, cardId: weak.id, check: false, amountCents: 2650 },
        t.app.ctx.gateway,
      ),
    );
    const retry = await inject(u, 'POST', `/api/v2/payments/requests/${r.rid}/retry`, { check: true });
    expect(retry.json()).toMatchObject({ status: 'check_pending', method: 'check', message: null });
    expect((await detail(u, r.rid)).payment).toMatchObject({ method: 'check', status: 'check_pending' });
    expect((await queueItem(r.rid))?.payment_needed).toBe(false);
  });

  it('a card that expired by completion: the desk is told, the patient mailed, and another card completes it', async () => {
    const u = await signUp(t);
    const expiring = (await addCard(t, u, '4000000000000069')).json().card;
    const r = await orderedRequest(t, u.id);
    const held = await t.database.db.transaction((tx) =>
      authorizeRequestPayment(
        tx,
        { userId: u.id, requestId: r.id, cardId: expiring.id, check: false, amountCents: 2650 },
        t.app.ctx.gateway,
      ),
    );
    expect(held.status).toBe('authorized');
    expect((await desk(r.rid, 'price', { amount_cents: 2650, reason: 'Copies of the imaging' })).statusCode).toBe(200);
    expect((await upload(r.rid)).statusCode).toBe(200);
    const refused = await desk(r.rid, 'complete');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.messages[0]).toBe(`Your card has expired. ${DESK_MESSAGES.paymentNeeded}`);
    expect((await detail(u, r.rid)).payment_needed).toBe(true);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, u.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe(`Payment needed for your request ${r.rid}`);
    // Again: refused before any charge, with the same words.
    expect((await desk(r.rid, 'complete')).json().error.messages).toEqual([DESK_MESSAGES.paymentNeeded]);

    const good = (await addCard(t, u)).json().card;
    expect(
      (await inject(u, 'POST', `/api/v2/payments/requests/${r.rid}/retry`, { card_id: good.id })).json().status,
    ).toBe('authorized');
    const done = await desk(r.rid, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect((await detail(u, r.rid)).payment).toMatchObject({ status: 'paid', card: { last4: '4242' } });
  });
});
