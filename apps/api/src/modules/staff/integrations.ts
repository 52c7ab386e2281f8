import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorizations, requestDocuments } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { notifyRecordsReady, notifyStatusChange } from '../../platform/notifications';
import { chargeRequest } from '../payments/charging';

/**
 * What the desk needs from the other capabilities (documents, payments, tracking), in one place.
 */
export interface DeskFile {
  id: string;
  name: string;
  kind: string;
}

const KIND_LABEL = { govt_id_front: 'govt_id_front', govt_id_back: 'govt_id_back', supporting: 'supporting_document', patient_form: 'patient_form' } as const;

export const integrations = {
  /**
   * Everything the patient sent: signed or uploaded authorizations (the e-authorization PDF carries
   * its audit certificate), the government ID, supporting documents and patient forms. Read-only
   * over the documents capability's tables; supporting documents the patient deleted are left out.
   */
  async requestDocuments(db: Db, requestId: number): Promise<DeskFile[]> {
    const [auths, docs] = await Promise.all([
      db.select({ fileId: authorizations.fileId, name: authorizations.name, type: authorizations.type })
        .from(authorizations).where(eq(authorizations.requestId, requestId)).orderBy(asc(authorizations.id)),
      db.select({ fileId: requestDocuments.fileId, name: requestDocuments.name, kind: requestDocuments.kind })
        .from(requestDocuments).where(and(eq(requestDocuments.requestId, requestId), eq(requestDocuments.deleted, false)))
        .orderBy(asc(requestDocuments.id)),
    ]);
    return [
      ...auths.map((a) => ({ id: a.fileId, name: a.name, kind: `authorization:${a.type}` })),
      ...docs.map((d) => ({ id: d.fileId, name: d.name, kind: KIND_LABEL[d.kind] })),
    ];
  },

  /** Captures the request's payment (payments module). A decline keeps the request open. */
  async charge(db: Db, requestId: number): Promise<void> {
    const res = await chargeRequest(db, requestId);
    if (res.status === 'failed') throw badRequest(res.message ?? 'The payment failed');
  },

  async notifyCompleted(ctx: AppContext, requestId: number) {
    await notifyRecordsReady(ctx, requestId);
  },

  async notifyIncomplete(ctx: AppContext, requestId: number) {
    await notifyStatusChange(ctx, requestId, 'incomplete');
  },

  async notifyClosed(ctx: AppContext, requestId: number) {
    await notifyStatusChange(ctx, requestId, 'closed_archived');
  },
};
