import { aliasedTable, and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authorizations, caregiverActivity, caregiverGrants, medicalRecords, requests, users } from '../../db/schema';

export type GrantRow = typeof caregiverGrants.$inferSelect;
export type GrantInsert = typeof caregiverGrants.$inferInsert;

const caregiver = aliasedTable(users, 'caregiver');
const patient = aliasedTable(users, 'patient');

/** Not past its end: an end date is the last day of access (UTC calendar day). */
const notEnded = or(isNull(caregiverGrants.endsOn), sql`${caregiverGrants.endsOn} >= current_date`);

export const caregiversRepository = {
  insert: async (db: DbOrTx, values: GrantInsert) => {
    const [row] = await db.insert(caregiverGrants).values(values).returning();
    return row!;
  },

  /** A patient's grants, newest first, each with its caregiver's name once accepted. */
  listForPatient: (db: DbOrTx, patientUserId: number) =>
    db
      .select({ grant: caregiverGrants, name: caregiver.name, lastName: caregiver.lastName })
      .from(caregiverGrants)
      .leftJoin(caregiver, eq(caregiver.id, caregiverGrants.caregiverUserId))
      .where(eq(caregiverGrants.patientUserId, patientUserId))
      .orderBy(desc(caregiverGrants.id)),

  findForPatient: async (db: DbOrTx, patientUserId: number, id: number) => {
    const [row] = await db
      .select({ grant: caregiverGrants, name: caregiver.name, lastName: caregiver.lastName })
      .from(caregiverGrants)
      .leftJoin(caregiver, eq(caregiver.id, caregiverGrants.caregiverUserId))
      .where(and(eq(caregiverGrants.id, id), eq(caregiverGrants.patientUserId, patientUserId)));
    return row ?? null;
  },

  /** A grant still open (invited or active) to this address from this patient. */
  openToEmail: async (db: DbOrTx, patientUserId: number, email: string) => {
    const [row] = await db
      .select({ id: caregiverGrants.id })
      .from(caregiverGrants)
      .where(
        and(
          eq(caregiverGrants.patientUserId, patientUserId),
          sql`lower(${caregiverGrants.email}) = lower(${email})`,
          sql`${caregiverGrants.status} in ('invited', 'active')`,
        ),
      );
    return row ?? null;
  },

  update: async (db: DbOrTx, id: number, values: Partial<GrantInsert>) => {
    const [row] = await db.update(caregiverGrants).set(values).where(eq(caregiverGrants.id, id)).returning();
    return row ?? null;
  },

  /** The invitation a token opens: still invited and not expired. */
  byInviteToken: async (db: DbOrTx, tokenHash: string) => {
    const [row] = await db
      .select({ grant: caregiverGrants, name: patient.name, lastName: patient.lastName })
      .from(caregiverGrants)
      .innerJoin(patient, eq(patient.id, caregiverGrants.patientUserId))
      .where(
        and(
          eq(caregiverGrants.inviteTokenHash, tokenHash),
          eq(caregiverGrants.status, 'invited'),
          gt(caregiverGrants.inviteExpiresAt, new Date()),
        ),
      );
    return row ?? null;
  },

  /** Accepts in one statement, so a token is used once whoever races for it. */
  accept: async (db: DbOrTx, id: number, tokenHash: string, caregiverUserId: number) => {
    const [row] = await db
      .update(caregiverGrants)
      .set({ status: 'active', caregiverUserId, acceptedAt: new Date(), inviteTokenHash: null, inviteExpiresAt: null })
      .where(
        and(
          eq(caregiverGrants.id, id),
          eq(caregiverGrants.inviteTokenHash, tokenHash),
          eq(caregiverGrants.status, 'invited'),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** The grants a caregiver may act under now, with the patient's name. */
  activeForCaregiver: (db: DbOrTx, caregiverUserId: number) =>
    db
      .select({ grant: caregiverGrants, name: patient.name, lastName: patient.lastName })
      .from(caregiverGrants)
      .innerJoin(patient, eq(patient.id, caregiverGrants.patientUserId))
      .where(and(eq(caregiverGrants.caregiverUserId, caregiverUserId), eq(caregiverGrants.status, 'active'), notEnded))
      .orderBy(caregiverGrants.id),

  /** The check of every call made while acting: this caregiver's live grant with this id. */
  live: async (db: DbOrTx, caregiverUserId: number, id: number) => {
    const [row] = await db
      .select()
      .from(caregiverGrants)
      .where(
        and(
          eq(caregiverGrants.id, id),
          eq(caregiverGrants.caregiverUserId, caregiverUserId),
          eq(caregiverGrants.status, 'active'),
          notEnded,
        ),
      );
    return row ?? null;
  },

  /** Whether one of the patient's requests released alcohol or drug (42 CFR Part 2) records. */
  requestIsPart2: async (db: DbOrTx, patientUserId: number, rid: string) => {
    const [row] = await db
      .select({ id: requests.id })
      .from(requests)
      .innerJoin(authorizations, eq(authorizations.requestId, requests.id))
      .where(
        and(
          eq(requests.rid, rid),
          eq(requests.userId, patientUserId),
          sql`${authorizations.sensitiveInfo} ? 'alcohol_drug'`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The same for a record file, by its id. */
  recordIsPart2: async (db: DbOrTx, patientUserId: number, recordId: number) => {
    const [row] = await db
      .select({ id: medicalRecords.id })
      .from(medicalRecords)
      .innerJoin(requests, eq(requests.id, medicalRecords.requestId))
      .innerJoin(authorizations, eq(authorizations.requestId, requests.id))
      .where(
        and(
          eq(medicalRecords.id, recordId),
          eq(requests.userId, patientUserId),
          sql`${authorizations.sensitiveInfo} ? 'alcohol_drug'`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The same for an authorization, by its id. */
  authorizationIsPart2: async (db: DbOrTx, patientUserId: number, authorizationId: number) => {
    const [row] = await db
      .select({ id: authorizations.id })
      .from(authorizations)
      .innerJoin(requests, eq(requests.id, authorizations.requestId))
      .where(
        and(
          eq(authorizations.id, authorizationId),
          eq(requests.userId, patientUserId),
          sql`${authorizations.sensitiveInfo} ? 'alcohol_drug'`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  addActivity: (db: DbOrTx, values: typeof caregiverActivity.$inferInsert) =>
    db.insert(caregiverActivity).values(values),

  activity: (db: DbOrTx, grantId: number) =>
    db
      .select()
      .from(caregiverActivity)
      .where(eq(caregiverActivity.grantId, grantId))
      .orderBy(desc(caregiverActivity.at), desc(caregiverActivity.id))
      .limit(500),

  account: async (db: DbOrTx, userId: number) => {
    const [u] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? null;
  },

  accountByEmail: async (db: DbOrTx, email: string) => {
    const [u] = await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return u ?? null;
  },

  /** The caregiver who made each of these requests (the desk's "requested by"). */
  requesterOf: async (db: DbOrTx, requestId: number) => {
    const [row] = await db
      .select({ name: users.name, lastName: users.lastName, email: users.email })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.requestedByUserId))
      .where(eq(requests.id, requestId));
    return row ?? null;
  },
};
