import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { RELATION_VALUES } from '@portal/shared/schemas/dependents';
import { users } from './core';

/**
 * Dependents of spec section 3. Removal is a soft delete (deletedAt) so that the dependent's
 * requests stay reachable from the request list and the staff console.
 */
export const dependents = pgTable(
  'dependents',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull(),
    dob: date({ mode: 'string' }).notNull(),
    gender: text(),
    grade: text(),
    school: text(),
    sport: text(),
    relation: text({ enum: RELATION_VALUES }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('dependents_user_idx').on(t.userId)],
);
