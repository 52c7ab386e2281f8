import { requestDetailsFieldsSchema } from './tracking';
import { wizardDraftSchema } from './wizard-draft';
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { flag, mdyToIso, parseMdy, intText } from './common';
import { faxSchema } from './providers';
import { DELIVERY_METHODS } from '../domain/fees';
import { FORM_ANSWER_MAX } from '../domain/form-templates';
import { DATE_KINDS } from '../request-constants';
import { latestTodayIso, todayIso } from '../l10n/dates';

/**
 * The request wizard's schemas: one per step (forms validate with them) and the draft and
 * submission bodies of POST /api/v2/request/record_request and /form_request (spec sections 3
 * and 7). Multipart sends every field as text, so lists, numbers and flags are coerced.
 */
// Delivery methods are the fee schedule's (domain/fees.ts): one list for prices and requests.
export const REASONS_FOR_REQUEST = [
  'personal',
  'continuing_care',
  'insurance',
  'legal',
  'disability',
  'school_sports',
  'other',
] as const;
export const RECORD_TYPES = ['medical', 'billing', 'imaging', 'lab', 'immunization', 'mental_health'] as const;
export const SCOPES = [
  'visit_notes',
  'discharge_summary',
  'medications',
  'allergies',
  'problem_list',
  'entire_chart',
] as const;
export const RECIPIENT_TYPES = ['attorney', 'physician', 'insurance', 'self', 'other'] as const;
// The date kinds are plain values (request-constants.ts): a screen that lists them does not
// build these schemas.
export { DATE_KINDS };

/** The answers of a form as sent with a request: short keys, bounded text (no field is a file). */
export const formAnswersSchema = z
  .record(z.string().regex(/^[a-z_]{1,40}$/), z.string().trim().max(FORM_ANSWER_MAX))
  .refine((v) => Object.keys(v).length <= 40, MESSAGES.badRequest);

const required = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);

/**
 * The latest day of service a request may name: today, read as UTC tomorrow so that no time zone
 * (up to 14 hours ahead of UTC) sees its own today refused. ISO YYYY-MM-DD.
 */
export const latestDayOfService = (now = new Date()) => latestTodayIso(now);

/** Today on the user's own calendar, ISO YYYY-MM-DD (the form checks what the person sees): l10n's todayIso. */
const localToday = () => todayIso();

/** An M/D/YYYY day typed in a form. */
const mdy = required.refine((v) => parseMdy(v) !== null, MESSAGES.invalidDate);

/** Date step: All / Between / After / Before with the days each needs (M/D/YYYY). */
export const dateStepSchema = z
  .object({
    kind: z.enum(DATE_KINDS, { error: MESSAGES.required }),
    after: z.string().optional(),
    before: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    // Records cannot come from days that have not happened yet (1/1/2099 was taken).
    const notFuture = (key: 'after' | 'before') => {
      if (mdyToIso(v[key]!) <= localToday()) return true;
      ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.futureDateOfService });
      return false;
    };
    const check = (key: 'after' | 'before') => {
      const r = mdy.safeParse(v[key] ?? '');
      if (!r.success)
        ctx.addIssue({ code: 'custom', path: [key], message: r.error.issues[0]?.message ?? MESSAGES.invalidDate });
      return r.success;
    };
    const needAfter = v.kind === 'between' || v.kind === 'after';
    const needBefore = v.kind === 'between' || v.kind === 'before';
    const okA = needAfter ? check('after') && notFuture('after') : true;
    const okB = needBefore ? check('before') && notFuture('before') : true;
    if (v.kind === 'between' && okA && okB && parseMdy(v.after!)!.getTime() > parseMdy(v.before!)!.getTime()) {
      // Both days are valid: say which one is wrong, and how (not a bare 'Invalid date').
      ctx.addIssue({ code: 'custom', path: ['before'], message: MESSAGES.datesOutOfOrder });
    }
  })
  .transform((v) => {
    if (v.kind === 'all') return { kind: 'all' as const };
    if (v.kind === 'between')
      return { kind: 'between' as const, after: mdyToIso(v.after!), before: mdyToIso(v.before!) };
    if (v.kind === 'after') return { kind: 'after' as const, after: mdyToIso(v.after!) };
    return { kind: 'before' as const, before: mdyToIso(v.before!) };
  });
