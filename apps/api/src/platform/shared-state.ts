import { EventEmitter } from 'node:events';
import type * as IORedis from 'ioredis';
import { requireWhenNeeded } from './lazy-require';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What processes of one deployment share besides the database. With REDIS_URL set: the
 * rate-limit counters (the rate-limit plugin's Redis store) and a message bus (Redis pub/sub), so
 * that e.g. approving a provider clears every process's search cache. Without it (the embedded,
 * one-process default) the bus delivers within the process, as before.
 */
export interface SharedState {
  /** The Redis client for the rate-limit store, when configured. */
  redis: IORedis.Redis | null;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): void;
  close(): Promise<void>;
}

const PREFIX = 'portal:';

export function createSharedState(redisUrl: string | undefined, log: FastifyBaseLogger): SharedState {
  const local = new EventEmitter();
  if (!redisUrl) {
    return {
      redis: null,
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
  // Commands fail fast while Redis is away (the rate limiter then lets requests through rather
  // than hanging them); the subscriber reconnects and resubscribes by itself.
  const { Redis } = requireWhenNeeded<typeof IORedis>('ioredis'); // only with REDIS_URL
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const c of [redis, sub]) c.on('error', (err) => log.warn({ err }, 'redis connection error'));
  const channels = new Set<string>();
  sub.on('message', (channel: string, message: string) => local.emit(channel.slice(PREFIX.length), message));
  return {
    redis,
    async publish(channel, message) {
      // Delivered here at once, and to the other processes through Redis (this process ignores
      // its own echo: handlers are idempotent, so a second delivery is harmless anyway).
      local.emit(channel, message);
      await redis.publish(PREFIX + channel, message).catch((err) => log.warn({ err }, 'redis publish failed'));
    },
    subscribe(channel, onMessage) {
      local.on(channel, onMessage);
      if (!channels.has(channel)) {
        channels.add(channel);
        void sub.subscribe(PREFIX + channel).catch((err) => log.warn({ err }, 'redis subscribe failed'));
      }
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([redis.quit(), sub.quit()]);
    },
  };
}
