// One database suffices: its concurrent calls are reads of another user's ids, each answered 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, PAYMENT_MESSAGES } from '@portal/shared';
import { auditEvents, cards, localGatewayObjects, requestPayments } from '../src/db/schema';
import { authorizeRequestPayment, chargeRequest } from '../src/modules/payments';
import { createTestApp, signUp, type TestApp } from './harness';
import { addCard, makeRequest, requestRow } from './payments-helpers';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/patient/cards', headers })).json().cards as Array<{
    id: number;
    card_id: string;
    is_default: boolean;
    last4: string;
    brand: string;
  }>;

describe('cards', () => {
  it('adds a card through the local gateway, keeping only brand, last4 and expiry', async () => {
    const u = await signUp(t);
    const res = await addCard(t, u);
    expect(res.statusCode).toBe(200);
    expect(res.json().card).toMatchObject({
      last4: '4242',
      brand: 'visa',
      is_default: true,
      name: 'Avery Stone',
      address_zip: '12207',
    });
    const stored =
      JSON.stringify(await t.database.db.select().from(localGatewayObjects)) +
      JSON.stringify(await t.database.db.select().from(cards));
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');
    const pms = await t.app.inject({
      method: 'GET',
      url: '/api/v2/patient/cards/stripe_customer_payment_methods',
      headers: u.headers,
    });
    expect(pms.json().data).toEqual([{ id: res.json().card.card_id, card: { brand: 'visa', last4: '4242' } }]);
  });

  it('declines 4000000000000002 and saves nothing; 4000002500003155 needs authentication first', async () => {
    const u = await signUp(t);
    const declined = await addCard(t, u, '4000000000000002');
    expect(declined.json()).toMatchObject({ status: 'requires_payment_method', last_error: PAYMENT_MESSAGES.declined });
    expect(await list(u.headers)).toEqual([]);
    const si = (
      await t.app.inject({ method: 'GET', url: '/api/v2/patient/cards/setup_payment_intent', headers: u.headers })
    ).json().intent;
    const conf = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment_gateway/local/confirm_setup',
      headers: u.headers,
      payload: {
        client_secret: si.client_secret,
        card: { number: '4000002500003155', exp_month: 1, exp_year: 2040, cvc: '999' },
      },
    });
    expect(conf.json().status).toBe('requires_action');
    const body = {
      payment_method_id: conf.json().payment_method,
      setup_intent_id: si.id,
      name: 'A B',
      address1: 'x',
      state: 'NY',
      city: 'Y',
      zipCode: '1',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v2/patient/cards', headers: u.headers, payload: body }))
        .statusCode,
    ).toBe(400);
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment_gateway/local/authenticate_setup',
      headers: u.headers,
      payload: { client_secret: si.client_secret, success: true },
    });
    expect(auth.json().status).toBe('succeeded');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v2/patient/cards', headers: u.headers, payload: body }))
        .statusCode,
    ).toBe(200);
  });

  it('validates the billing details with the spec messages and stores nothing', async () => {
    const u = await signUp(t);
    const res = await addCard(t, u, '4242424242424242', {
      name: 'Av3ry',
      zipCode: '12a',
      state: 'ZZ',
      city: 'x'.repeat(21),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual(
      expect.arrayContaining([
        PAYMENT_MESSAGES.nameDigits,
        PAYMENT_MESSAGES.zipInvalid,
        MESSAGES.required,
        PAYMENT_MESSAGES.cityTooLong,
      ]),
    );
    expect(await list(u.headers)).toEqual([]);
  });

  it('holds at most ten cards, with the spec alert', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 10; i++) expect((await addCard(t, u)).statusCode).toBe(200);
    const eleventh = await t.app.inject({
      method: 'GET',
      url: '/api/v2/patient/cards/setup_payment_intent',
      headers: u.headers,
    });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.messages).toEqual([MESSAGES.cardLimit]);
    expect(await list(u.headers)).toHaveLength(10);
  });

  it('keeps the default exclusive', async () => {
    const u = await signUp(t);
    await addCard(t, u);
    const second = (await addCard(t, u, '5555555555554444')).json().card;
    expect(second.brand).toBe('masterCard');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/patient/cards/${second.id}/default`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    const cs = await list(u.headers);
    expect(cs.filter((c) => c.is_default).map((c) => c.id)).toEqual([second.id]);
  });

  it('moves open requests to another card before deleting, and refuses while they use it', async () => {
    const u = await signUp(t);
    const a = (await addCard(t, u)).json().card;
    const b = (await addCard(t, u, '6011111111111117')).json().card;
    const r = await makeRequest(t, u.id, { cardId: a.id });
    await makeRequest(t, u.id, { cardId: a.id, status: 'completed' });
    const linked = await t.app.inject({
      method: 'GET',
      url: `/api/v2/patient/cards/request_list_link_card?pm_id=${a.card_id}`,
      headers: u.headers,
    });
    expect(linked.json().data).toEqual([r.rid]);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/patient/cards/remove_payment_method?pm_id=${a.card_id}`,
      headers: u.headers,
    });
    expect(refused.statusCode).toBe(400);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/patient/cards/updated_request_with_new_card',
      headers: u.headers,
      payload: { card_updates: [{ request_rid: r.rid, card_id: b.id }] },
    });
    expect(moved.json().message).toBe(MESSAGES.paymentMethodUpdated);
    expect((await requestRow(t, r.id)).cardId).toBe(b.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/patient/cards/remove_payment_method?pm_id=${a.card_id}`,
      headers: u.headers,
    });
    expect(del.json().message).toBe(MESSAGES.cardDeleted);
    expect((await list(u.headers)).map((c) => c.id)).toEqual([b.id]);
    expect(first(await list(u.headers)).is_default).toBe(true);
  });

  it("answers 404 for another user's cards and requests, and changes nothing", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const card = (await addCard(t, owner)).json().card;
    const r = await makeRequest(t, owner.id, { cardId: card.id });
    const otherCard = (await addCard(t, other)).json().card;
    const h = other.headers;
    const calls = [
      t.app.inject({
        method: 'GET',
        url: `/api/v2/patient/cards/request_list_link_card?pm_id=${card.card_id}`,
        headers: h,
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/v2/patient/cards/remove_payment_method?pm_id=${card.card_id}`,
        headers: h,
      }),
      t.app.inject({ method: 'PATCH', url: `/api/v2/patient/cards/${card.id}/default`, headers: h }),
      t.app.inject({
        method: 'PATCH',
        url: '/api/v2/patient/cards/updated_request_with_new_card',
        headers: h,
        payload: { card_updates: [{ request_rid: r.rid, card_id: otherCard.id }] },
      }),
      t.app.inject({ method: 'GET', url: `/api/v2/payments/requests/${r.rid}`, headers: h }),
      t.app.inject({ method: 'GET', url: `/api/v2/payments/requests/${r.rid}/invoice`, headers: h }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await list(owner.headers)).map((c) => c.id)).toEqual([card.id]);
    expect((await requestRow(t, r.id)).cardId).toBe(card.id);
  });
});

