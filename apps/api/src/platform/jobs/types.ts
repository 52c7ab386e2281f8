import type { AppContext } from '../context';

/** A job's result: counts for the log and `job_runs.summary`, never patient data. */
export type JobSummary = Record<string, number> | void;

/** A recurring job: run once per tick of its cron schedule (UTC), however many processes run. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(ctx: AppContext): Promise<JobSummary>;
}

/** A queued job: run once for each `send`, retried with back-off when it throws. */
export interface QueuedJob<T = Record<string, unknown>> {
  name: string;
  run(ctx: AppContext, data: T): Promise<JobSummary>;
}

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** True between start() and stop(): the mailer queues mail only then (tests build no runner). */
  readonly running: boolean;
  /** Starts the schedules and the workers. */
  start(): Promise<void>;
  /** Queues a one-off job (e.g. sending a mail). */
  send(name: string, data: Record<string, unknown>): Promise<void>;
  /** Stops taking jobs and waits for the ones running (SIGTERM). */
  stop(): Promise<void>;
}

/** How a runner retries: up to `limit` more tries, the first after `delaySeconds`, doubling. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
}

/** Up to 4 more tries, waiting 10 s, 20 s, 40 s, 80 s. */
export const RETRY: RetryPolicy = { limit: 4, delaySeconds: 10 };
