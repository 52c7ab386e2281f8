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
} from '@portal/shared';
import { audit } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { mailRefundDecision } from '../../platform/patient-mail';
import { decideRefund, postStaffMessage, staffReadMessages } from '../requests';
import { staffRepository } from './repository';
import { createWorkService } from './work-service';

const staff = { access: 'staff' as const };
const ridParams = z.object({ rid: z.string().min(1).max(40) });

/** The desk's side of the chat (tracking capability's table, sender 'staff') and refund decisions. */
export const staffDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const work = createWorkService(app.ctx);

  app.get(
    '/api/v2/staff/requests/:rid/messages',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, response: { 200: chatListSchema } },
    },
    async (req) => {
      const row = await work.load(db, req.params.rid);
      return { messages: await staffReadMessages(db, req.actor, row.r.id), can_post: true };
    },
  );

  app.post(
    '/api/v2/staff/requests/:rid/messages',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: ridParams,
        body: chatMessageInputSchema,
        response: { 200: chatMessageSchema },
      },
    },
    async (req) => {
      const row = await work.load(db, req.params.rid);
      return postStaffMessage(app.ctx, req.actor, {
        requestId: row.r.id,
        staffUserId: authOf(req).userId,
        body: req.body.body,
      });
    },
  );

  app.get(
    '/api/v2/staff/refunds',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        querystring: z.object({ status: z.enum(['open', 'decided']).default('open') }),
        response: { 200: z.object({ refunds: z.array(staffRefundSchema) }) },
      },
    },
    async (req) => {
      const open = req.query.status === 'open';
      const rows = await staffRepository.refunds(db, open);
      await audit(db, req, {
        action: 'staff.view',
        entityType: 'refund_list',
        details: { refund_ids: rows.map((r) => r.f.id) },
      });
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
    '/api/v2/staff/refunds/:id/decide',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: z.object({ id: intText(z.number().int().positive()) }),
        body: refundDecisionSchema,
        response: { 200: refundSchema },
      },
    },
    async (req) => {
      const refund = await decideRefund(db, req.actor, {
        refundId: req.params.id,
        decision: req.body.decision,
        staffUserId: authOf(req).userId,
        note: req.body.note ?? null,
      });
      // The refund page promises "We will e-mail you when it is decided".
      await mailRefundDecision(app.ctx, req.log, req.params.id);
      return refund;
    },
  );
};
