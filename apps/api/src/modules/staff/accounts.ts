import { eq, sql } from 'drizzle-orm';
import { MESSAGES, staffAccountSchema, type StaffAccountInput } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { audit } from '../../platform/audit';
import { hashPassword } from '../../platform/passwords';

export class StaffAccountError extends Error {}

/**
 * Creates a records-desk account (role 'staff', argon2id hash). Staff accounts are never signed up
 * through the portal: only this (the `staff:create` command and the demo seed) makes them.
 */
export async function createStaffAccount(db: DbOrTx, input: StaffAccountInput): Promise<{ id: number; email: string }> {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success) {
    throw new StaffAccountError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  const v = parsed.data;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, v.email));
  if (taken) throw new StaffAccountError(MESSAGES.emailTaken);
  const [u] = await db.insert(users).values({
    email: v.email, passwordHash: await hashPassword(v.password), role: 'staff', name: v.name, lastName: v.last_name,
  }).returning({ id: users.id, email: users.email });
  await audit(db, null, { action: 'staff.action', subjectUserId: u!.id, entityType: 'user', entityId: u!.id, details: { action: 'staff_account_created' } });
  return u!;
}
