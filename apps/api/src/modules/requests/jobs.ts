import { FREE_DOWNLOAD_MS } from '@portal/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ScheduledJob } from '../../platform/jobs';
import { notifyOverdue, transition } from './lifecycle';
import { lifecycleRepository as repo } from './lifecycle/repository';

/**
 * The daily archive job (spec section 1: after 30 days records are archived): completed requests
 * become completed_archived 30 days after completed_on; abandoned ones closed_archived 30 days after
 * their last change. Each move goes through the request lifecycle (history, audit) in one
 * transaction; a row another process moved first is skipped (safe if two processes run it).
 */
export async function archiveRequests(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - FREE_DOWNLOAD_MS);
  return db.transaction(async (tx) => {
    const due = await repo.dueForArchive(tx, cutoff);
    let moved = 0;
    for (const { id } of due) {
      try {
        await tx.transaction((sp) =>
          transition(sp, null, {
            requestId: id,
            event: 'archive',
            actor: { kind: 'system', userId: null },
            req: null,
            serverNote: { code: 'archived', params: {} },
            now,
          }),
        );
        moved++;
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'CONFLICT')) throw e;
      }
    }
    return moved;
  });
}

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
