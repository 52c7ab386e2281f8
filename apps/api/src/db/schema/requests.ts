import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REQUEST_STATUS_VALUES, REQUEST_TYPES } from '@portal/shared/schemas/requests-list';
import { users } from './core';
import { custodians } from './directory';
import { dependents } from './patients';

// The value lists are the shared ones (one truth for the API's answers, the web and the columns).
export const REQUEST_STATUSES = REQUEST_STATUS_VALUES;

/**
 * A Records Request or Forms Request (spec section 3 "Request"). Owned by one user; a dependent
 * request also names the dependent. The patient block is copied at submission, so a later edit
 * of the dependent never rewrites what was sent to the provider.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial().primaryKey(),
    rid: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dependentId: integer().references(() => dependents.id),
    custodianId: integer().references(() => custodians.id),
    requestType: text({ enum: REQUEST_TYPES }).notNull(),
    status: text({ enum: REQUEST_STATUSES }).notNull().default('draft'),
    currentStep: integer().notNull().default(1),
    selectedLocation: text(),
    patientFirstName: text(),
    patientMiddleName: text(),
    patientLastName: text(),
    patientDob: date({ mode: 'string' }),
    allRecords: boolean().notNull().default(false),
    recordsBefore: date({ mode: 'string' }),
    recordsAfter: date({ mode: 'string' }),
    reasonForRequest: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recordTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scope: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryMethod: text(),
    rushRequest: boolean().notNull().default(false),
    remarks: text(),
    faxNumber: text(),
    recipientName: text(),
    recipientType: text(),
    remark: text(),
    cardId: integer(),
    checkPayment: boolean().notNull().default(false),
    initials: text(),
    isUploadAuthorization: boolean().notNull().default(false),
    custodianForm: text(),
    formId: integer(),
    /** A provider form's answers, filled in online (forms requests; null otherwise). */
    formAnswers: jsonb().$type<Record<string, string>>(),
    /** Fee estimate in integer cents at submission, as the payments issue computes it. */
    fees: jsonb().$type<Record<string, unknown>>(),
    amountCents: integer(),
    /** What the wizard holds that has no column of its own (restored on resume). */
    wizardData: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    idempotencyKey: text(),
    /** A caregiver who made the request for the patient (their own account); null: the patient. */
    requestedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    submittedOn: timestamp({ withTimezone: true }),
    orderedOn: timestamp({ withTimezone: true }),
    completedOn: timestamp({ withTimezone: true }),
    /** When the desk closed it without completing (stops the HIPAA clock); set by the lifecycle. */
    closedOn: timestamp({ withTimezone: true }),
    /** The provider's one HIPAA extension (45 CFR 164.524(b)(2)(ii)): when, how many days, why. */
    extensionAt: timestamp({ withTimezone: true }),
    extensionDays: integer(),
    extensionReason: text(),
    /** When the patient was told the request passed its legal deadline (mailed once). */
    overdueNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (newest first by submission, else start): a page is an index range scan. It is
    // the one index that starts with user_id: with another (user_id, created_at), a planner without
    // statistics (a freshly filled table) read the page through that one and sorted all of the user's
    // requests (list-plan test); every other read of a user's requests finds them here as well.
    index('requests_user_list_idx').on(
      t.userId,
      sql`coalesce(${t.submittedOn}, ${t.createdAt}) desc`,
      sql`${t.id} desc`,
    ),
    index('requests_dependent_idx').on(t.dependentId),
    index('requests_status_idx').on(t.status),
    // Partial: only the wizard's drafts carry a key (for the same reason: no other index on user_id).
    uniqueIndex('requests_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const requestStatusHistory = pgTable(
  'request_status_history',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    note: text(),
    /** A note the server wrote, as a code and params (shared/domain/history-notes), shown in the reader's language; `note` keeps its English. */
    noteCode: text(),
    noteParams: jsonb(),
    actorUserId: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_status_history_req_idx').on(t.requestId, t.at)],
);
