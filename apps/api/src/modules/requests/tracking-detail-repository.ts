import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import {
  authorizations, cards, chatMessages, chatReadMarkers, medicalRecords, refundRequests, requestDocuments,
  requestPayments, requestStatusHistory, subscriptions,
} from '../../db/schema';

/** A timestamp as epoch milliseconds in JSON (a number: no time-zone or format to parse). */
const ms = (col: unknown) => sql`(extract(epoch from ${col}) * 1000)::float8`;

interface Raw {
  history: Array<{ status: string; note: string | null; at: number }>;
  records: Array<{ id: number; name: string; created_at: number }>;
  subscription_active: boolean;
  refunds: Array<{ id: number; status: string; amount_cents: number; reason: string; decision_note: string | null; created_at: number; decided_at: number | null }>;
  unread: number;
  payment: { method: string; status: string; amount_cents: number; captured_cents: number | null; last4: string | null; brand: string | null } | null;
  card: { last4: string; brand: string } | null;
  doc_at: Record<string, number> | null;
  auth_at: Record<string, number> | null;
}

/**
 * Everything the request detail shows besides the request row and its documents, in one
 * statement (it was eleven): history, records, the subscription, refunds, unread staff messages,
 * the payment and its card, and when each document was added. The caller has checked that the
 * request is the user's; the card is looked up by the user's id as well.
 */
export async function detailExtras(db: DbOrTx, userId: number, requestId: number, cardId: number | null) {
  const [row] = await queryPrepared<Raw>(db, sql`select
    (select coalesce(json_agg(json_build_object('status', h.status, 'note', h.note, 'at', ${ms(sql`h.at`)}) order by h.at, h.id), '[]')
       from ${requestStatusHistory} h where h.request_id = ${requestId}) as history,
    (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'created_at', ${ms(sql`m.created_at`)}) order by m.id), '[]')
       from ${medicalRecords} m where m.request_id = ${requestId}) as records,
    exists(select 1 from ${subscriptions} s where s.user_id = ${userId} and s.status = 'active') as subscription_active,
    (select coalesce(json_agg(json_build_object('id', f.id, 'status', f.status, 'amount_cents', f.amount_cents, 'reason', f.reason,
         'decision_note', f.decision_note, 'created_at', ${ms(sql`f.created_at`)}, 'decided_at', ${ms(sql`f.decided_at`)})
         order by f.created_at desc, f.id desc), '[]')
       from ${refundRequests} f where f.request_id = ${requestId}) as refunds,
    (select count(*)::int from ${chatMessages} c
       left join ${chatReadMarkers} k on k.request_id = c.request_id and k.reader_kind = 'patient'
       where c.request_id = ${requestId} and c.sender_kind <> 'patient' and c.id > coalesce(k.last_read_message_id, 0)) as unread,
    (select json_build_object('method', p.method, 'status', p.status, 'amount_cents', p.amount_cents,
         'captured_cents', p.captured_cents, 'last4', pc.last4, 'brand', pc.brand)
       from ${requestPayments} p left join ${cards} pc on pc.id = p.card_id where p.request_id = ${requestId}) as payment,
    (select json_build_object('last4', rc.last4, 'brand', rc.brand) from ${cards} rc
       where rc.id = ${cardId ?? 0} and rc.user_id = ${userId}) as card,
    (select json_object_agg(d.id, ${ms(sql`d.created_at`)}) from ${requestDocuments} d where d.request_id = ${requestId}) as doc_at,
    (select json_object_agg(a.id, ${ms(sql`a.signed_at`)}) from ${authorizations} a where a.request_id = ${requestId}) as auth_at`);
  const date = (n: number) => new Date(n);
  return {
    history: row.history.map((h) => ({ status: h.status, note: h.note, at: date(h.at) })),
    records: row.records.map((m) => ({ id: m.id, name: m.name, createdAt: date(m.created_at) })),
    subscriptionActive: row.subscription_active,
    refunds: row.refunds.map((f) => ({
      id: f.id, status: f.status as 'requested', amountCents: f.amount_cents, reason: f.reason, decisionNote: f.decision_note,
      createdAt: date(f.created_at), decidedAt: f.decided_at === null ? null : date(f.decided_at),
    })),
    unread: Number(row.unread),
    payment: row.payment,
    card: row.card?.last4 && row.card.brand ? row.card : null,
    documentDates: {
      doc: new Map(Object.entries(row.doc_at ?? {}).map(([id, at]) => [id, date(at).toISOString()])),
      auth: new Map(Object.entries(row.auth_at ?? {}).map(([id, at]) => [id, date(at).toISOString()])),
    },
  };
}
