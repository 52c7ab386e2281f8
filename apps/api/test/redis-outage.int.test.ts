// One database suffices: what fails here is Redis; the database only names itself in /readyz.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryChanged, searchCacheOf } from '../src/modules/providers/search-cache';
import { createTestApp, signUp, type TestApp } from './harness';
import { hasRedis } from './redis-harness';

/**
 * Redis holds rate-limit counters and cache invalidations, nothing a patient must wait for: while
 * it is away the portal keeps answering (per-process limits, no shared cache), /readyz reports
 * it degraded but ready, and when it returns everything is shared again without a restart.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const until = async (what: () => Promise<boolean> | boolean, tries = 400) => {
  for (let i = 0; i < tries; i++) {
    if (await what()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
};

describe.skipIf(!hasRedis)('a Redis outage', () => {
  let port: number;
  let redis: ChildProcess | null = null;
  let one: TestApp;
  let two: TestApp;
  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(
      () =>
        new Promise<boolean>((r) => {
          const s = net.connect(port, '127.0.0.1', () => {
            s.destroy();
            r(true);
          });
          s.on('error', () => r(false));
        }),
    );
  };
  const stopRedis = () => {
    redis?.kill('SIGKILL');
    redis = null;
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT_MAX: 3, RATE_LIMIT_MAX: 10_000 };
    one = await createTestApp(env);
    two = await createTestApp(env);
    await until(async () => (await shared(one)) && (await shared(two)));
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    stopRedis();
  });

  const signIn = (app: TestApp, ip: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_in',
      remoteAddress: ip,
      payload: { email: 'x@example.com', password: 'x' },
    });
  const readyz = (app: TestApp) => app.app.inject({ method: 'GET', url: '/readyz' });
  /** Ready with Redis in use. */
  const shared = async (app: TestApp) => {
    const r = await readyz(app);
    return r.statusCode === 200 && !('degraded' in r.json());
  };
  /** Ready, with Redis reported away. */
  const degraded = async (app: TestApp) => {
    const r = await readyz(app);
    return r.statusCode === 200 && 'degraded' in r.json();
  };

  it('keeps answering, counts limits per process, reports degraded but ready, and recovers by itself', async () => {
    expect((await readyz(one)).json()).toEqual({ status: 'ready', db: one.database.kind });

    stopRedis();
    expect(await until(() => degraded(one), 200)).toBe(true);

    // Every call answers as it would, not 500.
    const health = await one.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await readyz(one);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', degraded: [expect.stringContaining('redis')] });
    const patient = await signUp(one);
    const search = await one.app.inject({ method: 'GET', url: '/api/v2/user', headers: patient.headers });
    expect(search.statusCode).toBe(200);
    expect((await signIn(one, '192.0.2.70')).statusCode).toBe(401);

    // The budget still holds, counted by each process on its own.
    expect((await signIn(one, '192.0.2.71')).statusCode).toBe(401);
    expect((await signIn(one, '192.0.2.71')).statusCode).toBe(401);
    expect((await signIn(one, '192.0.2.71')).statusCode).toBe(401);
    expect((await signIn(one, '192.0.2.71')).statusCode).toBe(429);
    expect((await signIn(two, '192.0.2.71')).statusCode).toBe(401);

    // No page is kept while the bus that would clear it is down.
    searchCacheOf(one.app.ctx).set('k', { total: 1, rows: [] });
    expect(searchCacheOf(one.app.ctx).get('k')).toBeUndefined();
    await directoryChanged(one.app.ctx); // does not fail or hang without Redis

    await startRedis();
    expect(await until(async () => (await shared(one)) && (await shared(two)))).toBe(true);
    expect((await readyz(one)).json()).toEqual({ status: 'ready', db: one.database.kind });
    // Shared again: one budget across both processes.
    for (const app of [one, two, one]) expect((await signIn(app, '192.0.2.72')).statusCode).toBe(401);
    expect((await signIn(two, '192.0.2.72')).statusCode).toBe(429);
    // And the bus delivers across processes again.
    searchCacheOf(two.app.ctx).set('k', { total: 1, rows: [] });
    await directoryChanged(one.app.ctx);
    expect(await until(() => searchCacheOf(two.app.ctx).get('k') === undefined)).toBe(true);
  }, 120_000);
});
