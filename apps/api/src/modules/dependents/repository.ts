import { and, asc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { dependents } from '../../db/schema';
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

export const dependentsRepository = {
  /** The list as a prepared statement of the root database (`userId` placeholder): for readWithSession. */
  listStatement: (db: Db) => listStatement(db)!,

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
