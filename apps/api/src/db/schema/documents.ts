import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files, users } from './core';
import { requests } from './requests';

/**
 * Authorizations, government IDs, supporting documents and patient forms attached to a request.
 * Every row points at a `files` row (bytes encrypted in the file store) and belongs to the
 * request's owner; queries scope by request id after checking ownership of the request.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['PatientEAuthorization', 'GeneralRelease', 'HipaaAuthorization'] }).notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    name: text().notNull(),
    language: text().notNull().default('en'),
    isFormType: boolean().notNull().default(false),
    formId: integer(),
    authName: text(),
    authInitials: text(),
    authDob: text(),
    authSsnLast4: text(),
    authRole: text(),
    authExtraValue: text(),
    /** A representative's description of their authority to act for the patient (45 CFR 164.508(c)(1)(vi)). */
    authAuthority: text(),
    drawMode: boolean().notNull().default(false),
    /**
     * The adopted signature (spec's auth_signature): the typed name, or the drawn PNG as a data
     * URL. Kept so that the signed document can be completed from the final request at submission
     * with the signature the signer adopted on the authorization step.
     */
    authSignature: text(),
    releaseSensitiveInfo: boolean(),
    sensitiveInfo: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** SHA-256 of the signed PDF as stored, printed on its audit certificate. */
    documentSha256: text(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    signerIp: text(),
    signerUserAgent: text(),
    signerAuthMethod: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('authorizations_request_idx').on(t.requestId)],
);

/**
 * Government ID front/back, supporting documents and patient forms of a request, and the patient's
 * signed revocation of its authorization (the server renders it, it is never uploaded).
 */
export const requestDocuments = pgTable(
  'request_documents',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['govt_id_front', 'govt_id_back', 'supporting', 'patient_form', 'revocation'] }).notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    name: text().notNull(),
    /** Supporting documents are only flagged deleted (spec section 4), never dropped. */
    deleted: boolean().notNull().default(false),
    /** Set when it came through a public link (no sign-in). */
    viaPublicLink: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_documents_request_idx').on(t.requestId, t.kind)],
);
