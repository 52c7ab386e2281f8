import { z } from 'zod';

/** Profile of spec section 3. date_of_birth is M/D/YYYY on the wire, or null. */
export const profileSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  organization: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  govtIdRequired: z.boolean(),
  is_captcha_enable: z.boolean(),
  /** The portal language kept on the account (null: not chosen). */
  language: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
