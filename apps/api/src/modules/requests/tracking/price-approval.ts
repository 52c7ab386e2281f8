import { userIdOf, type Actor } from '../../../platform/actor';
import type { AppContext } from '../../../platform/context';
import { assertCleanText } from '../../../platform/input-guards';
import { transition } from '../../lifecycle';
import { repriceRequestPayment, settleWithoutRecords } from '../../payments';
import { ownedRequest } from './service';

/**
 * The patient's answer to a desk price above what they authorized. Approving moves the request to
 * priced at that price and moves the card's hold to it; declining (with a reason the desk reads)
 * closes the request and releases the hold (or refunds a charge taken at submission). Both in one
 * transaction with the move. Another account's rid answers 404; nothing pending, 409.
 */

export async function approvePrice(ctx: AppContext, actor: Actor, input: { rid: string }) {
  const userId = userIdOf(actor);
  await ctx.db.transaction(async (tx) => {
    const owned = await ownedRequest(tx, userId, input.rid);
    const moved = await transition(tx, ctx, {
      requestId: owned.r.id,
      event: 'approve_price',
      actor: { kind: 'patient', userId },
      who: actor,
    });
    await repriceRequestPayment(tx, owned.r.id, moved.request.amountCents!, ctx.gateway);
  });
}

export async function declinePrice(ctx: AppContext, actor: Actor, input: { rid: string; reason: string }) {
  const userId = userIdOf(actor);
  assertCleanText('reason', input.reason);
  await ctx.db.transaction(async (tx) => {
    const owned = await ownedRequest(tx, userId, input.rid);
    await transition(tx, ctx, {
      requestId: owned.r.id,
      event: 'decline_price',
      note: input.reason,
      actor: { kind: 'patient', userId },
      who: actor,
    });
    await settleWithoutRecords(tx, owned.r.id, ctx.gateway);
  });
}
