// Runs on both databases: the queue is PGlite's lock on one, the pool's waiting clients on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { createTestApp, signUp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DB_QUEUE_MAX: 1 });
});
afterAll(() => t.close());

describe('a database queue that is too long', () => {
  it('answers API calls 503 with Retry-After at once, keeps /healthz up, and serves again when the queue drains', async () => {
    const u = await signUp(t);
    // Occupy the database: every connection (PostgreSQL: the pool's ten; PGlite: its one lock) in
    // a transaction that waits for the test, and one more call queued behind them.
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const holders = t.database.kind === 'postgres' ? 11 : 2;
    const held = Array.from({ length: holders }, () =>
      t.database.db.transaction(async () => {
        await gate;
      }),
    );
    while (t.database.waiting() < 1) await new Promise((r) => setImmediate(r));

    const busy = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', messages: [MESSAGES.tooManyRequests] } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    release();
    await Promise.all(held);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers })).statusCode).toBe(200);
  });
});

/** Holds every connection (PostgreSQL: the pool's ten; PGlite: its one lock) until released. */
function holdDatabase(app: TestApp) {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const holders = app.database.kind === 'postgres' ? 10 : 1;
  const held = Array.from({ length: holders }, () =>
    app.database.db.transaction(async () => {
      await gate;
    }),
  );
  return {
    release: async () => {
      release();
      await Promise.all(held);
    },
  };
}

describe('shedding by waiting time, not by count', () => {
  it('lets a long queue that has not waited long wait its turn: every call is answered, none refused', async () => {
    const app = await createTestApp({ DB_QUEUE_WAIT_MS: 600_000 });
    try {
      const u = await signUp(app);
      const hold = holdDatabase(app);
      // 150 patients' calls queue behind the held connections (more than the count that used to
      // shed), then 20 more arrive while they wait.
      let answers;
      try {
        const first = Array.from({ length: 150 }, () =>
          app.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers }),
        );
        for (let i = 0; i < 4000 && app.database.waiting() < 100; i++) await new Promise((r) => setTimeout(r, 5));
        expect(app.database.waiting()).toBeGreaterThanOrEqual(100);
        const more = Array.from({ length: 20 }, () =>
          app.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers }),
        );
        await new Promise((r) => setTimeout(r, 50));
        await hold.release();
        answers = await Promise.all([...first, ...more]);
      } finally {
        await hold.release();
      }
      expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('answers 503 with Retry-After once the oldest waiting call has waited past the budget', async () => {
    const app = await createTestApp({ DB_QUEUE_WAIT_MS: 50 });
    try {
      const u = await signUp(app);
      const hold = holdDatabase(app);
      const waiter = app.database.db.execute(sql`select 1`);
      while (app.database.oldestWaitMs() <= 50) await new Promise((r) => setTimeout(r, 10));
      const busy = await app.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      await hold.release();
      await waiter;
      expect((await app.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);
});
