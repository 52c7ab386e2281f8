import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { pastDateSchema, requiredText, ssnSchema } from './common';

// The signer roles and the sensitive categories live in authorization-constants.ts (no zod: the
// authorization's text is drawn without the schemas).
export * from '../authorization-constants';
import { SENSITIVE_CATEGORIES, SIGNER_ROLES } from '../authorization-constants';

// The 13 languages and their names live in language-codes.ts (no zod: the boot bundle imports them).
export * from '../language-codes';
import { AUTHORIZATION_LANGUAGES } from '../language-codes';

/** A PNG data URL of a drawn signature (the canvas export), bounded to keep bodies small. */
export const SIGNATURE_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;
const MAX_SIGNATURE_CHARS = 700_000;

/** Initials: required, at most 20, letters and spaces only (spec section 5 "E-authorization"). */
export const authInitialsSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(LIMITS.initialsMax, MESSAGES.initialsTooLong)
  .regex(/^[\p{L} ]+$/u, MESSAGES.lettersAndSpaces);

/**
 * The e-authorization form (spec sections 3 and 5). `release_sensitive_info` is null until the
 * signer answers; with options offered it must be answered (the form keeps submit disabled).
 */
export const eAuthorizationFormSchema = z
  .object({
    full_name: requiredText(120),
    initials: authInitialsSchema,
    dob: pastDateSchema,
    ssn: z.union([z.literal(''), ssnSchema]).optional(),
    role: z.enum(SIGNER_ROLES, { error: MESSAGES.required }),
    /** For every role but Patient: the representative's full name (the signer). */
    extra_value: z.string().trim().max(120).optional(),
    /** For every role but Patient: the representative's description of their authority (164.508(c)(1)(vi)). */
    authority: z.string().trim().max(300).optional(),
    /**
     * The patient is a dependent of the account holder, so the account holder signs as their
     * representative. The form sets it from the request; the server decides it from the request.
     */
    patient_is_dependent: z.boolean().optional(),
    sensitive_offered: z.boolean(),
    release_sensitive_info: z.enum(['yes', 'no']).nullable(),
    sensitive_info: z.array(z.enum(SENSITIVE_CATEGORIES)),
    signature_mode: z.enum(['type', 'draw']),
    /** Typed: the adopted name; drawn: a PNG data URL with at least one stroke. */
    signature: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(MAX_SIGNATURE_CHARS),
    /**
     * The language the signer read and signed in (one of the provider's, checked by the server);
     * absent means English, the default.
     */
    language: z.enum(AUTHORIZATION_LANGUAGES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.patient_is_dependent && v.role === 'patient') {
      ctx.addIssue({ code: 'custom', path: ['role'], message: MESSAGES.representativeRequired });
    }
    if (v.role !== 'patient' && !v.extra_value) {
      ctx.addIssue({ code: 'custom', path: ['extra_value'], message: MESSAGES.required });
    }
    if (v.role !== 'patient' && !v.authority) {
      ctx.addIssue({ code: 'custom', path: ['authority'], message: MESSAGES.required });
    }
    if (v.sensitive_offered && v.release_sensitive_info === null) {
      ctx.addIssue({ code: 'custom', path: ['release_sensitive_info'], message: MESSAGES.required });
    }
    if (v.signature_mode === 'draw' && !SIGNATURE_DATA_URL.test(v.signature)) {
      ctx.addIssue({ code: 'custom', path: ['signature'], message: MESSAGES.required });
    }
    if (v.signature_mode === 'type' && !v.signature.trim()) {
      ctx.addIssue({ code: 'custom', path: ['signature'], message: MESSAGES.required });
    }
  });
export type EAuthorizationFormInput = z.input<typeof eAuthorizationFormSchema>;
export type EAuthorizationForm = z.output<typeof eAuthorizationFormSchema>;

/**
 * Body of POST /api/v2/requests/{rid}/revoke_authorization: the patient confirms and
 * signs (typed or drawn, as on the authorization). The language of the signed PDF: one the provider
 * offers, English when absent.
 */
export const revocationBodySchema = z
  .object({
    confirm: z.literal(true, { error: MESSAGES.required }),
    signature_mode: z.enum(['type', 'draw'], { error: MESSAGES.required }),
    signature: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(MAX_SIGNATURE_CHARS),
    language: z.enum(AUTHORIZATION_LANGUAGES).optional(),
  })
  .superRefine((v, ctx) => {
    const ok = v.signature_mode === 'draw' ? SIGNATURE_DATA_URL.test(v.signature) : !!v.signature.trim();
    if (!ok) ctx.addIssue({ code: 'custom', path: ['signature'], message: MESSAGES.required });
  });
export type RevocationBody = z.infer<typeof revocationBodySchema>;

/**
 * GET /api/v2/requests/{rid}/revocation: what the revocation dialog shows before signing: whether
 * the request can still be revoked (before fulfilment), who signs in which capacity (the account
 * holder; for a dependent as their representative, as on the authorization), for which patient, and
 * the languages the provider reads (the PDF is in one of them).
 */
export const revocationContextSchema = z.object({
  allowed: z.boolean(),
  signer: z.object({ name: z.string(), role: z.enum(SIGNER_ROLES) }),
  patient: z.string(),
  provider: z.string(),
  languages: z.array(z.enum(AUTHORIZATION_LANGUAGES)),
});
export type RevocationContext = z.infer<typeof revocationContextSchema>;

