import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { US_STATE_CODES } from '../us-states';

// Kept in a module without zod: the English catalog reads them, and the catalog is on every first
// screen, where zod is not.
import { PAYMENT_MESSAGES } from '../payment-messages';

export { PAYMENT_MESSAGES };

export const CARD_BRANDS = ['masterCard', 'discover', 'visa', 'amex'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Gateway brand names ('mastercard', 'American Express'…) to the spec's brand keys. Unknown → masterCard image. */
export function normalizeBrand(brand: string | null | undefined): CardBrand | 'unknown' {
  const b = (brand ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (b === 'visa') return 'visa';
  if (b === 'mastercard') return 'masterCard';
  if (b === 'discover') return 'discover';
  if (b === 'amex' || b === 'americanexpress') return 'amex';
  return 'unknown';
}

/** Card number digits → brand, by IIN range (used by the local gateway and the formatter). */
export function brandOfNumber(digits: string): CardBrand | 'unknown' {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'masterCard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'unknown';
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Input formatters of spec section 5: '4242 4242 4242 4242' (amex 4-6-5), 'MM/YY', cvc digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 16);
  const groups = brandOfNumber(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let i = 0;
  for (const g of groups) {
    if (i >= digits.length) break;
    parts.push(digits.slice(i, i + g));
    i += g;
  }
  return parts.join(' ');
}

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/** MM/YY valid through the end of that month (a card expiring this month still works). */
export function expiryInFuture(value: string, now = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

const req = (max: number, tooLong: string) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, tooLong);

/** Billing details of the add-card form (spec section 5 "Card entry"): checked on both sides. */
export const billingDetailsSchema = z.object({
  name: req(25, PAYMENT_MESSAGES.nameTooLong).refine((v) => !/\d/.test(v), PAYMENT_MESSAGES.nameDigits),
  address1: req(100, MESSAGES.required),
  address2: z.string().trim().max(50, PAYMENT_MESSAGES.address2TooLong).optional().default(''),
  state: z
    .string({ error: MESSAGES.required })
    .refine((v) => (US_STATE_CODES as string[]).includes(v), MESSAGES.required),
  city: req(20, PAYMENT_MESSAGES.cityTooLong),
  zipCode: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(LIMITS.cardZipMax, PAYMENT_MESSAGES.zipInvalid)
    .regex(/^\d+$/, PAYMENT_MESSAGES.zipInvalid),
});

/** Card fields (only with the local gateway: with Stripe they live in Stripe Elements). */
export const cardFieldsSchema = z.object({
  cardNumber: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(19, MESSAGES.invalidCardNumber)
    .refine((v) => /^\d{15,16}$/.test(v.replace(/\s/g, '')), MESSAGES.invalidCardNumber),
  expiry: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .refine((v) => expiryInFuture(v), MESSAGES.invalidDate),
  cvv: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .refine((v) => /^\d{3,4}$/.test(v), MESSAGES.invalidCvv),
});

export const addCardFormSchema = billingDetailsSchema.extend(cardFieldsSchema.shape);
export type AddCardFormValues = z.input<typeof addCardFormSchema>;
export const addCardFormStripeSchema = billingDetailsSchema;

/** POST /api/v2/patient/cards: the confirmed payment method plus the billing details. */
export const saveCardBodySchema = billingDetailsSchema.extend({
  payment_method_id: z.string({ error: MESSAGES.required }).min(3, MESSAGES.required).max(255),
  setup_intent_id: z.string().min(3).max(255),
  is_default: z.boolean().optional(),
});
export type SaveCardBody = z.input<typeof saveCardBodySchema>;

/** A saved card: spec section 3 "Card" and "Stored payment method" (card_id is the gateway's id). */
export const savedCardSchema = z.object({
  id: z.number(),
  card_id: z.string(),
  last4: z.string(),
  brand: z.string(),
  type: z.string(),
  is_default: z.boolean(),
  name: z.string(),
  owner: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  address_line1: z.string(),
  address_line2: z.string(),
  address_city: z.string(),
  address_state: z.string(),
  address_zip: z.string(),
  is_subscription_card: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const cardsResponseSchema = z.object({ cards: z.array(savedCardSchema), limit: z.number() });

export const setupIntentResponseSchema = z.object({
  intent: z.object({ id: z.string(), client_secret: z.string() }),
  gateway: z.enum(['local', 'stripe']),
  publishable_key: z.string().nullable(),
});

/** The local gateway's confirmation call (it plays Stripe's part: our server keeps only last4/brand/expiry). */
export const localConfirmBodySchema = z.object({
  client_secret: z.string().min(10).max(300),
  card: z.object({
    number: z.string().regex(/^\d{15,16}$/, MESSAGES.invalidCardNumber),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, MESSAGES.invalidCvv),
  }),
});
export const setupIntentStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'canceled']),
  payment_method: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type SetupIntentStatus = z.infer<typeof setupIntentStatusSchema>;

export const pmIdQuerySchema = z.object({
  pm_id: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(255),
});
export const linkedRequestsResponseSchema = z.object({ message: z.string(), data: z.array(z.string()) });

export const cardUpdatesBodySchema = z.object({
  card_updates: z
    .array(
      z.object({
        request_rid: z.string().min(1).max(64),
        card_id: z.coerce.number({ error: MESSAGES.selectCardFirst }).int().positive(MESSAGES.selectCardFirst),
      }),
    )
    .min(1, MESSAGES.selectCardFirst)
    .max(500),
});

export const serviceLineSchema = z.object({ key: z.string(), price: z.number().int() });
/** Answer of POST /api/v2/custodians/{id}/get_record_service_charge (prices in integer cents). */
export const serviceChargeResponseSchema = z.object({
  form_completion: serviceLineSchema.optional(),
  archieve_record_service: serviceLineSchema.optional(),
  record_deliver_services: z.array(serviceLineSchema),
  rush_request_service: serviceLineSchema,
  retrieval_service: serviceLineSchema,
  free_pricing: z.boolean(),
  payment_removed_for_free: z.boolean(),
});
export type ServiceChargeResponse = z.infer<typeof serviceChargeResponseSchema>;

export const PAYMENT_STATUSES = [
  'not_required',
  'check_pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const requestPaymentSchema = z.object({
  rid: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(['card', 'check', 'none']),
  amount_cents: z.number().int(),
  card: z.object({ id: z.number(), last4: z.string(), brand: z.string() }).nullable(),
  message: z.string().nullable(),
  invoice_available: z.boolean(),
});
export type RequestPayment = z.infer<typeof requestPaymentSchema>;
