import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, passwordSchema, personName, requiredText, intText } from './common';
import { feeBreakdownSchema, hipaaClockSchema, priceApprovalSchema } from './tracking';
import { NO_RECORDS_STATEMENT_MAX, PRICE_REASON_MAX, STAFF_QUEUES } from '../staff-constants';

/**
 * The records desk (staff console). The spec shows the patient side only; these are the
 * wire shapes of the other half. Money is integer cents everywhere.
 */

export const STAFF_PAGE_SIZE = 20;

export {
  NO_RECORDS_STATEMENT_MAX,
  PRICE_REASON_MAX,
  PRICE_REASON_REQUIRED,
  STAFF_QUEUES,
  STAFF_RECORD_MAX_BYTES,
  type StaffQueue,
} from '../staff-constants';

/** Where an ordered request stands on the desk (the request's own status stays 'ordered'). */
export const STAFF_STAGES = ['new', 'incomplete', 'priced', 'approval'] as const;
export type StaffStage = (typeof STAFF_STAGES)[number];

export const staffMeSchema = z.object({ id: z.number(), name: z.string(), last_name: z.string(), email: z.string() });
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffQueueQuerySchema = z.object({
  queue: z.enum(STAFF_QUEUES).default('new'),
  keyword: z.string().trim().max(100).optional(),
  request_type: z.enum(['Record', 'Form']).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  page: intText(z.number().int().min(1)).default(1),
});
export type StaffQueueQuery = z.input<typeof staffQueueQuerySchema>;

export const staffQueueItemSchema = z.object({
  id: z.number(),
  rid: z.string(),
  request_type: z.enum(['Record', 'Form']),
  status: z.string(),
  stage: z.enum(STAFF_STAGES).nullable(),
  ordered_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  /** The HIPAA clock's day (shared domain/hipaa-clock): calendar days since ordered_on. */
  days_open: z.number().nullable(),
  overdue: z.boolean(),
  /** The same clock the patient sees. */
  hipaa: hipaaClockSchema.nullable(),
  /** When the patient answered a "waiting on patient" and the request came back to the desk. */
  patient_responded_at: z.string().nullable(),
  custodian: z.object({ id: z.number(), name: z.string() }).nullable(),
  patient_name: z.string(),
  /** A caregiver who made the request for the patient (their name); null: the patient did. */
  requested_by: z.string().nullable(),
  amount_cents: z.number().nullable(),
  /**
   * The patient's card failed (at submission, or when the desk completed it): the request waits on the
   * patient to pay and cannot be priced, given records or completed until then.
   */
  payment_needed: z.boolean(),
});
export type StaffQueueItem = z.infer<typeof staffQueueItemSchema>;

export const staffQueueSchema = z.object({
  requests: z.array(staffQueueItemSchema),
  total: z.number(),
  total_pages: z.number(),
  counts: z.record(z.enum(STAFF_QUEUES), z.number()),
});
export type StaffQueueAnswer = z.infer<typeof staffQueueSchema>;

export const staffFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  url: z.string(),
  /** For an e-authorization: the language it was signed in. */
  language: z.string().nullable().optional(),
});
export type StaffFile = z.infer<typeof staffFileSchema>;

export const staffHistorySchema = z.object({ status: z.string(), note: z.string().nullable(), at: z.string() });

export const staffRequestDetailSchema = staffQueueItemSchema.extend({
  submitted_on: z.string().nullable(),
  patient: z.object({
    first_name: z.string().nullable(),
    middle_name: z.string().nullable(),
    last_name: z.string().nullable(),
    dob: z.string().nullable(),
  }),
  account: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  all_records: z.boolean(),
  records_before: z.string().nullable(),
  records_after: z.string().nullable(),
  reason_for_request: z.array(z.string()),
  record_types: z.array(z.string()),
  delivery_method: z.string().nullable(),
  rush_request: z.boolean(),
  remarks: z.string().nullable(),
  custodian_form: z.string().nullable(),
  /** A provider form's answers, filled in online by the patient (forms requests). */
  form_answers: z.record(z.string(), z.string()).optional(),
  check_payment: z.boolean(),
  incomplete_reason: z.string().nullable(),
  fees: z.record(z.string(), z.unknown()).nullable(),
  history: z.array(staffHistorySchema),
  /** What the patient sent: authorizations, ID, supporting documents, forms. */
  documents: z.array(staffFileSchema),
  /**
   * What the request's signed authorization states, in English, one line per element (the same
   * builder as the PDF): empty for an uploaded release, which the desk reads itself.
   */
  authorization_scope: z.array(z.string()).optional(),
  medical_records: z.array(staffFileSchema.extend({ created_at: z.string() })),
  /** The patient revoked the authorization: when; the signed PDF is among `documents`. */
  revoked_at: z.string().nullable().optional(),
  fee_breakdown: feeBreakdownSchema.optional(),
  price_approval: priceApprovalSchema.nullable().optional(),
  no_records: z.object({ at: z.string(), signer: z.string(), statement: z.string() }).nullable().optional(),
});
export type StaffRequestDetail = z.infer<typeof staffRequestDetailSchema>;

