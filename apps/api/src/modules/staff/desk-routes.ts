import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatListSchema,
  chatMessageInputSchema,
  chatMessageSchema,
  refundDecisionSchema,
  refundSchema,
  staffRefundSchema,
  intText,
  routeUrl,
} from '@portal/shared';
import { decideRefundAndMail, deskMessages, listRefunds, postDeskMessage } from './desk-service';

const staff = { access: 'staff' as const };
const ridParams = z.object({ rid: z.string().min(1).max(40) });

/** The desk's side of the chat (tracking capability's table, sender 'staff') and refund decisions. */
export const staffDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    routeUrl('staffListMessages'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, response: { 200: chatListSchema } },
    },
    async (req) => ({ messages: await deskMessages(ctx, req.actor, { rid: req.params.rid }), can_post: true }),
  );

  app.post(
    routeUrl('staffSendMessage'),
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: ridParams,
        body: chatMessageInputSchema,
        response: { 200: chatMessageSchema },
      },
    },
    async (req) => postDeskMessage(ctx, req.actor, { rid: req.params.rid, body: req.body.body }),
  );

  app.get(
    routeUrl('staffListRefunds'),
    {
      config: staff,
      schema: {
        tags: ['staff'],
        querystring: z.object({ status: z.enum(['open', 'decided']).default('open') }),
        response: { 200: z.object({ refunds: z.array(staffRefundSchema) }) },
      },
    },
    async (req) => {
      const rows = await listRefunds(ctx, req.actor, { open: req.query.status === 'open' });
      return {
        refunds: rows.map(({ f, rid }) => ({
          id: f.id,
          rid,
          status: f.status,
          reason: f.reason,
          amount_cents: f.amountCents,
          created_at: f.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    routeUrl('staffDecideRefund'),
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: z.object({ id: intText(z.number().int().positive()) }),
        body: refundDecisionSchema,
        response: { 200: refundSchema },
      },
    },
    async (req) =>
      decideRefundAndMail(ctx, req.actor, {
        refundId: req.params.id,
        decision: req.body.decision,
        note: req.body.note ?? null,
      }),
  );
};
