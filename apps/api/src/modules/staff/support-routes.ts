import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, staffStatusFilterSchema, staffTicketSchema, intText, routeUrl } from '@portal/shared';
import { closeCrashReport, closeTicket, listCrashReports, listTickets } from './support-service';

const staff = { access: 'staff' as const };
const idParams = z.object({ id: intText(z.number().int().positive()) });
const list = z.object({ items: z.array(staffTicketSchema) });

/** Help-desk tickets (the support capability's table) and crash reports: list and close. */
export const staffSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    routeUrl('staffListTickets'),
    {
      config: staff,
      schema: { tags: ['staff'], querystring: staffStatusFilterSchema, response: { 200: list } },
    },
    async (req) => {
      const rows = await listTickets(ctx, req.actor, { status: req.query.status });
      return {
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          detail: `${r.issue} · ${r.uniqueIdentifierNumber}\n${r.comment}`,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    routeUrl('staffCloseTicket'),
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: messageSchema } },
    },
    async (req) => {
      await closeTicket(ctx, req.actor, { id: req.params.id });
      return { message: 'Closed.' };
    },
  );

  app.get(
    routeUrl('staffListCrashReports'),
    {
      config: staff,
      schema: { tags: ['staff'], querystring: staffStatusFilterSchema, response: { 200: list } },
    },
    async (req) => {
      const rows = await listCrashReports(ctx, { status: req.query.status });
      return {
        items: rows.map(({ e, closedAt }) => ({
          id: e.id,
          title: `${e.name}: ${e.message}`.slice(0, 300),
          detail: `${e.route}\n${e.stack ?? ''}`.trim(),
          status: closedAt ? 'closed' : 'open',
          created_at: e.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    routeUrl('staffCloseCrashReport'),
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: messageSchema } },
    },
    async (req) => {
      await closeCrashReport(ctx, req.actor, { id: req.params.id });
      return { message: 'Closed.' };
    },
  );
};
