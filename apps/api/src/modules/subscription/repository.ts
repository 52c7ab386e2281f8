import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cards,
  custodians,
  files,
  medicalRecords,
  requests,
  subscriptionCharges,
  subscriptions,
  users,
} from '../../db/schema';
import { noRow } from '../../platform/errors';

/** Store & Share and delivered records; every query is scoped by the signed-in user's id. */
export const subscriptionRepository = {
  /** The account's language (users.language): the words of the files made for it. */
  async userLanguage(db: DbOrTx, userId: number) {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return row?.language ?? null;
  },

  async get(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ s: subscriptions, last4: cards.last4 })
      .from(subscriptions)
      .leftJoin(cards, eq(cards.id, subscriptions.cardId))
      .where(eq(subscriptions.userId, userId));
    return row ?? null;
  },

  async upsert(db: DbOrTx, userId: number, values: Omit<typeof subscriptions.$inferInsert, 'userId'>) {
    const [row] = await db
      .insert(subscriptions)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw noRow('subscription');
    return row;
  },

  async update(db: DbOrTx, userId: number, values: Partial<typeof subscriptions.$inferInsert>) {
    await db
      .update(subscriptions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(subscriptions.userId, userId));
  },

  async addCharge(db: DbOrTx, values: typeof subscriptionCharges.$inferInsert) {
    await db.insert(subscriptionCharges).values(values);
  },

  async isActive(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    return Boolean(row);
  },

  async request(db: DbOrTx, userId: number, rid: string) {
    const [r] = await db
      .select()
      .from(requests)
      .where(and(eq(requests.rid, rid), eq(requests.userId, userId)));
    return r ?? null;
  },

  records(db: DbOrTx, requestId: number) {
    return db
      .select({
        id: medicalRecords.id,
        name: medicalRecords.name,
        createdAt: medicalRecords.createdAt,
        storageKey: files.storageKey,
        size: files.size,
        mime: files.mime,
      })
      .from(medicalRecords)
      .innerJoin(files, eq(files.id, medicalRecords.fileId))
      .where(eq(medicalRecords.requestId, requestId))
      .orderBy(asc(medicalRecords.createdAt), asc(medicalRecords.id));
  },

  /** The user's requests that have delivered records, newest first. */
  async requestsWithRecords(db: DbOrTx, userId: number) {
    const rows = await db
      .select({ r: requests, custodianName: custodians.name })
      .from(requests)
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .where(
        and(
          eq(requests.userId, userId),
          sql`exists (select 1 from ${medicalRecords} where ${medicalRecords.requestId} = ${requests.id})`,
        ),
      )
      .orderBy(desc(requests.id))
      .limit(100);
    const ids = rows.map((x) => x.r.id);
    const recs = ids.length
      ? await db
          .select()
          .from(medicalRecords)
          .where(inArray(medicalRecords.requestId, ids))
          .orderBy(asc(medicalRecords.id))
      : [];
    return rows.map((x) => ({ ...x, records: recs.filter((m) => m.requestId === x.r.id) }));
  },

  /** Active subscriptions whose paid period has ended (the renewal job). */
  due(db: DbOrTx, now: Date) {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}`,
          isNotNull(subscriptions.cardId),
        ),
      );
  },
};
