import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import type { TestApp, TestUser } from '../harness';

/**
 * What the caregiver API tests do the same way: a call as a user, acting under a grant or not
 * (`x-acting-for`, as the web sends it), and a grant given as a patient gives it (the invitation
 * mailed, its link's token, accepted by the caregiver's own account).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(user, method, url, payload?, grant?)`: signed out when `user` is null. */
export const caller =
  (t: TestApp) => (u: TestUser | null, method: Method, url: string, payload?: unknown, grant?: number) =>
    t.app.inject({
      method,
      url,
      headers: { ...(u?.headers ?? {}), ...(grant === undefined ? {} : { 'x-acting-for': String(grant) }) },
      payload: payload as Record<string, unknown> | undefined,
    });

/** The token of the last invitation mailed to an address (from the link in the outbox). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const [m] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /caregiver-invite#([\w-]+)/.exec(m?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** `patient` invites `carer` (role and the rest in `over`): the grant's id and the mailed token. */
export async function invite(
  t: TestApp,
  patient: TestUser,
  carer: TestUser,
  scopes: readonly string[],
  over: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const inv = await caller(t)(patient, 'POST', '/api/v2/caregivers', {
    email: carer.email,
    scopes: [...scopes],
    role: 'power_of_attorney',
    ...over,
  });
  expect(inv.statusCode, inv.body).toBe(200);
  return { id: inv.json().id as number, token: await invitationToken(t, carer.email) };
}

/** `patient` grants `carer` these scopes, and `carer` accepts: the grant's id. */
export async function grantTo(
  t: TestApp,
  patient: TestUser,
  carer: TestUser,
  scopes: readonly string[],
  over: Record<string, unknown> = {},
): Promise<number> {
  const { token } = await invite(t, patient, carer, scopes, over);
  const acc = await caller(t)(carer, 'POST', '/api/v2/caregiver_invites/accept', { token });
  expect(acc.statusCode, acc.body).toBe(200);
  return acc.json().id as number;
}
