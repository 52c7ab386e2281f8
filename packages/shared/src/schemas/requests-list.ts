import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LIFECYCLE_STATES } from '../domain/request-lifecycle';
import { parseMdy, intText } from './common';
import { REQUESTS_PER_PAGE_MAX, REQUEST_STATUS_VALUES, REQUEST_TYPES } from '../request-constants';

/**
 * GET /api/v2/requests (spec section 7 "Dependents and timeline"): the request list and the
 * per-dependent timeline read the same endpoint. The tracking issue extends the filters.
 */
export { REQUEST_STATUS_VALUES, REQUEST_TYPES, type RequestStatus, type RequestType } from '../request-constants';

export { REQUESTS_PER_PAGE_MAX };

/** M/D/YYYY (the spec's date format) or YYYY-MM-DD; answers the ISO day. */
const dayParam = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : parseMdy(v);
    if (!iso || Number.isNaN(iso.getTime()) || (v.includes('-') && iso.toISOString().slice(0, 10) !== v)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDate });
      return z.NEVER;
    }
    return iso.toISOString().slice(0, 10);
  });

/** An empty query value counts as absent (the web's buildUrl drops them, other clients may not). */
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());

export const requestsListQuerySchema = z
  .object({
    /** 0 means the account holder's own requests (no dependent): the list's patient filter. */
    dependent_id: opt(intText(z.number().int().min(0))),
    start_date: opt(dayParam),
    end_date: opt(dayParam),
    sort_dir: opt(z.enum(['asc', 'desc'])),
    keyword: opt(z.string().trim().max(100)),
    custodian_id: opt(intText(z.number().int().positive())),
    type: opt(z.enum(REQUEST_TYPES)),
    /** One status or several, comma-separated (e.g. completed,completed_archived). */
    status: opt(
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.enum(REQUEST_STATUS_VALUES)).min(1)),
    ),
    page: opt(intText(z.number().int().min(1).max(100_000))),
    per_page: opt(intText(z.number().int().min(1).max(REQUESTS_PER_PAGE_MAX))),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: MESSAGES.invalidDate,
    path: ['end_date'],
  });
export type RequestsListQuery = z.input<typeof requestsListQuerySchema>;

export const requestPatientSchema = z.object({
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** M/D/YYYY */
  dob: z.string().nullable(),
  /** Full name as shown on the card. */
  name: z.string(),
});

export const requestListItemSchema = z.object({
  id: z.number(),
  rid: z.string(),
  request_type: z.enum(REQUEST_TYPES),
  status: z.enum(REQUEST_STATUS_VALUES),
  /** ISO timestamps. */
  submitted_on: z.string().nullable(),
  ordered_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  created_at: z.string(),
  /** When it was last saved (a draft's card shows it instead of a request date). */
  updated_at: z.string(),
  custodian: z.object({ id: z.number(), name: z.string() }).nullable(),
  patient: requestPatientSchema,
  dependent_id: z.number().nullable(),
  /** The form's name, for Forms Requests. */
  custodian_form: z.string().nullable(),
  all_records: z.boolean(),
  /** M/D/YYYY dates of service. */
  records_before: z.string().nullable(),
  records_after: z.string().nullable(),
  current_step: z.number(),
  unread_messages: z.number(),
  /** The lifecycle state (domain/request-lifecycle), e.g. waiting_on_patient while status stays ordered. */
  state: z.enum(LIFECYCLE_STATES).optional(),
  /** Sent, but its card failed: nothing happens until the patient pays (another card or a check). */
  payment_needed: z.boolean().optional(),
});
export type RequestListItem = z.infer<typeof requestListItemSchema>;

export const requestsListSchema = z.object({
  requests: z.array(requestListItemSchema),
  total_pages: z.number(),
  total: z.number(),
  /** With dependent_id: the years (UTC, newest first) holding that patient's requests, any dates. */
  years: z.array(z.number()).optional(),
});
export type RequestsList = z.infer<typeof requestsListSchema>;
