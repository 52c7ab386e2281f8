import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { createLocalRunner } from './local-runner';
import { createPgBossRunner } from './pg-boss-runner';
import type { JobRunner, QueuedJob, RetryPolicy, ScheduledJob } from './types';

export type { JobRunner, QueuedJob, ScheduledJob } from './types';

/** Sends a mail kept in the outbox (SMTP configured); queued by the mailer, retried when SMTP fails. */
export const mailSendJob: QueuedJob<{ id?: unknown }> = {
  name: 'mail-send',
  run: (ctx, data) => ctx.mailer.deliverOne(Number(data.id)),
};

/**
 * pg-boss on PostgreSQL (a fleet: each job once, whichever process takes it), the in-process
 * runner on the embedded PGlite (one process).
 */
export function createJobRunner(
  ctx: AppContext,
  jobs: { scheduled: ScheduledJob[]; queued: QueuedJob[] },
  log: FastifyBaseLogger,
  opts: { connectionString?: string; retry?: RetryPolicy; startDelayMs?: number } = {},
): JobRunner {
  const all = { scheduled: jobs.scheduled, queued: [mailSendJob as QueuedJob, ...jobs.queued] };
  const url = opts.connectionString ?? ctx.config.DATABASE_URL;
  return ctx.dbKind === 'postgres' && url
    ? createPgBossRunner(ctx, url, all, log, opts.retry)
    : createLocalRunner(ctx, all, log, opts);
}
