import { eq } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { users } from '../db/schema';
import { hashPassword } from '../platform/passwords';
import { noRow } from '../platform/errors';

export const DEMO_EMAIL = 'demo@patientportal.test';
export const DEMO_PASSWORD = 'Demo#Portal2026';

/** The demo patient account (printed in the log and the README). */
export async function seedDemoAccount(ctx: AppContext): Promise<number> {
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) return existing.id;
  const [u] = await ctx.db
    .insert(users)
    .values({
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      name: 'Jordan',
      lastName: 'Rivera',
      dateOfBirth: '1986-04-12',
      organization: null,
    })
    .returning();
  if (!u) throw noRow('user');
  return u.id;
}
