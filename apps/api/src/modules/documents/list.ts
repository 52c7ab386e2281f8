import type { AuthorizationSummary, FileRef, GovtIdValue, SupportingDoc } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { requestDocuments } from '../../db/schema';
import { toAuthorizationSummary, toFileRef, type AuthorizationSummaryRow } from './mapping';
import { authorizationsOf, documentsOf } from './repository';

/**
 * Everything attached to a request, for the request detail and staff views (CONTRACTS.md).
 * The caller has already checked that the reader may see the request.
 */
export async function listRequestDocuments(db: DbOrTx, requestId: number): Promise<RequestDocumentsList> {
  const [auths, docs] = await Promise.all([authorizationsOf(db, requestId), documentsOf(db, requestId)]);
  return requestDocumentsFrom(auths, docs);
}

export interface RequestDocumentsList {
  authorizations: AuthorizationSummary[];
  govtId: GovtIdValue;
  supportingDocuments: SupportingDoc[];
  patientForms: FileRef[];
  /** The patient's signed revocation of the authorization, at most one. */
  revocations: FileRef[];
}

/**
 * The same list from rows a caller has read already (the request detail reads them in its one
 * statement): the request's authorizations and documents, each in id order.
 */
export function requestDocumentsFrom(
  auths: AuthorizationSummaryRow[],
  docs: Array<Pick<typeof requestDocuments.$inferSelect, 'id' | 'name' | 'kind' | 'deleted'>>,
): RequestDocumentsList {
  const latest = (kind: string) => [...docs].reverse().find((d) => d.kind === kind && !d.deleted);
  const front = latest('govt_id_front');
  const back = latest('govt_id_back');
  return {
    authorizations: auths.map(toAuthorizationSummary),
    govtId: { front_file: front ? toFileRef(front) : null, back_file: back ? toFileRef(back) : null },
    supportingDocuments: docs
      .filter((d) => d.kind === 'supporting')
      .map((d) => ({ ...toFileRef(d), deleted: d.deleted })),
    patientForms: docs.filter((d) => d.kind === 'patient_form' && !d.deleted).map(toFileRef),
    revocations: docs.filter((d) => d.kind === 'revocation').map(toFileRef),
  };
}
