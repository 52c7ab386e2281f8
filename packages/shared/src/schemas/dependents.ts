import { z } from 'zod';
import { MESSAGES } from '../messages';
import { optionalText, pastDateSchema } from './common';
import { PERSON_NAME_RE } from '../domain/input-formatters';

/** Dependents of spec section 3, with the server field names. */
export const RELATION_VALUES = ['self', 'child', 'spouse', 'other_dependent'] as const;
export type Relation = (typeof RELATION_VALUES)[number];
/** The relation dropdown in order; '' is the 'Optional' (empty) choice. */
export const RELATION_OPTIONS: ReadonlyArray<{ value: '' | Relation; label: string }> = [
  { value: '', label: 'Optional' },
  { value: 'self', label: 'Self' },
  { value: 'child', label: 'Child' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'other_dependent', label: 'Other Dependent' },
];

/** The spec does not list the sex options; these are the ones we offer. */
export const GENDER_VALUES = ['male', 'female', 'other'] as const;

/**
 * Dependent first and last name: required, no digits or symbols (spec section 5, with its message).
 * The spec's "letters and underscore only" is read as a person's name: accented letters, hyphens and
 * apostrophes are part of real names (Mary-Jane O'Brien, José Núñez), and refusing them is a defect.
 */
const dependentName = z
  .string({ error: MESSAGES.dependentName })
  .trim()
  .max(100, MESSAGES.dependentName)
  .regex(PERSON_NAME_RE, MESSAGES.dependentName);

/** Optional middle name: when given, the same characters as the other names. */
const middleName = z
  .string()
  .trim()
  .max(100, MESSAGES.dependentName)
  .refine((v) => v === '' || PERSON_NAME_RE.test(v), MESSAGES.dependentName)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** Body of POST and PUT /api/v2/patient/dependents; also the form's schema. dob: M/D/YYYY in, ISO out. */
export const dependentInputSchema = z.object({
  first_name: dependentName,
  middle_name: middleName,
  last_name: dependentName,
  dob: pastDateSchema,
  gender: z.preprocess(emptyToNull, z.enum(GENDER_VALUES, { error: MESSAGES.badRequest }).nullable()),
  grade: optionalText(50),
  school: optionalText(120),
  sport: optionalText(120),
  relation: z.preprocess(emptyToNull, z.enum(RELATION_VALUES, { error: MESSAGES.badRequest }).nullable()),
});
export type DependentInput = z.input<typeof dependentInputSchema>;

export const dependentSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  /** M/D/YYYY */
  dob: z.string(),
  gender: z.string().nullable(),
  /** Whole years, derived from dob. */
  age: z.number(),
  grade: z.string().nullable(),
  school: z.string().nullable(),
  sport: z.string().nullable(),
  relation: z.enum(RELATION_VALUES).nullable(),
});
export type Dependent = z.infer<typeof dependentSchema>;

export const dependentsListSchema = z.object({ dependents: z.array(dependentSchema) });

/** Whole years between an ISO birth date and `now` (birthday not yet reached this year counts one less). */
export function ageFromIso(iso: string, now = new Date()): number {
  // NaN for a missing part, as before: the age of a malformed date stays NaN.
  const [y = NaN, m = NaN, d = NaN] = iso.slice(0, 10).split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return Math.max(0, age);
}
