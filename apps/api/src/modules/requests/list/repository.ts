import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { REQUESTS_PER_PAGE_MAX } from '@portal/shared';
import type { Db, DbOrTx } from '../../../db/client';
import type { UserRead } from '../../../platform/sessions';
import { preparedFor } from '../../../db/prepared';
import {
  chatMessages,
  chatReadMarkers,
  custodians,
  dependents,
  requestDesk,
  requestPayments,
  requests,
  users,
} from '../../../db/schema';

export interface ListFilters {
  dependentId?: number;
  /** ISO days, inclusive. */
  startDate?: string;
  endDate?: string;
  sortDir: 'asc' | 'desc';
  keyword?: string;
  custodianId?: number;
  type?: 'Record' | 'Form';
  statuses?: string[];
  page: number;
  perPage: number;
}

/**
 * The date a request is placed on the list and the timeline: when it was submitted, or when the
 * draft was started. One expression, so filtering and sorting always agree.
 */
export const requestDate = sql`coalesce(${requests.submittedOn}, ${requests.createdAt})`;

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a card of the list shows of a request (the detail reads the whole row). */
const cardColumns = {
  id: requests.id,
  rid: requests.rid,
  requestType: requests.requestType,
  status: requests.status,
  submittedOn: requests.submittedOn,
  orderedOn: requests.orderedOn,
  completedOn: requests.completedOn,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  custodianId: requests.custodianId,
  dependentId: requests.dependentId,
  custodianForm: requests.custodianForm,
  allRecords: requests.allRecords,
  recordsBefore: requests.recordsBefore,
  recordsAfter: requests.recordsAfter,
  currentStep: requests.currentStep,
  patientFirstName: requests.patientFirstName,
  patientMiddleName: requests.patientMiddleName,
  patientLastName: requests.patientLastName,
  patientDob: requests.patientDob,
};

/** A filter's value in a statement: the value itself, or a placeholder of a prepared statement. */
type Param = (name: string, value: unknown) => unknown;
const inline: Param = (_name, value) => value;
const placeholder: Param = (name) => sql.placeholder(name);

/** Every query here is scoped by the signed-in user's id: no caller can reach another's rows. */
function whereOf(userId: number, f: ListFilters, p: Param = inline): SQL {
  const parts: Array<SQL | undefined> = [sql`${requests.userId} = ${p('userId', userId)}`];
  if (f.dependentId === 0) parts.push(isNull(requests.dependentId));
  else if (f.dependentId !== undefined) parts.push(sql`${requests.dependentId} = ${p('dependentId', f.dependentId)}`);
  if (f.custodianId !== undefined) parts.push(sql`${requests.custodianId} = ${p('custodianId', f.custodianId)}`);
  if (f.type) parts.push(sql`${requests.requestType} = ${p('type', f.type)}`);
  if (f.statuses?.length) parts.push(sql`${requests.status} = any(${p('statuses', f.statuses)}::text[])`);
  if (f.startDate) parts.push(sql`${requestDate} >= ${p('startDate', f.startDate)}::date`);
  if (f.endDate) parts.push(sql`${requestDate} < (${p('endDate', f.endDate)}::date + 1)`);
  if (f.keyword) {
    const like = p('like', likeOf(f.keyword));
    parts.push(
      or(
        sql`${requests.rid} ilike ${like}`,
        sql`${custodians.name} ilike ${like}`,
        sql`${requests.custodianForm} ilike ${like}`,
        sql`concat_ws(' ', ${requests.patientFirstName}, ${requests.patientMiddleName}, ${requests.patientLastName}) ilike ${like}`,
        sql`concat_ws(' ', ${dependents.firstName}, ${dependents.lastName}) ilike ${like}`,
      ),
    );
  }
  return and(...parts)!;
}

const likeOf = (keyword: string) => `%${escapeLike(keyword)}%`;

/**
 * Which filters a query uses (not their values): each shape is one prepared statement, planned
 * once per pooled connection and built by Drizzle once per process (at most 2^7 x 2 shapes).
 */
export function shapeOf(f: ListFilters): string {
  const d = f.dependentId === undefined ? '' : f.dependentId === 0 ? 'n' : 'd';
  const bits = [
    f.custodianId !== undefined,
    Boolean(f.type),
    Boolean(f.statuses?.length),
    Boolean(f.startDate),
    Boolean(f.endDate),
    Boolean(f.keyword),
  ]
    .map((b) => (b ? '1' : '0'))
    .join('');
  return `${f.sortDir}_${d}${bits}`;
}

export const requestsListRepository = {
  /** Whether the dependent is the user's (a removed one still counts: its requests stay listed). */
  async ownsDependent(db: DbOrTx, userId: number, dependentId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: dependents.id })
      .from(dependents)
      .where(and(eq(dependents.id, dependentId), eq(dependents.userId, userId)));
    return Boolean(row);
  },

  /**
   * The years (UTC, as the timeline reads them) that hold requests under the same filters, the
   * date range aside: the timeline offers these instead of every year back to a birth year.
   */
  async years(db: DbOrTx, userId: number, f: ListFilters): Promise<number[]> {
    const where = whereOf(userId, { ...f, startDate: undefined, endDate: undefined });
    const year = sql<number>`extract(year from (${requestDate}) at time zone 'UTC')::int`;
    const rows = await db
      .selectDistinct({ year })
      .from(requests)
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .where(where)
      .orderBy(desc(year));
    return rows.map((r) => Number(r.year));
  },

  /**
   * One page of the list: only the columns a card shows and each row's unread staff messages,
   * read in the order of `requests_user_list_idx` (the page, not every match, is joined), with
   * the count of all matches beside each row: one prepared statement. A page past the end has no
   * row to carry the count, so only then is it counted on its own.
   */
  async list(db: DbOrTx, userId: number, f: ListFilters) {
    const prepared = listStatement(db, f);
    const found = prepared
      ? await prepared.execute({ ...valuesOf(f), userId })
      : await pageQuery(db, f, inline, { ...valuesOf(f), userId });
    return withTotal(db, userId, f, found);
  },

  /**
   * The same page through the request's read (the session checked in the same statement); only
   * for filters of the root database's prepared statements.
   */
  async listRead(db: Db, read: UserRead, f: ListFilters) {
    const found = await read.rows(listStatement(db, f)!, valuesOf(f));
    return withTotal(db, read.userId(), f, found);
  },
};