export type DateStepInput = z.input<typeof dateStepSchema>;

/** Patient step: 'self' or a dependent's id. */
export const patientStepSchema = z.object({
  patient: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
});

/** Forms type step: a provider form's id or 'upload'. */
export const formTypeStepSchema = z.object({ type: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required) });

export const authTypeStepSchema = z.object({
  authType: z.enum(['e-authorization', 'upload'], { error: MESSAGES.required }),
});

/** Request info step. Fax return (fax_return) asks fax number, recipient name and type, and a remark. */
const requestInfoFields = z.object({
  reason_for_request: z.array(z.enum(REASONS_FOR_REQUEST)).min(1, MESSAGES.required),
  record_types: z.array(z.enum(RECORD_TYPES)).min(1, MESSAGES.required),
  scope: z.array(z.enum(SCOPES)).default([]),
  delivery_method: z.enum(DELIVERY_METHODS, { error: MESSAGES.required }),
  rush_request: z.boolean().default(false),
  remarks: z.string().trim().max(1000).default(''),
  fax_number: z.string().trim().optional(),
  recipient_name: z.string().trim().max(200).optional(),
  recipient_type: z.string().trim().optional(),
  remark: z.string().trim().max(1000).optional(),
});
const faxReturnRule = (v: z.output<typeof requestInfoFields>, ctx: z.RefinementCtx) => {
  if (v.delivery_method !== 'fax_return') return;
  const fax = faxSchema.safeParse(v.fax_number ?? '');
  if (!fax.success)
    ctx.addIssue({ code: 'custom', path: ['fax_number'], message: fax.error.issues[0]?.message ?? MESSAGES.required });
  if (!v.recipient_name) ctx.addIssue({ code: 'custom', path: ['recipient_name'], message: MESSAGES.required });
  if (!(RECIPIENT_TYPES as readonly string[]).includes(v.recipient_type ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['recipient_type'], message: MESSAGES.required });
  }
};
export const requestInfoStepSchema = requestInfoFields.superRefine(faxReturnRule);
/** A forms request asks no record types or scope: the form's own questions were asked on /type. */
export const formRequestInfoStepSchema = requestInfoFields
  .extend({ record_types: z.array(z.enum(RECORD_TYPES)).default([]) })
  .superRefine(faxReturnRule);
export type RequestInfoStepInput = z.input<typeof requestInfoStepSchema>;
export type RequestInfoStep = z.output<typeof requestInfoStepSchema>;

/** Payment step: a saved card or a check ('Please select card first' without a card). */
export const paymentStepSchema = z
  .object({ method: z.enum(['card', 'check']), cardId: z.number().int().positive().nullable() })
  .refine((v) => v.method === 'check' || v.cardId !== null, { path: ['cardId'], message: MESSAGES.selectCardFirst });

/** Request initials: at most 20 characters. */
export const requestInitialsSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(LIMITS.initialsMax, MESSAGES.initialsTooLong);
export const confirmStepSchema = z.object({ initials: requestInitialsSchema });

// ---- wire bodies -------------------------------------------------------------------------

