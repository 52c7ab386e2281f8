import {
  DESK_MESSAGES,
  needsPriceApproval,
  PRICE_REASON_REQUIRED,
  stateOf,
  type StaffRequestDetail,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { mailPaymentNeeded } from '../notifications';
import { AppError, badRequest, noRow, notFound } from '../../platform/errors';
import { assertAllowed, transition, type TransitionInput } from '../lifecycle';
import { breakdownOf, pendingApprovalOf } from '../requests';
import { integrations } from './integrations';
import { iso, toQueueItem } from './mapping';
import { queueRepository } from './queue-repository';
import { listMedicalRecords } from './records';
import { staffRepository } from './repository';

type Loaded = NonNullable<Awaited<ReturnType<typeof queueRepository.byRid>>>;

/** A request the desk may see (drafts and abandoned requests were never sent: 404), in the caller's transaction. */
export async function loadDeskRequest(tx: DbOrTx, rid: string): Promise<Loaded> {
  const row = await queueRepository.byRid(tx, rid);
  if (!row || row.r.status === 'draft' || row.r.status === 'abandoned') throw notFound();
  return row;
}

/**
 * A request whose card failed waits on the patient: the desk may not price it, give it records or
 * complete it (it would work unpaid) until the patient pays with another card or by check. The
 * HIPAA clock keeps running meanwhile, as while any question waits on the patient: the law counts
 * from receipt and has no pause, and the desk sees why it is stopped.
 */
export function assertPaymentNotNeeded(row: Loaded) {
  if (row.r.status === 'ordered' && row.paymentStatus === 'failed') {
    throw new AppError('CONFLICT', DESK_MESSAGES.paymentNeeded);
  }
}

const staffActor = (actor: Actor) => ({ kind: 'staff' as const, userId: actor.userId });

/** One lifecycle move of the desk in its own transaction; the patient's mail goes out after the commit. */
async function moveAndMail(
  ctx: AppContext,
  rid: string,
  actor: Actor,
  move: Pick<TransitionInput, 'event' | 'note' | 'evidence' | 'extensionDays'>,
) {
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await loadDeskRequest(tx, rid);
    return transition(tx, ctx, { requestId: row.r.id, ...move, actor: staffActor(actor), who: actor });
  });
  await ctx.mailer.deliver(moved.mailIds);
}

/** Working one request: its view here; marking it incomplete, pricing, completing and closing below. */
export async function requestDetail(ctx: AppContext, actor: Actor, rid: string): Promise<StaffRequestDetail> {
  const { db } = ctx;
  const row = await loadDeskRequest(db, rid);
  const r = row.r;
  const now = new Date();
  const [account, hist, docs, records, scope] = await Promise.all([
    staffRepository.user(db, r.userId),
    staffRepository.history(db, r.id),
    integrations.requestDocuments(db, r.id),
    listMedicalRecords(db, r.id),
    integrations.authorizationScope(db, r.id),
  ]);
  await audit(db, actor, {
    action: 'staff.view',
    subjectUserId: r.userId,
    requestId: r.id,
    entityType: 'request',
    entityId: r.rid,
  });
  if (!account) throw noRow('user');
  const fb = breakdownOf(r, row.desk);
  const fileUrl = (id: string) => `/api/v2/staff/requests/${encodeURIComponent(r.rid)}/files/${id}`;
  return {
    ...toQueueItem(row, now),
    submitted_on: iso(r.submittedOn),
    patient: {
      first_name: r.patientFirstName,
      middle_name: r.patientMiddleName,
      last_name: r.patientLastName,
      dob: r.patientDob,
    },
    account: { id: account.id, name: `${account.name} ${account.lastName}`, email: account.email },
    all_records: r.allRecords,
    records_before: r.recordsBefore,
    records_after: r.recordsAfter,
    reason_for_request: r.reasonForRequest,
    record_types: r.recordTypes,
    delivery_method: r.deliveryMethod,
    rush_request: r.rushRequest,
    remarks: r.remarks,
    custodian_form: r.custodianForm,
    ...(r.formAnswers ? { form_answers: r.formAnswers } : {}),
    check_payment: r.checkPayment,
    incomplete_reason: row.desk?.stage === 'incomplete' ? row.desk.incompleteReason : null,
    fees: r.fees ?? null,
    history: hist.map((h) => ({ status: h.status, note: h.note, at: h.at.toISOString() })),
    revoked_at: hist.find((h) => h.status === 'revoked')?.at.toISOString() ?? null,
    documents: docs.map((d) => ({ ...d, url: fileUrl(d.id) })),
    authorization_scope: scope,
    medical_records: records.map((m) => ({
      id: m.fileId,
      name: m.name,
      kind: 'medical_record',
      url: fileUrl(m.fileId),
      created_at: m.createdAt.toISOString(),
    })),
    fee_breakdown: fb,
    price_approval: pendingApprovalOf(r, row.desk, fb),
    no_records:
      row.desk?.noRecordsAt && row.desk.noRecordsStatement
        ? {
            at: row.desk.noRecordsAt.toISOString(),
            signer: row.desk.noRecordsSigner ?? '',
            statement: row.desk.noRecordsStatement,
          }
        : null,
  };
}

