import type { Config } from '../../config';
import type { ScheduledJob } from '../../platform/jobs';
import { archiveRequests, notifyOverdue } from '../lifecycle';

/**
 * The daily jobs of the request lifecycle, run by the platform's job runner (pg-boss on PostgreSQL:
 * once per tick however many processes run; in process on PGlite), retried with back-off.
 */
export function requestJobs(config: Pick<Config, 'JOBS_ARCHIVE_CRON'>): ScheduledJob[] {
  return [
    {
      name: 'daily-archive',
      cron: config.JOBS_ARCHIVE_CRON,
      run: async (ctx) => ({ archived: await archiveRequests(ctx.db) }),
    },
    // Requests past their HIPAA deadline: the patient is told once (lifecycle mail).
    {
      name: 'overdue-notices',
      cron: config.JOBS_ARCHIVE_CRON,
      run: async (ctx) => ({ overdue: await notifyOverdue(ctx) }),
    },
  ];
}
