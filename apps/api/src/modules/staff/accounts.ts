import { MESSAGES, staffAccountSchema, type StaffAccountInput } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../platform/audit';
import { hashPassword } from '../../platform/passwords';
import { staffRepository as repo } from './repository';

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
  if (await repo.emailTaken(db, v.email)) throw new StaffAccountError(MESSAGES.emailTaken);
  const u = await repo.insertStaffUser(db, {
    email: v.email,
    passwordHash: await hashPassword(v.password),
    name: v.name,
    lastName: v.last_name,
  });
  await audit(db, null, {
    action: 'staff.action',
    subjectUserId: u.id,
    entityType: 'user',
    entityId: u.id,
    details: { action: 'staff_account_created' },
  });
  return u;
}
