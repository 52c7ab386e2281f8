import { and, asc, eq } from 'drizzle-orm';
import type { RequestDocument } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { authorizations, requestDocuments } from '../../db/schema';

/**
 * What the patient sent with a request, for the detail page. Read-only over the documents
 * capability's tables; the request's ownership is checked by the caller before this is asked.
 * Deleted supporting documents are flagged, never dropped (spec section 4), and are not shown.
 */
export async function documentsOfRequest(db: DbOrTx, requestId: number): Promise<RequestDocument[]> {
  const auths = await db
    .select({ id: authorizations.id, name: authorizations.name, at: authorizations.signedAt })
    .from(authorizations)
    .where(eq(authorizations.requestId, requestId))
    .orderBy(asc(authorizations.id));
  const docs = await db
    .select({ id: requestDocuments.id, kind: requestDocuments.kind, name: requestDocuments.name, at: requestDocuments.createdAt })
    .from(requestDocuments)
    .where(and(eq(requestDocuments.requestId, requestId), eq(requestDocuments.deleted, false)))
    .orderBy(asc(requestDocuments.id));
  const kindOf = (k: (typeof docs)[number]['kind']): RequestDocument['kind'] =>
    k === 'supporting' ? 'supporting_document' : k === 'patient_form' ? 'patient_form' : 'govt_id';
  return [
    ...auths.map((a) => ({ id: `auth-${a.id}`, kind: 'authorization' as const, name: a.name, url: null, created_at: a.at.toISOString() })),
    ...docs.map((d) => ({ id: `doc-${d.id}`, kind: kindOf(d.kind), name: d.name, url: null, created_at: d.at.toISOString() })),
  ];
}
