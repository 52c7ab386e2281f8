import { FREE_DOWNLOAD_MS } from '@portal/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { lifecycleRepository as repo } from './repository';
import { transition } from './transition';

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
            who: null,
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
