import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Account rows. Reads by id are the caller's own account (the session's user id). */
export const authRepository = {
  async findByEmail(db: DbOrTx, email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  },
  async findById(db: DbOrTx, id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },
  async create(db: DbOrTx, values: typeof users.$inferInsert) {
    const [row] = await db.insert(users).values(values).returning();
    return row;
  },
  async recordFailure(db: DbOrTx, id: number, lockUntil: Date | null) {
    await db
      .update(users)
      .set({ failedSignIns: sql`${users.failedSignIns} + 1`, lockedUntil: lockUntil })
      .where(eq(users.id, id));
  },
  async clearFailures(db: DbOrTx, id: number) {
    await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, id));
  },
  async setPassword(db: DbOrTx, id: number, passwordHash: string) {
    await db
      .update(users)
      .set({ passwordHash, failedSignIns: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, id));
  },
};
