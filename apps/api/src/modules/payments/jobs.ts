import { and, eq, lt } from 'drizzle-orm';
import { FREE_DOWNLOAD_MS } from '@portal/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requests, requestStatusHistory } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { ScheduledJob } from '../../platform/jobs';
import { gatewayFor } from '../../platform/payment-gateway';
import { renewDue } from '../subscription/service';

/**
 * The daily archive job (spec section 1: after 30 days records are archived): completed requests
 * become completed_archived 30 days after completed_on; abandoned ones closed_archived 30 days after
 * their last change. Each move is one statement (idempotent, safe if two processes run it).
 */
export async function archiveRequests(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - FREE_DOWNLOAD_MS);
  return db.transaction(async (tx) => {
    const completed = await tx.update(requests)
      .set({ status: 'completed_archived', updatedAt: now })
      .where(and(eq(requests.status, 'completed'), lt(requests.completedOn, cutoff)))
      .returning({ id: requests.id, userId: requests.userId, status: requests.status });
    const closed = await tx.update(requests)
      .set({ status: 'closed_archived', updatedAt: now })
      .where(and(eq(requests.status, 'abandoned'), lt(requests.updatedAt, cutoff)))
      .returning({ id: requests.id, userId: requests.userId, status: requests.status });
    const moved = [...completed, ...closed];
    if (moved.length) {
      await tx.insert(requestStatusHistory).values(moved.map((m) => ({ requestId: m.id, status: m.status, note: 'Archived after 30 days' })));
      for (const m of moved) {
        await audit(tx, null, { action: 'request.status_change', subjectUserId: m.userId, entityType: 'request', entityId: m.id, requestId: m.id, details: { to: m.status, by: 'archive_job' } });
      }
    }
    return moved.length;
  });
}

/**
 * The daily jobs of this capability, run by the platform's job runner (pg-boss on PostgreSQL:
 * once per tick however many processes run; in process on PGlite), retried with back-off.
 */
export function paymentJobs(config: Pick<Config, 'JOBS_ARCHIVE_CRON' | 'JOBS_RENEWALS_CRON'>): ScheduledJob[] {
  return [
    { name: 'daily-archive', cron: config.JOBS_ARCHIVE_CRON, run: async (ctx) => ({ archived: await archiveRequests(ctx.db) }) },
    {
      name: 'subscription-renewals',
      cron: config.JOBS_RENEWALS_CRON,
      run: async (ctx) => ({ renewed: await renewDue(ctx.db, gatewayFor(ctx)) }),
    },
  ];
}
