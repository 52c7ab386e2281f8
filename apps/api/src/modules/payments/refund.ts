import type { DbOrTx } from '../../db/client';
import { audit } from '../../platform/audit';
import { type PaymentGateway } from '../../platform/payment-gateway';
import { releaseRequestPayment } from './release';
import { paymentsRepository as repo } from './repository';

export type Settlement = { kind: 'released' | 'refunded' | 'none'; amountCents: number };

const NO_RECORDS_NOTE = 'Refunded in full: the request was closed without records.';

/**
 * Returns every charge of a request that ended without records: what was captured less
 * what the desk already refunded. The card gets the money back through the gateway (a check paid
 * by mail is returned by the desk; the row says so either way). Refund requests the patient still
 * has open on it are settled by this refund. Inside the caller's transaction; a gateway refusal
 * throws, so the close rolls back rather than leave a request closed with the money kept.
 */
export async function refundRequestPayment(tx: DbOrTx, requestId: number, gateway: PaymentGateway): Promise<number> {
  const p = await repo.payment(tx, requestId);
  if (!p || p.status !== 'paid') return 0;
  const captured = p.capturedCents ?? p.amountCents;
  const remaining = Math.max(0, captured - (await repo.refundedCents(tx, requestId)));
  if (remaining > 0 && p.method === 'card' && p.gatewayIntentId)
    await gateway.refundPayment(p.gatewayIntentId, remaining, { db: tx });
  const now = new Date();
  await repo.updatePayment(tx, p.id, { status: 'refunded', refundedCents: captured, updatedAt: now });
  await repo.settleOpenRefunds(tx, requestId, NO_RECORDS_NOTE, now);
  await audit(tx, null, {
    action: 'payment.charge',
    subjectUserId: p.userId,
    entityType: 'request',
    entityId: requestId,
    requestId,
    details: { action: 'refund', amount_cents: remaining, captured_cents: captured, method: p.method },
  });
  return remaining;
}

/** A request that ends without records owes nothing: a hold is released, a charge refunded. */
export async function settleWithoutRecords(
  tx: DbOrTx,
  requestId: number,
  gateway: PaymentGateway,
): Promise<Settlement> {
  const p = await repo.payment(tx, requestId);
  if (!p) return { kind: 'none', amountCents: 0 };
  if (p.status === 'paid') return { kind: 'refunded', amountCents: await refundRequestPayment(tx, requestId, gateway) };
  const released = await releaseRequestPayment(tx, requestId, gateway);
  return released ? { kind: 'released', amountCents: p.amountCents } : { kind: 'none', amountCents: 0 };
}
