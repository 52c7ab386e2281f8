import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { authorizations, custodians, dependents, files, requestDocuments, requests, users } from '../../../db/schema';
import { noRow } from '../../../platform/errors';

export type RequestRow = typeof requests.$inferSelect;
/** Status and its timestamps are the lifecycle's (modules/lifecycle), never the wizard's. */
export type RequestValues = Partial<
  Omit<
    typeof requests.$inferInsert,
    'id' | 'userId' | 'rid' | 'createdAt' | 'status' | 'submittedOn' | 'orderedOn' | 'completedOn'
  >
>;

/** The wizard's queries. Every query on a request is scoped by the signed-in user's id. */
export const wizardRepository = {
  async findOwned(
    db: DbOrTx,
    userId: number,
    rid: string,
    opts: { forUpdate?: boolean } = {},
  ): Promise<RequestRow | null> {
    const q = db
      .select()
      .from(requests)
      .where(and(eq(requests.userId, userId), eq(requests.rid, rid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row ?? null;
  },

  async findByIdempotencyKey(
    db: DbOrTx,
    userId: number,
    key: string,
    opts: { forUpdate?: boolean } = {},
  ): Promise<RequestRow | null> {
    const q = db
      .select()
      .from(requests)
      .where(and(eq(requests.userId, userId), eq(requests.idempotencyKey, key)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row ?? null;
  },

  async insert(
    db: DbOrTx,
    userId: number,
    rid: string,
    values: RequestValues & Pick<typeof requests.$inferInsert, 'requestType'>,
  ): Promise<RequestRow> {
    const [row] = await db
      .insert(requests)
      .values({ ...values, userId, rid })
      .returning();
    if (!row) throw noRow('request');
    return row;
  },

  async update(db: DbOrTx, userId: number, id: number, values: RequestValues): Promise<RequestRow> {
    const [row] = await db
      .update(requests)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(requests.userId, userId), eq(requests.id, id)))
      .returning();
    if (!row) throw noRow('request');
    return row;
  },

  /**
   * Deletes an own draft with what hangs on it (authorizations, documents, history: cascaded) and
   * marks its files deleted. Answers the storage keys, to remove once the transaction committed.
   */
  async deleteDraft(db: DbOrTx, userId: number, id: number): Promise<string[]> {
    const auths = await db
      .select({ fileId: authorizations.fileId })
      .from(authorizations)
      .where(eq(authorizations.requestId, id));
    const docs = await db
      .select({ fileId: requestDocuments.fileId })
      .from(requestDocuments)
      .where(eq(requestDocuments.requestId, id));
    await db
      .delete(requests)
      .where(and(eq(requests.userId, userId), eq(requests.id, id), eq(requests.status, 'draft')));
    const ids = [...auths, ...docs].map((r) => r.fileId);
    if (!ids.length) return [];
    const gone = await db
      .update(files)
      .set({ deletedAt: new Date() })
      .where(and(inArray(files.id, ids), eq(files.ownerUserId, userId), isNull(files.deletedAt)))
      .returning({ storageKey: files.storageKey });
    return gone.map((f) => f.storageKey);
  },

  async custodian(db: DbOrTx, id: number) {
    const [row] = await db
      .select()
      .from(custodians)
      .where(and(eq(custodians.id, id), eq(custodians.active, true)));
    return row ?? null;
  },

  async dependent(db: DbOrTx, userId: number, id: number) {
    const [row] = await db
      .select()
      .from(dependents)
      .where(and(eq(dependents.userId, userId), eq(dependents.id, id), isNull(dependents.deletedAt)));
    return row ?? null;
  },

  async user(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  },

  async hasAuthorization(tx: DbOrTx, requestId: number) {
    const rows = await tx
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(eq(authorizations.requestId, requestId));
    return rows.length > 0;
  },

  /** The kinds of the request's documents that are not deleted. */
  async liveDocumentKinds(tx: DbOrTx, requestId: number) {
    const docs = await tx
      .select({ kind: requestDocuments.kind })
      .from(requestDocuments)
      .where(and(eq(requestDocuments.requestId, requestId), eq(requestDocuments.deleted, false)));
    return new Set(docs.map((d) => d.kind));
  },

  /** Flags the user's supporting documents the wizard deleted (never dropped: spec section 4). */
  async flagSupportingDeleted(tx: DbOrTx, userId: number, requestId: number, ids: number[]) {
    await tx
      .update(requestDocuments)
      .set({ deleted: true })
      .where(
        and(
          eq(requestDocuments.requestId, requestId),
          eq(requestDocuments.userId, userId),
          eq(requestDocuments.kind, 'supporting'),
          inArray(requestDocuments.id, ids),
        ),
      );
  },
};