describe('pricing, charging and invoices', () => {
  it('answers the fee schedule, with defaults when a custodian sets none', async () => {
    const { makeCustodian } = await import('./payments-helpers');
    const u = await signUp(t);
    const priced = await makeCustodian(t, { pricing: { retrieval_service: 2000, fax_return: 999 } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/custodians/${priced.id}/get_record_service_charge?is_form=false`,
      headers: u.headers,
    });
    expect(res.json()).toMatchObject({
      archieve_record_service: { key: 'archieve_record_service', price: 500 },
      retrieval_service: { key: 'retrieval_service', price: 2000 },
      rush_request_service: { key: 'rush_request', price: 2500 },
      free_pricing: false,
    });
    expect(res.json().record_deliver_services).toContainEqual({ key: 'fax_return', price: 999 });
    const free = await makeCustodian(t, { freePricing: true });
    const form = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v2/custodians/${free.id}/get_record_service_charge?is_form=true`,
        headers: u.headers,
      })
    ).json();
    expect(form.form_completion).toEqual({ key: 'form_completion', price: 0 });
    expect(form.archieve_record_service).toBeUndefined();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/custodians/999999/get_record_service_charge',
          headers: u.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('authorizes at submission, captures on completion, and serves the invoice PDF', async () => {
    const u = await signUp(t);
    const card = (await addCard(t, u)).json().card;
    const r = await makeRequest(t, u.id);
    const res = await t.database.db.transaction((tx) =>
      authorizeRequestPayment(
        tx,
        { userId: u.id, requestId: r.id, cardId: card.id, check: false, amountCents: 2650 },
        t.app.ctx.gateway,
      ),
    );
    expect(res.status).toBe('authorized');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/payments/requests/${r.rid}/invoice`, headers: u.headers }))
        .statusCode,
    ).toBe(404);
    expect((await chargeRequest(t.database.db, r.id, t.app.ctx.gateway)).status).toBe('paid');
    const pay = (
      await t.app.inject({ method: 'GET', url: `/api/v2/payments/requests/${r.rid}`, headers: u.headers })
    ).json();
    expect(pay).toMatchObject({ status: 'paid', amount_cents: 2650, invoice_available: true, card: { last4: '4242' } });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v2/payments/requests/${r.rid}/invoice`,
      headers: u.headers,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`filename="invoice-${r.rid}.pdf"`);
    // The file is named in the account's language, as the other files the server makes.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/language',
      headers: u.headers,
      payload: { language: 'es' },
    });
    const spanish = await t.app.inject({
      method: 'GET',
      url: `/api/v2/payments/requests/${r.rid}/invoice`,
      headers: u.headers,
    });
    expect(spanish.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Factura ${r.rid}.pdf`)}`,
    );
    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, r.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['payment.charge', 'payment.invoice']));
  });

  it('keeps a request whose card fails, with payment failed and a clear message; another card pays it', async () => {
    const u = await signUp(t);
    // A card that needed authentication when saved fails off-session payments (as on Stripe).
    const si = (
      await t.app.inject({ method: 'GET', url: '/api/v2/patient/cards/setup_payment_intent', headers: u.headers })
    ).json().intent;
    const conf = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/payment_gateway/local/confirm_setup',
        headers: u.headers,
        payload: {
          client_secret: si.client_secret,
          card: { number: '4000002500003155', exp_month: 1, exp_year: 2040, cvc: '999' },
        },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment_gateway/local/authenticate_setup',
      headers: u.headers,
      payload: { client_secret: si.client_secret, success: true },
    });
    const weak = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/patient/cards',
        headers: u.headers,
        payload: {
          payment_method_id: conf.payment_method,
          setup_intent_id: si.id,
          name: 'A B',
          address1: 'x',
          state: 'NY',
          city: 'Y',
          zipCode: '1',
        },
      })
    ).json().card;
    const r = await makeRequest(t, u.id);
    const res = await t.database.db.transaction((tx) =>
      authorizeRequestPayment(
        tx,
        { userId: u.id, requestId: r.id, cardId: weak.id, check: false, amountCents: 1000 },
        t.app.ctx.gateway,
      ),
    );
    expect(res.status).toBe('failed');
    expect(res.message).toContain(PAYMENT_MESSAGES.paymentFailed);
    expect((await requestRow(t, r.id)).status).toBe('ordered');
    const good = (await addCard(t, u)).json().card;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v2/payments/requests/${r.rid}/retry`,
      headers: u.headers,
      payload: { card_id: good.id },
    });
    expect(retry.json()).toMatchObject({ status: 'authorized', message: null });
    const p = first(await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, r.id)));
    expect(p.cardId).toBe(good.id);
  });
});
