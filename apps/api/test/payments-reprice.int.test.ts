// Runs on both databases: SQL of its own on payment rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@portal/shared';
import { auditEvents, localGatewayObjects, requestPayments, requests } from '../src/db/schema';
import { authorizeRequestPayment } from '../src/modules/payments';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addCard, makeCustodian, requestRow } from './payments-helpers';
import { multipart, orderedRequest, PDF, signInStaff } from './staff-helpers';
import { first } from './support/rows';
import { attachRelease } from './tracking-fixtures';

let t: TestApp;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await signInStaff(t);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const payment = async (requestId: number) =>
  first(await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, requestId)), 'payment');
const intent = async (id: string) =>
  first(await t.database.db.select().from(localGatewayObjects).where(eq(localGatewayObjects.id, id)), 'gateway object');

/** An ordered request whose estimate is held on a fresh card, as submission leaves it. */
async function heldRequest(u: TestUser, amountCents: number) {
  const card = (await addCard(t, u)).json().card;
  const r = await orderedRequest(t, u.id, { cardId: card.id, amountCents });
  const res = await t.database.db.transaction((tx) =>
    authorizeRequestPayment(
      tx,
      { userId: u.id, requestId: r.id, cardId: card.id, check: false, amountCents },
      t.app.ctx.gateway,
    ),
  );
  expect(res.status).toBe('authorized');
  return { r, card, hold: (await payment(r.id)).gatewayIntentId! };
}

async function uploadRecords(rid: string) {
  const m = multipart([{ name: 'records.pdf', body: PDF }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/staff/requests/${rid}/records`,
    headers: { ...clerk.headers, ...m.headers },
    payload: m.payload,
  });
  expect(res.statusCode).toBe(200);
}

describe("the clerk's price reaches the card", () => {
  it('moves the hold to the new price, and completion captures exactly that', async () => {
    const u = await signUp(t);
    const { r, hold } = await heldRequest(u, 2650);
    expect(
      (
        await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
          amount_cents: 4100,
          reason: 'More pages than estimated',
        })
      ).statusCode,
    ).toBe(200);
    // Above the 26.50 the patient authorized: the hold waits for the patient's approval.
    expect(await payment(r.id)).toMatchObject({ status: 'authorized', amountCents: 2650, gatewayIntentId: hold });
    expect((await post(`/api/v2/requests/${r.rid}/price/approve`, u.headers)).statusCode).toBe(200);
    const p = await payment(r.id);
    expect(p).toMatchObject({ status: 'authorized', amountCents: 4100, failureMessage: null });
    expect(p.gatewayIntentId).not.toBe(hold);
    expect((await intent(hold)).data).toMatchObject({ status: 'canceled', amount: 2650 });
    expect((await intent(p.gatewayIntentId!)).data).toMatchObject({ status: 'requires_capture', amount: 4100 });
    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.requestId, r.id),
          eq(auditEvents.action, 'payment.charge'),
          sql`${auditEvents.details}->>'action' = 'reprice'`,
        ),
      );
    expect(logged).toHaveLength(1);
    expect(first(logged).details).toMatchObject({ from_cents: 2650, amount_cents: 4100, status: 'authorized' });

    await uploadRecords(r.rid);
    const done = await post(`/api/v2/staff/requests/${r.rid}/complete`, clerk.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(await payment(r.id)).toMatchObject({ status: 'paid', amountCents: 4100, capturedCents: 4100 });
    expect((await intent(p.gatewayIntentId!)).data).toMatchObject({ status: 'succeeded', amountReceived: 4100 });
    expect((await requestRow(t, r.id)).status).toBe('completed');
  });

  it('keeps the request when the card declines the new price, with payment failed and the gateway message', async () => {
    const u = await signUp(t);
    const { r, hold } = await heldRequest(u, 2650);
    // The card held at submission now refuses off-session payments (the local gateway's authentication card).
    const held = first(
      await t.database.db
        .select()
        .from(localGatewayObjects)
        .where(eq(localGatewayObjects.id, (await intent(hold)).data.paymentMethodId as string)),
    );
    await t.database.db
      .update(localGatewayObjects)
      .set({ data: { ...held.data, behaviour: 'authenticate' } })
      .where(eq(localGatewayObjects.id, held.id));

    const res = await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
      amount_cents: 9000,
      reason: 'More pages than estimated',
    });
    expect(res.statusCode, res.body).toBe(200);
    const approved = await post(`/api/v2/requests/${r.rid}/price/approve`, u.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    const p = await payment(r.id);
    expect(p).toMatchObject({ method: 'card', status: 'failed', amountCents: 9000 });
    expect(p.failureMessage).toBe(`${PAYMENT_MESSAGES.authenticationFailed} ${PAYMENT_MESSAGES.paymentFailed}`);
    expect((await intent(hold)).data).toMatchObject({ status: 'canceled' });
    expect(await requestRow(t, r.id)).toMatchObject({ status: 'ordered', amountCents: 9000 });
    // The patient sees the failure on the request's payment.
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/v2/payments/requests/${r.rid}`, headers: u.headers })
    ).json();
    expect(seen).toMatchObject({ status: 'failed', amount_cents: 9000, message: p.failureMessage });
  });

  it('only records the new amount for a check', async () => {
    const u = await signUp(t);
    const r = await orderedRequest(t, u.id, { checkPayment: true });
    await t.database.db.transaction((tx) =>
      authorizeRequestPayment(
        tx,
        { userId: u.id, requestId: r.id, cardId: null, check: true, amountCents: 2650 },
        t.app.ctx.gateway,
      ),
    );
    expect(
      (
        await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
          amount_cents: 3000,
          reason: 'More pages than estimated',
        })
      ).statusCode,
    ).toBe(200);
    expect(await payment(r.id)).toMatchObject({
      method: 'check',
      status: 'check_pending',
      amountCents: 3000,
      gatewayIntentId: null,
    });
  });
});

