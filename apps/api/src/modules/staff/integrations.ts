import type { Db, DbOrTx } from '../../db/client';
import { PAYMENT_MESSAGES } from '@portal/shared';
import type { PaymentGateway } from '../../platform/payment-gateway';
import { listRequestDocuments } from '../documents';
import {
  chargeRequest,
  releaseRequestPayment,
  repriceRequestPayment,
  settleWithoutRecords,
  type Settlement,
} from '../payments';
import { staffRepository } from './repository';

/**
 * What the desk needs from the other capabilities (documents, payments, tracking), in one place.
 */
export interface DeskFile {
  id: string;
  name: string;
  kind: string;
  /** For an e-authorization: the language it was signed in. */
  language?: string | null;
}

export const integrations = {
  /**
   * Everything the patient sent, as the documents capability lists it (listRequestDocuments):
   * authorizations (the e-authorization PDF carries its audit certificate), the government ID
   * front and back, supporting documents (not the ones the patient deleted) and patient forms.
   * The desk opens files through its own route, so each entry is mapped to its stored file id.
   */
  async requestDocuments(db: Db, requestId: number): Promise<DeskFile[]> {
    const docs = await listRequestDocuments(db, requestId);
    const docRows = [
      ...(docs.govtId.front_file ? [{ ref: docs.govtId.front_file, kind: 'govt_id_front' }] : []),
      ...(docs.govtId.back_file ? [{ ref: docs.govtId.back_file, kind: 'govt_id_back' }] : []),
      ...docs.supportingDocuments.filter((d) => !d.deleted).map((ref) => ({ ref, kind: 'supporting_document' })),
      ...docs.patientForms.map((ref) => ({ ref, kind: 'patient_form' })),
      ...docs.revocations.map((ref) => ({ ref, kind: 'revocation' })),
    ];
    const authIds = docs.authorizations.map((a) => a.id);
    const docIds = docRows.map((d) => Number(d.ref.id));
    const { authFiles, docFiles } = await staffRepository.documentFiles(db, requestId, authIds, docIds);
    const authById = new Map(authFiles.map((a) => [a.id, a]));
    const fileOfDoc = new Map(docFiles.map((d) => [d.id, d.fileId]));
    return [
      ...docs.authorizations.flatMap((a) => {
        const row = authById.get(a.id);
        return row
          ? [{ id: row.fileId, name: a.name, kind: `authorization:${row.type}`, language: a.language ?? null }]
          : [];
      }),
      ...docRows.flatMap((d) => {
        const fileId = fileOfDoc.get(Number(d.ref.id));
        return fileId ? [{ id: fileId, name: d.ref.name, kind: d.kind }] : [];
      }),
    ];
  },

  /** The clerk's price becomes the card's hold (payments module); a decline marks the payment failed. */
  async reprice(tx: DbOrTx, gateway: PaymentGateway, requestId: number, amountCents: number): Promise<void> {
    await repriceRequestPayment(tx, requestId, amountCents, gateway);
  },

  /** A request closed unanswered owes nothing: the card hold (or pending check) is released. */
  async release(tx: DbOrTx, gateway: PaymentGateway, requestId: number): Promise<void> {
    await releaseRequestPayment(tx, requestId, gateway);
  },

  /** No records found: the hold is released, or every charge refunded (payments module). */
  async settleWithoutRecords(tx: DbOrTx, gateway: PaymentGateway, requestId: number): Promise<Settlement> {
    return settleWithoutRecords(tx, requestId, gateway);
  },

  /**
   * Captures the request's payment (payments module). A decline keeps the request open, its payment
   * failed (the patient pays again): answers the gateway's words for the desk.
   */
  async charge(db: Db, gateway: PaymentGateway, requestId: number): Promise<{ ok: boolean; message: string }> {
    const res = await chargeRequest(db, requestId, gateway);
    if (res.status === 'failed') return { ok: false, message: res.reason ?? PAYMENT_MESSAGES.declined };
    return { ok: true, message: '' };
  },
};
