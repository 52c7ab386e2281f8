import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FREE_DOWNLOAD_MS } from '@portal/shared';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { gatewayFor } from '../../platform/payment-gateway';
import { notifyOverdue, transition } from '../requests/lifecycle';
import { renewDue } from '../subscription/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily archive job (spec section 1: after 30 days records are archived): completed requests
 * become completed_archived 30 days after completed_on; abandoned ones closed_archived 30 days after
 * their last change. Each move goes through the request lifecycle (history, audit) in one
 * transaction; a row another process moved first is skipped (safe if two processes run it).
 */
export async function archiveRequests(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - FREE_DOWNLOAD_MS);
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: requests.id }).from(requests).where(or(
      and(eq(requests.status, 'completed'), lt(requests.completedOn, cutoff)),
      and(eq(requests.status, 'abandoned'), lt(requests.updatedAt, cutoff)),
    ));
    let moved = 0;
    for (const { id } of due) {
      try {
        await tx.transaction((sp) => transition(sp, null, { requestId: id, event: 'archive', actor: { kind: 'system', userId: null }, req: null, note: 'Archived after 30 days', now }));
        moved++;
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'CONFLICT')) throw e;
      }
    }
    return moved;
  });
}

/** Runs the archive move and the Store & Share renewals now and then once a day. */
export function startPaymentJobs(app: FastifyInstance, everyMs = DAY_MS) {
  const run = async () => {
    try {
      const archived = await archiveRequests(app.ctx.db);
      const overdue = await notifyOverdue(app.ctx);
      const renewed = await renewDue(app.ctx.db, gatewayFor(app.ctx));
      app.log.info({ archived, overdue, renewed }, 'daily payments jobs');
    } catch (err) {
      app.log.error({ err }, 'daily payments jobs failed');
    }
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

