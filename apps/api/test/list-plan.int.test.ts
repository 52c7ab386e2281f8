// The request list's statement (PostgreSQL's JSON, the session check folded in) is planned once per
// connection and then runs its generic plan, also on a table with statistics: with the page's size
// and offset both parameters, the generic plan assumed a tenth of the user's requests read for
// each, never looked cheaper than a custom plan, and the statement was planned on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { foldedText } from '../src/db/prepared';
import { chatMessages, custodians, dependents, requests } from '../src/db/schema';
import { listJsonStatement } from '../src/modules/requests/list-repository';
import { hashToken } from '../src/platform/tokens';
import { createTestApp, signUp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the request list statement', () => {
  it('runs a generic plan after its first custom ones, on a table with statistics', async () => {
    const db = t.database.db;
    const u = await signUp(t);
    // As the bench's user: providers, dependents, and staff messages on a fifth of the requests.
    const cs = await db
      .insert(custodians)
      .values(Array.from({ length: 20 }, (_, i) => ({ urlId: `plan-${u.id}-${i}`, name: `Clinic ${i}` })))
      .returning({ id: custodians.id });
    const ds = await db
      .insert(dependents)
      .values([1, 2].map((i) => ({ userId: u.id, firstName: `Kid ${i}`, lastName: 'Stone', dob: '2015-01-01' })))
      .returning({ id: dependents.id });
    const made = await db
      .insert(requests)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          custodianId: cs[i % 20]!.id,
          dependentId: i % 3 === 0 ? null : ds[i % 2]!.id,
          rid: `990103-${String(i).padStart(4, '0')}-${u.id}`,
          userId: u.id,
          requestType: 'Record' as const,
          status: 'ordered' as const,
          patientFirstName: 'Avery',
          patientLastName: 'Stone',
          submittedOn: new Date(Date.now() - i * 86_400_000),
          orderedOn: new Date(Date.now() - i * 86_400_000),
        })),
      )
      .returning({ id: requests.id });
    await db
      .insert(chatMessages)
      .values(
        made.filter((_, i) => i % 5 === 0).map((r) => ({ requestId: r.id, senderKind: 'staff' as const, body: 'Hi' })),
      );
    await db.execute(sql`analyze`);
    const text = foldedText(listJsonStatement(db, { sortDir: 'desc', page: 1, perPage: 10 }));
    const token = hashToken(u.token);
    const plans = await db.transaction(async (tx) => {
      const rowsOf = async (q: SQL) => {
        const res: unknown = await tx.execute(q);
        return (res as { rows: Array<Record<string, unknown>> }).rows;
      };
      await tx.execute(sql.raw(`prepare list_plan(int, text, text, float8) as ${text}`));
      // EXECUTE takes no bound parameters: the values are literals (digits and hex).
      for (let i = 0; i < 8; i++) {
        const [row] = await rowsOf(sql.raw(`execute list_plan(${i * 10}, '${token}', 'patient', 0)`));
        expect(Number(row!.count)).toBe(10);
      }
      const [counts] = await rowsOf(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'list_plan'`,
      );
      await tx.execute(sql`deallocate list_plan`);
      return counts!;
    });
    expect(Number(plans.generic_plans)).toBeGreaterThan(0);
  });
});
