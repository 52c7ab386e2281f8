import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CAREGIVER_ROLES } from '@portal/shared/schemas/caregivers';
import { users } from './core';

/**
 * A patient's grant to a caregiver: who was invited (an e-mail until accepted, then the caregiver's
 * own account), what they may do (scopes), in what authority, until when, and whether the patient
 * consented to Part 2 (substance-use) records for this caregiver. Only the invite token's hash is kept.
 */
export const caregiverGrants = pgTable(
  'caregiver_grants',
  {
    id: serial().primaryKey(),
    patientUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    caregiverUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    scopes: text().array().notNull(),
    role: text({ enum: CAREGIVER_ROLES }).notNull(),
    endsOn: date({ mode: 'string' }),
    part2Consent: boolean().notNull().default(false),
    status: text({ enum: ['invited', 'active', 'revoked', 'left'] })
      .notNull()
      .default('invited'),
    inviteTokenHash: text().unique(),
    inviteExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('caregiver_grants_patient_idx').on(t.patientUserId),
    index('caregiver_grants_caregiver_idx').on(t.caregiverUserId),
  ],
);

/** What a caregiver did while acting: one row per answered operation (its patient reads them). */
export const caregiverActivity = pgTable(
  'caregiver_activity',
  {
    id: serial().primaryKey(),
    grantId: integer()
      .notNull()
      .references(() => caregiverGrants.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    operation: text().notNull(),
    entity: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('caregiver_activity_grant_idx').on(t.grantId, t.at)],
);
