import type { RequestDocument } from '@portal/shared';
import type { DbOrTx } from '../../../db/client';
import { listRequestDocuments, requestDocumentsFrom, type AuthorizationSummaryRow } from '../../documents';
import { trackingRepository } from './repository';

/**
 * What the patient sent with a request, for the detail page: the documents capability's list
 * (names and download links, per its contract) with the date each was added, which the detail
 * shows as 'D MMM YYYY hh:mm A'. Deleted supporting documents are flagged, never dropped (spec
 * section 4), and are not shown. The caller has checked the request is the reader's.
 */
export async function documentsOfRequest(
  db: DbOrTx,
  requestId: number,
  /** The rows with when each was added, when the caller has read them already (the detail's one statement). */
  read?: {
    auths: Array<AuthorizationSummaryRow & { signedAt: string }>;
    docs: Array<Parameters<typeof requestDocumentsFrom>[1][number] & { createdAt: string }>;
  },
): Promise<RequestDocument[]> {
  const listed = read ? requestDocumentsFrom(read.auths, read.docs) : await listRequestDocuments(db, requestId);
  const { auth: authAt, doc: docAt } = read
    ? {
        auth: new Map(read.auths.map((a) => [String(a.id), a.signedAt])),
        doc: new Map(read.docs.map((d) => [String(d.id), d.createdAt])),
      }
    : await trackingRepository.documentDates(db, requestId);
  const doc = (
    kind: RequestDocument['kind'],
    f: { id: string | number; name: string; url: string },
  ): RequestDocument => ({
    id: `${kind}-${f.id}`,
    kind,
    name: f.name,
    url: f.url,
    created_at: (kind === 'authorization' ? authAt : docAt).get(String(f.id)) ?? null,
  });
  return [
    ...listed.authorizations.map((a) => ({ ...doc('authorization', a), language: a.language ?? null })),
    ...[listed.govtId.front_file, listed.govtId.back_file].flatMap((f) => (f ? [doc('govt_id', f)] : [])),
    ...listed.supportingDocuments.filter((d) => !d.deleted).map((d) => doc('supporting_document', d)),
    ...listed.patientForms.map((f) => doc('patient_form', f)),
    ...listed.revocations.map((f) => doc('revocation', f)),
  ];
}
