import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authorizations, custodians, dependents, requests, users } from '../../db/schema';

/** The authorizations capability's queries; a request is found by the owner's id (or a link's grant). */
export const authorizationsRepository = {
  async insert(tx: DbOrTx, values: typeof authorizations.$inferInsert) {
    const [row] = await tx.insert(authorizations).values(values).returning();
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
      })
      .from(requests)
      .leftJoin(dependents, eq(dependents.id, requests.dependentId))
      .where(and(eq(requests.rid, rid), eq(requests.userId, userId)));
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
};
