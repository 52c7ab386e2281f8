/**
 * Fees the patient can trust: what legal basis a request's fee has, and when a price
 * from the records desk needs the patient's approval before it is captured.
 *
 * The basis follows who receives the records, from the request's own fields:
 * - fax return (delivery_method 'fax_return') to a recipient whose type is not 'self' (attorney,
 *   physician, insurance company, other) is an authorization to send the records to a third party
 *   (45 CFR 164.508); its fees are the provider's schedule, not limited by the right of access;
 * - every other request (the records come to the patient: download, delivery to the account, or a
 *   fax to the patient's own number) is the patient's own access (45 CFR 164.524): a reasonable,
 *   cost-based fee, or for an electronic copy of records kept electronically a flat fee of up to $6.50.
 * The reason for the request (legal, insurance, ...) does not change the basis: the right of access
 * does not depend on why the patient wants the records (HHS guidance), only on who receives them.
 */
import { estimateLines, estimateTotal, type Fees } from './fees';

export const ACCESS_BASES = ['patient_access', 'third_party'] as const;
export type AccessBasis = (typeof ACCESS_BASES)[number];

/** HHS's flat-fee option for an electronic copy of records maintained electronically (all costs included). */
export const HIPAA_FLAT_FEE_CENTS = 650;

export interface BasisInput {
  delivery_method?: string | null;
  recipient_type?: string | null;
}

export function accessBasisOf(r: BasisInput): AccessBasis {
  const toSomeoneElse = r.delivery_method === 'fax_return' && !!r.recipient_type && r.recipient_type !== 'self';
  return toSomeoneElse ? 'third_party' : 'patient_access';
}

export interface FeeBasis {
  basis: AccessBasis;
  /** The patient asked for an electronic copy: the $6.50 flat-fee option applies to records kept electronically. */
  flat_fee_option: boolean;
  flat_fee_cents: number;
}

export function feeBasisOf(r: BasisInput): FeeBasis {
  const basis = accessBasisOf(r);
  return {
    basis,
    flat_fee_option: basis === 'patient_access' && r.delivery_method === 'instant_download',
    flat_fee_cents: HIPAA_FLAT_FEE_CENTS,
  };
}

/**
 * A desk price above what the patient authorized, by more than the configured tolerance, waits for
 * the patient's approval. "Authorized" is the highest amount the patient agreed to: the estimate at
 * submission, or a price approved since. The comparison is always against that amount, never the
 * last price, so small raises cannot creep past it one step at a time.
 */
export function needsPriceApproval(amountCents: number, authorizedCents: number, toleranceCents: number): boolean {
  return amountCents > authorizedCents + Math.max(0, toleranceCents);
}

export interface BreakdownInput extends BasisInput {
  /** The fee schedule stored with the request at submission (null for requests that never had one). */
  fees: Record<string, unknown> | null;
  rush_request: boolean;
  /** The desk's price (requests.amount_cents), once priced; the estimate before. */
  amount_cents: number | null;
  /** The highest price the patient approved in the portal. */
  approved_cents: number | null;
  /** What was held at submission when no schedule was stored (older requests). */
  fallback_authorized_cents?: number | null;
  priced: boolean;
}

/** The fee, its lines and its basis, as the patient, the wizard and the desk show them. */
export function feeBreakdownOf(r: BreakdownInput) {
  const fees = r.fees && typeof r.fees.retrievalService === 'number' ? (r.fees as unknown as Fees) : null;
  const opts = { deliveryMethod: r.delivery_method, rush: r.rush_request };
  const estimate = fees ? estimateTotal(fees, opts) : null;
  const base = estimate ?? r.fallback_authorized_cents ?? null;
  const authorized = base === null && r.approved_cents === null ? null : Math.max(base ?? 0, r.approved_cents ?? 0);
  return {
    ...feeBasisOf(r),
    lines: fees ? estimateLines(fees, opts).map((l) => ({ key: l.key, cents: l.cents })) : [],
    estimate_cents: estimate,
    authorized_cents: authorized,
    price_cents: r.priced ? r.amount_cents : null,
  };
}
