import { randomUUID } from 'node:crypto';
import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { recordRun } from './record';
import { RETRY, type JobRunner, type RetryPolicy, type JobSummary, type QueuedJob, type ScheduledJob } from './types';

/**
 * The embedded (PGlite, one process) runner: the same jobs, the same schedules, retries with
 * back-off and `job_runs` rows as pg-boss, kept in this process. PGlite belongs to one process, so
 * there is no second runner to race.
 */
export function createLocalRunner(
  ctx: AppContext,
  jobs: { scheduled: ScheduledJob[]; queued: QueuedJob[] },
  log: FastifyBaseLogger,
  opts: { retry?: RetryPolicy; startDelayMs?: number } = {},
): JobRunner {
  const retry = opts.retry ?? RETRY;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = true;

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    t.unref();
    timers.add(t);
  };

  /** One try; on failure the next waits twice as long as the last, up to `retry.limit` more tries. */
  const attempt = (name: string, slot: string, n: number, run: () => Promise<JobSummary>) => {
    if (stopped) return;
    const p = recordRun(ctx.db, name, slot, n, run)
      .then((summary) => log.info({ job: name, ...(summary ?? {}) }, 'job completed'))
      .catch((err) => {
        log.error({ err, job: name, attempt: n }, 'job failed');
        if (n <= retry.limit) later(retry.delaySeconds * 1000 * 2 ** (n - 1), () => attempt(name, slot, n + 1, run));
      })
      .finally(() => running.delete(p));
    running.add(p);
  };

  const scheduleNext = (job: ScheduledJob) => {
    const next = cronParser.parseExpression(job.cron, { tz: 'UTC' }).next().toDate();
    later(Math.max(0, next.getTime() - Date.now()), () => {
      attempt(job.name, next.toISOString().slice(0, 16), 1, () => job.run(ctx));
      if (!stopped) scheduleNext(job);
    });
  };

  return {
    kind: 'in-process',
    get running() {
      return !stopped;
    },
    async start() {
      stopped = false;
      // One process owns PGlite and may have been down at a tick: each job also runs once at start
      // (they are idempotent), as the embedded portal always did.
      const now = new Date().toISOString().slice(0, 16);
      for (const job of jobs.scheduled) {
        later(opts.startDelayMs ?? 5_000, () => attempt(job.name, `start ${now}`, 1, () => job.run(ctx)));
        scheduleNext(job);
      }
    },
    async send(name, data) {
      const job = jobs.queued.find((j) => j.name === name);
      if (!job) throw new Error(`no queued job named ${name}`);
      const slot = randomUUID();
      later(0, () => attempt(name, slot, 1, () => job.run(ctx, data)));
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
