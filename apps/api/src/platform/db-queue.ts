import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from './errors';

/** Seconds a refused client waits before it tries again (the web client retries once or twice). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Load shedding: while more than `max` database calls are waiting (PGlite runs one at a time; on
 * PostgreSQL, calls waiting for a pooled connection), a new API call answers 503 at once, with
 * `Retry-After` and the spec's error body, instead of joining a queue it would time out in.
 * Health checks and the web app's files never touch the database and are never refused.
 */
export function registerDbQueueGuard(app: FastifyInstance, database: Database, max: number) {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.url?.startsWith('/api/')) return;
    if (database.waiting() < max) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw new AppError('SERVICE_UNAVAILABLE');
  });
}
