import { DESK_MESSAGES } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { staffRepository as repo } from './repository';

/** Help-desk tickets (the support capability's table) and crash reports, as the records desk sees them. */

type StatusFilter = 'open' | 'closed' | 'all';

/** Tickets of one status. A ticket is what a patient wrote: the clerk's look at the list is logged. */
export async function listTickets(ctx: AppContext, actor: Actor, input: { status: StatusFilter }) {
  const rows = await repo.tickets(ctx.db, input.status);
  await audit(ctx.db, actor, {
    action: 'staff.view',
    entityType: 'help_desk_ticket_list',
    details: { ticket_ids: rows.map((r) => r.id) },
  });
  return rows;
}

/** Closes an open ticket (one closed already: 400), audited with the change. */
export async function closeTicket(ctx: AppContext, actor: Actor, input: { id: number }) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, input.id);
    if (!row) throw notFound();
    if (row.status === 'closed') throw badRequest(DESK_MESSAGES.alreadyClosed);
    await repo.closeTicket(tx, row.id);
    await audit(tx, actor, {
      action: 'staff.action',
      subjectUserId: row.userId,
      entityType: 'help_desk_ticket',
      entityId: row.id,
      details: { action: 'close' },
    });
  });
}

/** Crash reports of one status (they hold no patient data: the list is not audited). */
export const listCrashReports = (ctx: AppContext, input: { status: StatusFilter }) =>
  repo.crashReports(ctx.db, input.status);

/** Closes an open crash report (one closed already: 400), audited with the change. */
export async function closeCrashReport(ctx: AppContext, actor: Actor, input: { id: number }) {
  const reviewer = userIdOf(actor);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.crashReportExists(tx, input.id))) throw notFound();
    if (!(await repo.closeCrashReport(tx, input.id, reviewer))) throw badRequest(DESK_MESSAGES.alreadyClosed);
    await audit(tx, actor, {
      action: 'staff.action',
      entityType: 'error_report',
      entityId: input.id,
      details: { action: 'close' },
    });
  });
}
