import { z } from 'zod';

/**
 * The wizard's draft: what the wizard restores on resume that has no column of its own (the
 * provider as chosen, the patient's name, the authorization chosen or signed, the files, the
 * payment method). The web sends it as `wizard` with every save; the API validates it with this
 * schema, keeps it, and answers it back typed — no casts on either side.
 */
const text = (max: number) => z.string().max(max);

export const wizardFileSchema = z.object({ id: text(100), url: text(500), name: text(300) });
export const wizardGovtIdSchema = z.object({
  front_file: wizardFileSchema.nullable(),
  back_file: wizardFileSchema.nullable(),
});
export const wizardSupportingDocSchema = wizardFileSchema.extend({
  fileId: text(100).optional(),
  deleted: z.boolean().optional(),
});
/** The provider as the search showed it: its id and name, and what else the card displayed. */
export const wizardProviderSchema = z.looseObject({
  id: z.number().int().positive(),
  name: text(300),
  service_level: text(100).nullable().optional(),
});
export const wizardPatientInfoSchema = z.object({
  first_name: text(100),
  middle_name: text(100).nullable().optional(),
  last_name: text(100),
  dob: text(40).nullable().optional(),
});
export const wizardAuthSchema = z.object({
  id: z.number().int(),
  url: text(500).optional(),
  name: text(300).optional(),
  is_form_type: z.boolean().optional(),
  is_upload_authorization: z.boolean().optional(),
  form_id: z.number().int().nullable().optional(),
  auth_name: text(300).nullable().optional(),
  type: text(60).optional(),
  /** The sensitive categories the signed authorization releases (null: all; [] after No). */
  sensitive_release: z.array(text(60)).max(20).nullable().optional(),
});
export const AUTH_TYPES = ['e-authorization', 'upload'] as const;
export const PAYMENT_METHODS = ['card', 'check', 'free'] as const;

export const wizardDraftSchema = z.object({
  provider: wizardProviderSchema.nullable().optional(),
  patientInfo: wizardPatientInfoSchema.nullable().optional(),
  authType: z.enum(AUTH_TYPES).nullable().optional(),
  auth: wizardAuthSchema.nullable().optional(),
  authLanguage: text(20).nullable().optional(),
  govtId: wizardGovtIdSchema.optional(),
  supportingDocs: z.array(wizardSupportingDocSchema).max(100).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().optional(),
  typeId: z.number().int().nullable().optional(),
  fileData: wizardFileSchema.nullable().optional(),
  patientForm: text(300).nullable().optional(),
  /** The key the wizard submits with, kept so a resumed draft submits once. */
  idempotencyKey: text(100).optional(),
});
export type WizardDraft = z.infer<typeof wizardDraftSchema>;

/** A stored draft read back: what no longer fits the schema (an older shape) is left out, never a 500. */
export function readWizardDraft(stored: unknown): WizardDraft {
  const parsed = wizardDraftSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const out: Record<string, unknown> = {};
  const shape = wizardDraftSchema.shape;
  for (const [k, v] of Object.entries(stored && typeof stored === 'object' ? stored : {})) {
    const field = shape[k as keyof typeof shape];
    const one = field?.safeParse(v);
    if (one?.success) out[k] = one.data;
  }
  return out as WizardDraft;
}
