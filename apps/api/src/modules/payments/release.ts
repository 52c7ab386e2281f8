import type { DbOrTx } from '../../db/client';
import { audit } from '../../platform/audit';
import { GatewayError, type PaymentGateway } from '../../platform/payment-gateway';
import { paymentsRepository as repo } from './repository';

/**
 * A request closed without records (closed by the desk, later: declined or revoked) owes nothing:
 * a card hold is released at the gateway and a pending check is no longer expected; both become
 * 'canceled'. A payment already captured is left for the refund flow. Inside the caller's
 * transaction. Answers whether anything was released.
 */
export async function releaseRequestPayment(tx: DbOrTx, requestId: number, gateway: PaymentGateway): Promise<boolean> {
  const p = await repo.payment(tx, requestId);
  if (!p) return false;
  const holds = p.method === 'card' && (p.status === 'authorized' || p.status === 'failed');
  const check = p.method === 'check' && p.status === 'check_pending';
  if (!holds && !check) return false;
  if (holds && p.status === 'authorized' && p.gatewayIntentId) {
    try {
      await gateway.cancelPayment(p.gatewayIntentId, { db: tx });
    } catch (err) {
      // A hold the gateway no longer has (expired, already canceled) needs no release.
      if (!(err instanceof GatewayError)) throw err;
    }
  }
  await repo.cancelOpenPayment(tx, p.id);
  await audit(tx, null, {
    action: 'payment.charge',
    subjectUserId: p.userId,
    entityType: 'request',
    entityId: requestId,
    requestId,
    details: { action: 'release', from_status: p.status, amount_cents: p.amountCents },
  });
  return true;
}
