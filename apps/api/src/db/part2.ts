import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { authorizations, requests } from './schema';

/**
 * 42 CFR Part 2: a request whose authorization releases alcohol or drug treatment records (the
 * sensitive category `alcohol_drug`). A caregiver whose grant lacks the patient's Part 2 consent
 * reaches none of these requests, their records or their authorizations: lists leave them out,
 * and a read by id answers as if they did not exist.
 */
export const releasesPart2 = sql<boolean>`exists (select 1 from ${authorizations}
  where ${authorizations.requestId} = ${requests.id} and ${authorizations.sensitiveInfo} ? 'alcohol_drug')`;

/** The ids of a patient's requests that released Part 2 records (few: one statement). */
export async function part2RequestIds(db: DbOrTx, patientUserId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.userId, patientUserId), releasesPart2));
  return new Set(rows.map((r) => r.id));
}

/** The same ids, or none when the actor may see Part 2 records (the patient, or a consented caregiver). */
export async function hiddenPart2(
  db: DbOrTx,
  actor: { userId: number | null; part2Withheld?: boolean },
): Promise<Set<number>> {
  if (!actor.part2Withheld || actor.userId === null) return new Set();
  return part2RequestIds(db, actor.userId);
}
