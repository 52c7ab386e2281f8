import type { Config } from '../../config';
import type { ScheduledJob } from '../../platform/jobs';
import { renewDue } from './service';

/**
 * The Store & Share renewals, run daily by the platform's job runner (pg-boss on PostgreSQL: once
 * per tick however many processes run; in process on PGlite). Here rather than with the payments
 * jobs, so that payments never imports subscription (subscription uses payments' cards).
 */
export function subscriptionJobs(config: Pick<Config, 'JOBS_RENEWALS_CRON'>): ScheduledJob[] {
  return [
    {
      name: 'subscription-renewals',
      cron: config.JOBS_RENEWALS_CRON,
      run: async (ctx) => ({ renewed: await renewDue(ctx.db, ctx.gateway) }),
    },
  ];
}
