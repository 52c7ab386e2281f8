import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, priceDeclineSchema } from '@portal/shared';
import { authOf } from '../../../platform/context';
import { assertCleanText } from '../../../platform/input-guards';
import { repriceRequestPayment, settleWithoutRecords } from '../../payments';
import { transition } from '../../lifecycle';
import { ownedRequest } from './service';

const ridParams = z.object({ rid: z.string().max(64) });

/** Words of the answers (the web shows its own catalog text; API clients read these). */
export const PRICE_APPROVED = 'Price approved. The records team goes on with your request.';
export const PRICE_DECLINED = 'Price declined. The request is closed and the hold on your card is released.';

/**
 * The patient's answer to a desk price above what they authorized. Approving moves the
 * request to priced at that price and moves the card's hold to it; declining (with a reason the desk
 * reads) closes the request and releases the hold (or refunds a charge taken at submission). Both in
 * one transaction with the move. Another account's rid answers 404; nothing pending, 409.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const actor = (userId: number) => ({ kind: 'patient' as const, userId });

  app.post(
    '/api/v2/requests/:rid/price/approve',
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: ridParams, response: { 200: messageSchema } },
    },
    async (req) => {
      const { userId } = authOf(req);
      await db.transaction(async (tx) => {
        const owned = await ownedRequest(tx, userId, req.params.rid);
        const moved = await transition(tx, app.ctx, {
          requestId: owned.r.id,
          event: 'approve_price',
          actor: actor(userId),
          who: req.actor,
        });
        await repriceRequestPayment(tx, owned.r.id, moved.request.amountCents!, app.ctx.gateway);
      });
      return { message: PRICE_APPROVED };
    },
  );

  app.post(
    '/api/v2/requests/:rid/price/decline',
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: ridParams, body: priceDeclineSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const { userId } = authOf(req);
      assertCleanText('reason', req.body.reason);
      await db.transaction(async (tx) => {
        const owned = await ownedRequest(tx, userId, req.params.rid);
        await transition(tx, app.ctx, {
          requestId: owned.r.id,
          event: 'decline_price',
          note: req.body.reason,
          actor: actor(userId),
          who: req.actor,
        });
        await settleWithoutRecords(tx, owned.r.id, app.ctx.gateway);
      });
      return { message: PRICE_DECLINED };
    },
  );
};

export default routes;
