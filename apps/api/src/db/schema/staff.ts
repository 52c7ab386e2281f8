import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_STAGES } from '@portal/shared/schemas/staff';
import { users } from './core';
import { requests } from './requests';
import { errorReports } from './support';

/**
 * The records desk's working state of a request. The request's own status (spec section 4) stays
 * 'ordered' while the clerk works it; this row says where it stands on the desk: new, waiting on
 * the patient (incomplete, with the reason the patient sees) or priced. A request without a row is new.
 */
export const requestDesk = pgTable(
  'request_desk',
  {
    requestId: integer()
      .primaryKey()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** approval: priced above what the patient authorized, waiting for the patient's approval. */
    stage: text({ enum: STAFF_STAGES }).notNull().default('new'),
    incompleteReason: text(),
    incompleteAt: timestamp({ withTimezone: true }),
    pricedAt: timestamp({ withTimezone: true }),
    /** When the patient last answered a "waiting on patient" (uploaded, signed again or replied). */
    respondedAt: timestamp({ withTimezone: true }),
    /** A price waiting for the patient's approval, and when the patient was asked. */
    proposedCents: integer(),
    approvalRequestedAt: timestamp({ withTimezone: true }),
    /** The highest price the patient approved in the portal (beside the estimate authorized at submission). */
    approvedCents: integer(),
    /** The desk's reason for the current price (a raise needs one) and for a price waiting for approval. */
    priceReason: text(),
    proposedReason: text(),
    /** The desk's signed statement that the provider has no records (closed as no records found). */
    noRecordsStatement: text(),
    noRecordsSigner: text(),
    noRecordsBy: integer().references(() => users.id),
    noRecordsAt: timestamp({ withTimezone: true }),
    updatedBy: integer().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_desk_stage_idx').on(t.stage)],
);

/**
 * The desk's triage of crash reports: the support capability keeps the reports themselves (with no
 * status of their own); a row here means a clerk looked at it and closed it.
 */
export const errorReportReviews = pgTable('error_report_reviews', {
  errorReportId: integer()
    .primaryKey()
    .references(() => errorReports.id, { onDelete: 'cascade' }),
  closedBy: integer().references(() => users.id),
  closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
