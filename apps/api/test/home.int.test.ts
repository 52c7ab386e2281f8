// One database suffices: the read's invalidation rests on the data-version triggers, which read-cache.int.test.ts runs on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Home } from '@portal/shared';
import { medicalRecords, requests } from '../src/db/schema';
import type { TestApp, TestUser } from './harness';
import { multipart, orderedRequest, PDF } from './staff-helpers';
import { lifecycleHelpers, lifecycleWorld, type Clerk } from './support/lifecycle';

/**
 * GET /api/v2/home: what waits on the patient, each seam reached through the desk's own routes
 * (a question, a message, records, a price) or the patient's (deleting a draft, opening a record);
 * kept in the read cache and read again after each change; another account sees none of it.
 */
let t: TestApp;
let patient: TestUser;
let other: TestUser;
let clerk: Clerk;
beforeAll(async () => {
  ({ t, patient, other, clerk } = await lifecycleWorld());
});
afterAll(() => t.close());

const { desk } = lifecycleHelpers(() => ({ t, patient, clerk }));
const home = async (user: TestUser = patient): Promise<Home> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/home', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const kindsOf = (h: Home, rid: string) => h.todos.filter((x) => x.rid === rid).map((x) => x.kind);

describe('the home read', () => {
  it('is empty for a new account and refused without a session', async () => {
    expect(await home(other)).toEqual({ todos: [], count: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/home' })).statusCode).toBe(401);
  });

  it('lists the desk’s question with its words, then an unread desk message, and drops them once answered or read', async () => {
    const r = await orderedRequest(t, patient.id);
    expect(kindsOf(await home(), r.rid)).toEqual([]);
    expect((await desk(r.rid, 'incomplete', { reason: 'Please send your birth certificate' })).statusCode).toBe(200);
    const asked = await home();
    expect(asked.todos.find((x) => x.rid === r.rid)).toMatchObject({
      kind: 'waiting',
      question: 'Please send your birth certificate',
      custodian_name: 'Desk Test Clinic',
      request_type: 'Record',
    });
    expect(asked.count).toBeGreaterThanOrEqual(1);

    const sent = await desk(r.rid, 'messages', { body: 'We also wrote to you here.' });
    expect(sent.statusCode, sent.body).toBe(200);
    const written = await home();
    expect(kindsOf(written, r.rid)).toEqual(['waiting', 'unread_messages']);
    expect(written.todos.find((x) => x.kind === 'unread_messages' && x.rid === r.rid)?.count).toBe(1);

    // Reading the chat marks it read: the message goes from the home.
    await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/messages`, headers: patient.headers });
    expect(kindsOf(await home(), r.rid)).toEqual(['waiting']);
    // Another account never sees it.
    expect(await home(other)).toEqual({ todos: [], count: 0 });
  });

  it('lists a draft until it is deleted', async () => {
    const d = await orderedRequest(t, patient.id, {
      status: 'draft',
      submittedOn: null,
      orderedOn: null,
      currentStep: 4,
    });
    const before = await home();
    expect(before.todos.find((x) => x.rid === d.rid)).toMatchObject({ kind: 'draft', current_step: 4 });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/request/${d.rid}`, headers: patient.headers });
    expect(del.statusCode, del.body).toBe(200);
    const after = await home();
    expect(kindsOf(after, d.rid)).toEqual([]);
    // A draft waits on nobody: not in the sidebar's count.
    expect(after.count).toBe(before.count);
  });

  it('lists records uploaded since the patient last opened one, until one is opened', async () => {
    const r = await orderedRequest(t, patient.id);
    const up = multipart([{ name: 'records.pdf', body: PDF }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/staff/requests/${r.rid}/records`,
      headers: { ...clerk.headers, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await home()).todos.find((x) => x.rid === r.rid && x.kind === 'records_ready')).toMatchObject({ count: 1 });
    const [m] = await t.database.db.select().from(medicalRecords).where(eq(medicalRecords.requestId, r.id));
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v2/medical_records/${m!.id}/view`,
      headers: patient.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(kindsOf(await home(), r.rid)).toEqual([]);
    // Opening it again writes nothing: the request's change time stays.
    const [seen] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    await t.app.inject({ method: 'GET', url: `/api/v2/medical_records/${m!.id}/view`, headers: patient.headers });
    const [again] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(again!.recordsSeenAt).toEqual(seen!.recordsSeenAt);
    // Another account's attempt to open it is refused and marks nothing.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v2/medical_records/${m!.id}/view`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('offers the letters of a request past its legal deadline, and a price waiting for approval', async () => {
    const late = await orderedRequest(t, patient.id, { daysAgo: 45 });
    expect(kindsOf(await home(), late.rid)).toEqual(['letters']);
    const priced = await orderedRequest(t, patient.id, { amountCents: 1000 });
    const p = await desk(priced.rid, 'price', { amount_cents: 9000 });
    expect(p.statusCode, p.body).toBe(200);
    const h = await home();
    expect(p.json().message).toMatch(/approval/);
    expect(h.todos.find((x) => x.rid === priced.rid)).toMatchObject({ kind: 'price_approval', amount_cents: 9000 });
    // Most pressing first: every question before any letter.
    const order = h.todos.map((x) => x.kind);
    expect(order.indexOf('waiting')).toBeLessThan(order.indexOf('letters'));
  });
});
