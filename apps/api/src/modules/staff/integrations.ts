import type { Db, DbOrTx } from '../../db/client';
import type { AppContext } from '../../platform/context';

/**
 * What the desk needs from the other capabilities (documents, payments, tracking), in one place.
 * Each is the other module's own function, called as its contract says.
 */
export interface DeskFile {
  id: string;
  name: string;
  kind: string;
}

export const integrations = {
  /** Everything the patient sent with the request (documents module). */
  async requestDocuments(_db: Db, _requestId: number): Promise<DeskFile[] | null> {
    return null;
  },

  /** Charges the request's card for its price (payments module). */
  async charge(_db: Db, _requestId: number): Promise<void> {},

  /** Tells the patient their request changed (tracking module's notifications), or mails them. */
  async notifyCompleted(ctx: AppContext, _tx: DbOrTx, p: { email: string; name: string; rid: string }) {
    await ctx.mailer.send({
      to: p.email,
      subject: `Your request ${p.rid} is complete`,
      text: `Hello ${p.name},\n\nYour records for request ${p.rid} are ready. Sign in to download them within 30 days:\n${ctx.publicUrl()}/p/records-and-forms\n`,
    });
  },

  async notifyIncomplete(ctx: AppContext, _tx: DbOrTx, p: { email: string; name: string; rid: string }) {
    await ctx.mailer.send({
      to: p.email,
      subject: `Your request ${p.rid} needs your attention`,
      text: `Hello ${p.name},\n\nThe records desk needs more from you to work request ${p.rid}. Sign in to see what is missing:\n${ctx.publicUrl()}/p/records-and-forms\n`,
    });
  },
};