export const incompleteSchema = z.object({ reason: requiredText(1000) });

/** The provider's one HIPAA extension: why (the patient reads it) and how many days (1 to 30). */
export const extendSchema = z.object({
  reason: requiredText(1000),
  days: z
    .number({ error: MESSAGES.required })
    .int(MESSAGES.badRequest)
    .min(1, MESSAGES.badRequest)
    .max(30, MESSAGES.badRequest)
    .default(30),
});
/** The desk's form: the days come from a text field. */
export const extendFormSchema = z.object({
  reason: requiredText(1000),
  days: z.coerce
    .number<string | number>({ error: MESSAGES.required })
    .int(MESSAGES.badRequest)
    .min(1, MESSAGES.badRequest)
    .max(30, MESSAGES.badRequest),
});
export type ExtendInput = z.input<typeof extendFormSchema>;
export type IncompleteInput = z.input<typeof incompleteSchema>;

/** Price in dollars on the form, integer cents on the wire. */
export const priceSchema = z.object({
  amount_cents: z
    .number({ error: MESSAGES.required })
    .int(MESSAGES.badRequest)
    .min(0, MESSAGES.badRequest)
    .max(10_000_000, MESSAGES.badRequest),
  /** Required when the price is raised above what is charged or held now (the service checks it). */
  reason: z.string().trim().max(PRICE_REASON_MAX, MESSAGES.badRequest).optional(),
});
export const priceFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter an amount in dollars, like 25.00'),
  reason: z.string().trim().max(PRICE_REASON_MAX, MESSAGES.badRequest).optional(),
});
export type PriceFormInput = z.input<typeof priceFormSchema>;

export const closeSchema = z.object({ note: z.string().trim().max(1000).optional() });

/** Closing as "no records found": the statement the patient receives, signed with the clerk's typed name. */
export const noRecordsSchema = z.object({
  statement: requiredText(NO_RECORDS_STATEMENT_MAX),
  signature: requiredText(200),
});
export type NoRecordsInput = z.input<typeof noRecordsSchema>;

export const staffAuditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  actor_kind: z.string(),
  actor_name: z.string().nullable(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffAuditRow = z.infer<typeof staffAuditRowSchema>;

export const staffSuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  address1: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  fax: z.string(),
  phone: z.string().nullable(),
  zipcode: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  custodian_id: z.number().nullable(),
});
export type StaffSuggestion = z.infer<typeof staffSuggestionSchema>;

export const staffRefundSchema = z.object({
  id: z.number(),
  rid: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  amount_cents: z.number().nullable(),
  created_at: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;
/** requested → approved | denied; approved → refunded | denied (the tracking capability's rules). */
export const refundDecisionSchema = z.object({
  decision: z.enum(['approved', 'denied', 'refunded']),
  note: z.string().trim().max(1000).optional(),
});

/** Help-desk tickets and crash reports share one list shape. */
export const staffTicketSchema = z.object({
  id: z.number(),
  title: z.string(),
  detail: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const staffStatusFilterSchema = z.object({ status: z.enum(['open', 'closed', 'all']).default('open') });

/** A staff account, as `npm run staff:create` takes it: the sign-up rules, without a birth date. */
export const staffAccountSchema = z.object({
  name: personName(100),
  last_name: personName(100),
  email: emailSchema,
  password: passwordSchema,
});
export type StaffAccountInput = z.input<typeof staffAccountSchema>;
