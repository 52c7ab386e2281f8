import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatMessages, chatReadMarkers, custodians, dependents, requestDesk, requests, users } from '../../db/schema';

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

/** Every query here is scoped by the signed-in user's id: no caller can reach another's rows. */
function whereOf(userId: number, f: ListFilters): SQL {
  const parts: Array<SQL | undefined> = [eq(requests.userId, userId)];
  if (f.dependentId === 0) parts.push(isNull(requests.dependentId));
  else if (f.dependentId !== undefined) parts.push(eq(requests.dependentId, f.dependentId));
  if (f.custodianId !== undefined) parts.push(eq(requests.custodianId, f.custodianId));
  if (f.type) parts.push(eq(requests.requestType, f.type));
  if (f.statuses?.length) parts.push(inArray(requests.status, f.statuses as Array<typeof requests.status._.data>));
  if (f.startDate) parts.push(sql`${requestDate} >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`${requestDate} < (${f.endDate}::date + 1)`);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    parts.push(
      or(
        ilike(requests.rid, like),
        ilike(custodians.name, like),
        ilike(requests.custodianForm, like),
        ilike(sql`concat_ws(' ', ${requests.patientFirstName}, ${requests.patientMiddleName}, ${requests.patientLastName})`, like),
        ilike(sql`concat_ws(' ', ${dependents.firstName}, ${dependents.lastName})`, like),
      ),
    );
  }
  return and(...parts)!;
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
   * read in the order of `requests_user_list_idx` (the page, not every match, is joined), and
   * beside it the count of all matches (PostgreSQL drops its unused joins). The two run at once.
   */
  async list(db: DbOrTx, userId: number, f: ListFilters) {
    const where = whereOf(userId, f);
    const order = f.sortDir === 'asc' ? [asc(requestDate), asc(requests.id)] : [desc(requestDate), desc(requests.id)];
    const page = db
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
        unread: sql<number>`(select count(*)::int from ${chatMessages}
          left join ${chatReadMarkers} on ${chatReadMarkers.requestId} = ${chatMessages.requestId} and ${chatReadMarkers.readerKind} = 'patient'
          where ${chatMessages.requestId} = ${requests.id} and ${chatMessages.senderKind} <> 'patient'
            and ${chatMessages.id} > coalesce(${chatReadMarkers.lastReadMessageId}, 0))`,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      .where(where)
      .orderBy(...order)
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage);
    const count = db
      .select({ total: sql<number>`count(*)::int` })
      .from(requests)
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .where(where);
    const [found, [{ total }]] = await Promise.all([page, count]);
    return { rows: found, total: Number(total) };
  },
};

/** A card's row: what the list selects (the detail passes its whole row, a superset). */
export type ListRow = Omit<Awaited<ReturnType<typeof requestsListRepository.list>>['rows'][number], 'unread'>;
