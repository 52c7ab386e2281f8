import { and, asc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { dependents, users } from '../../db/schema';
import { noRow } from '../../platform/errors';

export type DependentRow = typeof dependents.$inferSelect;
export type DependentValues = Omit<
  typeof dependents.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

/** Every query is by the signed-in user's id; removed (soft-deleted) dependents are not listed. */
const live = (userId: number | Placeholder) => and(eq(dependents.userId, userId), isNull(dependents.deletedAt));

const listStatement = (db: DbOrTx) =>
  preparedFor(db, 'dependents_list', (d) =>
    d
      .select()
      .from(dependents)
      .where(live(sql.placeholder('userId')))
      .orderBy(asc(dependents.firstName), asc(dependents.id))
      .prepare('dependents_list'),
  );

/**
 * The list as the answer's JSON, written by PostgreSQL (`{"dependents":[...]}` as the shared
 * dependentsListSchema has it: dob M/D/YYYY, age in whole years on `today` (UTC), as
 * toDependent computes them), with the count for the audit. One row while the user exists.
 */
const listJsonStatement = (db: DbOrTx) =>
  preparedFor(db, 'dependents_list_json', (d) =>
    d
      .select({
        n: sql<number>`(select count(*)::int from ${dependents} c where c.user_id = ${users}.id and c.deleted_at is null)`,
        json: sql<string>`(select '{"dependents":[' || coalesce(string_agg(row_to_json(x)::text, ',' order by x.first_name, x.id), '') || ']}'
          from (select c.id, c.first_name, c.middle_name, c.last_name, to_char(c.dob, 'FMMM/FMDD/FMYYYY') as dob, c.gender,
              greatest(0, (date_part('year', ${sql.placeholder('today')}::date) - date_part('year', c.dob)
                - case when (date_part('month', ${sql.placeholder('today')}::date), date_part('day', ${sql.placeholder('today')}::date))
                    < (date_part('month', c.dob), date_part('day', c.dob)) then 1 else 0 end))::int as age,
              c.grade, c.school, c.sport, c.relation
            from ${dependents} c where c.user_id = ${users}.id and c.deleted_at is null) x)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('dependents_list_json'),
  );

export const dependentsRepository = {
  /** The list's answer as JSON text (PostgreSQL writes it), for readWithSession: `today` is the UTC day (YYYY-MM-DD). */
  listJsonStatement: (db: Db) => listJsonStatement(db)!,

  list(db: DbOrTx, userId: number) {
    const p = listStatement(db);
    return p
      ? p.execute({ userId })
      : db.select().from(dependents).where(live(userId)).orderBy(asc(dependents.firstName), asc(dependents.id));
  },

  async get(db: DbOrTx, userId: number, id: number): Promise<DependentRow | null> {
    const [row] = await db
      .select()
      .from(dependents)
      .where(and(live(userId), eq(dependents.id, id)));
    return row ?? null;
  },

  async create(db: DbOrTx, userId: number, values: DependentValues): Promise<DependentRow> {
    const [row] = await db
      .insert(dependents)
      .values({ ...values, userId })
      .returning();
    if (!row) throw noRow('dependent');
    return row;
  },

  async update(db: DbOrTx, userId: number, id: number, values: DependentValues): Promise<DependentRow | null> {
    const [row] = await db
      .update(dependents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(live(userId), eq(dependents.id, id)))
      .returning();
    return row ?? null;
  },

  /** Soft delete: the row stays so the dependent's requests keep their patient and stay listed. */
  async remove(db: DbOrTx, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(dependents)
      .set({ deletedAt: new Date() })
      .where(and(live(userId), eq(dependents.id, id)))
      .returning({ id: dependents.id });
    return rows.length > 0;
  },
};
