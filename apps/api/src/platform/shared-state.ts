import { EventEmitter } from 'node:events';
import type * as IORedis from 'ioredis';
import { requireWhenNeeded } from './lazy-require';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What processes of one deployment share besides the database. With REDIS_URL set: the
 * rate-limit counters (the rate-limit plugin's Redis store) and a message bus (Redis pub/sub), so
 * that e.g. approving a provider clears every process's search cache. Without it (the embedded,
 * one-process default) the bus delivers within the process, as before.
 *
 * Redis holds counters and cache invalidations, nothing a patient must wait for, so its outage
 * degrades the portal and never stops it: while Redis is away each process counts rate limits on
 * its own (rateLimitStore), caches that rely on the bus are bypassed (`degraded()`), `/readyz`
 * reports it as degraded but ready, and one line is logged when it goes and one when it comes
 * back. Both clients reconnect by themselves; on reconnecting, every subscribed channel gets one
 * local delivery of RESYNC, since messages sent meanwhile were missed (handlers only clear caches,
 * so an extra delivery is harmless).
 */
export interface SharedState {
  /** The Redis client for the rate-limit store, when configured. */
  redis: IORedis.Redis | null;
  /** Why the shared state is degraded (Redis configured but unreachable); null when it is not. */
  degraded(): string | null;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): void;
  close(): Promise<void>;
}

/** The message a channel's handlers get locally after Redis comes back (messages may have been missed). */
export const RESYNC = 'resync';

const PREFIX = 'portal:';

export function createSharedState(redisUrl: string | undefined, log: FastifyBaseLogger): SharedState {
  const local = new EventEmitter();
  if (!redisUrl) {
    return {
      redis: null,
      degraded: () => null,
      async publish(channel, message) {
        local.emit(channel, message);
      },
      subscribe(channel, onMessage) {
        local.on(channel, onMessage);
      },
      async close() {
        local.removeAllListeners();
      },
    };
  }
  // Commands fail fast while Redis is away (enableOfflineQueue off: the rate limiter falls back
  // to this process's counters rather than hanging or failing requests); both clients reconnect
  // by themselves, at most every 2 s.
  const { Redis } = requireWhenNeeded<typeof IORedis>('ioredis'); // only with REDIS_URL
  const retryStrategy = (times: number) => Math.min(times * 100, 2000);
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
    retryStrategy,
    connectTimeout: 2000,
  });
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: null, retryStrategy, connectTimeout: 2000 });
  const channels = new Set<string>();
  let down: string | null = null;
  let closing = false;
  const wentDown = (why: string) => {
    if (down || closing) return;
    down = why;
    log.warn(
      { redis: 'unreachable', reason: why },
      'redis unreachable: rate limits are counted per process and shared caches are bypassed until it returns',
    );
  };
  const cameBack = () => {
    if (redis.status !== 'ready' || sub.status !== 'ready' || !down) return;
    down = null;
    log.info({ redis: 'ready' }, 'redis is back: rate limits and cache invalidation are shared again');
    for (const c of channels) local.emit(c, RESYNC);
  };
  for (const c of [redis, sub]) {
    c.on('error', (err: Error) => wentDown(err.message));
    c.on('close', () => wentDown('connection closed'));
    c.on('ready', cameBack);
  }
  sub.on('message', (channel: string, message: string) => local.emit(channel.slice(PREFIX.length), message));
  return {
    redis,
    degraded: () => (down || redis.status !== 'ready' ? `redis unreachable${down ? `: ${down}` : ''}` : null),
    async publish(channel, message) {
      // Delivered here at once, and to the other processes through Redis (this process ignores
      // its own echo: handlers are idempotent, so a second delivery is harmless anyway).
      local.emit(channel, message);
      if (redis.status !== 'ready') return; // the others resync when Redis returns
      await redis.publish(PREFIX + channel, message).catch((err: Error) => wentDown(err.message));
    },
    subscribe(channel, onMessage) {
      local.on(channel, onMessage);
      if (!channels.has(channel)) {
        channels.add(channel);
        // ioredis subscribes again by itself after a reconnection.
        void sub.subscribe(PREFIX + channel).catch((err: Error) => wentDown(err.message));
      }
    },
    async close() {
      closing = true;
      local.removeAllListeners();
      await Promise.allSettled([redis.quit(), sub.quit()]);
      redis.disconnect();
      sub.disconnect();
    },
  };
}

type IncrCallback = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface RateLimitStore {
  incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}
type StoreClass = new (...args: never[]) => RateLimitStore;

/**
 * The rate-limit plugin's store for a deployment with Redis: the shared counters while Redis
 * answers, this process's own counters (the plugin's in-memory store) while it does not, so an
 * outage lets requests through under a per-process budget instead of failing every one of them.
 */
export function rateLimitStore(shared: SharedState, nameSpace: string) {
  const redis = shared.redis!;
  // The plugin's own stores, so counting is exactly the plugin's either way.
  const RedisStore = requireWhenNeeded<StoreClass>('@fastify/rate-limit/store/RedisStore');
  const LocalStore = requireWhenNeeded<StoreClass>('@fastify/rate-limit/store/LocalStore');
  type Params = { continueExceeding?: boolean; exponentialBackoff?: boolean };
  const make = (remote: RateLimitStore, here: RateLimitStore): RateLimitStore => ({
    incr(key, cb, timeWindow, max) {
      if (shared.degraded()) return here.incr(key, cb, timeWindow, max);
      remote.incr(key, (err, res) => (err ? here.incr(key, cb, timeWindow, max) : cb(null, res)), timeWindow, max);
    },
    child(routeOptions) {
      return make(remote.child(routeOptions), here.child(routeOptions));
    },
  });
  return class FallbackStore {
    constructor(params: Params) {
      const ctor = (C: StoreClass, ...args: unknown[]) => new (C as new (...a: unknown[]) => RateLimitStore)(...args);
      return make(
        ctor(RedisStore, params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        ctor(LocalStore, params.continueExceeding, params.exponentialBackoff, 5000),
      );
    }
  };
}
