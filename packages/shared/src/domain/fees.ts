/**
 * Fee arithmetic of spec section 3 "Fees object". Money is integer cents end to end: no float ever
 * touches an amount, so a total is exact and the server and the browser agree to the cent.
 */
import type { ServiceChargeResponse } from '../schemas/payments';

export const DELIVERY_METHODS = ['instant_download', 'fax_return', 'free_delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export interface Fees {
  instantDownload: number;
  faxReturn: number;
  rushRequest: number;
  retrievalService: number;
  freeDelivery: number;
  /** Forms requests carry formCompletion; records requests archieveRecordService (spec spelling). */
  formCompletion?: number;
  archieveRecordService?: number;
  /** The custodian charges nothing (custodians.free_pricing). */
  freePricing: boolean;
}

/** Keys of custodians.pricing (jsonb, integer cents); a missing key falls back to the default. */
export const PRICING_KEYS = [
  'instant_download',
  'fax_return',
  'rush_request',
  'retrieval_service',
  'free_delivery',
  'form_completion',
  'archieve_record_service',
] as const;
export type PricingKey = (typeof PRICING_KEYS)[number];
export type PricingSchedule = Record<PricingKey, number>;

/**
 * The documented default fee schedule (cents), used for every key a custodian's pricing does not
 * set, so that every provider in the directory has fees. Figures follow common US release-of-
 * information charges: a flat retrieval fee, a small electronic delivery fee, fax return at cost.
 */
export const DEFAULT_PRICING: PricingSchedule = {
  retrieval_service: 1500,
  instant_download: 650,
  fax_return: 1200,
  free_delivery: 0,
  rush_request: 2500,
  form_completion: 2500,
  archieve_record_service: 500,
};

const asCents = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 10_000_000 ? v : null;

/** A custodian's schedule: its own integer-cent values over the defaults (bad values are ignored). */
export function pricingSchedule(pricing: Record<string, unknown> | null | undefined): PricingSchedule {
  const out = { ...DEFAULT_PRICING };
  for (const key of PRICING_KEYS) {
    const v = asCents(pricing?.[key]);
    if (v !== null) out[key] = v;
  }
  return out;
}

/** The Fees object of a custodian for a records or a forms request. Free pricing zeroes every fee. */
export function feesFor(
  pricing: Record<string, unknown> | null | undefined,
  opts: { freePricing: boolean; isForm: boolean },
): Fees {
  const s = pricingSchedule(pricing);
  const z = (n: number) => (opts.freePricing ? 0 : n);
  const fees: Fees = {
    instantDownload: z(s.instant_download),
    faxReturn: z(s.fax_return),
    rushRequest: z(s.rush_request),
    retrievalService: z(s.retrieval_service),
    freeDelivery: z(s.free_delivery),
    freePricing: opts.freePricing,
  };
  if (opts.isForm) fees.formCompletion = z(s.form_completion);
  else fees.archieveRecordService = z(s.archieve_record_service);
  return fees;
}

export function deliveryPrice(fees: Fees, method: DeliveryMethod | string | null | undefined): number {
  switch (method) {
    case 'instant_download':
      return fees.instantDownload;
    case 'fax_return':
      return fees.faxReturn;
    case 'free_delivery':
      return fees.freeDelivery;
    default:
      return 0;
  }
}

export interface EstimateLine {
  key: 'retrieval_service' | DeliveryMethod | 'rush_request' | 'form_completion' | 'archieve_record_service';
  cents: number;
}

/** The lines of an estimate (what the confirm step and the invoice list), in a stable order. */
export function estimateLines(
  fees: Fees,
  opts: { deliveryMethod?: DeliveryMethod | string | null; rush?: boolean },
): EstimateLine[] {
  if (fees.freePricing) return [];
  const lines: EstimateLine[] = [{ key: 'retrieval_service', cents: fees.retrievalService }];
  const m = opts.deliveryMethod;
  if (m === 'instant_download' || m === 'fax_return' || m === 'free_delivery')
    lines.push({ key: m, cents: deliveryPrice(fees, m) });
  if (opts.rush) lines.push({ key: 'rush_request', cents: fees.rushRequest });
  if (fees.formCompletion !== undefined) lines.push({ key: 'form_completion', cents: fees.formCompletion });
  if (fees.archieveRecordService !== undefined)
    lines.push({ key: 'archieve_record_service', cents: fees.archieveRecordService });
  return lines;
}

/** The estimate in cents: retrieval + delivery + rush (when asked) + the form or archive service. */
export function estimateTotal(
  fees: Fees,
  opts: { deliveryMethod?: DeliveryMethod | string | null; rush?: boolean },
): number {
  return estimateLines(fees, opts).reduce((sum, l) => sum + l.cents, 0);
}

/**
 * The spec's wire form of a fee schedule (each service with key and price) back to a Fees object.
 * The browser reads fees this way; the server writes them with the inverse in the payments module.
 */
export function feesFromServiceCharge(s: ServiceChargeResponse): Fees {
  const price = (key: string) => s.record_deliver_services.find((l) => l.key === key)?.price ?? 0;
  return {
    instantDownload: price('instant_download'),
    faxReturn: price('fax_return'),
    freeDelivery: price('free_delivery'),
    rushRequest: s.rush_request_service.price,
    retrievalService: s.retrieval_service.price,
    freePricing: s.free_pricing,
    ...(s.form_completion ? { formCompletion: s.form_completion.price } : {}),
    ...(s.archieve_record_service ? { archieveRecordService: s.archieve_record_service.price } : {}),
  };
}
