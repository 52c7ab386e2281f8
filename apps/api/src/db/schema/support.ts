import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Help-desk tickets (spec section 3 "Help-desk feedback"). Kept here first; forwarded to an
 * issue tracker when one is configured (forwardedAt, externalKey record that).
 */
export const helpDeskTickets = pgTable(
  'help_desk_tickets',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issue: text().notNull(),
    title: text().notNull(),
    comment: text().notNull(),
    /** The page code P-2xxx of the screen the modal was opened on. */
    uniqueIdentifierNumber: text().notNull(),
    status: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    externalKey: text(),
    forwardedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_desk_tickets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Crash reports from the web's error page: error name, message, stacks and the route only.
 * No user id and no request body, so no patient data is kept here.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    message: text().notNull(),
    stack: text(),
    componentStack: text(),
    route: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);