export const revocationAnswerSchema = z.object({
  message: z.string(),
  document: z.object({ id: z.string(), name: z.string(), url: z.string() }),
});
export type RevocationAnswer = z.infer<typeof revocationAnswerSchema>;

/** Body of POST /api/v2/authorizations/e_authorization. */
export const eAuthorizationBodySchema = z.object({
  rid: z.string().trim().min(1).max(40),
  form: eAuthorizationFormSchema,
});

/**
 * GET /api/v2/authorizations/e_authorization/context: what the account already knows for the
 * form: the patient of the request (name, M/D/YYYY birthday, whether a dependent) and the account
 * holder (who signs for a dependent).
 */
export const eAuthorizationContextSchema = z.object({
  patient: z.object({ full_name: z.string(), dob: z.string(), is_dependent: z.boolean() }),
  account: z.object({ full_name: z.string(), initials: z.string() }),
});
export type EAuthorizationContext = z.infer<typeof eAuthorizationContextSchema>;

/**
 * GET /api/v2/authorizations/public_link: the link is good; for the HIPAA page also what is being
 * authorized (the provider, the languages it signs in, its sensitive categories) and who asked.
 */
export const publicLinkAnswerSchema = z.object({
  valid: z.literal(true),
  hipaa: z
    .object({
      rid: z.string(),
      provider: z.string(),
      languages: z.array(z.enum(AUTHORIZATION_LANGUAGES)),
      requested_by: z.string(),
      categories: z.array(z.string()),
      /**
       * What the request asks, as the signed document states it (the page shows the document's
       * text from it before anything is asked): the shared `scopeOf`'s request and its parties.
       */
      scope: z.object({
        request_type: z.enum(['Record', 'Form']),
        all_records: z.boolean(),
        records_after: z.string().nullable(),
        records_before: z.string().nullable(),
        record_types: z.array(z.string()),
        reasons: z.array(z.string()),
        form: z.string().nullable(),
        provider_address: z.string(),
      }),
    })
    .optional(),
});
export type PublicLinkAnswer = z.infer<typeof publicLinkAnswerSchema>;

/**
 * GET /api/v2/authorizations/e_authorization/signed: what was adopted on the authorization step
 * (the answers, the initials, the signature) and the parties the document names (the provider, the
 * account holder), so that the confirm step runs the shared `scopeOf` over the final answers and
 * shows the lines the completed PDF will state. The owner's own request only.
 */
export const signedAuthorizationSchema = z.object({
  language: z.enum(AUTHORIZATION_LANGUAGES),
  /** When the signature was adopted (ISO): the expiry counts from it. */
  signed_at: z.string(),
  answers: z.object({
    patient_name: z.string(),
    /** As typed on the form (M/D/YYYY) or stored (ISO). */
    patient_dob: z.string(),
    role: z.enum(SIGNER_ROLES),
    signer_name: z.string(),
    authority: z.string().nullable(),
    release: z.enum(['yes', 'no']).nullable(),
    chosen: z.array(z.string()),
  }),
  initials: z.string(),
  /** A typed name, or a drawn signature as a PNG data URL. */
  signature: z.object({ mode: z.enum(['type', 'draw']), value: z.string() }),
  account: z.object({ name: z.string(), email: z.string() }),
  provider: z
    .object({ name: z.string(), address: z.string(), asks_sensitive: z.boolean(), categories: z.array(z.string()) })
    .nullable(),
  /** The provider's form a form request asks for (its name), or null. */
  form: z.string().nullable(),
});
export type SignedAuthorization = z.infer<typeof signedAuthorizationSchema>;

/** An authorization attached to a request (CONTRACTS.md). */
export const authorizationSummarySchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  is_form_type: z.boolean(),
  is_upload_authorization: z.boolean(),
  form_id: z.number().nullable(),
  auth_name: z.string().nullable(),
  type: z.enum(['PatientEAuthorization', 'GeneralRelease']),
  /** The language an e-authorization was signed in (null for an uploaded release). */
  language: z.enum(AUTHORIZATION_LANGUAGES).nullable().optional(),
  /**
   * The sensitive categories an e-authorization releases: null when none was asked (everything
   * is released) or for an uploaded release; [] after No. The wizard offers only what it covers.
   */
  sensitive_release: z.array(z.string()).nullable().optional(),
});
export type AuthorizationSummary = z.infer<typeof authorizationSummarySchema>;

/** The HIPAA public form (spec section 3 "HIPAA form payload", section 5 "HIPAA form"). */
export const hipaaFormSchema = z
  .object({
    first_name: requiredText(80),
    middle_name: z.string().trim().max(80).optional(),
    last_name: requiredText(80),
    date_of_birth: pastDateSchema,
    ssn: z.union([z.literal(''), ssnSchema]).optional(),
    signature_mode: z.enum(['type', 'draw']),
    sign_name: z.string().trim().max(120).optional(),
    signature: z.string().max(MAX_SIGNATURE_CHARS).optional(),
  })
  .superRefine((v, ctx) => {
    const ok = v.signature_mode === 'draw' ? SIGNATURE_DATA_URL.test(v.signature ?? '') : !!v.sign_name;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: [v.signature_mode === 'draw' ? 'signature' : 'sign_name'],
        message: MESSAGES.required,
      });
  });
export type HipaaFormInput = z.input<typeof hipaaFormSchema>;
