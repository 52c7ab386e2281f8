import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, dependentSchema } from '@portal/shared';
import { auditEvents, dependents, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t);
  bob = await signUp(t);
});
afterAll(() => t.close());

const url = '/api/v2/patient/dependents';
const valid = {
  first_name: 'Sam',
  middle_name: 'Lee',
  last_name: 'Doe_Jr',
  dob: '3/4/2015',
  gender: 'male',
  grade: '5',
  school: 'Oak Street',
  sport: 'Soccer, swim',
  relation: 'child',
};
const create = (u: TestUser, payload: Record<string, unknown> = valid) =>
  t.app.inject({ method: 'POST', url, headers: u.headers, payload });
const count = async (userId: number) =>
  (await t.database.db.select().from(dependents).where(eq(dependents.userId, userId))).length;

describe('dependents API', () => {
  it('adds, lists, reads and edits a dependent with every field and the derived age', async () => {
    const res = await create(alice);
    expect(res.statusCode).toBe(200);
    const d = dependentSchema.parse(res.json());
    expect(d).toMatchObject({ ...valid, dob: '3/4/2015' });
    expect(d.age).toBeGreaterThanOrEqual(10);
    const list = await t.app.inject({ method: 'GET', url, headers: alice.headers });
    expect(list.json().dependents.map((x: { id: number }) => x.id)).toEqual([d.id]);
    const one = await t.app.inject({ method: 'GET', url: `${url}/${d.id}`, headers: alice.headers });
    expect(one.json()).toEqual(d);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url}/${d.id}`,
      headers: alice.headers,
      payload: { ...valid, first_name: 'Samuel', middle_name: '', relation: '', gender: '', sport: '' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      first_name: 'Samuel',
      middle_name: null,
      relation: null,
      gender: null,
      sport: null,
    });
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const actions = (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, String(d.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['dependent.create', 'dependent.read', 'dependent.update']));
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const before = await count(alice.id);
    const names = await create(alice, { ...valid, first_name: 'Sam!', last_name: '' });
    expect(names.statusCode).toBe(400);
    expect(names.json().error.messages).toEqual([MESSAGES.dependentName, MESSAGES.dependentName]);
    const future = await create(alice, { ...valid, dob: '1/1/2999' });
    expect(future.json().error.messages).toEqual([MESSAGES.invalidDate]);
    const format = await create(alice, { ...valid, dob: '2015-03-04' });
    expect(format.json().error.messages).toEqual([MESSAGES.invalidDate]);
    expect((await create(alice, { ...valid, relation: 'cousin' })).statusCode).toBe(400);
    expect(await count(alice.id)).toBe(before);
    const d = first(await t.database.db.select().from(dependents).where(eq(dependents.userId, alice.id)));
    // 'X y' is a real name (spaces, hyphens, apostrophes and accents are); digits are not.
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url}/${d.id}`,
      headers: alice.headers,
      payload: { ...valid, last_name: 'X2' },
    });
    expect(put.statusCode).toBe(400);
    const after = first(await t.database.db.select().from(dependents).where(eq(dependents.id, d.id)));
    expect(after.lastName).toBe(d.lastName);
  });

  it("accepts real names: Mary-Jane O'Brien, José Núñez", async () => {
    for (const [first_name, last_name] of [
      ['Mary-Jane', "O'Brien"],
      ['José', 'Núñez'],
    ]) {
      const res = await create(alice, { ...valid, first_name, last_name });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ first_name, last_name });
    }
  });

  it('answers 404 to another user on every endpoint and changes nothing', async () => {
    const d = dependentSchema.parse((await create(alice, { ...valid, first_name: 'Private' })).json());
    expect((await t.app.inject({ method: 'GET', url: `${url}/${d.id}`, headers: bob.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${url}/${d.id}`, headers: bob.headers, payload: valid })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${d.id}`, headers: bob.headers })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/requests',
          query: { dependent_id: String(d.id) },
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bob.headers })).json().dependents).toEqual([]);
    const [row] = await t.database.db.select().from(dependents).where(eq(dependents.id, d.id));
    expect(row).toMatchObject({ firstName: 'Private', deletedAt: null });
    expect((await t.app.inject({ method: 'GET', url: `${url}/abc`, headers: alice.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('removes a dependent without losing its requests', async () => {
    const d = dependentSchema.parse((await create(alice, { ...valid, first_name: 'Leaving' })).json());
    await t.database.db.insert(requests).values({
      rid: newRid(),
      userId: alice.id,
      dependentId: d.id,
      requestType: 'Record',
      status: 'ordered',
      submittedOn: new Date(),
    });
    const del = await t.app.inject({ method: 'DELETE', url: `${url}/${d.id}`, headers: alice.headers });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url}/${d.id}`, headers: alice.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${d.id}`, headers: alice.headers })).statusCode).toBe(
      404,
    );
    const list = await t.app.inject({ method: 'GET', url, headers: alice.headers });
    expect(list.json().dependents.map((x: { id: number }) => x.id)).not.toContain(d.id);
    const reqs = await t.app.inject({ method: 'GET', url: '/api/v2/requests', headers: alice.headers });
    expect(reqs.json().requests.map((r: { dependent_id: number | null }) => r.dependent_id)).toContain(d.id);
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'dependent.delete'), eq(auditEvents.entityId, String(d.id))));
    expect(audited).toHaveLength(1);
  });
});
