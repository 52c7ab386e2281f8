// Runs on both databases: pg-boss on PostgreSQL, the in-process runner on PGlite.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, mailOutbox } from '../src/db/schema';
import { createJobRunner, type JobRunner, type QueuedJob, type ScheduledJob } from '../src/platform/jobs';
import { createTestApp, type TestApp } from './harness';
import { first } from './support/rows';

/** Polls the database (not the clock) until `done` holds; the deadline only ends a broken run. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, seconds = 240): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const runsOf = (t: TestApp, name: string) =>
  t.app.ctx.db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(asc(jobRuns.id));

describe('background jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('retries a failing job with back-off and keeps every try, failures by error code only', async () => {
    let calls = 0;
    const flaky: QueuedJob = {
      name: 'flaky',
      run: async () => {
        calls++;
        if (calls < 3) throw Object.assign(new Error('patient Ana Ruiz 1990-01-01'), { code: 'E_FLAKY' });
        return { done: 1 };
      },
    };
    const runner = createJobRunner(t.app.ctx, { scheduled: [], queued: [flaky] }, t.app.log, {
      retry: { limit: 4, delaySeconds: 0.01 },
      startDelayMs: 0,
    });
    await runner.start();
    try {
      await runner.send('flaky', {});
      const runs = await until(
        () => runsOf(t, 'flaky'),
        (r) => r.some((x) => x.status === 'completed'),
      );
      expect(runs.map((r) => [r.attempt, r.status])).toEqual([
        [1, 'failed'],
        [2, 'failed'],
        [3, 'completed'],
      ]);
      expect(first(runs).error).toBe('Error:E_FLAKY');
      expect(JSON.stringify(runs)).not.toContain('Ana');
      expect(new Set(runs.map((r) => r.slot)).size).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('sends kept mail through the queue, and an SMTP failure stays visible and unsent', async () => {
    // SMTP on a closed port: each try fails; the mail stays in the outbox, unsent, the runs failed.
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const runner = createJobRunner(smtp.app.ctx, { scheduled: [], queued: [] }, smtp.app.log, {
      retry: { limit: 1, delaySeconds: 0.01 },
      startDelayMs: 0,
    });
    smtp.app.ctx.jobs = runner;
    await runner.start();
    try {
      await smtp.app.ctx.mailer.send({ to: 'a@example.com', subject: 'Your request', text: 'Sign in to see it.' });
      const runs = await until(
        () => runsOf(smtp, 'mail-send'),
        (r) => r.filter((x) => x.status === 'failed').length === 2,
      );
      expect(runs.map((r) => r.status)).toEqual(['failed', 'failed']);
      const mail = first(await smtp.app.ctx.db.select().from(mailOutbox));
      expect(mail.sentAt).toBeNull();
    } finally {
      await runner.stop();
      await smtp.close();
    }
  });

  it('runs each scheduled job at start on the embedded database', async () => {
    const tick: ScheduledJob = { name: 'tick', cron: '15 3 * * *', run: async () => ({ ticked: 1 }) };
    const runner = createJobRunner(t.app.ctx, { scheduled: [tick], queued: [] }, t.app.log, { startDelayMs: 0 });
    if (t.app.ctx.dbKind !== 'pglite') return; // PostgreSQL runs pg-boss: the fleet test below
    await runner.start();
    try {
      const runs = await until(
        () => runsOf(t, 'tick'),
        (r) => r.length > 0 && first(r).status !== 'running',
      );
      expect(runs[0]).toMatchObject({ status: 'completed', summary: { ticked: 1 } });
    } finally {
      await runner.stop();
    }
  });
});

// pg-boss needs PostgreSQL (the PostgreSQL run, DATABASE_URL set). Two runners on one database stand
// for two processes of a fleet: every tick of a per-minute schedule must run exactly once.
describe.runIf(process.env.DATABASE_URL)('background jobs on PostgreSQL (pg-boss)', () => {
  let t: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await t.close();
  });

  it('runs a schedule once per tick however many processes watch it, and retries a failed job', async () => {
    const every: ScheduledJob = { name: 'every-minute', cron: '* * * * *', run: async () => ({ ok: 1 }) };
    let calls = 0;
    const flaky: QueuedJob = {
      name: 'flaky-pg',
      run: async () => {
        if (++calls < 2) throw new Error('x');
        return { ok: 1 };
      },
    };
    for (let i = 0; i < 2; i++) {
      const r = createJobRunner(t.app.ctx, { scheduled: [every], queued: [flaky] }, t.app.log, {
        connectionString: t.databaseUrl,
        retry: { limit: 2, delaySeconds: 1 },
      });
      expect(r.kind).toBe('pg-boss');
      runners.push(r);
      await r.start();
    }
    await first(runners).send('flaky-pg', {});
    const flakyRuns = await until(
      () => runsOf(t, 'flaky-pg'),
      (r) => r.some((x) => x.status === 'completed'),
    );
    expect(flakyRuns.map((r) => r.status)).toEqual(['failed', 'completed']);
    // Two ticks completed: each slot (minute) has exactly one run.
    const runs = await until(
      () => runsOf(t, 'every-minute'),
      (r) => new Set(r.filter((x) => x.status === 'completed').map((x) => x.slot)).size >= 2,
      200,
    );
    const perSlot = new Map<string, number>();
    for (const r of runs) perSlot.set(r.slot, (perSlot.get(r.slot) ?? 0) + 1);
    expect(perSlot.size).toBeGreaterThanOrEqual(2);
    expect([...perSlot.values()].every((n) => n === 1)).toBe(true);
  }, 300_000);
});
