import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  HIPAA_BASE_DAYS,
  HIPAA_MAX_EXTENSION_DAYS,
  overdueReceivedBefore,
  STAFF_PAGE_SIZE,
  type StaffQueue,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { custodians, requestDesk, requestDocuments, requestPayments, requests, users } from '../../db/schema';

/** A request the patient stopped by revoking its authorization: its signed revocation is stored. */
const revoked = sql`EXISTS (SELECT 1 FROM ${requestDocuments} WHERE ${requestDocuments.requestId} = ${requests.id} AND ${requestDocuments.kind} = 'revocation')`;

/**
 * Overdue today by the one HIPAA clock (shared domain/hipaa-clock), in SQL: open, and more than
 * its limit of calendar days since receipt, the limit being 30 plus the recorded extension (at
 * most 30 more; counted only when its notice was given, as clockOfRequest does). Received before
 * the UTC midnight of (today − limit) ⇔ past the limit; days are 24 hours in UTC, so the
 * subtraction counts hours, not the session's local calendar.
 */
function overdueWhere(now: Date): SQL {
  const extension = sql`CASE WHEN ${requests.extensionAt} IS NOT NULL AND COALESCE(${requests.extensionDays}, 0) <> 0
    THEN LEAST(${HIPAA_MAX_EXTENSION_DAYS}::int, GREATEST(0, ${requests.extensionDays})) ELSE 0 END`;
  const todayCutoff = overdueReceivedBefore(now, 0).toISOString();
  return and(
    eq(requests.status, 'ordered'),
    sql`${requests.orderedOn} < ${todayCutoff}::timestamptz - ((${HIPAA_BASE_DAYS}::int + ${extension}) * interval '24 hours')`,
  )!;
}

/** Which requests each queue holds. The desk row's stage splits the 'ordered' requests. */
function queueWhere(queue: StaffQueue): SQL {
  const ordered = eq(requests.status, 'ordered');
  switch (queue) {
    case 'new':
      return and(ordered, or(isNull(requestDesk.stage), eq(requestDesk.stage, 'new')))!;
    case 'incomplete':
      return and(ordered, eq(requestDesk.stage, 'incomplete'))!;
    case 'priced':
      // A price waiting for the patient's approval stays with the priced ones (its stage says so).
      return and(ordered, inArray(requestDesk.stage, ['priced', 'approval']))!;
    case 'completed':
      return inArray(requests.status, ['completed', 'completed_archived']);
    case 'closed':
      return and(eq(requests.status, 'closed_archived'), sql`NOT ${revoked}`)!;
    case 'revoked':
      return and(eq(requests.status, 'closed_archived'), revoked)!;
  }
}

/** The queue a request sits in (for counts in one pass). */
const queueCase = sql<StaffQueue | null>`CASE
  WHEN ${requests.status} = 'ordered' AND ${requestDesk.stage} = 'incomplete' THEN 'incomplete'
  WHEN ${requests.status} = 'ordered' AND ${requestDesk.stage} IN ('priced', 'approval') THEN 'priced'
  WHEN ${requests.status} = 'ordered' THEN 'new'
  WHEN ${requests.status} IN ('completed', 'completed_archived') THEN 'completed'
  WHEN ${requests.status} = 'closed_archived' AND ${revoked} THEN 'revoked'
  WHEN ${requests.status} = 'closed_archived' THEN 'closed'
  ELSE NULL END`;

export interface QueueFilters {
  queue: StaffQueue;
  keyword?: string;
  requestType?: 'Record' | 'Form';
  overdue?: boolean;
  page: number;
  now: Date;
}

const columns = {
  r: requests,
  stage: requestDesk.stage,
  respondedAt: requestDesk.respondedAt,
  custodianName: custodians.name,
  paymentStatus: requestPayments.status,
  // A caregiver who made the request for its patient (their own account): the desk reads "requested by … for …".
  requestedBy: sql<
    string | null
  >`(SELECT ${users.name} || ' ' || ${users.lastName} FROM ${users} WHERE ${users.id} = ${requests.requestedByUserId})`,
};

export type QueueRow = {
  r: typeof requests.$inferSelect;
  stage: 'new' | 'incomplete' | 'priced' | 'approval' | null;
  respondedAt: Date | null;
  custodianName: string | null;
  /** The payment's status ('failed': the request waits on the patient to pay). */
  paymentStatus: string | null;
  requestedBy: string | null;
};

export const queueRepository = {
  async list(db: DbOrTx, f: QueueFilters): Promise<{ rows: QueueRow[]; total: number }> {
    const conds: SQL[] = [queueWhere(f.queue)];
    if (f.requestType) conds.push(eq(requests.requestType, f.requestType));
    // The HIPAA clock's own deadline, extension included: the rows it lists all say "overdue".
    if (f.overdue) conds.push(overdueWhere(f.now));
    if (f.keyword) {
      // Escape LIKE wildcards: the clerk's text is matched literally.
      const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(
        or(
          ilike(requests.rid, like),
          ilike(requests.patientFirstName, like),
          ilike(requests.patientLastName, like),
          ilike(custodians.name, like),
          sql`(${requests.patientFirstName} || ' ' || ${requests.patientLastName}) ILIKE ${like}`,
        )!,
      );
    }
    const where = and(...conds);
    // Open queues: oldest order first (closest to the 30-day limit). Finished ones: newest first.
    const order =
      f.queue === 'revoked'
        ? [desc(requests.closedOn), desc(requests.id)]
        : ['completed', 'closed'].includes(f.queue)
          ? [desc(requests.completedOn), desc(requests.updatedAt), desc(requests.id)]
          : [asc(requests.orderedOn), asc(requests.id)];
    const base = () =>
      db
        .select(columns)
        .from(requests)
        .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
        .leftJoin(custodians, eq(custodians.id, requests.custodianId))
        .leftJoin(requestPayments, eq(requestPayments.requestId, requests.id));
    const rows = await base()
      .where(where)
      .orderBy(...order)
      .limit(STAFF_PAGE_SIZE)
      .offset((f.page - 1) * STAFF_PAGE_SIZE);
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(requests)
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .where(where);
    return { rows: rows, total: counted?.total ?? 0 };
  },

  async counts(db: DbOrTx): Promise<Record<StaffQueue, number>> {
    const rows = await db
      .select({ queue: queueCase, n: sql<number>`count(*)::int` })
      .from(requests)
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      .groupBy(queueCase);
    const out: Record<StaffQueue, number> = { new: 0, incomplete: 0, priced: 0, completed: 0, closed: 0, revoked: 0 };
    for (const r of rows) if (r.queue) out[r.queue] = r.n;
    return out;
  },

  async byRid(db: DbOrTx, rid: string): Promise<(QueueRow & { desk: typeof requestDesk.$inferSelect | null }) | null> {
    const [row] = await db
      .select({ ...columns, desk: requestDesk })
      .from(requests)
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .leftJoin(requestPayments, eq(requestPayments.requestId, requests.id))
      .where(eq(requests.rid, rid));
    return row ?? null;
  },
};
