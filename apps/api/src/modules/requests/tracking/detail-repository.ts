import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import type { UserRead } from '../../../platform/sessions';
import { compileRowMapper, preparedFor } from '../../../db/prepared';
import {
  authorizations,
  cards,
  chatMessages,
  chatReadMarkers,
  custodians,
  dependents,
  medicalRecords,
  refundRequests,
  requestDesk,
  requestDocuments,
  requestPayments,
  requestStatusHistory,
  requests,
  subscriptions,
  users,
} from '../../../db/schema';
import { ownedColumns } from './repository';

/** A timestamp as epoch milliseconds in JSON (a number: no time-zone or format to parse). */
const ms = (col: unknown) => sql`(extract(epoch from ${col}) * 1000)::float8`;

interface Raw {
  history: Array<{ status: string; note: string | null; note_code: string | null; note_params: unknown; at: number }>;
  records: Array<{ id: number; name: string; created_at: number; page_count: number | null }>;
  subscription_active: boolean;
  refunds: Array<{
    id: number;
    status: string;
    amount_cents: number;
    reason: string;
    decision_note: string | null;
    created_at: number;
    decided_at: number | null;
  }>;
  unread: number;
  payment: {
    method: string;
    status: string;
    amount_cents: number;
    captured_cents: number | null;
    last4: string | null;
    brand: string | null;
  } | null;
  card: { last4: string; brand: string } | null;
  auths: Array<{
    id: number;
    name: string;
    isFormType: boolean;
    type: 'PatientEAuthorization' | 'GeneralRelease' | 'HipaaAuthorization';
    formId: number | null;
    authName: string | null;
    language: string;
    at: number;
  }>;
  docs: Array<{
    id: number;
    name: string;
    kind: 'govt_id_front' | 'govt_id_back' | 'supporting' | 'patient_form';
    deleted: boolean;
    at: number;
  }>;
}

/**
 * Everything the request detail shows besides the request row, as JSON columns beside it (one
 * statement; it was fifteen): history, records, the subscription, refunds, unread staff
 * messages, the payment and its card, the authorizations and documents with when each was
 * added. Every subquery hangs off the row found by rid and the user's id; the card is looked up
 * by the user's id as well.
 */
const extras = {
  history: sql<
    Raw['history']
  >`(select coalesce(json_agg(json_build_object('status', h.status, 'note', h.note, 'note_code', h.note_code, 'note_params', h.note_params, 'at', ${ms(sql`h.at`)}) order by h.at, h.id), '[]')
     from ${requestStatusHistory} h where h.request_id = ${requests.id})`,
  records: sql<
    Raw['records']
  >`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'created_at', ${ms(sql`m.created_at`)}, 'page_count', m.page_count) order by m.id), '[]')
     from ${medicalRecords} m where m.request_id = ${requests.id})`,
  subscriptionActive: sql<boolean>`exists(select 1 from ${subscriptions} s where s.user_id = ${requests.userId} and s.status = 'active')`,
  refunds: sql<
    Raw['refunds']
  >`(select coalesce(json_agg(json_build_object('id', f.id, 'status', f.status, 'amount_cents', f.amount_cents, 'reason', f.reason,
       'decision_note', f.decision_note, 'created_at', ${ms(sql`f.created_at`)}, 'decided_at', ${ms(sql`f.decided_at`)})
       order by f.created_at desc, f.id desc), '[]')
     from ${refundRequests} f where f.request_id = ${requests.id})`,
  unread: sql<number>`(select count(*)::int from ${chatMessages} c
     left join ${chatReadMarkers} k on k.request_id = c.request_id and k.reader_kind = 'patient'
     where c.request_id = ${requests.id} and c.sender_kind <> 'patient' and c.id > coalesce(k.last_read_message_id, 0))`,
  payment: sql<
    Raw['payment']
  >`(select json_build_object('method', p.method, 'status', p.status, 'amount_cents', p.amount_cents,
       'captured_cents', p.captured_cents, 'last4', pc.last4, 'brand', pc.brand)
     from ${requestPayments} p left join ${cards} pc on pc.id = p.card_id where p.request_id = ${requests.id})`,
  card: sql<Raw['card']>`(select json_build_object('last4', rc.last4, 'brand', rc.brand) from ${cards} rc
     where rc.id = ${requests.cardId} and rc.user_id = ${requests.userId})`,
  auths: sql<
    Raw['auths']
  >`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'isFormType', a.is_form_type, 'type', a.type,
       'formId', a.form_id, 'authName', a.auth_name, 'language', a.language, 'at', ${ms(sql`a.signed_at`)}) order by a.id), '[]')
     from ${authorizations} a where a.request_id = ${requests.id})`,
  docs: sql<
    Raw['docs']
  >`(select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'kind', d.kind, 'deleted', d.deleted,
       'at', ${ms(sql`d.created_at`)}) order by d.id), '[]')
     from ${requestDocuments} d where d.request_id = ${requests.id})`,
};

const detailColumns = { ...ownedColumns, ...extras };

