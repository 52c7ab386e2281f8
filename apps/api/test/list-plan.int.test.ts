// Runs on both databases: the list's generic plan and its index order.
// The request list's statement (PostgreSQL's JSON, the session check folded in) is planned once per
// connection and then runs its generic plan, also on a table with statistics: with the page's size
// and offset both parameters, the generic plan assumed a tenth of the user's requests read for
// each, never looked cheaper than a custom plan, and the statement was planned on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { foldedText } from '../src/db/prepared';
import { chatMessages, custodians, dependents, requests } from '../src/db/schema';
import { listJsonStatement } from '../src/modules/requests/list/json-repository';
import { listStatement } from '../src/modules/requests/list/repository';
import { hashToken } from '../src/platform/tokens';
import { createTestApp, signUp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user with as many requests as the bench's, on tables with statistics (unless `analyze` is false). */
async function seedAnalyzed({ analyze = true } = {}) {
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
  if (analyze) await db.execute(sql`analyze`);
  return { ...u, dependentIds: ds.map((d) => d.id) };
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

/**
 * Rows of `requests` the plan of the list's first page (generic, as a connection keeps it) reads,
 * in the statement as the list runs it: versioned for the read cache (platform/read-cache.ts).
 */
async function requestsReadByListPage(token: string) {
  const db = t.database.db;
  const text = foldedText(listJsonStatement(db, { sortDir: 'desc', page: 1, perPage: 10 }), 'userId', true);
  const args = `0, '${hashToken(token)}', 'patient', 0`;
  const plan = await db.transaction(async (tx) => {
    const rowsOf = async (q: SQL) => {
      const res: unknown = await tx.execute(q);
      return (res as { rows: Array<Record<string, unknown>> }).rows;
    };
    await tx.execute(sql.raw(`prepare list_read(int, text, text, float8) as ${text}`));
    // The plan the connection keeps: the generic one, after five custom ones.
    for (let i = 0; i < 6; i++) await rowsOf(sql.raw(`execute list_read(${args})`));
    const [explained] = await rowsOf(sql.raw(`explain (analyze, format json) execute list_read(${args})`));
    await tx.execute(sql`deallocate list_read`);
    const cell = Object.values(explained!)[0];
    return (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
  });
  const root = plan[0]!.Plan;
  const scans = nodesOf(root).filter((n) => n['Relation Name'] === 'requests');
  return { root, scans, read: scans.reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0) };
}

describe('the request list statement', () => {
  // First in this file: the tables have no statistics yet, as a freshly filled database. With other
  // indexes starting with user_id (user_id, created_at) and the wizard's idempotency keys on every
  // request (user_id, key), the planner read the page through one of them and sorted all 500.
  it("reads the page in the list index's order on a freshly filled table (no statistics)", async () => {
    const u = await seedAnalyzed({ analyze: false });
    const { scans, read } = await requestsReadByListPage(u.token);
    for (const n of scans) expect(['requests_user_list_idx', 'requests_pkey']).toContain(n['Index Name']);
    // The count reads the user's 500, the page 10 from the list's index, each of them once more by key.
    expect(read).toBeLessThanOrEqual(520);
  });
  it('runs a generic plan after its first custom ones, on a table with statistics', async () => {
    const db = t.database.db;
    const u = await seedAnalyzed();
    const text = foldedText(listJsonStatement(db, { sortDir: 'desc', page: 1, perPage: 10 }), 'userId', true);
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
  // With statistics, the folded session check was computed again for each of the user's requests
  // a scan read (the user's id was its expression, not a value), and the page's requests were
  // joined back by a hash over all of the table's requests: over a thousand read for a page of 10.
  it("reads the page's requests by key and computes the session once, also with statistics", async () => {
    const u = await seedAnalyzed();
    const { scans, read, root } = await requestsReadByListPage(u.token);
    // The count reads the user's 500 (from an index or the table), the page 10 from the list's
    // index, and each of the 10 once more by its key: nothing else.
    expect(read).toBeLessThanOrEqual(520);
    for (const n of scans) expect(JSON.stringify(n)).not.toMatch(/CASE/i);
    // Each card's provider and dependent are looked up for it: no hash of either table built for
    // each card (with statistics of small tables, a hash join inside the per-card loop was).
    const hashes = nodesOf(root).filter((n) => n['Node Type'] === 'Hash');
    for (const h of hashes) {
      expect(nodesOf(h).map((n) => n['Relation Name'])).not.toContain('custodians');
      expect(nodesOf(h).map((n) => n['Relation Name'])).not.toContain('dependents');
    }
  });
  // The timeline's page (a dependent's requests, 100 to a page; the newest one alone) had its size
  // as a parameter as well, and was planned again on every call.
  it("runs a generic plan for a dependent's timeline, its page size written in", async () => {
    const db = t.database.db;
    const u = await seedAnalyzed();
    const dependentId = u.dependentIds[0]!;
    for (const perPage of [100, 1]) {
      const prepared = listStatement(db, { dependentId, sortDir: 'desc', page: 1, perPage }) as unknown as {
        queryString: string;
        params: Array<{ name?: string; value?: { name?: string } }>;
      };
      // EXECUTE takes no bound parameters: the values are literals (integers).
      const values: Record<string, number> = { userId: u.id, dependentId };
      const args = prepared.params.map((p) => values[p.name ?? p.value?.name ?? '']).join(', ');
      const plans = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`prepare timeline_plan as ${prepared.queryString}`));
        for (let i = 0; i < 8; i++) await tx.execute(sql.raw(`execute timeline_plan(${args})`));
        const res: unknown = await tx.execute(
          sql`select generic_plans from pg_prepared_statements where name = 'timeline_plan'`,
        );
        await tx.execute(sql`deallocate timeline_plan`);
        return (res as { rows: Array<{ generic_plans: number }> }).rows[0]!;
      });
      // Five custom plans, then the generic one for the other three.
      expect(Number(plans.generic_plans)).toBe(3);
    }
  });
});

describe("the wizard's idempotency keys (a partial unique index: only drafts that carry a key)", () => {
  it('stays unique per user and key, and lets requests without a key be', async () => {
    const db = t.database.db;
    const [a, b] = [await signUp(t), await signUp(t)];
    const row = (userId: number, n: number, idempotencyKey: string | null) => ({
      rid: `990104-${n}-${userId}`,
      userId,
      requestType: 'Record' as const,
      status: 'draft' as const,
      idempotencyKey,
    });
    await db
      .insert(requests)
      .values([row(a.id, 1, 'k-1'), row(b.id, 1, 'k-1'), row(a.id, 2, null), row(a.id, 3, null)]);
    const err = await db
      .insert(requests)
      .values(row(a.id, 4, 'k-1'))
      .then(
        () => null,
        (e: unknown) => e as { code?: string; cause?: { code?: string } },
      );
    expect(err?.cause?.code ?? err?.code).toBe('23505');
  });
});
