// One database suffices: invitations and activity are plain rows; nothing here depends on the engine.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { caregiverGrants } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { makeCustodian } from './tracking-fixtures';
import { caller, invite as invited } from './support/caregivers';

let t: TestApp;
let patient: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t, { name: 'Margaret', last_name: 'Hale' });
});
afterAll(() => t.close());

const call: ReturnType<typeof caller> = (...args) => caller(t)(...args);
/** Invites `u`; the grant's id and the token mailed to them. */
const invite = (u: TestUser, scopes: string[]) => invited(t, patient, u, scopes, { role: 'other' });

const lookup = (token: string) => call(null, 'POST', '/api/v2/caregiver_invites/lookup', { token });

describe('caregiver invitations that cannot be used', () => {
  it('an expired invitation: the look-up and the acceptance say so, and nothing is granted', async () => {
    const carer = await signUp(t);
    const { id, token } = await invite(carer, ['requests_view']);
    expect((await lookup(token)).statusCode).toBe(200);
    await t.database.db
      .update(caregiverGrants)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(caregiverGrants.id, id));
    const seen = await lookup(token);
    expect(seen.statusCode).toBe(404);
    expect(seen.body).toContain(MESSAGES.caregiverInviteInvalid);
    const acc = await call(carer, 'POST', '/api/v2/caregiver_invites/accept', { token });
    expect(acc.statusCode).toBe(404);
    expect(acc.body).toContain(MESSAGES.caregiverInviteInvalid);
    expect((await call(carer, 'GET', '/api/v2/acting_for')).json().grants).toEqual([]);
  });

  it('a used invitation says so; a malformed token is refused as input', async () => {
    const carer = await signUp(t);
    const { token } = await invite(carer, ['requests_view']);
    expect((await call(carer, 'POST', '/api/v2/caregiver_invites/accept', { token })).statusCode).toBe(200);
    const again = await lookup(token);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(MESSAGES.caregiverInviteInvalid);
    expect((await call(carer, 'POST', '/api/v2/caregiver_invites/accept', { token })).statusCode).toBe(404);
    expect((await lookup('abc')).statusCode).toBe(400);
  });
});

describe('what the patient reads of a caregiver’s activity', () => {
  it('names the request a call was about, from its path, its query or its body; a draft is no request', async () => {
    const carer = await signUp(t, { name: 'John', last_name: 'Thornton' });
    const { token } = await invite(carer, ['requests_view', 'requests_make']);
    const grant = (await call(carer, 'POST', '/api/v2/caregiver_invites/accept', { token })).json().id as number;
    const c = await makeCustodian(t.database.db);
    const draft = { status: 'draft', idempotency_key: randomUUID(), custodian_id: c.id, current_step: 2 };
    const first = await call(carer, 'POST', '/api/v2/request/record_request', draft, grant);
    expect(first.statusCode, first.body).toBe(200);
    const rid = first.json().request_rid as string;
    const second = await call(
      carer,
      'POST',
      '/api/v2/request/record_request',
      { ...draft, rid, current_step: 3 },
      grant,
    );
    expect(second.statusCode, second.body).toBe(200);
    const ctx = await call(carer, 'GET', `/api/v2/authorizations/e_authorization/context?rid=${rid}`, undefined, grant);
    expect(ctx.statusCode, ctx.body).toBe(200);

    await vi.waitFor(async () => {
      const act = await call(patient, 'GET', `/api/v2/caregivers/${grant}/activity`);
      const rows = (act.json().activity as Array<{ action: string; operation: string; entity: string | null }>)
        .map((a) => `${a.action} ${a.operation} ${a.entity ?? '-'}`)
        .reverse();
      expect(rows).toEqual([
        'changed submitRecordRequest -',
        `changed submitRecordRequest ${rid}`,
        `viewed getAuthorizationContext ${rid}`,
      ]);
    });
  });
});
