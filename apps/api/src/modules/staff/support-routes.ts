import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, staffStatusFilterSchema, staffTicketSchema, intText, DESK_MESSAGES } from '@portal/shared';
import { audit } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { staffRepository as repo } from './repository';

const staff = { access: 'staff' as const };
const idParams = z.object({ id: intText(z.number().int().positive()) });
const list = z.object({ items: z.array(staffTicketSchema) });

/** Help-desk tickets (the support capability's table) and crash reports: list and close. */
export const staffSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/v2/staff/tickets',
    {
      config: staff,
      schema: { tags: ['staff'], querystring: staffStatusFilterSchema, response: { 200: list } },
    },
    async (req) => {
      const { status } = req.query;
      const rows = await repo.tickets(db, status);
      // A ticket is what a patient wrote: the clerk's look at the list is logged.
      await audit(db, req, {
        action: 'staff.view',
        entityType: 'help_desk_ticket_list',
        details: { ticket_ids: rows.map((r) => r.id) },
      });
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
    '/api/v2/staff/tickets/:id/close',
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: messageSchema } },
    },
    async (req) =>
      db.transaction(async (tx) => {
        const row = await repo.lockTicket(tx, req.params.id);
        if (!row) throw notFound();
        if (row.status === 'closed') throw badRequest(DESK_MESSAGES.alreadyClosed);
        await repo.closeTicket(tx, row.id);
        await audit(tx, req, {
          action: 'staff.action',
          subjectUserId: row.userId,
          entityType: 'help_desk_ticket',
          entityId: row.id,
          details: { action: 'close' },
        });
        return { message: 'Closed.' };
      }),
  );

  app.get(
    '/api/v2/staff/crash-reports',
    {
      config: staff,
      schema: { tags: ['staff'], querystring: staffStatusFilterSchema, response: { 200: list } },
    },
    async (req) => {
      const { status } = req.query;
      const rows = await repo.crashReports(db, status);
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
    '/api/v2/staff/crash-reports/:id/close',
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: messageSchema } },
    },
    async (req) =>
      db.transaction(async (tx) => {
        if (!(await repo.crashReportExists(tx, req.params.id))) throw notFound();
        if (!(await repo.closeCrashReport(tx, req.params.id, authOf(req).userId)))
          throw badRequest(DESK_MESSAGES.alreadyClosed);
        await audit(tx, req, {
          action: 'staff.action',
          entityType: 'error_report',
          entityId: req.params.id,
          details: { action: 'close' },
        });
        return { message: 'Closed.' };
      }),
  );
};
