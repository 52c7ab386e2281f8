/**
 * The records desk's plain values, apart from its schemas (schemas/staff.ts re-exports them): a
 * desk page that lists the queues or limits a field loads no schema code with them (the bundler
 * keeps a module's zod calls wherever the module is used). The forms' schemas load when a form is
 * first validated (apps/web lib/lazy-resolver.ts).
 */

/** 'revoked': closed because the patient revoked the authorization, apart from 'closed' so the desk sees it. */
export const STAFF_QUEUES = ['new', 'incomplete', 'priced', 'completed', 'closed', 'revoked'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

/** Largest medical-records PDF the desk uploads in one file. */
export const STAFF_RECORD_MAX_BYTES = 50 * 1024 * 1024;

/** The reason given with a new price, at most. */
export const PRICE_REASON_MAX = 1000;
/** A raise without a reason is refused with this message (the patient reads the reason with the new lines). */
export const PRICE_REASON_REQUIRED =
  'Say why the price is higher: the patient reads the reason beside the new fee lines.';

/** Closing as "no records found": the statement the patient receives, at most. */
export const NO_RECORDS_STATEMENT_MAX = 4000;
