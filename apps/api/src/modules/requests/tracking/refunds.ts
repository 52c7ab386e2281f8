import {
  TRACKING_MESSAGES,
  type Refund,
  type RefundInput,
  type RefundsAnswer,
  type RefundStatus,
  DESK_MESSAGES,
} from '@portal/shared';
import type { Db } from '../../../db/client';
import { userIdOf, type Actor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import type { AppContext } from '../../../platform/context';
import { AppError, badRequest, noRow, notFound } from '../../../platform/errors';
import { trackingRepository as repo } from './repository';
import { ownedRequest, toRefund } from './service';

/**
 * Refund requests (spec: "Refund request: creating, created, reset"). A request is refundable when
 * the payments capability captured its charge (request_payments.status = 'paid'); the patient may
 * ask for up to what was paid less what is already refunded or under review. The desk decides.
 */

type PaidRow = Awaited<ReturnType<typeof repo.paidRequests>>[number];
const refundableOf = (p: PaidRow) => Math.max(0, Number(p.paidCents) - Number(p.heldCents));

export async function listRefunds(
  { db, readAudit }: Pick<AppContext, 'db' | 'readAudit'>,
  actor: Actor,
): Promise<RefundsAnswer> {
  const userId = userIdOf(actor);
  const [refunds, paid] = await Promise.all([repo.refundsOfUser(db, userId), repo.paidRequests(db, userId)]);
  readAudit.record(actor, {
    action: 'request.list',
    entityType: 'refund',
    details: { refunds: refunds.length, paid: paid.length },
  });
  return {
    refunds: refunds.map(({ f, rid, requestType }) => toRefund(f, { rid, requestType })),
    refundable: paid.map((p) => ({
      rid: p.rid,
      request_type: p.requestType,
      custodian_name: p.custodianName,
      patient_name: [p.first, p.middle, p.last].filter(Boolean).join(' '),
      paid_cents: Number(p.paidCents),
      refundable_cents: refundableOf(p),
      has_open_refund: Boolean(p.hasOpen),
    })),
  };
}

/** Postgres unique violation: the one-open-refund-per-request index caught a race. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

export async function createRefund(db: Db, actor: Actor, input: RefundInput): Promise<Refund> {
  const userId = userIdOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const [paid] = await repo.paidRequests(tx, userId, input.rid);
      if (!paid) {
        await ownedRequest(tx, userId, input.rid); // another account's rid: 404, not a hint it exists
        throw badRequest(TRACKING_MESSAGES.notRefundable, { rid: TRACKING_MESSAGES.notRefundable });
      }
      if (paid.hasOpen) throw badRequest(TRACKING_MESSAGES.refundOpen, { rid: TRACKING_MESSAGES.refundOpen });
      if (input.amount_cents > refundableOf(paid)) {
        throw badRequest(TRACKING_MESSAGES.amountTooHigh, { amount_cents: TRACKING_MESSAGES.amountTooHigh });
      }
      const f = await repo.insertRefund(tx, {
        requestId: paid.id,
        userId,
        amountCents: input.amount_cents,
        reason: input.reason,
      });
      await audit(tx, actor, {
        action: 'request.refund_request',
        entityType: 'refund',
        entityId: f.id,
        requestId: paid.id,
        details: { amount_cents: f.amountCents },
      });
      return toRefund(f, { rid: paid.rid, requestType: paid.requestType });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(TRACKING_MESSAGES.refundOpen, { rid: TRACKING_MESSAGES.refundOpen });
    throw err;
  }
}

const NEXT: Record<string, RefundStatus[]> = { requested: ['approved', 'denied'], approved: ['refunded', 'denied'] };

/**
 * For the staff console: moves a refund on (requested → approved | denied, approved → refunded).
 * Returning the money is the payments capability's job; this records the decision.
 */
export async function decideRefund(
  db: Db,
  /** The staff member (SYSTEM_ACTOR for the seed and scripts). */
  actor: Actor,
  p: {
    refundId: number;
    decision: Exclude<RefundStatus, 'requested'>;
    staffUserId: number | null;
    note?: string | null;
  },
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const f = await repo.refundById(tx, p.refundId);
    if (!f) throw notFound();
    if (!NEXT[f.status]?.includes(p.decision))
      throw new AppError('CONFLICT', DESK_MESSAGES.refundCannotBecome(f.status, p.decision));
    const updated = await repo.updateRefund(tx, f.id, f.status, {
      status: p.decision,
      decisionNote: p.note ?? f.decisionNote,
      decidedBy: p.staffUserId,
      decidedAt: new Date(),
    });
    if (!updated) throw new AppError('CONFLICT', DESK_MESSAGES.refundChanged);
    await audit(tx, actor, {
      action: 'request.refund_decide',
      entityType: 'refund',
      entityId: f.id,
      requestId: f.requestId,
      subjectUserId: f.userId,
      details: { from: f.status, to: p.decision },
    });
    const [rq] = await repo.refundsOfUser(tx, f.userId).then((rows) => rows.filter((x) => x.f.id === f.id));
    if (!rq) throw noRow('refund_request');
    return toRefund(updated, { rid: rq.rid, requestType: rq.requestType });
  });
}
