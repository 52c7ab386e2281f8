import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { oneTimeTokens } from '../db/schema';

/** Opaque random tokens; only their SHA-256 is stored (a token is high-entropy, so no salt is needed). */
export const newToken = () => randomBytes(32).toString('base64url');
/**
 * Every API call hashes its token: the one-shot `hash` is a fifth of `createHash().update().digest()`'s
 * cost (no Hash object per call; about 2 µs a call).
 */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export type TokenPurpose =
  | 'handoff'
  | 'password_reset'
  | 'download'
  | 'public_hipaa'
  | 'public_govt_document'
  | 'public_patient_document'
  | (string & {});

/** Issues a one-time token for a purpose; answers the clear token (never stored). */
export async function issueOneTimeToken(
  db: DbOrTx,
  opts: { purpose: TokenPurpose; userId?: number | null; ttlMs: number; data?: Record<string, unknown> },
): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    purpose: opts.purpose,
    tokenHash: hashToken(token),
    userId: opts.userId ?? null,
    data: opts.data ?? {},
    expiresAt: new Date(Date.now() + opts.ttlMs),
  });
  return token;
}

/** Uses up every live token of a purpose for a user: a newer link supersedes the older ones. */
export async function supersedeOneTimeTokens(db: DbOrTx, purpose: TokenPurpose, userId: number) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

/**
 * Consumes a one-time token: answers its row once, marking it used in the same statement, so two
 * concurrent uses cannot both succeed. Null when unknown, expired, used or for another purpose.
 */
export async function consumeOneTimeToken(db: DbOrTx, purpose: TokenPurpose, token: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** Reads a token without using it up (e.g. to show a public page before its form is sent). */
export async function peekOneTimeToken(db: DbOrTx, purpose: TokenPurpose, token: string) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}
