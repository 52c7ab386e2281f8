import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@portal/shared';
import { auditEvents, mailOutbox, sessions } from '../src/db/schema';
import { registeredRoutes } from '../src/platform/sessions';
import { createTestApp, sessionFromHandoff, signUp, TEST_PASSWORD, type TestApp, type TestUser } from './harness';
import { signInStaff } from './staff-helpers';
import { totpCode } from './support/totp';

/**
 * Second factors: with one enrolled, the password gives no session; the pending sign-in token
 * opens nothing but its own step; codes work once and are throttled per account; sensitive
 * actions ask for a fresh proof.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const step = () => Math.floor(Date.now() / 30_000);
const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

/** A patient with an authenticator app enrolled through Profile → Security; answers its secret and codes. */
async function withTotp(): Promise<{ user: TestUser; secret: string; codes: string[] }> {
  const user = await signUp(t);
  const setup = await post('/api/v2/user/security/totp', {}, user.headers);
  expect(setup.statusCode).toBe(200);
  const { factor_id, secret, uri } = setup.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  // A set-up counts only once confirmed: until then, sign-in still needs the password alone.
  const early = await post('/api/v2/auth/sign_in', { email: user.email, password: TEST_PASSWORD });
  expect(early.json().auth_token).toBeTruthy();
  const wrong = await post(`/api/v2/user/security/totp/${factor_id}/confirm`, { code: '000000' }, user.headers);
  expect(wrong.statusCode).toBe(400);
  const ok = await post(
    `/api/v2/user/security/totp/${factor_id}/confirm`,
    { code: totpCode(secret, step() - 1), name: 'My phone' },
    user.headers,
  );
  expect(ok.statusCode).toBe(200);
  const codes = ok.json().recovery_codes as string[];
  return { user, secret, codes };
}

async function pendingSignIn(email: string, ip?: string) {
  const res = await post('/api/v2/auth/sign_in', { email, password: TEST_PASSWORD }, {}, ip);
  expect(res.statusCode).toBe(200);
  return res.json<{ mfa_token: string; methods: string[]; enrol: boolean; auth_token?: string }>();
}

const sessionCount = async (userId: number) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('enrolment', () => {
  it('confirms an authenticator app with a first code, gives ten recovery codes once, mails and audits it', async () => {
    const { user, codes } = await withTotp();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const security = (await t.app.inject({ url: '/api/v2/user/security', headers: user.headers })).json();
    expect(security.factors).toMatchObject([{ kind: 'totp', name: 'My phone' }]);
    expect(security.recovery_codes_left).toBe(10);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.some((m) => m.text.includes('A second factor was added to your account: My phone.'))).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, user.id), eq(auditEvents.action, 'auth.factor_added')));
    expect(audits).toHaveLength(1);
  });
});

