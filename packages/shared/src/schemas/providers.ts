import { z } from 'zod';
import { formatUsPhone } from '../domain/input-formatters';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { flag } from './common';
import { US_STATE_CODES } from '../us-states';

/** Provider (custodian) of spec section 3, as the search list shows it. */
export const custodianSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  location_name: z.array(z.string()),
  specialty: z.array(z.string()),
  service_level: z.string().nullable(),
  is_favorite: z.boolean(),
  url_id: z.string(),
  accepts_forms: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance_miles: z.number().optional(),
});
export type CustodianSummary = z.infer<typeof custodianSummarySchema>;

export const custodianDetailSchema = custodianSummarySchema.extend({
  patient_form_templates: z.array(z.object({ id: z.number(), name: z.string() })),
  patient_e_authorization_type: z.array(z.string()),
  multi_language_for_patient_eauth: z.array(z.object({ key: z.string(), value: z.string() })),
  sensitive_information_options_for_patient_e_authorization: z.array(z.string()),
  free_pricing: z.boolean(),
  payment_removed_for_free: z.boolean(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  location_address: z.array(z.array(z.string())),
  enterprise: z.string().nullable(),
  alias: z.string().nullable(),
});
export type CustodianDetail = z.infer<typeof custodianDetailSchema>;

/** Answer of GET /api/v2/custodians (spec section 7). */
export const custodianSearchResultSchema = z.object({
  custodians: z.array(custodianSummarySchema),
  total_custodians: z.number(),
  is_result_record_found: z.boolean(),
});
export type CustodianSearchResult = z.infer<typeof custodianSearchResultSchema>;

export const custodianSuggestionListSchema = z.object({
  custodians: z.array(custodianSummarySchema),
  total_custodians: z.number(),
});

const stateCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => (US_STATE_CODES as string[]).includes(v), 'Unknown state');
const latitude = z.coerce.number().min(-90, 'Invalid latitude').max(90, 'Invalid latitude');
const longitude = z.coerce.number().min(-180, 'Invalid longitude').max(180, 'Invalid longitude');
const page = z.coerce.number().int('Invalid page').min(1, 'Invalid page').max(100_000, 'Invalid page').default(1);

/**
 * Query of GET /api/v2/custodians. Keys are the spec's bracketed names (search[name] ...).
 * At least one criterion is needed; nearby needs both coordinates (checked in the refine).
 */
export const custodianSearchQuerySchema = z
  .object({
    'search[name]': z.string().trim().max(200, 'Name is too long').optional(),
    'search[state]': stateCode.optional(),
    'search[favorite]': flag.optional(),
    'search[nearby]': flag.optional(),
    'search[latitude]': latitude.optional(),
    'search[longitude]': longitude.optional(),
    'search[city]': z.string().trim().max(100, 'City is too long').optional(),
    'search[fax]': z.string().trim().max(30, 'Fax is too long').optional(),
    'search[zipcode]': z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Invalid ZIP code')
      .optional(),
    page,
    is_form_req: flag.optional(),
  })
  .refine(
    (q) =>
      !q['search[nearby]'] ||
      (q['search[latitude]'] !== undefined && q['search[longitude]'] !== undefined) ||
      q['search[zipcode]'],
    {
      error: 'Nearby search needs a latitude and longitude or a ZIP code',
    },
  )
  .refine(
    (q) =>
      Boolean(
        q['search[name]'] ||
        q['search[state]'] ||
        q['search[favorite]'] ||
        q['search[nearby]'] ||
        q['search[city]'] ||
        q['search[fax]'] ||
        q['search[zipcode]'],
      ),
    { error: 'Give at least one search criterion' },
  );
export type CustodianSearchQuery = z.infer<typeof custodianSearchQuerySchema>;

export const custodianSuggestionQuerySchema = z.object({
  'search[state]': stateCode,
  'search[name]': z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200, 'Name is too long'),
  is_form_req: flag.optional(),
});

export const dependentCustodianQuerySchema = z.object({
  'search[name]': z.string().trim().max(200, 'Name is too long').optional(),
  page,
});

export const favoriteBodySchema = z.object({
  custodian_id: z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.required).positive(MESSAGES.required),
});

export const favoritesQuerySchema = z.object({ is_form_request: flag.optional() });

/** Fax masked '+1 999-999-9999': at least 15 characters (spec section 5 "Provider search"). */
export const faxSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  // Ten digits (or 1 and ten) as typed are the same fax number: laid into the mask, not refused.
  .transform((v) => (/^[\d\s().+-]+$/.test(v) && [10, 11].includes(v.replace(/\D/g, '').length) ? formatUsPhone(v) : v))
  .refine((v) => v.length >= LIMITS.faxMinLength && /^\+1 \d{3}-\d{3}-\d{4}$/.test(v), 'Incorrect Fax Number');

const optionalPhone = z
  .string()
  .trim()
  .optional()
  .nullable()
  .refine((v) => !v || /^\+1 \d{3}-\d{3}-\d{4}$/.test(v), MESSAGES.phone)
  .transform((v) => v || null);

const optionalZip = z
  .string()
  .trim()
  .max(LIMITS.zipMax, 'ZIP code must be at most 10 characters')
  .optional()
  .nullable()
  .transform((v) => v || null);

/** State field of the suggestion/advanced forms: a real code, never the 'Required' placeholder. */
const requiredState = z
  .string({ error: MESSAGES.required })
  .trim()
  .refine((v) => (US_STATE_CODES as string[]).includes(v), MESSAGES.required);

const requiredName = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(200, MESSAGES.required);

/** Suggested provider payload (spec section 3): name, address1 (location name), city, state, fax, phone, zipcode. */
export const suggestedProviderSchema = z.object({
  name: requiredName,
  address1: z
    .string()
    .trim()
    .max(200)
    .optional()
    .nullable()
    .transform((v) => v || null),
  city: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100, MESSAGES.required),
  state: requiredState,
  fax: faxSchema,
  phone: optionalPhone,
  zipcode: optionalZip,
});
export type SuggestedProviderInput = z.input<typeof suggestedProviderSchema>;

/** Advanced Search modal: organization name, city, state required; fax, phone, ZIP optional. */
export const advancedSearchSchema = z.object({
  name: requiredName,
  city: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100, MESSAGES.required),
  state: requiredState,
  fax: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || v.length >= LIMITS.faxMinLength, 'Incorrect Fax Number'),
  phone: optionalPhone,
  zipcode: optionalZip,
});
export type AdvancedSearchInput = z.input<typeof advancedSearchSchema>;

export const suggestedProviderResultSchema = z.object({ id: z.number(), message: z.string() });
