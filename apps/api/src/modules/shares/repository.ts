import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  dependents,
  files,
  medicalRecords,
  recordShareEvents,
  recordShareItems,
  recordShares,
  requests,
  users,
} from '../../db/schema';
import { noRow } from '../../platform/errors';

/** A delivered record with what a share needs to know about its request (owner, patient's DOB). */
const recordColumns = {
  id: medicalRecords.id,
  name: medicalRecords.name,
  createdAt: medicalRecords.createdAt,
  requestId: requests.id,
  rid: requests.rid,
  status: requests.status,
  orderedOn: requests.orderedOn,
  completedOn: requests.completedOn,
  patientDob: requests.patientDob,
  dependentDob: dependents.dob,
  dependentId: requests.dependentId,
};

/** Shares and their records. Patient-side queries are scoped by the owner's id here. */
export const sharesRepository = {
  /** One of the user's own delivered records, with its request and stored file (the viewer). */
  async ownRecordWithFile(db: DbOrTx, userId: number, recordId: number) {
    const [row] = await db
      .select({ m: medicalRecords, r: requests, f: files })
      .from(medicalRecords)
      .innerJoin(requests, eq(requests.id, medicalRecords.requestId))
      .innerJoin(files, eq(files.id, medicalRecords.fileId))
      .where(and(eq(medicalRecords.id, recordId), eq(requests.userId, userId)));
    return row ?? null;
  },

  /** The caller's delivered records among the given request ids (rids) or one record id. */
  ownedRecords(db: DbOrTx, userId: number, sel: { rids: string[]; recordId?: number }) {
    const which =
      sel.recordId !== undefined
        ? eq(medicalRecords.id, sel.recordId)
        : inArray(requests.rid, sel.rids.length ? sel.rids : ['']);
    return db
      .select(recordColumns)
      .from(medicalRecords)
      .innerJoin(requests, eq(requests.id, medicalRecords.requestId))
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .where(and(eq(requests.userId, userId), which))
      .orderBy(asc(medicalRecords.id));
  },

  async requestsOf(db: DbOrTx, userId: number, rids: string[]) {
    if (!rids.length) return [];
    return db
      .select({ rid: requests.rid })
      .from(requests)
      .where(and(eq(requests.userId, userId), inArray(requests.rid, rids)));
  },

  async user(db: DbOrTx, userId: number) {
    const [u] = await db
      .select({ name: users.name, lastName: users.lastName, dob: users.dateOfBirth, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    if (!u) throw noRow('user');
    return u;
  },

  async insert(db: DbOrTx, values: typeof recordShares.$inferInsert, recordIds: number[]) {
    const [row] = await db.insert(recordShares).values(values).returning();
    if (!row) throw noRow('record_share');
    await db
      .insert(recordShareItems)
      .values(recordIds.map((medicalRecordId) => ({ shareId: row.id, medicalRecordId })));
    return row;
  },

  async listOf(db: DbOrTx, userId: number) {
    const shares = await db
      .select()
      .from(recordShares)
      .where(eq(recordShares.userId, userId))
      .orderBy(desc(recordShares.id))
      .limit(200);
    const ids = shares.map((s) => s.id);
    if (!ids.length) return [];
    const [items, events] = await Promise.all([
      db
        .select({
          shareId: recordShareItems.shareId,
          id: medicalRecords.id,
          name: medicalRecords.name,
          rid: requests.rid,
        })
        .from(recordShareItems)
        .innerJoin(medicalRecords, eq(medicalRecords.id, recordShareItems.medicalRecordId))
        .innerJoin(requests, eq(requests.id, medicalRecords.requestId))
        .where(inArray(recordShareItems.shareId, ids))
        .orderBy(asc(medicalRecords.id)),
      db
        .select()
        .from(recordShareEvents)
        .where(inArray(recordShareEvents.shareId, ids))
        .orderBy(desc(recordShareEvents.at), desc(recordShareEvents.id)),
    ]);
    return shares.map((s) => ({
      s,
      items: items.filter((i) => i.shareId === s.id),
      events: events.filter((e) => e.shareId === s.id),
    }));
  },

  async ownedShare(db: DbOrTx, userId: number, id: number) {
    const [row] = await db
      .select()
      .from(recordShares)
      .where(and(eq(recordShares.id, id), eq(recordShares.userId, userId)));
    return row ?? null;
  },

  async revoke(db: DbOrTx, userId: number, id: number) {
    await db
      .update(recordShares)
      .set({ revokedAt: new Date() })
      .where(and(eq(recordShares.id, id), eq(recordShares.userId, userId), isNull(recordShares.revokedAt)));
  },

  // Recipient side: the share is found by its token hash only (no user to scope by).
  async byTokenHash(db: DbOrTx, tokenHash: string) {
    const [row] = await db.select().from(recordShares).where(eq(recordShares.tokenHash, tokenHash));
    return row ?? null;
  },

  async byId(db: DbOrTx, id: number) {
    const [row] = await db.select().from(recordShares).where(eq(recordShares.id, id));
    return row ?? null;
  },

  /** One more wrong try, counted in one statement (two guesses at once both count); locks at `max`. */
  async countFailure(db: DbOrTx, id: number, max: number) {
    const [row] = await db
      .update(recordShares)
      .set({
        failedAttempts: sql`${recordShares.failedAttempts} + 1`,
        lockedAt: sql`case when ${recordShares.failedAttempts} + 1 >= ${max} then coalesce(${recordShares.lockedAt}, now()) else ${recordShares.lockedAt} end`,
      })
      .where(eq(recordShares.id, id))
      .returning({ failedAttempts: recordShares.failedAttempts, lockedAt: recordShares.lockedAt });
    if (!row) throw noRow('record_share');
    return row;
  },

  sharedFiles(db: DbOrTx, shareId: number) {
    return db
      .select({ id: medicalRecords.id, name: medicalRecords.name, createdAt: medicalRecords.createdAt })
      .from(recordShareItems)
      .innerJoin(medicalRecords, eq(medicalRecords.id, recordShareItems.medicalRecordId))
      .where(eq(recordShareItems.shareId, shareId))
      .orderBy(asc(medicalRecords.id));
  },

  async sharedFile(db: DbOrTx, shareId: number, recordId: number) {
    const [row] = await db
      .select({
        id: medicalRecords.id,
        name: medicalRecords.name,
        storageKey: files.storageKey,
        requestId: medicalRecords.requestId,
      })
      .from(recordShareItems)
      .innerJoin(medicalRecords, eq(medicalRecords.id, recordShareItems.medicalRecordId))
      .innerJoin(files, eq(files.id, medicalRecords.fileId))
      .where(and(eq(recordShareItems.shareId, shareId), eq(recordShareItems.medicalRecordId, recordId)));
    return row ?? null;
  },

  async addEvent(db: DbOrTx, values: typeof recordShareEvents.$inferInsert) {
    await db.insert(recordShareEvents).values(values);
  },
};
