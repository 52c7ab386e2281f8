import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** The signed-in user's own profile: every query is by the session's user id. */
export const profileRepository = {
  async get(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  },
};