describe('sign-in with a second factor', () => {
  it('gives no session for the password alone, and the pending token reaches no other route', async () => {
    const { user } = await withTotp();
    const before = await sessionCount(user.id);
    const pending = await pendingSignIn(user.email);
    expect(pending.auth_token).toBeUndefined();
    expect(pending.methods).toEqual(['totp', 'recovery']);
    expect(await sessionCount(user.id)).toBe(before);

    // The pending token as a session token, on every route that wants one: always 401.
    const failures: string[] = [];
    for (const r of registeredRoutes(t.app)) {
      if (r.config?.access === 'public') continue;
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        const url = r.url.replace(/:(\w+)/g, (_m, n: string) => (n === 'rid' ? 'R1000001' : '1')).replace(/\*$/, 'x');
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { 'authorization-token': pending.mfa_token },
          payload: method === 'GET' ? undefined : {},
        });
        if (res.statusCode !== 401) failures.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // Nor is it a hand-off token.
    const ex = await post('/api/v2/auth/exchange', { auth_token: pending.mfa_token });
    expect(ex.statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(before);
  });

  it('signs in with a code, once: the same code is refused the second time', async () => {
    const { user, secret } = await withTotp();
    const code = totpCode(secret);
    const first = await post('/api/v2/auth/mfa/code', { mfa_token: (await pendingSignIn(user.email)).mfa_token, code });
    expect(first.statusCode).toBe(200);
    const session = await sessionFromHandoff(t, first.json().auth_token, user.email);
    expect((await t.app.inject({ url: '/api/v2/user', headers: session.headers })).statusCode).toBe(200);
    const again = await post('/api/v2/auth/mfa/code', { mfa_token: (await pendingSignIn(user.email)).mfa_token, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.messages).toEqual([SECURITY_MESSAGES.wrongCode]);
  });

  it('takes a recovery code once, and mails the account that one was used', async () => {
    const { user, codes } = await withTotp();
    const code = codes[0]!.toUpperCase();
    const first = await post('/api/v2/auth/mfa/code', { mfa_token: (await pendingSignIn(user.email)).mfa_token, code });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/v2/auth/mfa/code', { mfa_token: (await pendingSignIn(user.email)).mfa_token, code });
    expect(again.statusCode).toBe(400);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.some((m) => m.text.includes('9 codes are left'))).toBe(true);
  });

  it('throttles wrong codes per account, whatever the source address', async () => {
    const { user, secret } = await withTotp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const ip = `198.51.100.${i + 1}`;
      const { mfa_token } = await pendingSignIn(user.email, ip);
      statuses.push((await post('/api/v2/auth/mfa/code', { mfa_token, code: '123456' }, {}, ip)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Blocked now: even the right code, from yet another address.
    const { mfa_token } = await pendingSignIn(user.email, '203.0.113.9');
    const right = await post('/api/v2/auth/mfa/code', { mfa_token, code: totpCode(secret) }, {}, '203.0.113.9');
    expect(right.statusCode).toBe(429);
    expect(right.json().error.messages).toEqual([SECURITY_MESSAGES.tooManyCodes]);
  });

  it('refuses an unknown or used pending token', async () => {
    const res = await post('/api/v2/auth/mfa/code', { mfa_token: 'x'.repeat(43), code: '123456' });
    expect(res.statusCode).toBe(401);
  });
});

describe('step-up', () => {
  it('asks for a fresh proof before new recovery codes, a share and a download of all records', async () => {
    const { user, secret } = await withTotp();
    const old = new Date(Date.now() - 6 * 60_000);
    await t.database.db.update(sessions).set({ verifiedAt: old }).where(eq(sessions.userId, user.id));
    const codes = await post('/api/v2/user/security/recovery_codes', {}, user.headers);
    expect(codes.statusCode).toBe(428);
    const share = await post(
      '/api/v2/shares',
      {
        request_ids: ['R1000001'],
        recipient_name: 'Dr. Rivera',
        recipient_email: 'rivera@example.com',
        purpose: 'Second opinion',
        expires_in_days: 7,
      },
      user.headers,
    );
    expect(share.statusCode).toBe(428);
    const link = await t.app.inject({
      url: '/api/v2/medical_records/download_link?request_id=R1000001',
      headers: user.headers,
    });
    expect(link.statusCode).toBe(428);

    expect((await post('/api/v2/user/security/step_up', { code: '000000' }, user.headers)).statusCode).toBe(400);
    expect((await post('/api/v2/user/security/step_up', { code: totpCode(secret) }, user.headers)).statusCode).toBe(
      200,
    );
    const after = await post('/api/v2/user/security/recovery_codes', {}, user.headers);
    expect(after.statusCode).toBe(200);
    expect(after.json().recovery_codes).toHaveLength(10);
    // The share now goes past the step-up (to its own check: no such request).
    const shareAfter = await post(
      '/api/v2/shares',
      {
        request_ids: ['R1000001'],
        recipient_name: 'Dr. Rivera',
        recipient_email: 'rivera@example.com',
        purpose: 'Second opinion',
        expires_in_days: 7,
      },
      user.headers,
    );
    expect(shareAfter.statusCode).toBe(404);
  });

  it('takes the password as the proof of an account without a factor', async () => {
    const user = await signUp(t);
    await t.database.db
      .update(sessions)
      .set({ verifiedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const opts = await post('/api/v2/user/security/step_up_options', {}, user.headers);
    expect(opts.json().methods).toEqual(['password']);
    expect((await post('/api/v2/user/security/step_up', { password: 'nope' }, user.headers)).statusCode).toBe(400);
    expect((await post('/api/v2/user/security/step_up', { password: TEST_PASSWORD }, user.headers)).statusCode).toBe(
      200,
    );
  });

  it('removes a factor only after a fresh proof, and mails it', async () => {
    const { user } = await withTotp();
    const [factor] = (await t.app.inject({ url: '/api/v2/user/security', headers: user.headers })).json().factors;
    await t.database.db
      .update(sessions)
      .set({ verifiedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/v2/user/security/factors/${factor.id}`, headers: user.headers });
    expect((await del()).statusCode).toBe(428);
    await t.database.db.update(sessions).set({ verifiedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await del()).statusCode).toBe(200);
    const security = (await t.app.inject({ url: '/api/v2/user/security', headers: user.headers })).json();
    expect(security).toMatchObject({ factors: [], recovery_codes_left: 0 });
    // Another account's factor id is no one's here.
    expect((await del()).statusCode).toBe(404);
    const sign = await post('/api/v2/auth/sign_in', { email: user.email, password: TEST_PASSWORD });
    expect(sign.json().auth_token).toBeTruthy();
  });
});

describe('the records desk', () => {
  it('must enrol a factor before any session, and cannot remove its last one', async () => {
    const staff = await signInStaff(t);
    expect(staff.redirect).toBe('/staff');
    const pending = await pendingSignIn(staff.email);
    expect(pending.enrol).toBe(false);
    expect(pending.methods).toEqual(['totp', 'recovery']);
    // A fresh account: an enrolment token cannot be spent as a code sign-in, nor continue unproved.
    const { createStaffAccount } = await import('../src/modules/staff/accounts');
    const email = `desk-${Date.now()}@example.com`;
    await createStaffAccount(t.database.db, { email, password: TEST_PASSWORD, name: 'Sam', last_name: 'Lee' });
    const fresh = await pendingSignIn(email);
    expect(fresh).toMatchObject({ enrol: true, methods: [] });
    expect((await post('/api/v2/auth/mfa/continue', { mfa_token: fresh.mfa_token })).statusCode).toBe(401);
    expect((await post('/api/v2/auth/mfa/code', { mfa_token: fresh.mfa_token, code: '123456' })).statusCode).toBe(401);
  });
});
