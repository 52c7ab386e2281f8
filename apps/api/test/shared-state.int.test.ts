import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryChanged, searchCacheOf } from '../src/modules/providers/search-cache';
import { createTestApp, type TestApp } from './harness';
import { hasRedis, startRedis } from './redis-harness';

/** Two processes of one deployment (two apps) sharing one Redis. */
describe.skipIf(!hasRedis)('state shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    one = await createTestApp({ REDIS_URL: redis.url, AUTH_RATE_LIMIT_MAX: 3 });
    two = await createTestApp({ REDIS_URL: redis.url, AUTH_RATE_LIMIT_MAX: 3 });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    redis?.stop();
  });

  it('counts one client against one rate-limit budget across processes', async () => {
    const hit = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v2/auth/sign_in',
        remoteAddress: '192.0.2.44',
        payload: { email: 'x@example.com', password: 'x' },
      });
    expect((await hit(one)).statusCode).toBe(401);
    expect((await hit(two)).statusCode).toBe(401);
    expect((await hit(one)).statusCode).toBe(401);
    expect((await hit(two)).statusCode).toBe(429);
    // Another client is counted on its own.
    const other = await two.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_in',
      remoteAddress: '192.0.2.45',
      payload: { email: 'x@example.com', password: 'x' },
    });
    expect(other.statusCode).toBe(401);
  });

  it("clears every process's search cache when the directory changes in one", async () => {
    const page = { total: 1, rows: [] };
    searchCacheOf(two.app.ctx).set('k', page);
    searchCacheOf(one.app.ctx).set('k', page);
    expect(searchCacheOf(two.app.ctx).get('k')).toBeDefined();
    await directoryChanged(one.app.ctx);
    expect(searchCacheOf(one.app.ctx).get('k')).toBeUndefined();
    for (let i = 0; i < 200 && searchCacheOf(two.app.ctx).get('k'); i++) await new Promise((r) => setTimeout(r, 25));
    expect(searchCacheOf(two.app.ctx).get('k')).toBeUndefined();
  });
});

describe('without Redis', () => {
  it("keeps today's one-process behaviour: the bus delivers within the process", async () => {
    const t = await createTestApp();
    try {
      expect(t.app.ctx.shared.redis).toBeNull();
      searchCacheOf(t.app.ctx).set('k', { total: 0, rows: [] });
      await directoryChanged(t.app.ctx);
      expect(searchCacheOf(t.app.ctx).get('k')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
