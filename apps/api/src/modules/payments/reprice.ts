import { MESSAGES } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { GatewayError, type PaymentGateway } from '../../platform/payment-gateway';
import { authorizeRequestPayment, type AuthorizeResult } from './charging';
import { paymentsRepository as repo } from './repository';

/**
 * The clerk's price replaces the estimate held at submission (the staff "price" action calls this
 * inside its transaction), so that completion captures what the clerk priced.
 * - A card hold for another amount is released and the new amount authorized on the same card; a
 *   decline keeps the request, with payment 'failed' and the gateway's message (completion tries again).
 * - A check, or a card payment that already failed, only records the new amount.
 * - A payment already captured (charge-at-submission custodians), canceled, or not required is left
 *   as it is, as is a request with no payment row: there is no hold to move.
 */
export async function repriceRequestPayment(
  tx: DbOrTx,
  requestId: number,
  amountCents: number,
  gateway: PaymentGateway,
): Promise<AuthorizeResult | null> {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw badRequest(MESSAGES.badRequest);
  const p = await repo.payment(tx, requestId);
  if (!p) return null;
  const unchanged: AuthorizeResult = { status: p.status, message: p.failureMessage, cardId: p.cardId };
  if (p.amountCents === amountCents) return unchanged;
  let result: AuthorizeResult;
  if (p.method === 'card' && p.status === 'authorized') {
    if (p.gatewayIntentId) {
      try {
        await gateway.cancelPayment(p.gatewayIntentId, { db: tx });
      } catch (err) {
        // A hold the gateway no longer has (expired, already canceled) needs no release.
        if (!(err instanceof GatewayError)) throw err;
      }
    }
    result = await authorizeRequestPayment(
      tx,
      { userId: p.userId, requestId, cardId: p.cardId, check: false, amountCents },
      gateway,
    );
  } else if ((p.method === 'card' && p.status === 'failed') || (p.method === 'check' && p.status === 'check_pending')) {
    await repo.updatePayment(tx, p.id, { amountCents });
    result = unchanged;
  } else {
    return unchanged;
  }
  await audit(tx, null, {
    action: 'payment.charge',
    subjectUserId: p.userId,
    entityType: 'request',
    entityId: requestId,
    requestId,
    details: { action: 'reprice', from_cents: p.amountCents, amount_cents: amountCents, status: result.status },
  });
  return result;
}
