import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from './errors';

/** Seconds a refused client waits before it tries again (the web client retries once or twice). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Load shedding by waiting time: while the database call that has waited longest (PGlite runs one
 * at a time; on PostgreSQL, calls waiting for a pooled connection) has waited more than
 * `waitBudgetMs`, a new call would wait at least as long, so it answers 503 at once, with
 * `Retry-After` and the spec's error body (the web app retries a read once). A long queue that
 * moves fast sheds nothing: a patient never sees an error only because many others are busy.
 * `max` is a ceiling on the count, against memory, not the rule. Health checks and the web app's
 * files never touch the database and are never refused.
 */
export function registerDbQueueGuard(
  app: FastifyInstance,
  database: Database,
  limits: { max: number; waitBudgetMs: number },
) {
  // A callback hook, not an async one: every API call passes here, and a promise a call is CPU.
  app.addHook('onRequest', (req, reply, done) => {
    if (
      !req.routeOptions.url?.startsWith('/api/') ||
      (database.waiting() < limits.max && database.oldestWaitMs() <= limits.waitBudgetMs)
    )
      return done();
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    done(new AppError('SERVICE_UNAVAILABLE'));
  });
}