/**
 * The detail's select over its joins. `columns` other than the detail's own (the statement's
 * named values) are only for a subquery; the builder's type stays the detail's.
 */
function detailQuery(db: DbOrTx, userId: unknown, rid: unknown, columns: SelectedFields = detailColumns) {
  return (
    db
      .select(columns as typeof detailColumns)
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      // The request is found by its rid (unique) and then checked as the user's: `+ 0` keeps the user's
      // id out of the index conditions, so a planner without statistics (a freshly filled table) does
      // not read all the user's requests through their user_id index to find one (json-answers-detail test).
      .where(and(sql`${requests.rid} = ${rid}`, sql`${requests.userId} + 0 = ${userId}`))
  );
}

/**
 * The user's request by rid with everything its detail shows, or null (another account's rid
 * reads like a missing one): one prepared statement, whose one column is the row as JSON text
 * (`row_to_json`, each selected value named by its place), read back into the row Drizzle's own
 * statement gives: the same mapper (compileRowMapper) and column decoders over the same values.
 * Some ninety typed columns cost node-postgres a field description, a parser and a conversion
 * each on every read; one text column and JSON.parse cost about half as much.
 */
export const detailStatement = (db: DbOrTx) =>
  preparedFor(db, 'request_detail', (d) => {
    const rid = sql.placeholder('rid');
    const userId = sql.placeholder('userId');
    // Only built for its select list (fields and their decoders), never run.
    const typed = detailQuery(d, userId, rid).prepare('request_detail_typed') as unknown as {
      fields: Parameters<typeof compileRowMapper>[0];
      joinsNotNullableMap?: Record<string, boolean>;
    };
    const mapRows = compileRowMapper(typed.fields, typed.joinsNotNullableMap);
    const named = Object.fromEntries(typed.fields.map(({ field }, i) => [`c${i}`, sql`${field}`.as(`c${i}`)]));
    const prepared = d
      .select({ json: sql<string>`row_to_json(z)::text` })
      .from(sql`(${detailQuery(d, userId, rid, named)}) z`)
      .prepare('request_detail') as unknown as {
      customResultMapper: (rows: unknown[][]) => unknown[];
      execute(values: Record<string, unknown>): Promise<DetailRow[]>;
    };
    prepared.customResultMapper = (rows) =>
      mapRows(
        rows.map(([text]) => {
          const o = JSON.parse(text as string) as Record<string, unknown>;
          return typed.fields.map((_, i) => o[`c${i}`]);
        }),
      );
    return prepared;
  });

/** The same, read through the request's read (the session checked in the same statement on PostgreSQL and PGlite). */
export async function detailRowRead(db: Db, read: UserRead, rid: string) {
  return detailOf(await detailRawRead(db, read, rid));
}

/**
 * The statement's row as it comes (`detailOf` shapes it), kept in the read cache while the
 * user's data is unchanged (platform/read-cache.ts): the same object on every read until then.
 */
export async function detailRawRead(db: Db, read: UserRead, rid: string): Promise<DetailRow | undefined> {
  const [row] = await read.cachedRows(detailStatement(db)!, { rid });
  return row;
}

/**
 * The same row read by Drizzle's own typed statement (a column for each value, not run on the
 * request path): what the JSON read must equal (detail-row test).
 */
export async function detailRowTyped(db: DbOrTx, userId: number, rid: string) {
  const [row] = await detailQuery(db, userId, rid);
  return detailOf(row);
}

export type DetailRow = Awaited<ReturnType<typeof detailQuery>>[number];

export function detailOf(row: DetailRow | undefined) {
  if (!row) return null;
  const { history, records, subscriptionActive, refunds, unread, payment, card, auths, docs, ...owned } = row;
  const x = { history, records, subscriptionActive, refunds, unread, payment, card, auths, docs };
  const date = (n: number) => new Date(n);
  const iso = (n: number) => new Date(n).toISOString();
  return {
    owned,
    history: x.history.map((h) => ({
      status: h.status,
      note: h.note,
      noteCode: h.note_code,
      noteParams: h.note_params,
      at: date(h.at),
    })),
    records: x.records.map((m) => ({
      id: m.id,
      name: m.name,
      createdAt: date(m.created_at),
      pageCount: m.page_count,
    })),
    subscriptionActive: Boolean(x.subscriptionActive),
    refunds: x.refunds.map((f) => ({
      id: f.id,
      status: f.status as 'requested',
      amountCents: f.amount_cents,
      reason: f.reason,
      decisionNote: f.decision_note,
      createdAt: date(f.created_at),
      decidedAt: f.decided_at === null ? null : date(f.decided_at),
    })),
    unread: Number(x.unread),
    payment: x.payment,
    card: x.card?.last4 && x.card.brand ? x.card : null,
    documents: {
      auths: x.auths.map(({ at, ...a }) => ({ ...a, signedAt: iso(at) })),
      docs: x.docs.map(({ at, ...d }) => ({ ...d, createdAt: iso(at) })),
    },
  };
}
