import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type CustodianSummary } from '@portal/shared';
import { auditEvents, custodians, dependents, requests, suggestedProviders } from '../src/db/schema';
import { generateDirectory } from '../src/seed/directory';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let ids: number[];

const call = (u: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });
const favorites = async (u: TestUser, forms = false) =>
  (await call(u, 'GET', `/api/v2/user/get_favourite_custodians${forms ? '?is_form_request=true' : ''}`)).json()
    .custodians as CustodianSummary[];

beforeAll(async () => {
  t = await createTestApp();
  await generateDirectory(t.database.db, { count: 50, seed: 3 });
  ids = (
    await t.database.db
      .select({ id: custodians.id, forms: custodians.acceptsForms })
      .from(custodians)
      .orderBy(custodians.id)
  ).map((r) => r.id);
  alice = await signUp(t);
  bob = await signUp(t);
}, 240_000);
afterAll(() => t.close());

describe('favorites', () => {
  it('adds, lists with is_favorite, and removes; each change is audited', async () => {
    for (const id of [ids[0], ids[1], ids[0]]) {
      const res = await call(alice, 'POST', '/api/v2/user/add_favourite_custodians', { custodian_id: id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ custodian_id: id, is_favorite: true });
    }
    const list = await favorites(alice);
    expect(list.map((c) => c.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(list.every((c) => c.is_favorite)).toBe(true);
    // Landmark 1 (Mercy General Hospital, CA) is in the list: the search flags it too.
    const found = (await call(alice, 'GET', '/api/v2/custodians?search[state]=CA&search[name]=mercy%20general')).json();
    expect(found.custodians.find((c: CustodianSummary) => c.id === ids[0])?.is_favorite).toBe(true);
    const favOnly = (await call(alice, 'GET', '/api/v2/custodians?search[favorite]=true')).json();
    expect(favOnly.total_custodians).toBe(2);
    const adds = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'provider.favorite_add'), eq(auditEvents.actorUserId, alice.id)));
    expect(adds).toHaveLength(2);
    const del = await call(alice, 'DELETE', '/api/v2/user/remove_favourite_custodians', { custodian_id: ids[1] });
    expect(del.json()).toMatchObject({ custodian_id: ids[1], is_favorite: false });
    expect((await favorites(alice)).map((c) => c.id)).toEqual([ids[0]]);
  });

  it("never shows or changes another user's favorites", async () => {
    expect(await favorites(bob)).toEqual([]);
    const seen = (await call(bob, 'GET', '/api/v2/custodians?search[state]=CA&search[name]=mercy')).json();
    expect(seen.custodians.find((c: CustodianSummary) => c.id === ids[0])?.is_favorite).toBe(false);
    expect((await call(bob, 'GET', '/api/v2/custodians?search[favorite]=true')).json().total_custodians).toBe(0);
    const del = await call(bob, 'DELETE', '/api/v2/user/remove_favourite_custodians', { custodian_id: ids[0] });
    expect(del.statusCode).toBe(404);
    expect((await favorites(alice)).map((c) => c.id)).toEqual([ids[0]]);
  });

  it('keeps form-taking providers with is_form_request', async () => {
    const formsOne = first(
      await t.database.db.select().from(custodians).where(eq(custodians.acceptsForms, true)).limit(1),
    );
    const recordsOne = first(
      await t.database.db.select().from(custodians).where(eq(custodians.acceptsForms, false)).limit(1),
    );
    await call(bob, 'POST', '/api/v2/user/add_favourite_custodians', { custodian_id: formsOne.id });
    await call(bob, 'POST', '/api/v2/user/add_favourite_custodians', { custodian_id: recordsOne.id });
    expect((await favorites(bob)).length).toBe(2);
    expect((await favorites(bob, true)).map((c) => c.id)).toEqual([formsOne.id]);
  });

  it('answers 404 for an unknown provider and 400 for a bad id, storing nothing', async () => {
    const missing = await call(alice, 'POST', '/api/v2/user/add_favourite_custodians', { custodian_id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.messages).toEqual([MESSAGES.custodianNotFound]);
    for (const body of [{}, { custodian_id: 'abc' }, { custodian_id: -1 }]) {
      expect((await call(alice, 'POST', '/api/v2/user/add_favourite_custodians', body)).statusCode).toBe(400);
    }
    expect((await favorites(alice)).length).toBe(1);
  });
});

describe('suggested providers', () => {
  const payload = {
    name: 'Brand New Clinic',
    address1: 'Main campus',
    city: 'Boise',
    state: 'ID',
    fax: '+1 208-555-0100',
    phone: '',
    zipcode: '83702',
  };
  const suggest = (u: TestUser, body: object) =>
    call(u, 'POST', '/api/v2/provider_signups/suggested_provider_search', body);

  it('stores a pending suggestion once per user, name and ZIP', async () => {
    const res = await suggest(alice, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('New Provider Suggested!');
    const again = await suggest(alice, { ...payload, name: 'brand new clinic!' });
    expect(again.statusCode).toBe(409);
    expect((await suggest(alice, { ...payload, zipcode: '83703' })).statusCode).toBe(200);
    expect((await suggest(bob, payload)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(suggestedProviders);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'provider.suggest'));
    expect(audits).toHaveLength(3);
  });

  it('never lists a suggestion in the directory before approval', async () => {
    const res = (await call(alice, 'GET', '/api/v2/custodians?search[state]=ID&search[name]=brand%20new')).json();
    expect(res.is_result_record_found).toBe(false);
  });

  it('refuses bad fields with the spec message and stores nothing', async () => {
    const before = (await t.database.db.select().from(suggestedProviders)).length;
    const res = await suggest(alice, {
      name: '  ',
      city: '',
      state: 'Required',
      fax: '+1 208-555',
      zipcode: '12345678901',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toContain(MESSAGES.required);
    expect(res.json().error.fields).toMatchObject({
      name: MESSAGES.required,
      city: MESSAGES.required,
      state: MESSAGES.required,
    });
    expect((await t.database.db.select().from(suggestedProviders)).length).toBe(before);
  });
});

describe('dependent custodian list', () => {
  it("answers for the owner and 404 for another user's dependent", async () => {
    const dep = first(
      await t.database.db
        .insert(dependents)
        .values({ userId: alice.id, firstName: 'Kid', lastName: 'A', dob: '2015-01-01' })
        .returning(),
    );
    const own = await call(alice, 'GET', `/api/v2/patient/dependents/${dep.id}/custodian_list?search[name]=x`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ custodians: [], total_custodians: 0, is_result_record_found: false });
    await t.database.db.insert(requests).values({
      rid: `T-${dep.id}-1`,
      userId: alice.id,
      dependentId: dep.id,
      custodianId: ids[2],
      requestType: 'Record',
    });
    const used = (await call(alice, 'GET', `/api/v2/patient/dependents/${dep.id}/custodian_list`)).json();
    expect(used.custodians.map((c: CustodianSummary) => c.id)).toEqual([ids[2]]);
    expect(used.total_custodians).toBe(1);
    const other = await call(bob, 'GET', `/api/v2/patient/dependents/${dep.id}/custodian_list`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.messages).toEqual([MESSAGES.noDependentFound]);
  });
});
