// Runs on both databases: the detail's query plan.
// The request detail's statement (the session check folded in) finds the request by its rid, never
// by reading all of its owner's requests: on a table without statistics (freshly filled, as the
// bench's and every new database's are) the planner had picked the owner's user_id index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { foldedText } from '../src/db/prepared';
import { detailStatement } from '../src/modules/requests/tracking/detail-repository';
import { hashToken } from '../src/platform/tokens';
import { createTestApp, signUp, type TestApp } from './harness';
import { makeRequest } from './tracking-fixtures';
import { requests } from '../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

describe('the request detail statement', () => {
  it("reads its request by rid, not through the owner's other requests", async () => {
    const db = t.database.db;
    const u = await signUp(t);
    // As many requests as the bench's user has: enough pages for the planner to weigh its indexes.
    await makeRequest(db, u.id);
    await db.insert(requests).values(
      Array.from({ length: 500 }, (_, i) => ({
        rid: `990102-${String(i).padStart(4, '0')}-${u.id}`,
        userId: u.id,
        requestType: 'Record' as const,
        status: 'ordered' as const,
        patientFirstName: 'Avery',
        patientLastName: 'Stone',
        reasonForRequest: ['Continuity of care'],
        submittedOn: new Date(),
        orderedOn: new Date(),
      })),
    );
    const rid = `990102-0250-${u.id}`;
    // The statement as the detail runs it: versioned for the read cache (platform/read-cache.ts).
    const text = foldedText(detailStatement(db), 'userId', true);
    const token = hashToken(u.token);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare detail_plan(text, text, text, float8) as ${text}`));
      // EXECUTE takes no bound parameters: the values are literals (digits, dashes and hex).
      const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;
      const args = sql.raw(`${lit(rid)}, ${lit(token)}, 'patient', 0`);
      const rowsOf = async (q: SQL) => {
        const res: unknown = await tx.execute(q);
        return (res as { rows: Array<Record<string, unknown>> }).rows;
      };
      expect(await rowsOf(sql`execute detail_plan(${args})`)).toHaveLength(1);
      const [explained] = await rowsOf(sql`explain (analyze, format json) execute detail_plan(${args})`);
      await tx.execute(sql`deallocate detail_plan`);
      const cell = Object.values(explained!)[0];
      return (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
    });
    const scans = nodesOf(plan[0]!.Plan).filter((n) => n['Relation Name'] === 'requests');
    expect(scans).toHaveLength(1);
    expect(scans[0]!['Index Name']).toBe('requests_rid_unique');
    expect(scans[0]!['Rows Removed by Filter'] ?? 0).toBe(0);
  });
});
