import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeGateway } from '../src/platform/payment-gateway';
import { createTestApp, signUp, type TestApp } from './harness';

/**
 * A local HTTP stand-in for the parts of the Stripe API we call. The real `stripe` SDK talks to it
 * through its host/port/protocol settings (STRIPE_API_HOST), so the requests the SDK builds (paths,
 * form encoding, auth and idempotency headers) are what is checked.
 */
type Obj = Record<string, unknown> & { id: string };
const objects = new Map<string, Obj>();
const seen: Array<{ method: string; path: string; auth?: string; idem?: string; body: URLSearchParams }> = [];
let n = 0;
const id = (p: string) => `${p}_test_${++n}`;

function handle(method: string, path: string, body: URLSearchParams): [number, unknown] {
  const m = (re: RegExp) => re.exec(path);
  if (method === 'POST' && path === '/v1/customers') {
    const c = { id: id('cus'), object: 'customer', email: body.get('email') };
    objects.set(c.id, c);
    return [200, c];
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    const s = {
      id: id('seti'),
      object: 'setup_intent',
      client_secret: `x_secret_${n}`,
      customer: body.get('customer'),
      status: 'requires_payment_method',
      payment_method: null,
    };
    objects.set(s.id, s);
    return [200, s];
  }
  let r = m(/^\/v1\/(setup_intents|payment_methods|payment_intents)\/([^/]+)$/);
  if (method === 'GET' && r)
    // The pattern has both groups: a match holds them.
    return objects.has(r[2] ?? '')
      ? [200, objects.get(r[2] ?? '')]
      : [
          404,
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${r[2]}'` } },
        ];
  r = m(/^\/v1\/customers\/([^/]+)\/payment_methods$/);
  if (method === 'GET' && r)
    return [
      200,
      {
        object: 'list',
        data: [...objects.values()].filter((o) => o.object === 'payment_method' && o.customer === r![1]),
        has_more: false,
      },
    ];
  r = m(/^\/v1\/payment_methods\/([^/]+)\/detach$/);
  if (method === 'POST' && r) {
    const pm = objects.get(r[1] ?? '')!;
    pm.customer = null;
    return [200, pm];
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    const pm = objects.get(body.get('payment_method') ?? '');
    if ((pm?.card as { last4: string } | undefined)?.last4 === '0002') {
      return [
        402,
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: { id: 'pi_declined' },
          },
        },
      ];
    }
    const pi = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      status: body.get('capture_method') === 'manual' ? 'requires_capture' : 'succeeded',
    };
    objects.set(pi.id, pi);
    return [200, pi];
  }
  r = m(/^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/);
  if (method === 'POST' && r) {
    const pi = objects.get(r[1] ?? '')!;
    pi.status = r[2] === 'capture' ? 'succeeded' : 'canceled';
    return [200, pi];
  }
  return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
}

/** What Stripe.js does in the browser: confirms the setup intent with a card, here a test card's last4. */
function confirmAsStripeJs(setiId: string, last4: string) {
  const pm = {
    id: id('pm'),
    object: 'payment_method',
    type: 'card',
    customer: objects.get(setiId)!.customer,
    card: { brand: 'amex', last4, exp_month: 4, exp_year: 2031 },
  };
  objects.set(pm.id, pm);
  Object.assign(objects.get(setiId)!, { status: 'succeeded', payment_method: pm.id });
  return pm.id;
}

let standIn: http.Server;
let host: string;
let t: TestApp;
beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      seen.push({
        method: req.method!,
        path: url.pathname,
        auth: req.headers.authorization,
        idem: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      const [status, payload] = handle(req.method!, url.pathname, body);
      res
        .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' })
        .end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  host = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_HOST: host,
  });
});
afterAll(async () => {
  await t?.close();
  standIn?.close();
});

describe('StripeGateway through the stripe SDK', () => {
  it('creates customers and setup intents, authorizes with manual capture, captures, and maps declines', async () => {
    const g = new StripeGateway('sk_test_direct', host);
    const cus = await g.createCustomer({ userId: 7, email: 'a@example.com', name: 'A B' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      auth: 'Bearer sk_test_direct',
      idem: 'customer-7',
    });
    const seti = await g.createSetupIntent(cus);
    expect(seti).toMatchObject({ customerId: cus, status: 'requires_payment_method' });
    const pm = confirmAsStripeJs(seti.id, '4242');
    expect(await g.retrieveSetupIntent(seti.id)).toMatchObject({ status: 'succeeded', paymentMethodId: pm });
    expect(await g.retrievePaymentMethod(pm)).toMatchObject({
      brand: 'amex',
      last4: '4242',
      expMonth: 4,
      expYear: 2031,
      customerId: cus,
    });
    const hold = await g.createPayment({
      customerId: cus,
      paymentMethodId: pm,
      amountCents: 2650,
      description: 'r',
      capture: 'manual',
      idempotencyKey: 'req-1-first',
    });
    expect(hold.status).toBe('requires_capture');
    const sent = seen.at(-1)!;
    expect(sent.body.get('capture_method')).toBe('manual');
    expect(sent.body.get('confirm')).toBe('true');
    expect(sent.body.get('off_session')).toBe('true');
    expect(sent.idem).toBe('req-1-first');
    expect((await g.capturePayment(hold.id!, 2650)).status).toBe('succeeded');
    const bad = confirmAsStripeJs((await g.createSetupIntent(cus)).id, '0002');
    expect(
      await g.createPayment({
        customerId: cus,
        paymentMethodId: bad,
        amountCents: 100,
        description: 'r',
        capture: 'manual',
        idempotencyKey: 'k2',
      }),
    ).toEqual({ id: 'pi_declined', status: 'failed', failureMessage: 'Your card was declined.' });
    await expect(g.retrievePaymentMethod('pm_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('the app uses Stripe when configured: card numbers never reach it, the local confirmation is gone', async () => {
    const u = await signUp(t);
    const si = await t.app.inject({
      method: 'GET',
      url: '/api/v2/patient/cards/setup_payment_intent',
      headers: u.headers,
    });
    expect(si.json()).toMatchObject({ gateway: 'stripe', publishable_key: 'pk_test_standin' });
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment_gateway/local/confirm_setup',
      headers: u.headers,
      payload: {
        client_secret: si.json().intent.client_secret,
        card: { number: '4242424242424242', exp_month: 1, exp_year: 2040, cvc: '123' },
      },
    });
    expect(local.statusCode).toBe(404);
    const pm = confirmAsStripeJs(si.json().intent.id, '1881');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/cards',
      headers: u.headers,
      payload: {
        payment_method_id: pm,
        setup_intent_id: si.json().intent.id,
        name: 'Avery Stone',
        address1: '1 Main',
        state: 'NY',
        city: 'Albany',
        zipCode: '12207',
      },
    });
    expect(saved.json().card).toMatchObject({ card_id: pm, last4: '1881', brand: 'amex', is_default: true });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v2/patient/cards/stripe_customer_payment_methods',
      headers: u.headers,
    });
    expect(listed.json().data).toEqual([{ id: pm, card: { brand: 'amex', last4: '1881' } }]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/patient/cards/remove_payment_method?pm_id=${pm}`,
      headers: u.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(seen.some((s) => s.path === `/v1/payment_methods/${pm}/detach`)).toBe(true);
  });
});
