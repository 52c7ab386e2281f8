import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
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
import { releasesPart2 } from '../../../db/part2';
import { noRow } from '../../../platform/errors';

/** What `findOwned` reads: the request, its provider, dependent, owner and desk state (the detail adds to it). */
export const ownedColumns = {
  r: requests,
  custodianName: custodians.name,
  custodian: {
    id: custodians.id,
    name: custodians.name,
    address1: custodians.address1,
    address2: custodians.address2,
    city: custodians.city,
    state: custodians.state,
    zipcode: custodians.zipcode,
    phone: custodians.phone,
    fax: custodians.fax,
  },
  dep: {
    firstName: dependents.firstName,
    middleName: dependents.middleName,
    lastName: dependents.lastName,
    dob: dependents.dob,
  },
  owner: { name: users.name, lastName: users.lastName, dob: users.dateOfBirth },
  deskStage: requestDesk.stage,
  desk: { reason: requestDesk.incompleteReason, since: requestDesk.incompleteAt },
  // The price guard and the no-records statement.
  deskFee: {
    stage: requestDesk.stage,
    pricedAt: requestDesk.pricedAt,
    approvedCents: requestDesk.approvedCents,
    proposedCents: requestDesk.proposedCents,
    priceReason: requestDesk.priceReason,
    proposedReason: requestDesk.proposedReason,
    approvalRequestedAt: requestDesk.approvalRequestedAt,
    noRecordsAt: requestDesk.noRecordsAt,
    noRecordsSigner: requestDesk.noRecordsSigner,
    noRecordsStatement: requestDesk.noRecordsStatement,
  },
};

/**
 * Queries of request tracking. Every lookup by rid is scoped by the signed-in user's id here, in
 * the repository, so no route can reach another account's request, chat or refunds; a request
 * that is not the caller's reads exactly like one that does not exist.
 */
