import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxPageSchema, intText, routeUrl } from '@portal/shared';
import { notFound } from '../../platform/errors';
import { outboxPage } from './desk-service';

export const OUTBOX_PAGE_SIZE = 20;

/**
 * The development mail view: without SMTP, mail stays in `mail_outbox`, and a person
 * trying the demo reads it here to follow a mailed link. Mail holds one-time links (password
 * resets, shares), so the page exists only while nothing is sent for real: with SMTP configured, or
 * in production, it answers 404, and a clerk never sees a patient's live link.
 */
export const staffOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { config } = ctx;
  const enabled = !config.SMTP_URL && config.NODE_ENV !== 'production';

  app.get(
    routeUrl('staffOutbox'),
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        querystring: z.object({ page: intText(z.number().int().min(1).max(100_000)).default(1) }),
        response: { 200: outboxPageSchema },
      },
    },
    async (req) => {
      if (!enabled) throw notFound();
      const page = req.query.page;
      const { rows, total } = await outboxPage(ctx, req.actor, { page, pageSize: OUTBOX_PAGE_SIZE });
      return {
        mails: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          created_at: m.createdAt.toISOString(),
          sent_at: m.sentAt ? m.sentAt.toISOString() : null,
        })),
        page,
        total_pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
      };
    },
  );
};
