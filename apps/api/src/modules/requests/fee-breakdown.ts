import { feeBasisOf, feeBreakdownOf, linesForAmount, type FeeBreakdown, type PriceApproval } from '@portal/shared';
import type { requestDesk, requests } from '../../db/schema';

type Desk = Pick<
  typeof requestDesk.$inferSelect,
  'pricedAt' | 'approvedCents' | 'proposedCents' | 'approvalRequestedAt' | 'stage' | 'priceReason' | 'proposedReason'
>;

/**
 * A stored request's fee, its lines and its legal basis (shared domain/fee-basis), for the patient's
 * request, the desk and the price guard. Before the desk first prices, the request's amount is the
 * one authorized at submission; from then on the desk row keeps it (approvedCents).
 */
export function breakdownOf(r: typeof requests.$inferSelect, desk: Desk | null): FeeBreakdown {
  return feeBreakdownOf({
    fees: r.fees ?? null,
    delivery_method: r.deliveryMethod,
    recipient_type: r.recipientType,
    rush_request: r.rushRequest,
    amount_cents: r.amountCents,
    approved_cents: desk?.approvedCents ?? null,
    fallback_authorized_cents: desk?.pricedAt ? null : r.amountCents,
    priced: !!desk?.pricedAt,
    price_reason: desk?.priceReason ?? null,
  });
}

/** The price waiting for the patient's approval, when the request is in that state. */
export function pendingApprovalOf(
  r: typeof requests.$inferSelect,
  desk: Desk | null,
  fb: FeeBreakdown,
): PriceApproval | null {
  if (r.status !== 'ordered' || desk?.stage !== 'approval' || desk.proposedCents === null) return null;
  const reason = desk.proposedReason ?? null;
  return {
    amount_cents: desk.proposedCents,
    authorized_cents: fb.authorized_cents ?? 0,
    requested_at: (desk.approvalRequestedAt ?? r.updatedAt).toISOString(),
    reason,
    lines: linesForAmount(fb.estimate_lines, desk.proposedCents, reason),
    fee_rule: feeBasisOf({ delivery_method: r.deliveryMethod, recipient_type: r.recipientType }, desk.proposedCents)
      .fee_rule,
  };
}
