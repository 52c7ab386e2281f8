import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { custodians, favoriteCustodians, suggestedProviders } from '../../db/schema';

/** The directory's single-row queries (searches are in search-repository.ts). */
export const providersRepository = {
  async isFavorite(db: DbOrTx, userId: number, custodianId: number) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(favoriteCustodians)
      .where(and(eq(favoriteCustodians.userId, userId), eq(favoriteCustodians.custodianId, custodianId)));
    return Boolean(row);
  },

  /** An active provider by id or URL id (directory rows are public to every signed-in user). */
  async activeCustodian(db: DbOrTx, by: { id: number } | { urlId: string }) {
    const where = 'id' in by ? eq(custodians.id, by.id) : eq(custodians.urlId, by.urlId);
    const [row] = await db
      .select()
      .from(custodians)
      .where(and(where, eq(custodians.active, true)));
    return row ?? null;
  },

  /** Answers null when this user already suggested the same name and ZIP (unique key). */
  async insertSuggestion(db: DbOrTx, values: typeof suggestedProviders.$inferInsert) {
    const [row] = await db
      .insert(suggestedProviders)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: suggestedProviders.id });
    return row ?? null;
  },
};
