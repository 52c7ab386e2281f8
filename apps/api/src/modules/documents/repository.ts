import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authorizations, custodians, files, requestDocuments, requests, users } from '../../db/schema';
import { noRow, notFound } from '../../platform/errors';

/** Every query here is scoped to a request the caller owns (looked up by user id + rid). */

export async function ownedRequest(db: DbOrTx, userId: number, rid: string) {
  const [row] = await db
    .select({
      id: requests.id,
      rid: requests.rid,
      userId: requests.userId,
      custodianId: requests.custodianId,
      custodianName: custodians.name,
      requestType: requests.requestType,
      formId: requests.formId,
    })
    .from(requests)
    .leftJoin(custodians, eq(custodians.id, requests.custodianId))
    .where(and(eq(requests.rid, rid), eq(requests.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function requestById(db: DbOrTx, userId: number, requestId: number) {
  const [row] = await db
    .select({ id: requests.id, rid: requests.rid, userId: requests.userId })
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.userId, userId)));
  return row ?? null;
}

export async function userBasics(db: DbOrTx, userId: number) {
  const [u] = await db
    .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw notFound();
  return u;
}

/** A document of the caller with its file, or 404. */
export async function ownedDocument(db: DbOrTx, userId: number, documentId: number) {
  const [row] = await db
    .select({ doc: requestDocuments, file: files })
    .from(requestDocuments)
    .innerJoin(files, eq(files.id, requestDocuments.fileId))
    .where(and(eq(requestDocuments.id, documentId), eq(requestDocuments.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function ownedAuthorization(db: DbOrTx, userId: number, authorizationId: number) {
  const [row] = await db
    .select({ auth: authorizations, file: files })
    .from(authorizations)
    .innerJoin(files, eq(files.id, authorizations.fileId))
    .innerJoin(requests, eq(requests.id, authorizations.requestId))
    .where(and(eq(authorizations.id, authorizationId), eq(requests.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function documentsOf(db: DbOrTx, requestId: number) {
  return db
    .select()
    .from(requestDocuments)
    .where(eq(requestDocuments.requestId, requestId))
    .orderBy(asc(requestDocuments.id));
}

export async function authorizationsOf(db: DbOrTx, requestId: number) {
  return db
    .select()
    .from(authorizations)
    .where(eq(authorizations.requestId, requestId))
    .orderBy(asc(authorizations.id));
}

/** A new government ID side or patient form replaces the previous one: flagged deleted, kept for the audit trail. */
export async function supersedeDocuments(
  tx: DbOrTx,
  requestId: number,
  kind: (typeof requestDocuments.$inferInsert)['kind'],
) {
  await tx
    .update(requestDocuments)
    .set({ deleted: true })
    .where(and(eq(requestDocuments.requestId, requestId), eq(requestDocuments.kind, kind)));
}

export async function insertDocument(tx: DbOrTx, values: typeof requestDocuments.$inferInsert) {
  const [row] = await tx.insert(requestDocuments).values(values).returning();
  if (!row) throw noRow('request_document');
  return row;
}

/** Deleting only flags the document, and takes its file out of reach. */
export async function flagDocumentDeleted(tx: DbOrTx, doc: { id: number; fileId: string }) {
  await tx.update(requestDocuments).set({ deleted: true }).where(eq(requestDocuments.id, doc.id));
  await tx.update(files).set({ deletedAt: new Date() }).where(eq(files.id, doc.fileId));
}
