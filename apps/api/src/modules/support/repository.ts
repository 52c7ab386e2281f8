import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { errorReports, helpDeskTickets } from '../../db/schema';
import { noRow } from '../../platform/errors';

export const supportRepository = {
  async createTicket(
    db: DbOrTx,
    userId: number,
    v: { issue: string; title: string; comment: string; uniqueIdentifierNumber: string },
  ) {
    const [row] = await db
      .insert(helpDeskTickets)
      .values({ ...v, userId })
      .returning();
    if (!row) throw noRow('ticket');
    return row;
  },

  async markForwarded(db: DbOrTx, userId: number, id: number, externalKey: string | null) {
    await db
      .update(helpDeskTickets)
      .set({ forwardedAt: new Date(), externalKey })
      .where(and(eq(helpDeskTickets.id, id), eq(helpDeskTickets.userId, userId)));
  },

  async createErrorReport(db: DbOrTx, v: typeof errorReports.$inferInsert) {
    const [row] = await db.insert(errorReports).values(v).returning({ id: errorReports.id });
    if (!row) throw noRow('error_report');
    return row;
  },
};
