import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts, sessions, one-time tokens, audit log, mail outbox and stored files: the platform. */

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  role: text({ enum: ['patient', 'staff'] })
    .notNull()
    .default('patient'),
  name: text().notNull(),
  lastName: text().notNull(),
  organization: text(),
  dateOfBirth: date({ mode: 'string' }),
  avatarFileId: uuid(),
  govtIdRequired: boolean().notNull().default(false),
  captchaEnabled: boolean().notNull().default(false),
  /** The portal language the user chose (one of the 13; null = not chosen, the browser decides). */
  language: text(),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    kind: text({ enum: ['patient', 'staff'] }).notNull(),
    authMethod: text().notNull().default('password'),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last proof of the account holder (sign-in, or a step-up): sensitive actions want it recent. */
    verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time, short-lived tokens: the login hand-off, password reset, download links and the
 * public upload links. Only a hash is stored; `data` holds what the token grants.
 */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: serial().primaryKey(),
  purpose: text().notNull(),
  tokenHash: text().notNull().unique(),
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb()
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per (e-mail, source address), kept as a hash of both: the same for e-mails with
 * and without an account, and a source that guesses one e-mail never slows or blocks that e-mail
 * from anywhere else (NIST SP 800-63B: throttle, do not hand out lock-outs).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  keyHash: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp({ withTimezone: true }),
});

/**
 * The version of each user's data as the portal's cached reads see it (platform/read-cache.ts):
 * a new value from `user_data_version_seq` whenever a row those reads show changes, written by
 * triggers in the same transaction as the change (migration 0018), so a read checks its cached
 * answer in the statement that checks the session. User id 0 is everyone's (a provider renamed).
 * No foreign key: a user's rows deleted with the user still bump it while the user is deleted.
 */
export const userDataVersions = pgTable('user_data_versions', {
  userId: integer().primaryKey(),
  v: bigint({ mode: 'number' }).notNull(),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    actorUserId: integer(),
    actorKind: text({ enum: ['patient', 'staff', 'public', 'system'] }).notNull(),
    subjectUserId: integer(),
    entityType: text(),
    entityId: text(),
    requestId: integer(),
    ip: text(),
    userAgent: text(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_subject_idx').on(t.subjectUserId, t.at), index('audit_request_idx').on(t.requestId, t.at)],
);

/** Mail that the mailer sent, or holds when no SMTP is configured (a developer reads it here). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});

/** Metadata of a stored file. The bytes live in the file store, encrypted at rest. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    purpose: text().notNull(),
    storageKey: text().notNull(),
    originalName: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId)],
);
