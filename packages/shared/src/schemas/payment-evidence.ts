import { z } from 'zod';
import { MESSAGES } from '../messages';
import { flag } from './common';

/**
 * POST /api/v2/payments/store_screen_shot (spec section 7): the evidence of a card payment the
 * user agreed to on the wizard's confirm step. Multipart: these fields plus `image`, a picture of
 * the confirm summary. `detail` is the same summary as text; `remember_me` says the card stays on
 * file for later requests (cards are always kept by this product, so the wizard sends true).
 */
const positiveId = z.coerce
  .number({ error: MESSAGES.badRequest })
  .int(MESSAGES.badRequest)
  .positive(MESSAGES.badRequest);

export const storeScreenShotFieldsSchema = z.object({
  /** The request's rid (or its numeric id). */
  request_id: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(64, MESSAGES.badRequest),
  detail: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(20_000, MESSAGES.badRequest),
  file_name: z.string().trim().max(200, MESSAGES.badRequest).optional(),
  /** Sent as repeated `custodian_id[]` parts. */
  custodian_id: z.array(positiveId).max(10, MESSAGES.badRequest).default([]),
  remember_me: flag.default(false),
  card_id: z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), positiveId.optional()),
});
export type StoreScreenShotFields = z.input<typeof storeScreenShotFieldsSchema>;

export const storeScreenShotResponseSchema = z.object({ message: z.string(), id: z.number() });

/** GET /api/v2/payments/requests/{rid}/evidence: what was kept, newest last. */
export const paymentEvidenceSchema = z.object({
  id: z.number(),
  file_name: z.string().nullable(),
  detail: z.string().nullable(),
  custodian_ids: z.array(z.number()),
  remember_me: z.boolean(),
  card_id: z.number().nullable(),
  image: z.object({ mime: z.string(), size: z.number(), sha256: z.string() }).nullable(),
  created_at: z.string(),
});
export type PaymentEvidence = z.infer<typeof paymentEvidenceSchema>;
export const paymentEvidenceListSchema = z.object({ evidence: z.array(paymentEvidenceSchema) });

export const PAYMENT_EVIDENCE_MESSAGES = { saved: 'Payment authorization saved' } as const;
