import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Subscription initials (spec section 5): letters and spaces only, at most 20, not blank. */
export const subscriptionInitialsSchema = z
  .string({ error: MESSAGES.required })
  .max(20, MESSAGES.initialsTooLong)
  .refine((v) => /^[A-Za-z ]*$/.test(v), MESSAGES.lettersAndSpaces)
  .refine((v) => v.trim().length > 0, MESSAGES.required);

/** POST /api/v2/patient/storages/subscribe: card and initials on creation; update_card to change the card. */
export const subscribeBodySchema = z
  .object({
    card_id: z.coerce
      .number({ error: MESSAGES.selectCardFirst })
      .int(MESSAGES.selectCardFirst)
      .positive(MESSAGES.selectCardFirst),
    initials: subscriptionInitialsSchema.optional(),
    update_card: z.boolean().optional(),
  })
  .refine((b) => b.update_card || b.initials !== undefined, { error: MESSAGES.required, path: ['initials'] });
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

/** The confirm form of the subscription flow (needs a card and initials). */
export const subscriptionConfirmFormSchema = z.object({
  card_id: z.number({ error: MESSAGES.selectCardFirst }).int().positive(MESSAGES.selectCardFirst),
  initials: subscriptionInitialsSchema,
});
export type SubscriptionConfirmForm = z.input<typeof subscriptionConfirmFormSchema>;

export const storageSchema = z.object({
  subscription: z
    .object({
      id: z.number(),
      status: z.enum(['active', 'canceled', 'past_due']),
      card_id: z.number().nullable(),
      card_last4: z.string().nullable(),
      price_cents: z.number().int(),
      current_period_end: z.string(),
      subscribed_on: z.string(),
    })
    .nullable(),
  /** Spec spelling: true when there is no active subscription. */
  is_subscription_deactive: z.boolean(),
  price_cents: z.number().int(),
});
export type Storage = z.infer<typeof storageSchema>;

export const subscriptionMessageSchema = z.object({ message: z.string(), storage: storageSchema });

export const downloadQuerySchema = z.object({
  request_id: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(64),
  token: z.string().min(10).max(200).optional(),
});

/** A signed-in user asks for a download link: the link, or the subscription offer. */
export const downloadLinkResponseSchema = z.object({
  allowed: z.boolean(),
  url: z.string().nullable(),
  expires_at: z.string().nullable(),
  message: z.string().nullable(),
  price_cents: z.number().int(),
});
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponseSchema>;

export const medicalRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  page_count: z.number().int().nullable().optional(),
});
export const recordRequestSchema = z.object({
  rid: z.string(),
  request_type: z.string(),
  status: z.string(),
  custodian_name: z.string().nullable(),
  ordered_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  can_download: z.boolean(),
  records: z.array(medicalRecordSchema),
  /** Whose records (the patient named on the request: the user or a dependent), for the archive search. */
  patient_name: z.string().nullable().optional(),
  dependent_id: z.number().nullable().optional(),
});
export type RecordRequest = z.infer<typeof recordRequestSchema>;
export const recordRequestsResponseSchema = z.object({ requests: z.array(recordRequestSchema) });
