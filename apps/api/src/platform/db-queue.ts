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
  // A callback hook, not an async one: every API call passes here, and a promise a call is CPU.
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.routeOptions.url?.startsWith('/api/') || database.waiting() < max) return done();
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    done(new AppError('SERVICE_UNAVAILABLE'));
  });
}
