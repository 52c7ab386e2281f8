import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { custodians, favoriteCustodians } from '../../db/schema';
import { SUMMARY_COLUMNS, type SummaryRow } from '../providers';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The signed-in user's favorite providers: every query is by the session's user id. */
export const favoritesRepository = {
  async custodianExists(db: DbOrTx, custodianId: number) {
    const [row] = await db
      .select({ id: custodians.id })
      .from(custodians)
      .where(and(eq(custodians.id, custodianId), eq(custodians.active, true)));
    return Boolean(row);
  },

  /** True when a row was added (false: it already was a favorite). */
  async add(db: DbOrTx, userId: number, custodianId: number) {
    const rows = await db
      .insert(favoriteCustodians)
      .values({ userId, custodianId })
      .onConflictDoNothing()
      .returning({ id: favoriteCustodians.custodianId });
    return rows.length > 0;
  },

  async remove(db: DbOrTx, userId: number, custodianId: number) {
    const rows = await db
      .delete(favoriteCustodians)
      .where(and(eq(favoriteCustodians.userId, userId), eq(favoriteCustodians.custodianId, custodianId)))
      .returning({ id: favoriteCustodians.custodianId });
    return rows.length > 0;
  },

  /** Newest favorite first; `formsOnly` keeps providers that take form requests. */
  async list(db: DbOrTx, userId: number, formsOnly: boolean) {
    const r = await db.execute(sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, true AS is_favorite
      FROM favorite_custodians f JOIN custodians c ON c.id = f.custodian_id
      WHERE f.user_id = ${userId} AND c.active ${formsOnly ? sql`AND c.accepts_forms` : sql``}
      ORDER BY f.created_at DESC, c.id`);
    return rowsOf<SummaryRow>(r);
  },
};
