import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LIMITS } from '../limits';
import { PERSON_NAME_RE } from '../domain/input-formatters';

/** Field validators of spec section 5 "General", shared by server and forms. */

/** Required text that cannot be only spaces ("Names cannot be only spaces"). */
export const requiredText = (max = 255) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.required);

/**
 * A person's name (an account holder's, a share's recipient's): required, and only what names are
 * made of, as dependents' names (letters, marks, spaces, hyphens, apostrophes, periods). Names go
 * into mail to strangers and onto letters: a line break, markup or a URL in one is a header
 * injection or a phishing link under the portal's own name, so they are refused, with the spec's
 * message for names.
 */
export const personName = (max = 100) =>
  requiredText(max)
    .regex(PERSON_NAME_RE, MESSAGES.dependentName)
    // A host name ('www.evil.example'): mail programs make one a link by themselves. Initials
    // ('J.R.R. Tolkien') and 'St. John' keep a period between single letters or before a space.
    .refine((v) => !/\p{L}{2,}\.\p{L}{2,}/u.test(v), MESSAGES.dependentName);

export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.email)
  .email(MESSAGES.email)
  .transform((v) => v.toLowerCase());

export { formatMdy, mdyToIso, parseMdy } from '../domain/mdy';
import { mdyToIso, parseMdy } from '../domain/mdy';

/** A past date of birth in M/D/YYYY: 'Invalid date' otherwise. Output is ISO YYYY-MM-DD. */
export const pastDateSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .refine((v) => {
    const d = parseMdy(v);
    if (!d) return false;
    const oldest = new Date().getUTCFullYear() - 150;
    return d.getTime() < Date.now() && d.getUTCFullYear() >= oldest;
  }, MESSAGES.invalidDate)
  .transform(mdyToIso);

/** SSN in the 11-character form 999-99-9999. */
export const ssnSchema = z
  .string()
  .trim()
  .refine((v) => /^\d{3}-\d{2}-\d{4}$/.test(v), MESSAGES.ssn);

/** 11 digits ignoring dashes (a leading country code 1 plus ten digits). */
export const phoneSchema = z
  .string()
  .trim()
  .refine((v) => v.replace(/[-\s()+]/g, '').length === 11 && /^[\d\-\s()+]+$/.test(v), MESSAGES.phone);

export { PASSWORD_RULES, PASSWORD_RULE_LABELS, PASSWORD_PANEL_TITLE, type PasswordRuleKey } from '../password-rules';
import { PASSWORD_RULES } from '../password-rules';

export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(LIMITS.passwordMax, 'Password must be at most 100 characters')
  .refine((p) => PASSWORD_RULES.every((r) => r.test(p)), 'Password does not meet the requirements');

/**
 * A whole number written in decimal digits, from a path or query string. z.coerce.number() reads
 * '0x10' as 16, '1e3' as 1000 and ' 7 ' as 7: an id is accepted only as the schema spells it.
 */
export function intText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' ? (/^-?\d{1,15}$/.test(v) ? Number(v) : v) : v), schema);
}

export const idParam = z.object({ id: intText(z.number().int().positive()) });

/**
 * A yes/no sent as text (query strings, multipart fields) or as JSON: 'true'/'1' and
 * 'false'/'0'/'' (an empty field), anything else refused. One parser for every such flag.
 */
export const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);
