import { sql } from 'drizzle-orm';
import {
  boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/** Custodians (providers) of spec section 3. The providers issue owns search indexes and seeds. */
export const custodians = pgTable(
  'custodians',
  {
    id: serial().primaryKey(),
    urlId: text().notNull().unique(),
    name: text().notNull(),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    zipcode: text(),
    phone: text(),
    fax: text(),
    locationName: text().array().notNull().default(sql`'{}'::text[]`),
    locationAddress: jsonb().$type<string[][]>().notNull().default(sql`'[]'::jsonb`),
    locationId: text(),
    specialty: text().array().notNull().default(sql`'{}'::text[]`),
    enterprise: text(),
    alias: text(),
    description: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    serviceLevel: text(),
    acceptsRecords: boolean().notNull().default(true),
    acceptsForms: boolean().notNull().default(false),
    patientFormTemplates: jsonb().$type<{ id: number; name: string }[]>().notNull().default(sql`'[]'::jsonb`),
    patientEAuthorizationType: text().array().notNull().default(sql`'{}'::text[]`),
    multiLanguageForPatientEauth: jsonb().$type<{ key: string; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    sensitiveInformationOptions: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Fee schedule in integer cents; the payments issue defines its keys. */
    pricing: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    freePricing: boolean().notNull().default(false),
    paymentRemovedForFree: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custodians_state_idx').on(t.state)],
);

export const favoriteCustodians = pgTable(
  'favorite_custodians',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    custodianId: integer().notNull().references(() => custodians.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.custodianId] })],
);
