import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { noRow } from '../../platform/errors';

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
    if (!row) throw noRow('user');
    return row;
  },
  async setPassword(db: DbOrTx, id: number, passwordHash: string) {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  },
};
