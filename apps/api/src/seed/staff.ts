import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { enrolKnownTotp } from '../modules/mfa';
import { createStaffAccount } from '../modules/staff/accounts';
import type { SeedContext } from './index';

export const DEMO_STAFF_EMAIL = 'clerk@patientportal.test';
export const DEMO_STAFF_PASSWORD = 'Clerk#Desk2026';
/**
 * The demo clerk's authenticator secret (base32), published in the README so that a newcomer can
 * try the desk: add it to any authenticator app, or compute a code from it. It exists only with
 * the demo data; a real records-desk account enrols its own factor at its first sign-in.
 */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOCLERKTOTPSECRETFORTHEDESKAAA';

/** The demo records-desk account (printed in the log and the README), for the console at /staff. */
export async function seedStaff({ ctx, log }: SeedContext) {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF_EMAIL));
  if (!existing) {
    const clerk = await createStaffAccount(ctx.db, {
      email: DEMO_STAFF_EMAIL,
      password: DEMO_STAFF_PASSWORD,
      name: 'Casey',
      last_name: 'Morgan',
    });
    await enrolKnownTotp(ctx.db, ctx.config.FILE_ENCRYPTION_KEY, clerk.id, DEMO_STAFF_TOTP_SECRET);
  }
  log.info(
    `Records desk: sign in at /login as ${DEMO_STAFF_EMAIL} / ${DEMO_STAFF_PASSWORD}, then the code of the demo ` +
      `authenticator secret ${DEMO_STAFF_TOTP_SECRET} (console at /staff)`,
  );
}
