import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  chatMessages,
  chatReadMarkers,
  custodians,
  dependents,
  medicalRecords,
  requestDesk,
  requestPayments,
  requests,
} from '../../db/schema';

const me = sql.placeholder('userId');

/** The desk's messages the patient has not read, on one request. */
const unread = sql<number>`(select count(*)::int from ${chatMessages}
  left join ${chatReadMarkers} on ${chatReadMarkers.requestId} = ${chatMessages.requestId} and ${chatReadMarkers.readerKind} = 'patient'
  where ${chatMessages.requestId} = ${requests.id} and ${chatMessages.senderKind} <> 'patient'
    and ${chatMessages.id} > coalesce(${chatReadMarkers.lastReadMessageId}, 0))`;

/** Records uploaded after the patient last opened one of the request's records. */
const newRecords = sql<number>`(select count(*)::int from ${medicalRecords}
  where ${medicalRecords.requestId} = ${requests.id}
    and ${medicalRecords.createdAt} > coalesce(${requests.recordsSeenAt}, '-infinity'::timestamptz))`;

/**
 * The user's requests that may wait on the patient: drafts, open (ordered) requests, and any with
 * unread desk messages or new records. Nothing here depends on the clock (the deadline is decided
 * by the service), so the rows are kept in the read cache while the user's data is unchanged.
 */
function homeStatement(db: Db) {
  return preparedFor(db, 'home_todos', (d) =>
    d
      .select({
        r: {
          id: requests.id,
          rid: requests.rid,
          requestType: requests.requestType,
          status: requests.status,
          currentStep: requests.currentStep,
          dependentId: requests.dependentId,
          orderedOn: requests.orderedOn,
          completedOn: requests.completedOn,
          closedOn: requests.closedOn,
          updatedAt: requests.updatedAt,
          extensionAt: requests.extensionAt,
          extensionDays: requests.extensionDays,
          extensionReason: requests.extensionReason,
        },
        custodianName: custodians.name,
        depFirst: dependents.firstName,
        depLast: dependents.lastName,
        stage: requestDesk.stage,
        question: requestDesk.incompleteReason,
        proposedCents: requestDesk.proposedCents,
        paymentStatus: sql<
          string | null
        >`(select ${requestPayments.status} from ${requestPayments} where ${requestPayments.requestId} = ${requests.id})`,
        unread,
        newRecords,
      })
      .from(requests)
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      .where(
        and(
          eq(requests.userId, me),
          or(inArray(requests.status, ['draft', 'ordered']), sql`${unread} > 0`, sql`${newRecords} > 0`),
        ),
      )
      .orderBy(sql`${requests.updatedAt} desc`, sql`${requests.id} desc`)
      .prepare('home_todos'),
  );
}

export type HomeRow = Awaited<ReturnType<NonNullable<ReturnType<typeof homeStatement>>['execute']>>[number];

export const homeRepository = {
  homeStatement,

  /** The patient opened one of the request's records: those uploaded so far are no longer new. */
  async markRecordsSeen(db: DbOrTx, userId: number, requestId: number, at: Date) {
    await db
      .update(requests)
      .set({ recordsSeenAt: at })
      .where(
        and(
          eq(requests.id, requestId),
          eq(requests.userId, userId),
          // Only while a record is new: opening a record again writes nothing.
          sql`${newRecords} > 0`,
        ),
      );
  },
};