/** Multipart sends text: a JSON list, a comma-separated list, or repeated fields. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string') {
      const s = v.trim();
      if (s.startsWith('[')) {
        try {
          return JSON.parse(s);
        } catch {
          return [s];
        }
      }
      return s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    }
    return v;
  }, z.array(item));
const optId = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  intText(z.number().int().positive()).nullable().optional(),
);
const optText = (max: number) =>
  z.preprocess((v) => (v === '' || v === 'null' ? null : v), z.string().trim().max(max).nullable().optional());
const isoDay = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || parseMdy(v) !== null, MESSAGES.invalidDate)
    .transform((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : mdyToIso(v)))
    .refine((v) => v <= latestDayOfService(), MESSAGES.futureDateOfService)
    .nullable()
    .optional(),
);
/** The wizard's draft: a JSON text in a multipart body, an object in a JSON one. */
const draft = z.preprocess((v) => {
  if (v === '' || v === 'null' || v === null) return undefined;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, wizardDraftSchema.optional());

/**
 * Everything the wizard may save (a draft) or send (a submission). The fields are the Request
 * fields of spec section 3; `wizard` holds what the wizard restores that has no column.
 */
export const requestBodySchema = z.object({
  /** 'draft' saves the wizard's work (Save as Draft, auto-save); absent or 'ordered' submits. */
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['draft', 'ordered']).optional()),
  rid: optText(40),
  idempotency_key: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(8, MESSAGES.required)
    .max(100, MESSAGES.badRequest),
  custodian_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.required).positive(MESSAGES.required),
  ),
  dependent_id: optId,
  current_step: intText(z.number().int().min(1).max(11)).default(2),
  selected_location: optText(300),
  all_records: flag.default(false),
  records_before: isoDay,
  records_after: isoDay,
  form_id: optId,
  custodian_form: optText(300),
  reason_for_request: list(z.enum(REASONS_FOR_REQUEST)).default([]),
  record_types: list(z.enum(RECORD_TYPES)).default([]),
  scope: list(z.enum(SCOPES)).default([]),
  delivery_method: z.preprocess(
    (v) => (v === '' || v === 'null' ? null : v),
    z.enum(DELIVERY_METHODS).nullable().optional(),
  ),
  rush_request: flag.default(false),
  remarks: optText(1000),
  fax_number: optText(30),
  recipient_name: optText(200),
  recipient_type: z.preprocess(
    (v) => (v === '' || v === 'null' ? null : v),
    z.enum(RECIPIENT_TYPES).nullable().optional(),
  ),
  remark: optText(1000),
  card_id: optId,
  check_payment: flag.default(false),
  initials: z.preprocess(
    (v) => (v === '' || v === 'null' ? null : v),
    z.string().trim().max(LIMITS.initialsMax, MESSAGES.initialsTooLong).nullable().optional(),
  ),
  is_upload_authorization: flag.default(false),
  /** A provider form's answers (forms requests; the form's questions are domain/form-templates.ts). */
  form_answers: z.preprocess((v) => {
    if (v === '' || v === 'null' || v === null) return undefined;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, formAnswersSchema.optional()),
  wizard: draft,
});
export type RequestBody = z.output<typeof requestBodySchema>;
export type RequestBodyInput = z.input<typeof requestBodySchema>;

/** The answer of a save, an abandon or a submission (spec section 7: request_rid, message). */
export const requestSavedSchema = z.object({
  request_rid: z.string(),
  message: z.string(),
  /** On submission: whether the payment went through ('failed': the request waits for another card). */
  payment_status: z.string().optional(),
});
export type RequestSaved = z.infer<typeof requestSavedSchema>;

export const abandonBodySchema = z.object({
  rid: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(40),
});

/** GET /api/v2/request/:rid — a draft (or any own request) with what the wizard restores. */
export const wizardRequestSchema = z.object({
  id: z.number(),
  rid: z.string(),
  request_type: z.enum(['Record', 'Form']),
  status: z.string(),
  current_step: z.number(),
  custodian_id: z.number().nullable(),
  custodian: z.object({ id: z.number(), name: z.string() }).nullable(),
  dependent_id: z.number().nullable(),
  patient: z.object({
    first_name: z.string().nullable(),
    middle_name: z.string().nullable(),
    last_name: z.string().nullable(),
    dob: z.string().nullable(),
  }),
  all_records: z.boolean(),
  records_before: z.string().nullable(),
  records_after: z.string().nullable(),
  form_id: z.number().nullable(),
  custodian_form: z.string().nullable(),
  /** Held comma-separated on a loaded request (spec section 3). */
  reason_for_request: z.string(),
  ...requestDetailsFieldsSchema.shape,
  card_id: z.number().nullable(),
  check_payment: z.boolean(),
  initials: z.string().nullable(),
  is_upload_authorization: z.boolean(),
  selected_location: z.string().nullable(),
  submitted_on: z.string().nullable(),
  ordered_on: z.string().nullable(),
  /** A provider form's answers (forms requests), absent when none. */
  form_answers: z.record(z.string(), z.string()).optional(),
  wizard: wizardDraftSchema,
});
export type WizardRequest = z.infer<typeof wizardRequestSchema>;
