import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens, recoveryCodes, sessions, signInThrottles, userFactors, users } from '../../db/schema';
import { noRow } from '../../platform/errors';

export type FactorRow = typeof userFactors.$inferSelect;

/** Second factors, recovery codes, and the proof time of sessions. Every read is of one user's own rows. */
export const mfaRepository = {
  async user(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name, language: users.language, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  },
  async passwordHash(db: DbOrTx, id: number) {
    const [row] = await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    return row?.h ?? null;
  },
  /** Confirmed factors only: an unconfirmed TOTP set-up is no factor yet. */
  async factors(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(userFactors)
      .where(and(eq(userFactors.userId, userId), isNotNull(userFactors.confirmedAt)))
      .orderBy(asc(userFactors.id));
  },
  async factor(db: DbOrTx, userId: number, id: number) {
    const [row] = await db
      .select()
      .from(userFactors)
      .where(and(eq(userFactors.userId, userId), eq(userFactors.id, id)));
    return row ?? null;
  },
  /** The newest authenticator set-up not confirmed yet. */
  async unconfirmedTotp(db: DbOrTx, userId: number) {
    const [row] = await db
      .select()
      .from(userFactors)
      .where(and(eq(userFactors.userId, userId), eq(userFactors.kind, 'totp'), isNull(userFactors.confirmedAt)))
      .orderBy(desc(userFactors.id))
      .limit(1);
    return row ?? null;
  },
  async factorByCredential(db: DbOrTx, credentialId: string) {
    const [row] = await db
      .select()
      .from(userFactors)
      .where(and(eq(userFactors.credentialId, credentialId), isNotNull(userFactors.confirmedAt)));
    return row ?? null;
  },
  async insertFactor(db: DbOrTx, values: typeof userFactors.$inferInsert) {
    const [row] = await db.insert(userFactors).values(values).returning();
    if (!row) throw noRow('user_factor');
    return row;
  },
  /** Unconfirmed TOTP set-ups of a user (a new one replaces them). */
  async dropUnconfirmed(db: DbOrTx, userId: number) {
    await db.delete(userFactors).where(and(eq(userFactors.userId, userId), isNull(userFactors.confirmedAt)));
  },
  async confirm(db: DbOrTx, id: number, name: string, step: number) {
    await db
      .update(userFactors)
      .set({ confirmedAt: new Date(), lastUsedAt: new Date(), lastStep: step, name })
      .where(eq(userFactors.id, id));
  },
  async deleteFactor(db: DbOrTx, userId: number, id: number) {
    const rows = await db
      .delete(userFactors)
      .where(and(eq(userFactors.userId, userId), eq(userFactors.id, id)))
      .returning({ id: userFactors.id });
    return rows.length > 0;
  },
  /**
   * Takes a TOTP time step as used, in one statement: only a step later than the last accepted one
   * moves it, so the same code (or an older one) is accepted once, even by two requests at once.
   */
  async takeStep(db: DbOrTx, id: number, step: number) {
    const rows = await db
      .update(userFactors)
      .set({ lastStep: step, lastUsedAt: new Date() })
      .where(and(eq(userFactors.id, id), lt(userFactors.lastStep, step)))
      .returning({ id: userFactors.id });
    return rows.length > 0;
  },
  /** A passkey used: its new signature counter (only forward, so a cloned key's replay is refused). */
  async passkeyUsed(db: DbOrTx, id: number, counter: number) {
    await db.update(userFactors).set({ signCount: counter, lastUsedAt: new Date() }).where(eq(userFactors.id, id));
  },
  async replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  },
  async dropRecoveryCodes(db: DbOrTx, userId: number) {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  },
  async recoveryCodesLeft(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  },
  /** Uses a recovery code up in one statement: two uses at once cannot both succeed. */
  async useRecoveryCode(db: DbOrTx, userId: number, codeHash: string) {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  },
  /** Every factor and recovery code of an account (a recovery by mail): answers how many factors went. */
  async removeAllFactors(db: DbOrTx, userId: number) {
    const rows = await db.delete(userFactors).where(eq(userFactors.userId, userId)).returning({ id: userFactors.id });
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    return rows.filter(Boolean).length;
  },
  /** The newest live (unused, unexpired) one-time token of a purpose for an account. */
  async liveToken(db: DbOrTx, purpose: string, userId: number) {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.purpose, purpose),
          eq(oneTimeTokens.userId, userId),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(oneTimeTokens.id))
      .limit(1);
    return row ?? null;
  },
  /** Replaces what a pending sign-in token holds (a passkey challenge, or 'proved' after enrolment). */
  async setTokenData(db: DbOrTx, tokenId: number, data: Record<string, unknown>) {
    await db.update(oneTimeTokens).set({ data }).where(eq(oneTimeTokens.id, tokenId));
  },
  async sessionVerifiedAt(db: DbOrTx, sessionId: number) {
    const [row] = await db.select({ at: sessions.verifiedAt }).from(sessions).where(eq(sessions.id, sessionId));
    return row?.at ?? null;
  },
  async markSessionVerified(db: DbOrTx, sessionId: number) {
    await db
      .update(sessions)
      .set({ verifiedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  },
};

/**
 * Wrong codes per account (not per source: a code is 6 digits, so guesses from many addresses
 * must add up), kept in the sign-in throttle table under a key of their own.
 */
export const codeThrottleRepository = {
  async find(db: DbOrTx, keyHash: string) {
    const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.keyHash, keyHash));
    return row ?? null;
  },
  async recordFailure(db: DbOrTx, keyHash: string, windowMs: number, blockAfter: number, blockMs: number) {
    const windowStart = new Date(Date.now() - windowMs);
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
      await db
        .update(signInThrottles)
        .set({ blockedUntil: new Date(Date.now() + blockMs) })
        .where(eq(signInThrottles.keyHash, keyHash));
    }
    return row.failures;
  },
  async clear(db: DbOrTx, keyHash: string) {
    await db.delete(signInThrottles).where(eq(signInThrottles.keyHash, keyHash));
  },
};
