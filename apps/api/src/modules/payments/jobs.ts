import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FREE_DOWNLOAD_MS } from '@portal/shared';
import type { Db } from '../../db/client';
import { requests, requestStatusHistory } from '../../db/schema';
import { audit } from '../../platform/audit';
import { gatewayFor } from '../../platform/payment-gateway';
import { renewDue } from '../subscription/service';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Runs the archive move and the Store & Share renewals now and then once a day. */
export function startPaymentJobs(app: FastifyInstance, everyMs = DAY_MS) {
  const run = async () => {
    try {
      const archived = await archiveRequests(app.ctx.db);
      const renewed = await renewDue(app.ctx.db, gatewayFor(app.ctx));
      app.log.info({ archived, renewed }, 'daily payments jobs');
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

