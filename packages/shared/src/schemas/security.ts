import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * The second factor's server messages (English; the `security.errors` catalog translates them).
 * Kept apart from MESSAGES, the spec's texts, which these are not.
 */
export const SECURITY_MESSAGES = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  tooManyCodes: 'Too many wrong codes. Please wait 15 minutes and try again.',
  stepExpired: 'This sign-in took too long. Please sign in again.',
  passkeyFailed: 'That passkey could not be used. Try again, or use a code.',
  stepUpRequired: 'Please confirm it is you to continue.',
  staffKeepsFactor: 'Records desk accounts must keep a second factor.',
  wrongPassword: 'That password is not right.',
  recoveryWaiting: 'The waiting period is not over yet. Come back to this link when it ends.',
} as const;

/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx; dashes and spaces ignored). */
export const factorCodeSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(40, SECURITY_MESSAGES.wrongCode);

const mfaToken = z.string().min(10).max(200);

/** Sign-in answer when the account has (or, for the records desk, must enrol) a second factor. */
export const mfaChallengeSchema = z.object({
  mfa_token: z.string(),
  /** What the account can answer with: its enrolled kinds, and 'recovery' while it has codes. */
  methods: z.array(z.enum(['passkey', 'totp', 'recovery'])),
  /** A records-desk account without a factor: it enrols one before any session. */
  enrol: z.boolean(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const mfaTokenSchema = z.object({ mfa_token: mfaToken });
export const mfaCodeSchema = z.object({ mfa_token: mfaToken, code: factorCodeSchema });
/** A WebAuthn answer as @simplewebauthn/browser returns it: checked by @simplewebauthn/server. */
export const webauthnResponseSchema = z.looseObject({ id: z.string().max(1024), type: z.string().max(40) });
export const mfaPasskeySchema = z.object({ mfa_token: mfaToken, credential: webauthnResponseSchema });
export const passkeySignInSchema = z.object({ challenge_token: mfaToken, credential: webauthnResponseSchema });

/** Options for navigator.credentials (WebAuthn JSON), with the challenge's one-time reference. */
export const webauthnOptionsSchema = z.object({ challenge_token: z.string(), options: z.record(z.string(), z.any()) });

export const totpSetupSchema = z.object({
  factor_id: z.number(),
  secret: z.string(),
  uri: z.string(),
});
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()).nullable() });

const factorName = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(60, MESSAGES.badRequest);
export const confirmTotpSchema = z.object({ code: factorCodeSchema, name: factorName.optional() });
export const addPasskeySchema = z.object({
  challenge_token: mfaToken,
  name: factorName,
  credential: webauthnResponseSchema,
});

export const factorSchema = z.object({
  id: z.number(),
  kind: z.enum(['passkey', 'totp']),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export const securitySchema = z.object({
  factors: z.array(factorSchema),
  recovery_codes_left: z.number(),
  /** Records-desk accounts cannot remove their last factor. */
  factor_required: z.boolean(),
  /** A recovery by mail waiting to remove every factor (cancel it if it was not you), or null. */
  recovery_pending: z.object({ ready_at: z.string() }).nullable(),
});
export type Security = z.infer<typeof securitySchema>;
export type Factor = z.infer<typeof factorSchema>;

/** A step-up proof: a code, a passkey answer (with its challenge), or the password when no factor is enrolled. */
export const stepUpSchema = z.object({
  code: factorCodeSchema.optional(),
  password: z.string().max(200).optional(),
  challenge_token: mfaToken.optional(),
  credential: webauthnResponseSchema.optional(),
});
export const stepUpOptionsSchema = z.object({
  methods: z.array(z.enum(['passkey', 'totp', 'recovery', 'password'])),
  passkey: webauthnOptionsSchema.nullable(),
});

/** A mailed recovery link's token (starting, reading, cancelling a recovery). */
export const recoveryTokenSchema = z.object({ token: mfaToken });
/** After the waiting period: the finishing link and the account's password. */
export const recoveryFinishSchema = z.object({
  token: mfaToken,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200, MESSAGES.invalidCredentials),
});
export const recoveryStatusSchema = z.object({
  /** When the waiting period ends (or ended). */
  ready_at: z.string(),
  ready: z.boolean(),
});
