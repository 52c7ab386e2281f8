import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Second factors (NIST SP 800-63B AAL2): passkeys (WebAuthn credentials: the public key only) and
 * authenticator apps (TOTP, RFC 6238: the shared secret, encrypted with a key derived from the
 * file encryption key, since a code can only be checked with the secret itself). A TOTP factor
 * counts only once `confirmedAt` is set (the first code proved the app holds it).
 */
export const userFactors = pgTable(
  'user_factors',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['passkey', 'totp'] }).notNull(),
    name: text().notNull(),
    /** TOTP: the base32 secret, AES-256-GCM (iv.tag.ciphertext, base64url). */
    secretSealed: text(),
    /** TOTP: the last time step whose code was accepted; a code is accepted once. */
    lastStep: integer().notNull().default(0),
    /** Passkey: the credential id (base64url), its public key (base64url COSE), sign counter, transports. */
    credentialId: text(),
    publicKey: text(),
    signCount: integer().notNull().default(0),
    transports: jsonb().$type<string[]>(),
    confirmedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_factors_user_idx').on(t.userId), uniqueIndex('user_factors_credential_idx').on(t.credentialId)],
);

/** Single-use recovery codes, stored as HMACs; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
