import type { z } from 'zod';
import { STAFF_PAGE_SIZE, type staffQueueQuerySchema } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { mailRefundDecision } from '../notifications';
import { decideRefund, postStaffMessage, staffReadMessages } from '../requests';
import { requestAuditLog } from './audit-repository';
import { integrations } from './integrations';
import { toQueueItem } from './mapping';
import { queueRepository } from './queue-repository';
import { listMedicalRecords } from './records';
import { staffRepository } from './repository';
import { loadDeskRequest } from './work-service';

/**
 * The records desk's reads and its side of the chat and refunds. Whatever shows a patient's data to
 * a clerk writes an audit row ('staff.view') in the same call.
 */

/** The signed-in clerk's own account. */
export async function deskMe(ctx: AppContext, actor: Actor) {
  const u = await staffRepository.user(ctx.db, userIdOf(actor));
  if (!u) throw notFound();
  return u;
}

/** One page of a queue with every queue's count. The queue shows patients' names: the clerk's look at it is logged. */
export async function queuePage(ctx: AppContext, actor: Actor, q: z.output<typeof staffQueueQuerySchema>) {
  const { db } = ctx;
  const now = new Date();
  const [{ rows, total }, counts] = await Promise.all([
    queueRepository.list(db, {
      queue: q.queue,
      keyword: q.keyword || undefined,
      requestType: q.request_type,
      overdue: q.overdue === 'true',
      page: q.page,
      now,
    }),
    queueRepository.counts(db),
  ]);
  await audit(db, actor, {
    action: 'staff.view',
    entityType: 'request_queue',
    entityId: q.queue,
    details: { request_ids: rows.map((r) => r.r.id) },
  });
  return {
    requests: rows.map((r) => toQueueItem(r, now)),
    total,
    total_pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
    counts,
  };
}

/** A request's audit trail, the look at it logged. */
export async function requestAuditEvents(ctx: AppContext, actor: Actor, input: { rid: string }) {
  const { db } = ctx;
  const row = await loadDeskRequest(db, input.rid);
  const events = await requestAuditLog(db, row.r.id);
  await audit(db, actor, {
    action: 'staff.view',
    subjectUserId: row.r.userId,
    requestId: row.r.id,
    entityType: 'audit_log',
    entityId: row.r.rid,
  });
  return events;
}

/** A file the patient sent or a record the desk uploaded, only when it belongs to this request (else 404); the look is logged. */
export async function requestFile(ctx: AppContext, actor: Actor, input: { rid: string; fileId: string }) {
  const { db } = ctx;
  const row = await loadDeskRequest(db, input.rid);
  const [docs, records] = await Promise.all([
    integrations.requestDocuments(db, row.r.id),
    listMedicalRecords(db, row.r.id),
  ]);
  const ids = new Set([...docs.map((d) => d.id), ...records.map((m) => m.fileId)]);
  if (!ids.has(input.fileId)) throw notFound();
  const f = await staffRepository.liveFile(db, input.fileId);
  if (!f) throw notFound();
  await audit(db, actor, {
    action: 'staff.view',
    subjectUserId: row.r.userId,
    requestId: row.r.id,
    entityType: 'file',
    entityId: f.id,
  });
  return { mime: f.mime, originalName: f.originalName, content: await ctx.files.get(f.storageKey) };
}

/** The chat of a request the desk may see. */
export async function deskMessages(ctx: AppContext, actor: Actor, input: { rid: string }) {
  const row = await loadDeskRequest(ctx.db, input.rid);
  return staffReadMessages(ctx.db, actor, row.r.id);
}

/** A clerk's message on a request the desk may see (the patient is mailed, see notifications). */
export async function postDeskMessage(ctx: AppContext, actor: Actor, input: { rid: string; body: string }) {
  const row = await loadDeskRequest(ctx.db, input.rid);
  return postStaffMessage(ctx, actor, { requestId: row.r.id, staffUserId: userIdOf(actor), body: input.body });
}

/** Open or decided refund requests, the look at them logged. */
export async function listRefunds(ctx: AppContext, actor: Actor, input: { open: boolean }) {
  const rows = await staffRepository.refunds(ctx.db, input.open);
  await audit(ctx.db, actor, {
    action: 'staff.view',
    entityType: 'refund_list',
    details: { refund_ids: rows.map((r) => r.f.id) },
  });
  return rows;
}

/**
 * Decides a refund request, then mails the patient: the refund page promises "We will e-mail you
 * when it is decided" (after the commit; a mail that cannot be written is logged, the decision stands).
 */
export async function decideRefundAndMail(
  ctx: AppContext,
  actor: Actor,
  input: { refundId: number; decision: Parameters<typeof decideRefund>[2]['decision']; note: string | null },
) {
  const refund = await decideRefund(ctx.db, actor, {
    refundId: input.refundId,
    decision: input.decision,
    staffUserId: userIdOf(actor),
    note: input.note,
  });
  await mailRefundDecision(ctx, ctx.log, input.refundId);
  return refund;
}

/** One page of the development mail view (mail holds one-time links: the look is logged). */
export async function outboxPage(ctx: AppContext, actor: Actor, input: { page: number; pageSize: number }) {
  const { rows, total } = await staffRepository.outboxPage(ctx.db, input.page, input.pageSize);
  await audit(ctx.db, actor, {
    action: 'staff.view',
    entityType: 'mail_outbox',
    details: { page: input.page, mail_ids: rows.map((m) => m.id) },
  });
  return { rows, total };
}
