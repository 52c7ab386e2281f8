import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { custodians, files, medicalRecords, requests } from '../src/db/schema';
import type { TestApp, TestUser } from './harness';
import { first } from './support/rows';

/** Adds a card the way the browser does with the local gateway: setup intent → confirm → save. */
export async function addCard(
  t: TestApp,
  u: TestUser,
  number = '4242424242424242',
  over: Record<string, unknown> = {},
) {
  const si = await t.app.inject({
    method: 'GET',
    url: '/api/v2/patient/cards/setup_payment_intent',
    headers: u.headers,
  });
  if (si.statusCode !== 200) return si;
  const { client_secret, id } = si.json().intent;
  const year = new Date().getFullYear() + 2;
  const conf = await t.app.inject({
    method: 'POST',
    url: '/api/v2/payment_gateway/local/confirm_setup',
    headers: u.headers,
    payload: { client_secret, card: { number, exp_month: 12, exp_year: year, cvc: '123' } },
  });
  if (conf.statusCode !== 200 || conf.json().status !== 'succeeded') return conf;
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/patient/cards',
    headers: u.headers,
    payload: {
      payment_method_id: conf.json().payment_method,
      setup_intent_id: id,
      name: 'Avery Stone',
      address1: '1 Main St',
      address2: '',
      state: 'NY',
      city: 'Albany',
      zipCode: '12207',
      ...over,
    },
  });
}

export async function makeCustodian(t: TestApp, over: Partial<typeof custodians.$inferInsert> = {}) {
  const c = first(
    await t.database.db
      .insert(custodians)
      .values({ urlId: `c-${randomBytes(4).toString('hex')}`, name: 'General Hospital', state: 'NY', ...over })
      .returning(),
  );
  return c;
}

export async function makeRequest(t: TestApp, userId: number, over: Partial<typeof requests.$inferInsert> = {}) {
  const r = first(
    await t.database.db
      .insert(requests)
      .values({
        rid: `R-${randomBytes(4).toString('hex')}`,
        userId,
        requestType: 'Record',
        status: 'ordered',
        orderedOn: new Date(),
        ...over,
      })
      .returning(),
  );
  return r;
}

/** A delivered record: bytes in the encrypted store, a files row, a medical_records row. */
export async function addRecord(t: TestApp, requestId: number, name: string, bytes: Buffer) {
  const stored = await t.app.ctx.files.put(bytes);
  const f = first(
    await t.database.db
      .insert(files)
      .values({
        purpose: 'medical_record',
        storageKey: stored.key,
        originalName: name,
        mime: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
      })
      .returning(),
  );
  const m = first(await t.database.db.insert(medicalRecords).values({ requestId, fileId: f.id, name }).returning());
  return m;
}

export async function requestRow(t: TestApp, id: number) {
  const r = first(await t.database.db.select().from(requests).where(eq(requests.id, id)));
  return r;
}
