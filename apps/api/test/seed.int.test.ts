// Runs on both databases: bulk inserts and the seed under its lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backgroundWork } from '../src/platform/health';
import { seedIfEmpty } from '../src/seed';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo-account';
import { createTestApp, type TestApp } from './harness';
import { first } from './support/rows';

let t: TestApp;
const COUNT = 12_000;
// execute() answers the driver's result type; the row shape is this query's.
type CountRows = { rows: { n: number }[] };
const custodianCount = async () => {
  const res: unknown = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM custodians`);
  return first((res as CountRows).rows).n;
};
/** Waits for the background fill (no wall-clock limit beyond the test's own). */
async function settled() {
  while (backgroundWork.size) await new Promise((r) => setTimeout(r, 100));
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'auto', SEED_DIRECTORY_COUNT: COUNT });
}, 240_000);
afterAll(async () => {
  await settled();
  await t.close();
});

describe('first start of the demo (the directory held the start)', () => {
  it('answers as soon as the demo account exists and fills the directory behind it', async () => {
    await seedIfEmpty(t.app.ctx, t.app.log);
    // Seeding returned (the server would now listen) with the fill still to do.
    expect([...backgroundWork]).toEqual(['directory']);
    expect((await t.app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok', seeding: ['directory'] });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_in',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    // Every demo status, each reached through the lifecycle: its history and audit rows say so.
    const moves = await t.database.db.execute(sql`
      SELECT r.status, (SELECT count(*)::int FROM request_status_history h WHERE h.request_id = r.id) AS history,
             (SELECT count(*)::int FROM audit_events a WHERE a.request_id = r.id AND a.action IN ('request.create', 'request.submit', 'request.abandon', 'request.status_change')) AS audits
      FROM requests r`);
    const rows = (moves as { rows: { status: string; history: number; audits: number }[] }).rows;
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['draft', 'abandoned', 'ordered', 'completed', 'completed_archived', 'closed_archived']),
    );
    for (const r of rows) expect(r.audits).toBe(r.history);

    await settled();
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', db: t.database.kind });
    expect(await custodianCount()).toBe(COUNT);
    const words = await t.database.db.execute(
      sql`SELECT count(DISTINCT custodian_id)::int AS n FROM custodian_name_words`,
    );
    expect(first((words as { rows: { n: number }[] }).rows).n).toBe(COUNT);
  }, 180_000);

  it('continues a fill that a stopped start left half-way, and adds nothing when it is whole', async () => {
    await t.database.db.execute(
      sql`DELETE FROM custodian_name_words WHERE custodian_id IN (SELECT id FROM custodians WHERE location_id LIKE 'LOC-%' AND substring(location_id from 5)::int > 7000)`,
    );
    await t.database.db.execute(
      sql`DELETE FROM custodians WHERE location_id LIKE 'LOC-%' AND substring(location_id from 5)::int > 7000`,
    );
    await seedIfEmpty(t.app.ctx, t.app.log);
    await settled();
    expect(await custodianCount()).toBe(COUNT);
    const dup = await t.database.db.execute(
      sql`SELECT location_id, count(*)::int AS n FROM custodians WHERE location_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1`,
    );
    expect((dup as { rows: unknown[] }).rows).toEqual([]);
    await seedIfEmpty(t.app.ctx, t.app.log);
    await settled();
    expect(await custodianCount()).toBe(COUNT);
  }, 180_000);
});
