import type { AuthorizationSummary, FileRef, GovtIdValue, SupportingDoc } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { authorizationsOf, documentsOf, toAuthorizationSummary, toFileRef } from './repository';

/**
 * Everything attached to a request, for the request detail and staff views (CONTRACTS.md).
 * The caller has already checked that the reader may see the request.
 */
export async function listRequestDocuments(db: DbOrTx, requestId: number): Promise<{
  authorizations: AuthorizationSummary[];
  govtId: GovtIdValue;
  supportingDocuments: SupportingDoc[];
  patientForms: FileRef[];
}> {
  const [auths, docs] = await Promise.all([authorizationsOf(db, requestId), documentsOf(db, requestId)]);
  const latest = (kind: string) => [...docs].reverse().find((d) => d.kind === kind && !d.deleted);
  const front = latest('govt_id_front');
  const back = latest('govt_id_back');
  return {
    authorizations: auths.map(toAuthorizationSummary),
    govtId: { front_file: front ? toFileRef(front) : null, back_file: back ? toFileRef(back) : null },
    supportingDocuments: docs.filter((d) => d.kind === 'supporting').map((d) => ({ ...toFileRef(d), deleted: d.deleted })),
    patientForms: docs.filter((d) => d.kind === 'patient_form' && !d.deleted).map(toFileRef),
  };
}
