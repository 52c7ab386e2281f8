import { AUTHORIZATION_LANGUAGES } from '../language-codes';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, passwordSchema, pastDateSchema, personName } from './common';

export const signUpSchema = z.object({
  name: personName(100),
  last_name: personName(100),
  email: emailSchema,
  password: passwordSchema,
  date_of_birth: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), pastDateSchema.optional())
    .transform((v) => v ?? null),
  /** The portal language chosen before signing up (kept on the account). */
  language: z.enum(AUTHORIZATION_LANGUAGES).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
});

/** Answer of sign-in and sign-up: a one-time hand-off token for /p?auth_token=... */
export const handoffSchema = z.object({ auth_token: z.string() });

export const exchangeSchema = z.object({ auth_token: z.string().min(10).max(200) });
export const sessionSchema = z.object({
  session_token: z.string(),
  idle_timeout_ms: z.number(),
  kind: z.enum(['patient', 'staff']),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordSchema,
});

export const messageSchema = z.object({ message: z.string() });

/** Public runtime settings the web app reads at boot (never secrets). */
export const clientConfigSchema = z.object({
  idle_timeout_ms: z.number(),
  warning_ms: z.number(),
  stripe_publishable_key: z.string().nullable(),
  subscription_price_cents: z.number(),
  contact_email: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