describe('custodians paid at submission', () => {
  it('captures the estimate when the request is submitted, and completion charges nothing more', async () => {
    const u = await signUp(t);
    const card = (await addCard(t, u)).json().card;
    const c = await makeCustodian(t, { chargeAtSubmission: true });
    const key = randomUUID();
    const draft = await post('/api/v2/request/record_request', u.headers, {
      status: 'draft',
      idempotency_key: key,
      custodian_id: c.id,
      current_step: 2,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const rid = draft.json().request_rid as string;
    const row = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid)));
    await attachRelease(t.database.db, u.id, rid);

    const sent = await post('/api/v2/request/record_request', u.headers, {
      rid,
      idempotency_key: key,
      custodian_id: c.id,
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
    expect(sent.statusCode, sent.body).toBe(200);
    // Default schedule: retrieval 15.00 + instant download 6.50 + archive service 5.00.
    const p = await payment(row.id);
    expect(p).toMatchObject({
      method: 'card',
      status: 'paid',
      amountCents: 2650,
      capturedCents: 2650,
      cardId: card.id,
    });
    expect(p.paidAt).not.toBeNull();
    expect((await intent(p.gatewayIntentId!)).data).toMatchObject({ status: 'succeeded', amount: 2650 });

    // Already paid: the desk's price and completion leave the payment as it is.
    expect(
      (
        await post(`/api/v2/staff/requests/${rid}/price`, clerk.headers, {
          amount_cents: 2650,
          reason: 'More pages than estimated',
        })
      ).statusCode,
    ).toBe(200);
    await uploadRecords(rid);
    expect((await post(`/api/v2/staff/requests/${rid}/complete`, clerk.headers)).statusCode).toBe(200);
    expect(await payment(row.id)).toMatchObject({
      status: 'paid',
      capturedCents: 2650,
      gatewayIntentId: p.gatewayIntentId,
    });
  });
});
