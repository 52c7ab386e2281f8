import { z } from 'zod';
import { HISTORY_NOTE_CODES } from '../domain/history-notes';
import { MESSAGES } from '../messages';
import { requiredText, intText } from './common';
import { LIFECYCLE_STATES } from '../domain/request-lifecycle';
import { ACCESS_BASES, FEE_RULES } from '../domain/fee-basis';
import { requestListItemSchema } from './requests-list';

/**
 * Tracking a sent request (spec sections 2 and 4): its detail and status history, the chat with the
 * records staff, and refund requests. Money is integer cents on the wire.
 */

export { CHAT_POLL_MS } from '../request-constants';
export const CHAT_MESSAGE_MAX = 2000;
export const REFUND_REASON_MAX = 1000;

const TRACKING_MESSAGES_RID = 'A request id has digits and dashes only';

export const TRACKING_MESSAGES = {
  ridFormat: TRACKING_MESSAGES_RID,
  chatTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters`,
  chatClosed: 'Messages can be sent once the request has been submitted',
  reasonTooLong: `The reason can be at most ${REFUND_REASON_MAX} characters`,
  amountFormat: 'Enter an amount in dollars, like 25.00',
  amountPositive: 'The amount must be more than $0.00',
  amountTooHigh: 'The amount cannot be more than what was paid',
  notRefundable: 'This request has no payment that can be refunded',
  refundOpen: 'A refund for this request is already being reviewed',
} as const;

/** Required text with its own too-long message (requiredText reuses 'Field is required' for both). */
const boundedText = (max: number, tooLong: string) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, tooLong);

export const CHAT_SENDER_KIND_VALUES = ['patient', 'staff'] as const;

export const chatMessageSchema = z.object({
  id: z.number(),
  sender_kind: z.enum(CHAT_SENDER_KIND_VALUES),
  /** 'You' is decided by the client from sender_kind; staff show as the records team, not a person. */
  body: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET .../messages?since=<last id seen>: polling asks only for what is new. */
export const chatQuerySchema = z.object({
  since: z.preprocess((v) => (v === '' ? undefined : v), intText(z.number().int().min(0)).optional()),
});

export const chatListSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Whether the patient may write (not on drafts or abandoned requests). */
  can_post: z.boolean(),
});
export type ChatList = z.infer<typeof chatListSchema>;

export const chatMessageInputSchema = z.object({
  body: boundedText(CHAT_MESSAGE_MAX, TRACKING_MESSAGES.chatTooLong),
});
export type ChatMessageInput = z.input<typeof chatMessageInputSchema>;

export const REFUND_STATUS_VALUES = ['requested', 'approved', 'denied', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUS_VALUES)[number];

export const refundSchema = z.object({
  id: z.number(),
  rid: z.string(),
  request_type: z.enum(['Record', 'Form']),
  status: z.enum(REFUND_STATUS_VALUES),
  amount_cents: z.number(),
  reason: z.string(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A paid request the user may ask a refund for. */
export const refundableRequestSchema = z.object({
  rid: z.string(),
  request_type: z.enum(['Record', 'Form']),
  custodian_name: z.string().nullable(),
  patient_name: z.string(),
  paid_cents: z.number(),
  /** What was paid less what was already refunded or is under review. */
  refundable_cents: z.number(),
  has_open_refund: z.boolean(),
});
export type RefundableRequest = z.infer<typeof refundableRequestSchema>;

export const refundsAnswerSchema = z.object({
  refunds: z.array(refundSchema),
  refundable: z.array(refundableRequestSchema),
});
export type RefundsAnswer = z.infer<typeof refundsAnswerSchema>;

export const refundInputSchema = z.object({
  rid: requiredText(64),
  reason: boundedText(REFUND_REASON_MAX, TRACKING_MESSAGES.reasonTooLong),
  amount_cents: z
    .number({ error: TRACKING_MESSAGES.amountFormat })
    .int(TRACKING_MESSAGES.amountFormat)
    .min(1, TRACKING_MESSAGES.amountPositive)
    .max(10_000_000, TRACKING_MESSAGES.amountTooHigh),
});
export type RefundInput = z.input<typeof refundInputSchema>;

/** The refund form: dollars typed by a person; sent as integer cents. */
export const refundFormSchema = z.object({
  rid: requiredText(64),
  reason: boundedText(REFUND_REASON_MAX, TRACKING_MESSAGES.reasonTooLong),
  amount: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d{1,6}(\.\d{1,2})?$/, TRACKING_MESSAGES.amountFormat)
    .refine((v) => Number(v) > 0, TRACKING_MESSAGES.amountPositive),
});
export type RefundFormInput = z.input<typeof refundFormSchema>;

export const DOCUMENT_KINDS = [
  'authorization',
  'govt_id',
  'supporting_document',
  'patient_form',
  'revocation',
] as const;

export const requestDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  name: z.string(),
  /** Where the signed-in owner can open it, when the documents module serves it. */
  url: z.string().nullable(),
  /** ISO; shown as 'D MMM YYYY hh:mm A'. */
  created_at: z.string().nullable(),
  /** For an e-authorization: the language it was signed in. */
  language: z.string().nullable().optional(),
});
export type RequestDocument = z.infer<typeof requestDocumentSchema>;

export const statusHistoryEntrySchema = z.object({
  status: z.string(),
  /** As stored: a person's words, or the English of a server note (see note_code). */
  note: z.string().nullable(),
  at: z.string(),
  /** A note the server wrote (domain/history-notes), for the reader's language; null for a person's note. */
  note_code: z.enum(HISTORY_NOTE_CODES).nullable().optional(),
  note_params: z
    .object({ name: z.string().optional(), parts: z.array(z.string()).optional(), cents: z.number().optional() })
    .nullable()
    .optional(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const hipaaClockSchema = z.object({
  ordered_on: z.string(),
  due_on: z.string(),
  /** Day N of 30 (domain/hipaa-clock): calendar days since receipt, 0 on the day of ordering; frozen at completion. */
  day: z.number(),
  limit_days: z.number(),
  overdue: z.boolean(),
  stopped: z.boolean(),
  /** The provider's one extension (written notice inside the first 30 days), when given. */
  extension: z.object({ at: z.string(), days: z.number(), reason: z.string() }).nullable().optional(),
});
export type HipaaClock = z.infer<typeof hipaaClockSchema>;

export const requestDownloadsSchema = z.object({
  /** Spec section 4 "Downloads": within 30 days of order/completion, or with Store & Share. */
  allowed: z.boolean(),
  /** Each record that arrived, with its page count where the desk's upload counted it. */
  records: z.array(
    z.object({ id: z.number(), name: z.string(), created_at: z.string(), page_count: z.number().nullable() }),
  ),
  /** The records, the signed authorization and the invoice, where the server can produce them. */
  records_available: z.boolean(),
  authorization_available: z.boolean(),
  invoice_available: z.boolean(),
});
export type RequestDownloads = z.infer<typeof requestDownloadsSchema>;

/**
 * The fee and its basis (domain/fee-basis): patient's own access or an authorization to a
 * third party, the estimate's lines, what the patient authorized and the desk's price.
 */
export const feeLineSchema = z.object({ key: z.string(), cents: z.number(), reason: z.string().nullable().optional() });
export const feeBreakdownSchema = z.object({
  basis: z.enum(ACCESS_BASES),
  flat_fee_option: z.boolean(),
  flat_fee_cents: z.number(),
  /** Which rule the amount follows (domain/fee-basis FEE_RULES): what the note beside the total says. */
  fee_rule: z.enum(FEE_RULES),
  /**
   * The lines of what is charged or held: the estimate's lines (keys of domain/fees estimateLines)
   * and, when the desk's price differs, a 'price_change' or 'price_reduction' line with its reason.
   * They always add up to total_cents.
   */
  lines: z.array(feeLineSchema),
  /** The estimate at submission, line by line. */
  estimate_lines: z.array(z.object({ key: z.string(), cents: z.number() })),
  estimate_cents: z.number().nullable(),
  /** The most the patient agreed to: the estimate, or a higher price approved in the portal. */
  authorized_cents: z.number().nullable(),
  /** The desk's price, once priced. */
  price_cents: z.number().nullable(),
  /** What is charged or held: the desk's price once priced, otherwise what the patient authorized. */
  total_cents: z.number().nullable(),
  /** Why the desk's price differs from the estimate. */
  price_reason: z.string().nullable(),
});
export type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;

/** A desk price above what the patient authorized, waiting for the patient's answer. */
export const priceApprovalSchema = z.object({
  amount_cents: z.number(),
  authorized_cents: z.number(),
  requested_at: z.string(),
  /** Why the desk raised the price (required of the desk), shown to the patient with the new lines. */
  reason: z.string().nullable(),
  /** The lines of the new price: they add up to amount_cents. */
  lines: z.array(feeLineSchema),
  /** The rule the new amount follows (a raise can move an electronic copy off the flat fee). */
  fee_rule: z.enum(FEE_RULES),
});
export type PriceApproval = z.infer<typeof priceApprovalSchema>;

/** Declining a higher price: the reason is required (the desk reads it). */
export const PRICE_DECLINE_REASON_MAX = 1000;
export const priceDeclineSchema = z.object({ reason: requiredText(PRICE_DECLINE_REASON_MAX) });
export type PriceDeclineInput = z.input<typeof priceDeclineSchema>;

/**
 * The request-details step's answers as a loaded request shows them (beside reason_for_request,
 * whose form differs: a list on the tracking page, comma-separated on a draft). One schema for the
 * tracking detail and the wizard's resume answer.
 */
export const requestDetailsFieldsSchema = z.object({
  record_types: z.array(z.string()),
  scope: z.array(z.string()),
  delivery_method: z.string().nullable(),
  rush_request: z.boolean(),
  remarks: z.string().nullable(),
  fax_number: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_type: z.string().nullable(),
  remark: z.string().nullable(),
});
export type RequestDetailsFields = z.infer<typeof requestDetailsFieldsSchema>;

export const requestDetailSchema = requestListItemSchema.extend({
  custodian_detail: z
    .object({
      id: z.number(),
      name: z.string(),
      address1: z.string().nullable(),
      address2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zipcode: z.string().nullable(),
      phone: z.string().nullable(),
      fax: z.string().nullable(),
    })
    .nullable(),
  reason_for_request: z.array(z.string()),
  ...requestDetailsFieldsSchema.shape,
  payment: z.object({
    method: z.enum(['card', 'check']).nullable(),
    card: z.object({ last4: z.string(), brand: z.string() }).nullable(),
    amount_cents: z.number().nullable(),
    /** The payments module's state: not_required, check_pending, authorized, paid, failed, canceled. */
    status: z.string().nullable(),
    paid_cents: z.number(),
  }),
  documents: z.array(requestDocumentSchema),
  history: z.array(statusHistoryEntrySchema),
  hipaa: hipaaClockSchema.nullable(),
  /** Where the request stands in the lifecycle (domain/request-lifecycle): finer than `status`. */
  state: z.enum(LIFECYCLE_STATES),
  /** The desk's question while the request waits on the patient: shown at the top. */
  waiting: z.object({ reason: z.string(), since: z.string() }).nullable(),
  /** Past the legal deadline and still open: the reminder and the OCR complaint can be downloaded. */
  letters_available: z.boolean().optional(),
  downloads: requestDownloadsSchema,
  refunds: z.array(refundSchema),
  fee_breakdown: feeBreakdownSchema.optional(),
  price_approval: priceApprovalSchema.nullable().optional(),
  /** Closed as "no records found": the desk's signed statement can be downloaded. */
  no_records: z.object({ at: z.string(), signer: z.string() }).nullable().optional(),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** What the list's provider and patient filters offer: only what the user's own requests name. */
export const requestFilterOptionsSchema = z.object({
  custodians: z.array(z.object({ id: z.number(), name: z.string() })),
  dependents: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type RequestFilterOptions = z.infer<typeof requestFilterOptionsSchema>;

/** The request-status lookup: a request id is digits and dashes (spec section 5 input formatters). */
export const requestStatusLookupSchema = z.object({
  rid: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(64, TRACKING_MESSAGES_RID)
    .regex(/^[0-9-]+$/, TRACKING_MESSAGES_RID),
});
export type RequestStatusLookup = z.input<typeof requestStatusLookupSchema>;

/** The patient's answer to "waiting on you": a file, an answer, or both (multipart fields `file`, `answer`). */
export const RESPOND_ANSWER_MAX = CHAT_MESSAGE_MAX;
export const respondAnswerSchema = z
  .string()
  .trim()
  .max(RESPOND_ANSWER_MAX, `The answer can be at most ${RESPOND_ANSWER_MAX} characters`);