/** The values of a page's statement, the user's id aside. */
export function valuesOf(f: ListFilters) {
  return {
    dependentId: f.dependentId,
    custodianId: f.custodianId,
    type: f.type,
    statuses: f.statuses,
    startDate: f.startDate,
    endDate: f.endDate,
    like: f.keyword ? likeOf(f.keyword) : undefined,
    limit: f.perPage,
    offset: (f.page - 1) * f.perPage,
  };
}

/**
 * The page sizes the portal's pages ask for: the list's 10, the request page's 4 open requests, a
 * dependent's timeline's 1 (its newest request) and its whole year (the most a page may hold).
 */
const PAGE_SIZES_WRITTEN: ReadonlySet<number> = new Set([1, 4, 10, REQUESTS_PER_PAGE_MAX]);

/**
 * The page's prepared statement. With the page's size and offset parameters, PostgreSQL's generic
 * plan assumed a tenth of the matches skipped (each joined and counted before the limit) and a
 * tenth read, looked dearer than a custom plan, and the statement was planned again on every call
 * once the table had statistics (list-plan test). The first page of the portal's own sizes, what
 * its pages ask for, has its size and offset written in the statement; any other page shares one
 * statement per filter shape with both as parameters, so no caller can make a statement per page.
 */
export function listStatement(db: DbOrTx, f: ListFilters) {
  const written = f.page === 1 && PAGE_SIZES_WRITTEN.has(f.perPage) ? f.perPage : undefined;
  const name = `req_list_${shapeOf(f)}${written === undefined ? '' : `_first${written}`}`;
  return preparedFor(db, name, (d) => pageQuery(d, f, placeholder, undefined, written).prepare(name));
}

/** The page with its total: beside each row, or counted on its own only for a page past the end. */
async function withTotal<Row extends { total: number }>(db: DbOrTx, userId: number, f: ListFilters, found: Row[]) {
  const [head] = found;
  if (head) return { rows: found, total: Number(head.total) };
  if (f.page === 1) return { rows: found, total: 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(requests)
    .leftJoin(custodians, eq(custodians.id, requests.custodianId))
    .leftJoin(dependents, eq(dependents.id, requests.dependentId))
    .where(whereOf(userId, f));
  return { rows: found, total: Number(counted?.total ?? 0) };
}

/**
 * The page's statement; `p` gives each filter's value or its placeholder (then `values` is unused
 * and the caller prepares the statement). The count is an uncorrelated subquery: run once.
 */
function pageQuery(
  db: DbOrTx,
  f: ListFilters,
  p: Param,
  values?: { userId: number; limit: number; offset: number },
  /** The first page of this size: its size and offset written in a prepared statement, not parameters. */
  writtenLimit?: number,
) {
  const where = whereOf(values?.userId ?? 0, f, p);
  const order = f.sortDir === 'asc' ? [asc(requestDate), asc(requests.id)] : [desc(requestDate), desc(requests.id)];
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(requests)
    .leftJoin(custodians, eq(custodians.id, requests.custodianId))
    .leftJoin(dependents, eq(dependents.id, requests.dependentId))
    .where(where);
  // Drizzle binds a number as a parameter: a written size goes in as SQL text (one of PAGE_SIZES_WRITTEN).
  const limit = writtenLimit === undefined ? p('limit', values?.limit) : sql.raw(String(writtenLimit));
  const offset = writtenLimit === undefined ? p('offset', values?.offset) : sql.raw('0');
  return db
    .select({
      r: cardColumns,
      custodianName: custodians.name,
      dep: {
        firstName: dependents.firstName,
        middleName: dependents.middleName,
        lastName: dependents.lastName,
        dob: dependents.dob,
      },
      owner: { name: users.name, lastName: users.lastName, dob: users.dateOfBirth },
      deskStage: requestDesk.stage,
      paymentStatus: sql<
        string | null
      >`(select ${requestPayments.status} from ${requestPayments} where ${requestPayments.requestId} = ${requests.id})`,
      unread: sql<number>`(select count(*)::int from ${chatMessages}
        left join ${chatReadMarkers} on ${chatReadMarkers.requestId} = ${chatMessages.requestId} and ${chatReadMarkers.readerKind} = 'patient'
        where ${chatMessages.requestId} = ${requests.id} and ${chatMessages.senderKind} <> 'patient'
          and ${chatMessages.id} > coalesce(${chatReadMarkers.lastReadMessageId}, 0))`,
      total: sql<number>`(${count})`,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(custodians, eq(custodians.id, requests.custodianId))
    .leftJoin(dependents, eq(dependents.id, requests.dependentId))
    .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
    .where(where)
    .orderBy(...order)
    .limit(limit as number)
    .offset(offset as number);
}

/** A card's row: what the list selects (the detail passes its whole row, a superset). */
export type ListRow = Omit<
  Awaited<ReturnType<typeof requestsListRepository.list>>['rows'][number],
  'unread' | 'total' | 'paymentStatus'
> & {
  /** The payment's status (the detail reads its payment on its own and sets payment_needed from it). */
  paymentStatus?: string | null;
};
