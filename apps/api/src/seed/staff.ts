import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createStaffAccount } from '../modules/staff/accounts';
import type { SeedContext } from './index';

export const DEMO_STAFF_EMAIL = 'clerk@patientportal.test';
export const DEMO_STAFF_PASSWORD = 'Clerk#Desk2026';

/** The demo records-desk account (printed in the log and the README), for the console at /staff. */
export async function seedStaff({ ctx, log }: SeedContext) {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF_EMAIL));
  if (!existing) {
    await createStaffAccount(ctx.db, {
      email: DEMO_STAFF_EMAIL,
      password: DEMO_STAFF_PASSWORD,
      name: 'Casey',
      last_name: 'Morgan',
    });
  }
  log.info(`Records desk: sign in at /login as ${DEMO_STAFF_EMAIL} / ${DEMO_STAFF_PASSWORD} (console at /staff)`);
}
