// Runs on both databases: the compiled row mapper against each driver's rows.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedFor } from '../src/db/prepared';
import { custodians, dependents, requestDesk, requests, users } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './harness';
import { makeCustodian, makeRequest } from './tracking-fixtures';
import { first, nth } from './support/rows';

/**
 * The hot reads' rows are mapped by a mapper compiled per statement (db/prepared.ts): it must give
 * exactly what Drizzle's own mapping gives (objects, key order, decoded values, a left-joined
 * table's object null when nothing joined), on both databases.
 */
describe('compiled row mapper', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('maps rows exactly as Drizzle does, joined or not', async () => {
    const db = t.database.db;
    const u = await signUp(t);
    const c = await makeCustodian(db);
    const dep = first(
      await db
        .insert(dependents)
        .values({ userId: u.id, firstName: 'Kid', lastName: 'User', dob: '2015-01-01', relation: 'child' })
        .returning(),
    );
    await makeRequest(db, u.id, { custodianId: c.id, dependentId: dep.id, recordsAfter: '2020-01-02' });
    await makeRequest(db, u.id, { custodianId: null, dependentId: null, status: 'draft' });
    const query = (name: string) =>
      db
        .select({
          r: requests,
          custodianName: custodians.name,
          dep: { firstName: dependents.firstName, dob: dependents.dob },
          owner: { name: users.name, dob: users.dateOfBirth },
          deskStage: requestDesk.stage,
          n: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(requests)
        .innerJoin(users, eq(users.id, requests.userId))
        .leftJoin(custodians, eq(custodians.id, requests.custodianId))
        .leftJoin(dependents, eq(dependents.id, requests.dependentId))
        .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
        .where(eq(requests.userId, sql.placeholder('userId')))
        .orderBy(asc(requests.id))
        .prepare(name);
    const drizzle = await query('mapper_check_drizzle').execute({ userId: u.id });
    const prepared = preparedFor(db, 'mapper_check_compiled', () => query('mapper_check_compiled'))!;
    expect((prepared as unknown as { customResultMapper: unknown }).customResultMapper).toBeTypeOf('function');
    const compiled = await prepared.execute({ userId: u.id });
    expect(compiled).toHaveLength(2);
    expect(compiled).toEqual(drizzle);
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(drizzle));
    expect(first(compiled).dep).toEqual({ firstName: 'Kid', dob: '2015-01-01' });
    expect(nth(compiled, 1).dep).toBeNull();
    expect(first(compiled).r.createdAt).toBeInstanceOf(Date);

    const whole = (name: string) =>
      db
        .select()
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(name);
    const a = await whole('mapper_whole_drizzle').execute({ id: u.id });
    const b = await preparedFor(db, 'mapper_whole_compiled', () => whole('mapper_whole_compiled'))!.execute({
      id: u.id,
    });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});