export const trackingRepository = {
  /** The user's request by rid, in the list's row shape (so the detail reuses the card mapping). */
  async findOwned(db: DbOrTx, userId: number, rid: string) {
    const [row] = await db
      .select(ownedColumns)
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      .where(and(eq(requests.rid, rid), eq(requests.userId, userId)));
    return row ?? null;
  },

  async history(db: DbOrTx, requestId: number) {
    return db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, requestId))
      .orderBy(asc(requestStatusHistory.at), asc(requestStatusHistory.id));
  },

  async account(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ name: users.name, lastName: users.lastName, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return row ? { name: `${row.name} ${row.lastName}`, email: row.email, language: row.language } : null;
  },

  async payment(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({ p: requestPayments, last4: cards.last4, brand: cards.brand })
      .from(requestPayments)
      .leftJoin(cards, eq(cards.id, requestPayments.cardId))
      .where(eq(requestPayments.requestId, requestId));
    return row ?? null;
  },

  async card(db: DbOrTx, userId: number, cardId: number) {
    const [row] = await db
      .select({ last4: cards.last4, brand: cards.brand })
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
    return row ?? null;
  },

  async medicalRecords(db: DbOrTx, requestId: number) {
    return db
      .select({ id: medicalRecords.id, name: medicalRecords.name, createdAt: medicalRecords.createdAt })
      .from(medicalRecords)
      .where(eq(medicalRecords.requestId, requestId))
      .orderBy(asc(medicalRecords.id));
  },

  async subscriptionActive(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    return row?.status === 'active';
  },

  /** Providers the user's requests name, and the user's dependents (removed ones keep their requests). */
  /** `withoutPart2`: providers only of requests a caregiver without Part 2 consent may see (db/part2.ts). */
  async filterOptions(db: DbOrTx, userId: number, withoutPart2 = false) {
    const custodianRows = await db
      .selectDistinct({ id: custodians.id, name: custodians.name })
      .from(requests)
      .innerJoin(custodians, eq(custodians.id, requests.custodianId))
      .where(and(eq(requests.userId, userId), withoutPart2 ? sql`not ${releasesPart2}` : undefined))
      .orderBy(asc(custodians.name));
    const dependentRows = await db
      .select({ id: dependents.id, first: dependents.firstName, last: dependents.lastName })
      .from(dependents)
      .where(
        and(
          eq(dependents.userId, userId),
          sql`(${dependents.deletedAt} is null or exists (select 1 from ${requests} where ${requests.dependentId} = ${dependents.id}))`,
        ),
      )
      .orderBy(asc(dependents.firstName), asc(dependents.id));
    return {
      custodians: custodianRows,
      dependents: dependentRows.map((d) => ({ id: d.id, name: `${d.first} ${d.last}` })),
    };
  },

  // ---- chat -------------------------------------------------------------------------------

  async messages(db: DbOrTx, requestId: number, sinceId = 0) {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.requestId, requestId), gt(chatMessages.id, sinceId)))
      .orderBy(asc(chatMessages.id))
      .limit(500);
  },

  async insertMessage(
    db: DbOrTx,
    v: { requestId: number; senderKind: 'patient' | 'staff'; senderUserId: number | null; body: string },
  ) {
    const [row] = await db.insert(chatMessages).values(v).returning();
    if (!row) throw noRow('chat_message');
    return row;
  },

  /** Moves a side's read marker forward (never back: an old poll answering late cannot un-read). */
  async markRead(db: DbOrTx, requestId: number, readerKind: 'patient' | 'staff', lastId: number) {
    await db
      .insert(chatReadMarkers)
      .values({ requestId, readerKind, lastReadMessageId: lastId })
      .onConflictDoUpdate({
        target: [chatReadMarkers.requestId, chatReadMarkers.readerKind],
        set: {
          lastReadMessageId: sql`greatest(${chatReadMarkers.lastReadMessageId}, ${lastId})`,
          updatedAt: new Date(),
        },
      });
  },

  /** Unread messages from the other side, per request (only the ids asked for, all the user's). */
  async unreadCounts(db: DbOrTx, userId: number, requestIds: number[], readerKind: 'patient' | 'staff' = 'patient') {
    const counts = new Map<number, number>();
    if (!requestIds.length) return counts;
    const rows = await db
      .select({ requestId: chatMessages.requestId, n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .innerJoin(requests, eq(requests.id, chatMessages.requestId))
      .leftJoin(
        chatReadMarkers,
        and(eq(chatReadMarkers.requestId, chatMessages.requestId), eq(chatReadMarkers.readerKind, readerKind)),
      )
      .where(
        and(
          eq(requests.userId, userId),
          inArray(chatMessages.requestId, requestIds),
          ne(chatMessages.senderKind, readerKind),
          gt(chatMessages.id, sql`coalesce(${chatReadMarkers.lastReadMessageId}, 0)`),
        ),
      )
      .groupBy(chatMessages.requestId);
    for (const r of rows) counts.set(r.requestId, Number(r.n));
    return counts;
  },

  // ---- refunds ----------------------------------------------------------------------------

  async refundsOfUser(db: DbOrTx, userId: number) {
    return db
      .select({ f: refundRequests, rid: requests.rid, requestType: requests.requestType })
      .from(refundRequests)
      .innerJoin(requests, eq(requests.id, refundRequests.requestId))
      .where(eq(refundRequests.userId, userId))
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));
  },

  async refundsOfRequest(db: DbOrTx, requestId: number) {
    return db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.requestId, requestId))
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));
  },

  /** The user's requests with a captured payment, with what is already refunded or under review. */
  async paidRequests(db: DbOrTx, userId: number, rid?: string) {
    const held = sql<number>`coalesce((select sum(${refundRequests.amountCents}) from ${refundRequests}
      where ${refundRequests.requestId} = ${requests.id} and ${refundRequests.status} <> 'denied'), 0)::int`;
    const open = sql<boolean>`exists(select 1 from ${refundRequests} where ${refundRequests.requestId} = ${requests.id}
      and ${refundRequests.status} in ('requested', 'approved'))`;
    return db
      .select({
        id: requests.id,
        rid: requests.rid,
        requestType: requests.requestType,
        custodianName: custodians.name,
        first: requests.patientFirstName,
        middle: requests.patientMiddleName,
        last: requests.patientLastName,
        paidCents: sql<number>`coalesce(${requestPayments.capturedCents}, ${requestPayments.amountCents})`,
        heldCents: held,
        hasOpen: open,
      })
      .from(requests)
      .innerJoin(requestPayments, eq(requestPayments.requestId, requests.id))
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .where(
        and(
          eq(requests.userId, userId),
          eq(requestPayments.status, 'paid'),
          rid === undefined ? undefined : eq(requests.rid, rid),
        ),
      )
      .orderBy(desc(requests.submittedOn), desc(requests.id));
  },

  async insertRefund(db: DbOrTx, v: { requestId: number; userId: number; amountCents: number; reason: string }) {
    const [row] = await db.insert(refundRequests).values(v).returning();
    if (!row) throw noRow('refund_request');
    return row;
  },

  async refundById(db: DbOrTx, refundId: number) {
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, refundId));
    return row ?? null;
  },

  /** Moves a refund on only from the status the caller saw, so two clerks cannot both decide it. */
  async updateRefund(db: DbOrTx, refundId: number, from: string, set: Partial<typeof refundRequests.$inferInsert>) {
    const [row] = await db
      .update(refundRequests)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(refundRequests.id, refundId), eq(refundRequests.status, from as 'requested')))
      .returning();
    return row ?? null;
  },

  /** When each authorization of the request was signed, and each document added (by id). */
  async documentDates(db: DbOrTx, requestId: number) {
    const auths = await db
      .select({ id: authorizations.id, at: authorizations.signedAt })
      .from(authorizations)
      .where(eq(authorizations.requestId, requestId));
    const docs = await db
      .select({ id: requestDocuments.id, at: requestDocuments.createdAt })
      .from(requestDocuments)
      .where(eq(requestDocuments.requestId, requestId));
    return {
      auth: new Map(auths.map((a) => [String(a.id), a.at.toISOString()])),
      doc: new Map(docs.map((d) => [String(d.id), d.at.toISOString()])),
    };
  },
};
