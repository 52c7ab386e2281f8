import { canDownload, wireHistoryNote, type Refund, type RequestDetail } from '@portal/shared';
import type { DbOrTx } from '../../../db/client';
import type { refundRequests, requests } from '../../../db/schema';
import { userIdOf, type Actor } from '../../../platform/actor';
import type { AppContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { lettersAvailable } from './letters';
import { wireClock } from '../../lifecycle';
import { toListItem } from '../list/service';
import { breakdownOf, pendingApprovalOf } from '../fee-breakdown';
import { detailOf, detailRawRead, type DetailRow } from './detail-repository';
import type { UserRead } from '../../../platform/sessions';
import { documentsOfRequest } from './documents';
import { requestDetailsOf } from '../wizard/mapping';
import { trackingRepository as repo } from './repository';

type RequestRow = typeof requests.$inferSelect;

export function toRefund(
  f: Pick<
    typeof refundRequests.$inferSelect,
    'id' | 'status' | 'amountCents' | 'reason' | 'decisionNote' | 'createdAt' | 'decidedAt'
  >,
  rq: { rid: string; requestType: 'Record' | 'Form' },
): Refund {
  return {
    id: f.id,
    rid: rq.rid,
    request_type: rq.requestType,
    status: f.status,
    amount_cents: f.amountCents,
    reason: f.reason,
    decision_note: f.decisionNote,
    created_at: f.createdAt.toISOString(),
    decided_at: f.decidedAt?.toISOString() ?? null,
  };
}

/** The signed-in user's request, or 404 (another account's rid answers exactly like a missing one). */
export async function ownedRequest(db: DbOrTx, userId: number, rid: string) {
  const row = await repo.findOwned(db, userId, rid);
  if (!row) throw notFound();
  return row;
}

function paymentOf(
  r: RequestRow,
  p: NonNullable<ReturnType<typeof detailOf>>['payment'],
  rowCard: { last4: string; brand: string } | null,
): RequestDetail['payment'] {
  const card = p?.last4 && p.brand ? { last4: p.last4, brand: p.brand } : r.cardId ? rowCard : null;
  const method = p
    ? p.method === 'none'
      ? null
      : (p.method as 'card' | 'check')
    : r.checkPayment
      ? 'check'
      : r.cardId
        ? 'card'
        : null;
  return {
    method,
    card: method === 'card' ? card : null,
    amount_cents: p?.amount_cents ?? r.amountCents,
    status: p?.status ?? null,
    paid_cents: p?.status === 'paid' ? (p.captured_cents ?? p.amount_cents) : 0,
  };
}

/**
 * What of the detail depends on the moment it is read, not only on its data: the HIPAA clock,
 * whether letters are offered, whether records may be downloaded.
 */
function momentOf(row: DetailRow, now: Date) {
  const r = row.r;
  return {
    hipaa: wireClock(r, now),
    letters: lettersAvailable(row, now) !== null,
    downloads: canDownload({
      status: r.status,
      ordered_on: r.orderedOn,
      completed_on: r.completedOn,
      subscriptionActive: Boolean(row.subscriptionActive),
      now,
    }),
  };
}

/**
 * Each detail's answer as text, by the row it was written from: the read cache hands out the same
 * row object while the user's data is unchanged (platform/read-cache.ts), so an entry lives as long
 * as its row is the data's. It is reused only while the moment's values are the same.
 */
const written = new WeakMap<object, { moment: string; text: string }>();

/**
 * GET /api/v2/requests/:rid/detail: everything submitted, its history, clock, downloads, refunds,
 * as JSON text (`serialize`: the route's serializer), written again only when its data or its
 * moment changed. A read: one prepared statement (the request with everything else as JSON
 * columns), mapped by the documents capability's own list; no transaction, and the read joins
 * the batched read audit log.
 */
export async function requestDetailText(
  ctx: Pick<AppContext, 'db' | 'readAudit'>,
  read: UserRead,
  rid: string,
  serialize: (detail: RequestDetail) => string,
  now = new Date(),
): Promise<string> {
  const raw = await detailRawRead(ctx.db, read, rid);
  if (!raw) throw notFound();
  auditDetail(ctx, read, raw);
  const m = momentOf(raw, now);
  const moment = JSON.stringify(m);
  const held = written.get(raw);
  if (held?.moment === moment) return held.text;
  const text = serialize(await detailFrom(ctx.db, raw, m));
  written.set(raw, { moment, text });
  return text;
}

function auditDetail({ readAudit }: Pick<AppContext, 'readAudit'>, read: UserRead, raw: DetailRow) {
  readAudit.record(read.actor(), {
    action: 'request.read',
    entityType: 'request',
    entityId: raw.r.id,
    requestId: raw.r.id,
  });
}

async function detailFrom(db: DbOrTx, raw: DetailRow, m: ReturnType<typeof momentOf>): Promise<RequestDetail> {
  const x = detailOf(raw)!;
  const row = x.owned;
  const r = row.r;
  const documents = await documentsOfRequest(db, r.id, x.documents);
  const { history, records, refunds } = x;
  const payment = paymentOf(r, x.payment, x.card);
  const item = toListItem(row);
  const fb = breakdownOf(r, row.deskFee);
  return {
    ...item,
    unread_messages: x.unread,
    custodian_detail: row.custodian?.id ? row.custodian : null,
    reason_for_request: r.reasonForRequest,
    ...requestDetailsOf(r),
    payment,
    documents,
    history: history.map((h) => ({ status: h.status, note: h.note, at: h.at.toISOString(), ...wireHistoryNote(h) })),
    hipaa: m.hipaa,
    state: item.state!,
    payment_needed: r.status === 'ordered' && payment.status === 'failed',
    letters_available: m.letters,
    waiting:
      item.state === 'waiting_on_patient' && row.desk?.reason
        ? { reason: row.desk.reason, since: (row.desk.since ?? r.updatedAt).toISOString() }
        : null,
    downloads: {
      allowed: m.downloads,
      records: records.map((m) => ({
        id: m.id,
        name: m.name,
        created_at: m.createdAt.toISOString(),
        page_count: m.pageCount,
      })),
      records_available: records.length > 0,
      authorization_available: documents.some((d) => d.kind === 'authorization'),
      // The payments module issues an invoice once the charge is captured.
      invoice_available: payment.status === 'paid',
    },
    refunds: refunds.map((f) => toRefund(f, { rid: r.rid, requestType: r.requestType })),
    fee_breakdown: fb,
    price_approval: pendingApprovalOf(r, row.deskFee, fb),
    no_records: row.deskFee?.noRecordsAt
      ? { at: row.deskFee.noRecordsAt.toISOString(), signer: row.deskFee.noRecordsSigner ?? '' }
      : null,
  };
}

/** What the list's filters offer (the caller's providers, patients, statuses); the read is audited. */
export async function filterOptions(ctx: AppContext, actor: Actor) {
  const options = await repo.filterOptions(ctx.db, userIdOf(actor), actor.part2Withheld === true);
  ctx.readAudit.record(actor, { action: 'request.list', entityType: 'request', details: { filter_options: true } });
  return options;
}
