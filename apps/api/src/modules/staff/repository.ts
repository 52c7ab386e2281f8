import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  authorizations,
  custodians,
  errorReportReviews,
  errorReports,
  files,
  helpDeskTickets,
  mailOutbox,
  refundRequests,
  requestDocuments,
  requests,
  requestStatusHistory,
  suggestedProviders,
  users,
} from '../../db/schema';
import { noRow } from '../../platform/errors';

export type Suggestion = typeof suggestedProviders.$inferSelect;

/**
 * The desk's queries. The desk sees every patient's sent requests (its routes are `access: 'staff'`),
 * so these are not scoped by a user; each read of patient data is audited by its caller.
 */
export const staffRepository = {
  async user(db: DbOrTx, userId: number) {
    const [u] = await db
      .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? null;
  },

  async emailTaken(db: DbOrTx, email: string) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    return Boolean(taken);
  },

  async insertStaffUser(
    db: DbOrTx,
    values: Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'name' | 'lastName'>,
  ) {
    const [u] = await db
      .insert(users)
      .values({ ...values, role: 'staff' })
      .returning({ id: users.id, email: users.email });
    if (!u) throw noRow('user');
    return u;
  },

  history(db: DbOrTx, requestId: number) {
    return db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, requestId))
      .orderBy(requestStatusHistory.at, requestStatusHistory.id);
  },

  /** A stored file that is not deleted (the caller checked it belongs to the request). */
  async liveFile(db: DbOrTx, fileId: string) {
    const [f] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), isNull(files.deletedAt)));
    return f ?? null;
  },

  /** The stored files of these authorizations and documents of one request. */
  async documentFiles(db: DbOrTx, requestId: number, authIds: number[], docIds: number[]) {
    const [authFiles, docFiles] = await Promise.all([
      authIds.length
        ? db
            .select({ id: authorizations.id, fileId: authorizations.fileId, type: authorizations.type })
            .from(authorizations)
            .where(and(eq(authorizations.requestId, requestId), inArray(authorizations.id, authIds)))
        : [],
      docIds.length
        ? db
            .select({ id: requestDocuments.id, fileId: requestDocuments.fileId })
            .from(requestDocuments)
            .where(and(eq(requestDocuments.requestId, requestId), inArray(requestDocuments.id, docIds)))
        : [],
    ]);
    return { authFiles, docFiles };
  },

  async outboxPage(db: DbOrTx, page: number, size: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(mailOutbox),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  refunds(db: DbOrTx, open: boolean) {
    return db
      .select({ f: refundRequests, rid: requests.rid })
      .from(refundRequests)
      .innerJoin(requests, eq(requests.id, refundRequests.requestId))
      .where(inArray(refundRequests.status, open ? ['requested', 'approved'] : ['denied', 'refunded']))
      .orderBy(open ? refundRequests.createdAt : desc(refundRequests.decidedAt))
      .limit(200);
  },

  suggestions(db: DbOrTx, status: Suggestion['status']) {
    return db
      .select()
      .from(suggestedProviders)
      .where(eq(suggestedProviders.status, status))
      .orderBy(status === 'pending' ? asc(suggestedProviders.createdAt) : desc(suggestedProviders.reviewedAt))
      .limit(200);
  },

  /** Row lock: two clerks reviewing at once cannot act on it twice. */
  async lockSuggestion(tx: DbOrTx, id: number) {
    const [s] = await tx.select().from(suggestedProviders).where(eq(suggestedProviders.id, id)).for('update');
    return s ?? null;
  },

  async reviewSuggestion(tx: DbOrTx, id: number, values: Partial<typeof suggestedProviders.$inferInsert>) {
    const [done] = await tx.update(suggestedProviders).set(values).where(eq(suggestedProviders.id, id)).returning();
    if (!done) throw noRow('suggested_provider');
    return done;
  },

  async insertCustodian(tx: DbOrTx, values: typeof custodians.$inferInsert) {
    const [c] = await tx.insert(custodians).values(values).returning({ id: custodians.id });
    if (!c) throw noRow('custodian');
    return c;
  },

  tickets(db: DbOrTx, status: 'open' | 'closed' | 'all') {
    return db
      .select()
      .from(helpDeskTickets)
      .where(status === 'all' ? undefined : eq(helpDeskTickets.status, status))
      .orderBy(desc(helpDeskTickets.createdAt))
      .limit(200);
  },

  async lockTicket(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, id)).for('update');
    return row ?? null;
  },

  async closeTicket(tx: DbOrTx, id: number) {
    await tx.update(helpDeskTickets).set({ status: 'closed' }).where(eq(helpDeskTickets.id, id));
  },

  crashReports(db: DbOrTx, status: 'open' | 'closed' | 'all') {
    const where =
      status === 'open'
        ? isNull(errorReportReviews.errorReportId)
        : status === 'closed'
          ? isNotNull(errorReportReviews.errorReportId)
          : undefined;
    return db
      .select({ e: errorReports, closedAt: errorReportReviews.closedAt })
      .from(errorReports)
      .leftJoin(errorReportReviews, eq(errorReportReviews.errorReportId, errorReports.id))
      .where(where)
      .orderBy(desc(errorReports.createdAt))
      .limit(200);
  },

  async crashReportExists(tx: DbOrTx, id: number) {
    const [row] = await tx.select({ id: errorReports.id }).from(errorReports).where(eq(errorReports.id, id));
    return Boolean(row);
  },

  /** Answers false when it was closed already. */
  async closeCrashReport(tx: DbOrTx, id: number, closedBy: number) {
    const inserted = await tx
      .insert(errorReportReviews)
      .values({ errorReportId: id, closedBy })
      .onConflictDoNothing()
      .returning();
    return inserted.length > 0;
  },
};
