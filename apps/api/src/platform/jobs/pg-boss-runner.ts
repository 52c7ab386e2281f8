import type PgBoss from 'pg-boss';
import { requireWhenNeeded } from '../lazy-require';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { recordRun } from './record';
import { RETRY, type JobRunner, type RetryPolicy, type JobSummary, type QueuedJob, type ScheduledJob } from './types';

type Job = PgBoss.JobWithMetadata<Record<string, unknown>>;

/** The ISO minute a scheduled job was created in: its cron tick. */
const tickOf = (j: Job) => j.createdOn.toISOString().slice(0, 16);

/**
 * Jobs on PostgreSQL through pg-boss, for a fleet: a schedule's tick creates one job however many
 * processes watch the clock (pg-boss's cron is a singleton per minute), and a job is fetched by one
 * worker (SKIP LOCKED). A job that throws is retried with back-off, then kept as failed, both in
 * pg-boss's tables and in `job_runs`.
 */
export function createPgBossRunner(
  ctx: AppContext,
  connectionString: string,
  jobs: { scheduled: ScheduledJob[]; queued: QueuedJob[] },
  log: FastifyBaseLogger,
  policy: RetryPolicy = RETRY,
): JobRunner {
  const PgBossQueue = requireWhenNeeded<typeof PgBoss>('pg-boss'); // only on PostgreSQL
  const boss = new PgBossQueue({ connectionString, schema: 'pgboss', max: 3, application_name: 'portal-jobs' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const retry = { retryLimit: policy.limit, retryDelay: policy.delaySeconds, retryBackoff: true };
  let started = false;

  const work = async (
    name: string,
    slotOf: (j: Job) => string,
    run: (data: Record<string, unknown>) => Promise<JobSummary>,
  ) => {
    await boss.createQueue(name, { name, ...retry });
    await boss.work<Record<string, unknown>>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 },
      async ([j]) => {
        // batchSize 1: one job a call; an empty batch has nothing to run.
        if (!j) return;
        const attempt = j.retryCount + 1;
        try {
          const summary = await recordRun(ctx.db, name, slotOf(j), attempt, () => run(j.data ?? {}));
          log.info({ job: name, ...(summary ?? {}) }, 'job completed');
        } catch (err) {
          log.error({ err, job: name, attempt }, 'job failed');
          throw err; // pg-boss retries it, then marks it failed
        }
      },
    );
  };

  return {
    kind: 'pg-boss',
    get running() {
      return started;
    },
    async start() {
      await boss.start();
      started = true;
      for (const job of jobs.scheduled) {
        await work(job.name, tickOf, () => job.run(ctx));
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC', ...retry });
      }
      for (const job of jobs.queued)
        await work(
          job.name,
          (j) => j.id,
          (data) => job.run(ctx, data),
        );
    },
    async send(name, data) {
      await boss.send(name, data, retry);
    },
    async stop() {
      if (!started) return;
      started = false;
      // Graceful: nothing new is fetched, the jobs running finish (within the timeout).
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
