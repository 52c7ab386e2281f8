import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  authorizations,
  custodians,
  dependents,
  requestDesk,
  requestDocuments,
  requests,
  users,
} from '../../db/schema';
import { noRow } from '../../platform/errors';

/** The authorizations capability's queries; a request is found by the owner's id (or a link's grant). */
export const authorizationsRepository = {
  async insert(tx: DbOrTx, values: typeof authorizations.$inferInsert) {
    const [row] = await tx.insert(authorizations).values(values).returning();
    if (!row) throw noRow('authorization');
    return row;
  },

  /** The owner's request with its patient (and the dependent's relation), for signing. */
  async signingRequest(db: DbOrTx, userId: number, rid: string) {
    const [row] = await db
      .select({
        id: requests.id,
        rid: requests.rid,
        custodianId: requests.custodianId,
        requestType: requests.requestType,
        formId: requests.formId,
        dependentId: requests.dependentId,
        relation: dependents.relation,
        first: requests.patientFirstName,
        middle: requests.patientMiddleName,
        last: requests.patientLastName,
        dob: requests.patientDob,
        // What the signed document describes (its scope), as the request stands.
        allRecords: requests.allRecords,
        recordsAfter: requests.recordsAfter,
        recordsBefore: requests.recordsBefore,
        recordTypes: requests.recordTypes,
        reasonForRequest: requests.reasonForRequest,
        deliveryMethod: requests.deliveryMethod,
        faxNumber: requests.faxNumber,
        recipientName: requests.recipientName,
        recipientType: requests.recipientType,
        custodianForm: requests.custodianForm,
      })
      .from(requests)
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .where(and(eq(requests.rid, rid), eq(requests.userId, userId)));
    return row ?? null;
  },

  /** The request's latest e-authorization signed online, whole (the completion at submission reads it). */
  async latestSignedRow(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select()
      .from(authorizations)
      .where(and(eq(authorizations.requestId, requestId), eq(authorizations.type, 'PatientEAuthorization')))
      .orderBy(desc(authorizations.id))
      .limit(1);
    return row ?? null;
  },

  /** The latest authorization of any kind (the one the desk reads). */
  async latestAny(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select()
      .from(authorizations)
      .where(eq(authorizations.requestId, requestId))
      .orderBy(desc(authorizations.id))
      .limit(1);
    return row ?? null;
  },

  async completeSigned(
    tx: DbOrTx,
    id: number,
    values: Pick<typeof authorizations.$inferInsert, 'fileId' | 'documentSha256'>,
  ) {
    await tx.update(authorizations).set(values).where(eq(authorizations.id, id));
  },

  /** The whole request row and its owner, for the scope of a document completed at submission. */
  async scopeRequest(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({ request: requests, email: users.email, name: users.name, lastName: users.lastName })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .where(eq(requests.id, requestId));
    return row ?? null;
  },

  async signer(db: DbOrTx, userId: number) {
    const [user] = await db
      .select({ email: users.email, name: users.name, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? null;
  },

  async custodian(db: DbOrTx, custodianId: number) {
    const [custodian] = await db.select().from(custodians).where(eq(custodians.id, custodianId));
    return custodian ?? null;
  },

  /** What the public HIPAA page shows, read from the request a link's token is bound to. */
  async hipaaLinkRow(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({
        provider: custodians.name,
        languages: custodians.multiLanguageForPatientEauth,
        categories: custodians.patientEAuthorizationType,
        name: users.name,
        lastName: users.lastName,
        organization: users.organization,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .leftJoin(custodians, eq(custodians.id, requests.custodianId))
      .where(eq(requests.id, requestId));
    return row ?? null;
  },

  /** The request's latest e-authorization: who signed it, in which capacity, and when (its revocation's signer). */
  async latestEAuthorization(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({
        role: authorizations.authRole,
        extra: authorizations.authExtraValue,
        authority: authorizations.authAuthority,
        signedAt: authorizations.signedAt,
      })
      .from(authorizations)
      .where(and(eq(authorizations.requestId, requestId), eq(authorizations.type, 'PatientEAuthorization')))
      .orderBy(desc(authorizations.id))
      .limit(1);
    return row;
  },

  /** The request's stored status and desk stage, read (not locked) to refuse a revocation early. */
  async lifecycleRow(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({ status: requests.status, stage: requestDesk.stage })
      .from(requests)
      .leftJoin(requestDesk, eq(requestDesk.requestId, requests.id))
      .where(eq(requests.id, requestId));
    return row;
  },

  async insertDocument(tx: DbOrTx, values: typeof requestDocuments.$inferInsert) {
    const [row] = await tx.insert(requestDocuments).values(values).returning();
    if (!row) throw noRow('request_document');
    return row;
  },
};
