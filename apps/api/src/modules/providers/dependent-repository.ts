import { sql } from 'drizzle-orm';
import { LIMITS } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { SUMMARY_COLUMNS, type SummaryRow } from './mapping';
import { hasWordStarting } from './name-index-repository';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Providers the signed-in user has requests with for one of their dependents, by name. */
export const dependentCustodiansRepository = {
  async ownsDependent(db: DbOrTx, userId: number, dependentId: number) {
    const r = await db.execute(
      sql`SELECT 1 FROM dependents WHERE id = ${dependentId} AND user_id = ${userId} AND deleted_at IS NULL`,
    );
    return rowsOf(r).length > 0;
  },

  async list(db: DbOrTx, userId: number, dependentId: number, terms: string[], page: number) {
    const nameWhere = terms.map((t) => sql` AND ${hasWordStarting(sql`c.search_name`, t)}`);
    const from = sql`FROM custodians c WHERE c.id IN (
        SELECT r.custodian_id FROM requests r WHERE r.user_id = ${userId} AND r.dependent_id = ${dependentId}
      )${sql.join(nameWhere, sql``)}`;
    const fav = sql`EXISTS (SELECT 1 FROM favorite_custodians f WHERE f.user_id = ${userId} AND f.custodian_id = c.id) AS is_favorite`;
    const rows = await db.execute(sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${fav} ${from}
      ORDER BY c.search_name, c.id LIMIT ${LIMITS.providerPageSize} OFFSET ${(page - 1) * LIMITS.providerPageSize}`);
    const count = await db.execute(sql`SELECT count(*)::int AS n ${from}`);
    return { rows: rowsOf<SummaryRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
  },
};
