import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  authorizations,
  mailOutbox,
  medicalRecords,
  requestDesk,
  requestDocuments,
  requests,
  requestStatusHistory,
  users,
} from '../../db/schema';

/**
 * The lifecycle's queries. The lifecycle acts on a request its caller already authorized (the
 * owner's route, the desk, a job), so these take the request's id.
 */
export const lifecycleRepository = {
  /** The request, locked for this transaction (FOR NO KEY UPDATE: uploads that reference it still go on), and its desk row. */
  async lock(tx: DbOrTx, requestId: number) {
    const [r] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('no key update');
    if (!r) return null;
    const [desk] = await tx.select().from(requestDesk).where(eq(requestDesk.requestId, requestId));
    return { r, desk: desk ?? null };
  },

  /** Moves the status only if no one moved it since it was read (answers null then). */
  async setStatus(
    tx: DbOrTx,
    requestId: number,
    fromStatus: typeof requests.$inferSelect.status,
    values: Partial<typeof requests.$inferInsert>,
  ) {
    const [updated] = await tx
      .update(requests)
      .set(values)
      .where(and(eq(requests.id, requestId), eq(requests.status, fromStatus)))
      .returning();
    return updated ?? null;
  },

  async upsertDesk(tx: DbOrTx, requestId: number, values: Partial<typeof requestDesk.$inferInsert>) {
    await tx
      .insert(requestDesk)
      .values({ requestId, ...values })
      .onConflictDoUpdate({ target: requestDesk.requestId, set: values });
  },

  async addHistory(tx: DbOrTx, values: typeof requestStatusHistory.$inferInsert) {
    await tx.insert(requestStatusHistory).values(values);
  },

  async countAuthorizations(tx: DbOrTx, requestId: number) {
    const [row] = await tx.select({ n: count() }).from(authorizations).where(eq(authorizations.requestId, requestId));
    return row?.n ?? 0;
  },

  async countRecords(tx: DbOrTx, requestId: number) {
    const [row] = await tx.select({ n: count() }).from(medicalRecords).where(eq(medicalRecords.requestId, requestId));
    return row?.n ?? 0;
  },

  /** The signed revocation is stored with the request in the caller's transaction, before the move. */
  async countRevocations(tx: DbOrTx, requestId: number) {
    const [row] = await tx
      .select({ n: count() })
      .from(requestDocuments)
      .where(and(eq(requestDocuments.requestId, requestId), eq(requestDocuments.kind, 'revocation')));
    return row?.n ?? 0;
  },

  /** Who the patient's mail goes to, in their language (users.language). */
  async recipient(tx: DbOrTx, userId: number) {
    const [u] = await tx
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? null;
  },

  /** Queues a mail in the outbox (delivered after the commit); answers its id. */
  async queueMail(tx: DbOrTx, mail: typeof mailOutbox.$inferInsert) {
    const [m] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    return m.id;
  },

  /** Ordered requests received before `receivedBefore` whose patient was not told yet. */
  async overdueCandidates(tx: DbOrTx, receivedBefore: Date) {
    return tx
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(eq(requests.status, 'ordered'), isNull(requests.overdueNotifiedAt), lt(requests.orderedOn, receivedBefore)),
      );
  },

  /** The request, locked, unless another process told its patient first. */
  async lockUnnotified(tx: DbOrTx, requestId: number) {
    const [r] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.id, requestId), isNull(requests.overdueNotifiedAt)))
      .for('update');
    return r ?? null;
  },

  async markOverdueNotified(tx: DbOrTx, requestId: number, at: Date) {
    await tx.update(requests).set({ overdueNotifiedAt: at }).where(eq(requests.id, requestId));
  },

  /** Requests the daily archive moves: completed, or abandoned, before the cutoff. */
  async dueForArchive(tx: DbOrTx, cutoff: Date) {
    return tx
      .select({ id: requests.id })
      .from(requests)
      .where(
        or(
          and(eq(requests.status, 'completed'), lt(requests.completedOn, cutoff)),
          and(eq(requests.status, 'abandoned'), lt(requests.updatedAt, cutoff)),
        ),
      );
  },
};
