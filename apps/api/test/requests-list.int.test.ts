import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, requestsListSchema } from '@portal/shared';
import { auditEvents, custodians, dependents, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first as firstOf } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let custodianId: number;
let kidId: number;
let bobKidId: number;

type NewRequest = typeof requests.$inferInsert;
async function insertRequest(userId: number, over: Partial<NewRequest> = {}) {
  const row = firstOf(
    await t.database.db
      .insert(requests)
      .values({ rid: newRid(), userId, requestType: 'Record', status: 'ordered', custodianId, ...over })
      .returning(),
  );
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { name: 'Alice', last_name: 'Owner' });
  bob = await signUp(t);
  const c = firstOf(
    await t.database.db.insert(custodians).values({ urlId: 'mercy-list', name: 'Mercy General Hospital' }).returning(),
  );
  custodianId = c.id;
  const kid = firstOf(
    await t.database.db
      .insert(dependents)
      .values({ userId: alice.id, firstName: 'Kid', lastName: 'Owner', dob: '2015-03-04' })
      .returning(),
  );
  kidId = kid.id;
  const bk = firstOf(
    await t.database.db
      .insert(dependents)
      .values({ userId: bob.id, firstName: 'Other', lastName: 'Kid', dob: '2016-03-04' })
      .returning(),
  );
  bobKidId = bk.id;
  await insertRequest(alice.id, {
    submittedOn: new Date('2025-01-10T12:00:00Z'),
    recordsAfter: '2020-01-01',
    recordsBefore: '2021-03-04',
  });
  await insertRequest(alice.id, {
    submittedOn: new Date('2025-03-05T12:00:00Z'),
    dependentId: kidId,
    patientFirstName: 'Kid',
    patientLastName: 'Owner',
    patientDob: '2015-03-04',
  });
  await insertRequest(alice.id, {
    submittedOn: new Date('2024-11-20T12:00:00Z'),
    dependentId: kidId,
    requestType: 'Form',
    custodianForm: 'Sports physical',
    status: 'completed_archived',
  });
  await insertRequest(alice.id, {
    status: 'draft',
    createdAt: new Date('2025-03-20T12:00:00Z'),
    dependentId: kidId,
    currentStep: 3,
  });
  await insertRequest(bob.id, { submittedOn: new Date('2025-03-06T12:00:00Z'), dependentId: bobKidId });
});
afterAll(() => t.close());

