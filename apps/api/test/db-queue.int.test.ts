// Runs on both databases: the queue is PGlite's lock on one, the pool's waiting clients on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
