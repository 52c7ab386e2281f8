/**
 * Plain values of the e-authorization, apart from its zod schemas (schemas/authorizations
 * re-exports them): the authorization's text (authorization-texts/scope.ts) is drawn without
 * building the schemas.
 */

/** Signer roles of spec section 3 "Authorization"; every role but Patient asks for a name. */
export const SIGNER_ROLES = [
  'patient',
  'guardian',
  'power_of_attorney',
  'next_of_kin',
  'deceased_patient',
  'executor_beneficiary',
] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** The eight sensitive categories (spec section 3), as stable keys; labels live in the texts. */
export const SENSITIVE_CATEGORIES = [
  'hiv_genetic',
  'alcohol_drug',
  'mental_health',
  'psychiatric',
  'domestic_violence',
  'sexual_assault',
  'std',
  'child_abuse',
] as const;
export type SensitiveCategory = (typeof SENSITIVE_CATEGORIES)[number];
