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

/**
 * Which fee rule the amount actually follows, so the note beside the total describes it:
 * - 'flat_fee': the patient's own electronic copy priced at or under HHS's flat fee (all costs included);
 * - 'cost_based': the patient's own access at any other amount: HIPAA's reasonable, cost-based
 *   patient rate (labor for copying, supplies, postage), which is all the provider may charge;
 * - 'third_party': records sent to someone else on the patient's authorization, at the provider's schedule.
 * A flat-fee note above a total larger than the flat fee would contradict the total, so the rule is
 * chosen from the amount, not from the delivery method alone.
 */
export const FEE_RULES = ['flat_fee', 'cost_based', 'third_party'] as const;
export type FeeRule = (typeof FEE_RULES)[number];

export interface FeeBasis {
  basis: AccessBasis;
  /** The flat fee is the fee applied: an electronic copy for the patient, at or under the flat fee. */
  flat_fee_option: boolean;
  flat_fee_cents: number;
  fee_rule: FeeRule;
}

/** The basis of a request's fee, and the rule its amount (the total charged or held, when known) follows. */
export function feeBasisOf(r: BasisInput, totalCents: number | null = null): FeeBasis {
  const basis = accessBasisOf(r);
  const flat =
    basis === 'patient_access' &&
    r.delivery_method === 'instant_download' &&
    totalCents !== null &&
    totalCents <= HIPAA_FLAT_FEE_CENTS;
  return {
    basis,
    flat_fee_option: flat,
    flat_fee_cents: HIPAA_FLAT_FEE_CENTS,
    fee_rule: basis === 'third_party' ? 'third_party' : flat ? 'flat_fee' : 'cost_based',
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
  /** Why the desk's price differs from the estimate (the desk must say why when it raises a price). */
  price_reason?: string | null;
}

export interface FeeLine {
  key: string;
  cents: number;
  /** On the price-change line: the desk's reason, as the patient reads it. */
  reason?: string | null;
}

/**
 * The lines a patient reads for an amount: the estimate's lines and, when the amount differs from
 * their sum, one line for the difference with the desk's reason ('price_change' up, 'price_reduction'
 * down). Without an estimate (older requests) the amount is one line, the provider's price.
 * Invariant: the lines always add up to the amount, whatever the basis and after any price change.
 */
export function linesForAmount(
  estimate: ReadonlyArray<{ key: string; cents: number }>,
  amountCents: number,
  reason: string | null = null,
): FeeLine[] {
  const lines: FeeLine[] = estimate.map((l) => ({ key: l.key, cents: l.cents }));
  if (lines.length === 0) return amountCents > 0 ? [{ key: 'provider_price', cents: amountCents, reason }] : [];
  const diff = amountCents - lines.reduce((sum, l) => sum + l.cents, 0);
  if (diff !== 0) lines.push({ key: diff > 0 ? 'price_change' : 'price_reduction', cents: diff, reason });
  return lines;
}

/** The fee, its lines and its basis, as the patient, the wizard and the desk show them. */
export function feeBreakdownOf(r: BreakdownInput) {
  const fees = r.fees && typeof r.fees.retrievalService === 'number' ? (r.fees as unknown as Fees) : null;
  const opts = { deliveryMethod: r.delivery_method, rush: r.rush_request };
  const estimate = fees ? estimateTotal(fees, opts) : null;
  const base = estimate ?? r.fallback_authorized_cents ?? null;
  const authorized = base === null && r.approved_cents === null ? null : Math.max(base ?? 0, r.approved_cents ?? 0);
  const price = r.priced ? r.amount_cents : null;
  // What is charged or held: the desk's price once priced, else what the patient authorized.
  const total = price ?? authorized ?? estimate;
  const estimateLinesOf = fees ? estimateLines(fees, opts) : [];
  const reason = r.price_reason?.trim() || null;
  return {
    ...feeBasisOf(r, total),
    lines:
      total === null
        ? estimateLinesOf.map((l) => ({ key: l.key, cents: l.cents }))
        : linesForAmount(estimateLinesOf, total, reason),
    estimate_cents: estimate,
    authorized_cents: authorized,
    price_cents: price,
    total_cents: total,
    price_reason: total !== null && total !== estimate ? reason : null,
    estimate_lines: estimateLinesOf.map((l) => ({ key: l.key, cents: l.cents })),
  };
}
