import { AUTHORIZATION_LANGUAGES } from '../language-codes';
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { optionalText, passwordSchema, pastDateSchema, personName } from './common';

/**
 * POST /api/v2/user "update with a user object" (spec section 7): { user: {...} }. The email is
 * the sign-in name and is not changed here. An empty date of birth leaves it unset.
 */
export const profileFieldsSchema = z.object({
  name: personName(100),
  last_name: personName(100),
  organization: optionalText(200),
  date_of_birth: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), pastDateSchema.optional())
    .transform((v) => v ?? null),
});
export type ProfileFields = z.input<typeof profileFieldsSchema>;
export const profileUpdateSchema = z.object({ user: profileFieldsSchema });

/** PUT /api/v2/user/language: the portal language kept on the account (one of the 13). */
export const languageUpdateSchema = z.object({ language: z.enum(AUTHORIZATION_LANGUAGES) });

// Plain values (profile-constants.ts): a screen that needs only these does not build the schemas.
export { AVATAR_MAX_BYTES, AVATAR_MIME, PROFILE_MESSAGES } from '../profile-constants';

/** A captcha answer: 8 characters (spec section 5). A wrong length is simply a wrong answer. */
const captchaAnswer = z.string().trim().max(50);

/**
 * PUT /api/v2/user/update_password body: password (current), new_password. With the profile's
 * captcha flag on, also captcha (what the user typed) and captcha_text (the challenge reference
 * GET generate_captcha answered; never the answer itself).
 */
export const updatePasswordSchema = z.object({
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(LIMITS.passwordMax),
  new_password: passwordSchema,
  captcha: captchaAnswer.optional(),
  captcha_text: z.string().max(200).optional(),
});
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/** The form adds the confirmation; 'Passwords don't match' on a mismatch. */
export const changePasswordFormSchema = updatePasswordSchema
  .extend({ confirm_password: z.string().min(1, MESSAGES.required) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordMismatch,
  });

export const captchaSchema = z.object({
  /** An SVG image as a data: URL. */
  captcha_image: z.string(),
  /** The spec's name; here an opaque reference to the challenge, sent back with the answer. */
  captcha_text: z.string(),
  /** The text alternative (WCAG 1.1.1): 8 words whose first letters also answer the challenge. */
  captcha_words: z.array(z.string()),
  /** The same alternative for any language: 8 digits the web app names in the reader's words; typed as digits they answer too. */
  captcha_digits: z.array(z.string().regex(/^\d$/)).optional(),
});
export type Captcha = z.infer<typeof captchaSchema>;
