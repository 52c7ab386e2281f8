import { count, eq } from 'drizzle-orm';
import { files, mailOutbox, requestDocuments } from '../../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from '../harness';
import { makeCustodian } from '../payments-helpers';
import { signInStaff } from '../staff-helpers';
import { lifecycleHelpers, type Clerk } from './lifecycle';
import { first } from './rows';

/**
 * The world of the revocation tests: Jordan, another account (Bob), a signed-in clerk
 * and a provider that reads Spanish as well as English; and the calls and counts they share.
 */
export interface RevocationWorld {
  t: TestApp;
  jordan: TestUser;
  bob: TestUser;
  clerk: Clerk;
  custodianId: number;
}

export async function revocationWorld(): Promise<RevocationWorld> {
  const t = await createTestApp();
  const jordan = await signUp(t, { name: 'Jordan', last_name: 'Rivera' });
  const bob = await signUp(t);
  const clerk = await signInStaff(t);
  // A provider that reads Spanish as well as English: the revocation may be signed in either.
  const custodianId = (
    await makeCustodian(t, {
      name: 'Mercy Revocation Hospital',
      multiLanguageForPatientEauth: [{ key: 'es', value: 'Spanish' }],
    })
  ).id;
  return { t, jordan, bob, clerk, custodianId };
}

/** The helpers, reading the world (set in beforeAll) when they run. */
export function revocationHelpers(world: () => RevocationWorld) {
  const { desk, stateOfRequest } = lifecycleHelpers(() => {
    const { t, jordan, clerk } = world();
    return { t, patient: jordan, clerk };
  });
  const post = (u: TestUser | null, url: string, payload?: unknown) =>
    world().t.app.inject({
      method: 'POST',
      url,
      headers: u?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const revoke = (u: TestUser | null, rid: string, body: unknown) =>
    post(u, `/api/v2/requests/${encodeURIComponent(rid)}/revoke_authorization`, body);
  const typed = (over: Record<string, unknown> = {}) => ({
    confirm: true,
    signature_mode: 'type',
    signature: 'Jordan Rivera',
    ...over,
  });
  /** What a revocation stores: its documents, its files and the mail. */
  const stored = async () => {
    const { db } = world().t.database;
    return [
      first(await db.select({ n: count() }).from(requestDocuments).where(eq(requestDocuments.kind, 'revocation'))).n,
      first(await db.select({ n: count() }).from(files).where(eq(files.purpose, 'revocation'))).n,
      first(await db.select({ n: count() }).from(mailOutbox)).n,
    ];
  };
  return { post, revoke, typed, desk, stateOfRequest, stored };
}
