import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, priceDeclineSchema, routeUrl } from '@portal/shared';
import { approvePrice, declinePrice } from './price-approval';

const ridParams = z.object({ rid: z.string().max(64) });

/** Words of the answers (the web shows its own catalog text; API clients read these). */
export const PRICE_APPROVED = 'Price approved. The records team goes on with your request.';
export const PRICE_DECLINED = 'Price declined. The request is closed and the hold on your card is released.';

/** The patient's answer to a desk price above what they authorized (price-approval.ts). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routeUrl('approvePrice'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: ridParams, response: { 200: messageSchema } },
    },
    async (req) => {
      await approvePrice(app.ctx, req.actor, { rid: req.params.rid });
      return { message: PRICE_APPROVED };
    },
  );

  app.post(
    routeUrl('declinePrice'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: ridParams, body: priceDeclineSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await declinePrice(app.ctx, req.actor, { rid: req.params.rid, reason: req.body.reason });
      return { message: PRICE_DECLINED };
    },
  );
};

export default routes;