const list = (u: TestUser, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v2/requests', headers: u.headers, query });

describe('GET /api/v2/requests', () => {
  it("lists only the signed-in user's requests, newest first, in the contract shape", async () => {
    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    const body = requestsListSchema.parse(res.json());
    expect(body.total).toBe(4);
    expect(body.total_pages).toBe(1);
    const dates = body.requests.map((r) => r.submitted_on ?? r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = body.requests.find((r) => r.records_after);
    expect(first).toMatchObject({
      custodian: { id: custodianId, name: 'Mercy General Hospital' },
      records_after: '1/1/2020',
      records_before: '3/4/2021',
      patient: { first_name: 'Alice', last_name: 'Owner', name: 'Alice Owner' },
    });
    // A draft without a patient block yet shows the dependent it is for.
    const draft = body.requests.find((r) => r.status === 'draft');
    expect(draft?.patient).toMatchObject({ name: 'Kid Owner', dob: '3/4/2015' });
    expect(draft?.current_step).toBe(3);
    const bobs = requestsListSchema.parse((await list(bob)).json());
    expect(bobs.total).toBe(1);
  });

  it('filters by dependent, date range, type, status and keyword, and pages', async () => {
    const kid = requestsListSchema.parse((await list(alice, { dependent_id: String(kidId), sort_dir: 'asc' })).json());
    expect(kid.requests.map((r) => r.dependent_id)).toEqual([kidId, kidId, kidId]);
    expect(firstOf(kid.requests).request_type).toBe('Form');
    const march = requestsListSchema.parse(
      (await list(alice, { dependent_id: String(kidId), start_date: '3/1/2025', end_date: '3/31/2025' })).json(),
    );
    expect(march.total).toBe(2);
    const iso = requestsListSchema.parse(
      (await list(alice, { start_date: '2025-03-05', end_date: '2025-03-05' })).json(),
    );
    expect(iso.total).toBe(1);
    expect(requestsListSchema.parse((await list(alice, { type: 'Form' })).json()).total).toBe(1);
    expect(requestsListSchema.parse((await list(alice, { status: 'draft,completed_archived' })).json()).total).toBe(2);
    expect(requestsListSchema.parse((await list(alice, { keyword: 'sports' })).json()).total).toBe(1);
    expect(requestsListSchema.parse((await list(alice, { keyword: '100%' })).json()).total).toBe(0);
    expect(
      requestsListSchema.parse((await list(alice, { custodian_id: String(custodianId), type: 'Record' })).json()).total,
    ).toBe(3);
    const paged = requestsListSchema.parse((await list(alice, { per_page: '3', page: '2' })).json());
    expect(paged).toMatchObject({ total: 4, total_pages: 2 });
    expect(paged.requests).toHaveLength(1);
    // A page past the end has no row to carry the count: it is still the count of every match.
    expect(requestsListSchema.parse((await list(alice, { per_page: '3', page: '5' })).json())).toMatchObject({
      total: 4,
      total_pages: 2,
      requests: [],
    });
  });

  it("tells a dependent's timeline which years hold its requests, whatever the dates asked", async () => {
    const kid = (
      await list(alice, { dependent_id: String(kidId), start_date: '2025-01-01', end_date: '2025-12-31' })
    ).json();
    expect(kid.years).toEqual([2025, 2024]);
    expect((await list(alice, { dependent_id: '0' })).json().years).toEqual([2025]);
    // Another account's requests never add a year, and a plain list carries none.
    expect((await list(bob, { dependent_id: String(bobKidId) })).json().years).toEqual([2025]);
    expect((await list(alice)).json().years).toBeUndefined();
  });

  it("answers 404 for another user's dependent and never shows their requests", async () => {
    const res = await list(alice, { dependent_id: String(bobKidId) });
    expect(res.statusCode).toBe(404);
    const none = await list(alice, { dependent_id: '999999' });
    expect(none.statusCode).toBe(404);
  });

  it("keeps a removed dependent's requests listed", async () => {
    const gone = firstOf(
      await t.database.db
        .insert(dependents)
        .values({ userId: alice.id, firstName: 'Gone', lastName: 'Kid', dob: '2010-01-01', deletedAt: new Date() })
        .returning(),
    );
    await insertRequest(alice.id, { dependentId: gone.id, submittedOn: new Date('2023-06-01T00:00:00Z') });
    const res = requestsListSchema.parse((await list(alice, { dependent_id: String(gone.id) })).json());
    expect(res.total).toBe(1);
    expect(requestsListSchema.parse((await list(alice)).json()).total).toBe(5);
  });

  it('refuses bad parameters with 400 and the spec message', async () => {
    const bad = await list(alice, { start_date: '2/30/2025' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messages).toContain(MESSAGES.invalidDate);
    expect((await list(alice, { start_date: '3/2/2025', end_date: '3/1/2025' })).json().error.messages).toContain(
      MESSAGES.invalidDate,
    );
    expect((await list(alice, { type: 'Other' })).statusCode).toBe(400);
    expect((await list(alice, { status: 'draft,nope' })).statusCode).toBe(400);
    expect((await list(alice, { per_page: '1000' })).statusCode).toBe(400);
    expect((await list(alice, { sort_dir: 'sideways' })).statusCode).toBe(400);
  });

  it('needs a session and writes an audit row', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/v2/requests' });
    expect(anon.statusCode).toBe(401);
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'request.list'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.subjectUserId !== null)).toBe(true);
  });
});