/** Waiting on the patient: the reason is what the patient reads on their request. */
export async function markIncomplete(ctx: AppContext, actor: Actor, rid: string, reason: string) {
  await moveAndMail(ctx, rid, actor, { event: 'mark_incomplete', note: reason });
}

/** The provider's one extension (HIPAA): the patient is told by mail and on the request. */
export async function extend(ctx: AppContext, actor: Actor, rid: string, reason: string, days: number) {
  await moveAndMail(ctx, rid, actor, { event: 'extend', note: reason, extensionDays: days });
}

/**
 * A price within what the patient authorized (plus PRICE_RAISE_TOLERANCE_CENTS) moves the card's
 * hold at once; a higher one is not captured until the patient approves it in the portal
 *: the request waits, the patient is mailed, and the hold stays as it was.
 * Answers whether the price waits for the patient.
 */
export async function price(
  ctx: AppContext,
  actor: Actor,
  rid: string,
  amountCents: number,
  reason?: string,
): Promise<boolean> {
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await loadDeskRequest(tx, rid);
    assertPaymentNotNeeded(row);
    const fb = breakdownOf(row.r, row.desk);
    const authorized = fb.authorized_cents;
    // A raise above what is charged or held now needs the desk's reason: the patient reads it
    // beside the new lines (and approves with it when the raise passes what they authorized).
    const why = reason?.trim() || null;
    if (amountCents > (fb.total_cents ?? 0) && !why) {
      throw badRequest(PRICE_REASON_REQUIRED, { reason: PRICE_REASON_REQUIRED });
    }
    const ask =
      authorized !== null && needsPriceApproval(amountCents, authorized, ctx.config.PRICE_RAISE_TOLERANCE_CENTS);
    const base = {
      requestId: row.r.id,
      amountCents,
      authorizedCents: authorized,
      priceReason: why,
      actor: staffActor(actor),
      who: actor,
    };
    // Stored as a code, so the patient reads the amount in their language (the desk sees the English).
    const priced = { code: 'priced' as const, params: { cents: amountCents } };
    if (ask) {
      return transition(tx, ctx, { ...base, event: 'propose_price', serverNote: priced });
    }
    const done = await transition(tx, ctx, { ...base, event: 'price', serverNote: priced });
    await integrations.reprice(tx, ctx.gateway, row.r.id, amountCents);
    return done;
  });
  await ctx.mailer.deliver(moved.mailIds);
  return moved.to === 'awaiting_approval';
}

/**
 * No records found: the desk's signed statement closes the request, and the hold is released or
 * every charge refunded in the same transaction; the patient is mailed and downloads the statement.
 */
export async function closeNoRecords(ctx: AppContext, actor: Actor, rid: string, statement: string, signature: string) {
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await loadDeskRequest(tx, rid);
    const done = await transition(tx, ctx, {
      requestId: row.r.id,
      event: 'close_no_records',
      note: statement,
      signature,
      actor: staffActor(actor),
      who: actor,
    });
    await integrations.settleWithoutRecords(tx, ctx.gateway, row.r.id);
    return done;
  });
  await ctx.mailer.deliver(moved.mailIds);
}

/**
 * Completes a priced request that has its records: the card is charged first (a decline leaves
 * it open), then the lifecycle moves it (completedOn starts the 30-day download window) and mails.
 */
export async function complete(ctx: AppContext, actor: Actor, rid: string) {
  const { db } = ctx;
  const row = await loadDeskRequest(db, rid);
  // Refuse before charging: only a priced request with its records can be completed.
  assertAllowed(stateOf(row.r.status, row.desk?.stage), 'complete', 'staff');
  assertPaymentNotNeeded(row);
  if (row.r.amountCents === null) throw badRequest(DESK_MESSAGES.notPriced);
  const records = await listMedicalRecords(db, row.r.id);
  if (records.length === 0) throw badRequest(DESK_MESSAGES.noRecords);
  // A card that fails now (expired, or its hold lapsed) leaves the request waiting on the patient,
  // who is mailed; the desk reads why and completes it once the patient has paid.
  const charged = await integrations.charge(db, ctx.gateway, row.r.id);
  if (!charged.ok) {
    await mailPaymentNeeded(ctx, ctx.log, row.r.id);
    throw new AppError('CONFLICT', `${charged.message} ${DESK_MESSAGES.paymentNeeded}`);
  }
  await moveAndMail(ctx, rid, actor, { event: 'complete', evidence: { paymentSettled: true } });
}

/** Closes it; a request closed before completion (no records) has its hold released in the same transaction. */
export async function close(ctx: AppContext, actor: Actor, rid: string, note: string | undefined) {
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await loadDeskRequest(tx, rid);
    const done = await transition(tx, ctx, {
      requestId: row.r.id,
      event: 'close',
      note: note || null,
      actor: staffActor(actor),
      who: actor,
    });
    if (done.from !== 'completed') await integrations.release(tx, ctx.gateway, row.r.id);
    return done;
  });
  await ctx.mailer.deliver(moved.mailIds);
}
