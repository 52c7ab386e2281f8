import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInThrottles } from '../../db/schema';
import { noRow } from '../../platform/errors';

/** Failed sign-ins per (e-mail, source) key: see sign-in-throttle.ts. */
export const throttleRepository = {
  async find(db: DbOrTx, keyHash: string) {
    const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.keyHash, keyHash));
    return row ?? null;
  },
  /** Counts one failure in one statement (concurrent failures each count), restarting an old window. */
  async recordFailure(db: DbOrTx, keyHash: string, windowMs: number, blockAfter: number, blockMs: number) {
    const windowStart = new Date(Date.now() - windowMs);
    const blockUntil = new Date(Date.now() + blockMs);
    const [row] = await db
      .insert(signInThrottles)
      .values({ keyHash, failures: 1 })
      .onConflictDoUpdate({
        target: signInThrottles.keyHash,
        set: {
          failures: sql`case when ${signInThrottles.windowStartedAt} < ${windowStart} then 1 else ${signInThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${signInThrottles.windowStartedAt} < ${windowStart} then now() else ${signInThrottles.windowStartedAt} end`,
        },
      })
      .returning();
    if (!row) throw noRow('sign_in_throttle');
    if (row.failures >= blockAfter) {
      await db.update(signInThrottles).set({ blockedUntil: blockUntil }).where(eq(signInThrottles.keyHash, keyHash));
    }
    return row.failures;
  },
  async clear(db: DbOrTx, keyHash: string) {
    await db.delete(signInThrottles).where(eq(signInThrottles.keyHash, keyHash));
  },
};
