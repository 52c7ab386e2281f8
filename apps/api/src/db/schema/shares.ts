import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';
import { medicalRecords } from './payments';

/**
 * Store & Share sharing: a subscriber shares chosen delivered records with a person for
 * 1 to 30 days. The link's token, the access code and the patient's date of birth are kept only as
 * hashes (the code and DOB salted per share): the table holds nothing that opens a share.
 */
export const recordShares = pgTable(
  'record_shares',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    salt: text().notNull(),
    codeHash: text().notNull(),
    dobHash: text().notNull(),
    recipientName: text().notNull(),
    recipientEmail: text().notNull(),
    purpose: text().notNull(),
    allowDownload: boolean().notNull().default(false),
    /** Wrong code/DOB pairs so far; at SHARE_LIMITS.maxTries the share locks for good. */
    failedAttempts: integer().notNull().default(0),
    lockedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_shares_user_idx').on(t.userId, t.createdAt)],
);

/** The records a share holds, fixed when it is made (a later delivery is not shared by itself). */
export const recordShareItems = pgTable(
  'record_share_items',
  {
    shareId: integer()
      .notNull()
      .references(() => recordShares.id, { onDelete: 'cascade' }),
    medicalRecordId: integer()
      .notNull()
      .references(() => medicalRecords.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.medicalRecordId] })],
);

/** What the recipient did, for the patient's view log: views, downloads and refused attempts. */
export const recordShareEvents = pgTable(
  'record_share_events',
  {
    id: serial().primaryKey(),
    shareId: integer()
      .notNull()
      .references(() => recordShares.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['view', 'download', 'refused'] }).notNull(),
    medicalRecordId: integer(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_share_events_share_idx').on(t.shareId, t.at)],
);
