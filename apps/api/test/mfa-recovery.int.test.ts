// One database suffices: one-time tokens and factor rows through the same queries as the other factor tests; nothing here differs by database.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SECURITY_MESSAGES } from '@portal/shared';
import { auditEvents, mailOutbox, oneTimeTokens, recoveryCodes, sessions, userFactors, users } from '../src/db/schema';
import { registeredRoutes } from '../src/platform/sessions';
import { createTestApp, sessionFromHandoff, signUp, TEST_PASSWORD, type TestApp, type TestUser } from './harness';
import { signInStaff } from './staff-helpers';
import { totpCode } from './support/totp';

/**
 * Every factor lost: the second step mails a link; following it starts a waiting period that the
 * account's mail can cancel in one click; only after it do the link and the password remove the
 * factors. Each token works once and expires; none of them is a session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const db = () => t.database.db;

async function withTotp(): Promise<TestUser & { secret: string }> {
  const user = await signUp(t);
  const { factor_id, secret } = (await post('/api/v2/user/security/totp', {}, user.headers)).json();
  const ok = await post(`/api/v2/user/security/totp/${factor_id}/confirm`, { code: totpCode(secret) }, user.headers);
  expect(ok.statusCode).toBe(200);
  return { ...user, secret };
}

async function pending(email: string) {
  const res = await post('/api/v2/auth/sign_in', { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json<{ mfa_token: string; enrol: boolean; auth_token?: string }>();
}

const mailsTo = (email: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
/** The token of the newest mailed link to `path` (under /login/). */
async function linkFor(email: string, path: string) {
  for (const m of await mailsTo(email)) {
    const hit = new RegExp(`/login/${path}\\?token=([\\w%-]+)`).exec(m.text);
    if (hit) return decodeURIComponent(hit[1]!);
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}
const auditsOf = async (userId: number, action: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectUserId, userId), eq(auditEvents.action, action)));
const factorCount = async (userId: number) =>
  (await db().select().from(userFactors).where(eq(userFactors.userId, userId))).length;
const sessionCount = async (userId: number) =>
  (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;

/** The waiting period over: the recovery's ready time moved into the past, as the clock would. */
async function endWait(userId: number) {
  const rows = await db()
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'factor_recovery')));
  for (const r of rows)
    await db()
      .update(oneTimeTokens)
      .set({ data: { ...r.data, ready_at: new Date(Date.now() - 1000).toISOString() } })
      .where(eq(oneTimeTokens.id, r.id));
}

/** Second step → link mailed → link followed: answers the waiting mail's two tokens. */
async function startRecovery(user: { email: string }) {
  const { mfa_token } = await pending(user.email);
  expect((await post('/api/v2/auth/mfa/recovery', { mfa_token })).statusCode).toBe(200);
  const link = await linkFor(user.email, 'factor-recovery');
  const start = await post('/api/v2/auth/factor_recovery/start', { token: link });
  expect(start.statusCode).toBe(200);
  return {
    link,
    readyAt: start.json().ready_at as string,
    finish: await linkFor(user.email, 'factor-recovery/finish'),
    cancel: await linkFor(user.email, 'factor-recovery/cancel'),
  };
}

describe('recovery by mail', () => {
  it('mails a link from the second step; following it starts a 24-hour wait, mailed with a cancel link', async () => {
    const user = await withTotp();
    const before = await sessionCount(user.id);
    const { mfa_token } = await pending(user.email);
    const asked = await post('/api/v2/auth/mfa/recovery', { mfa_token });
    expect(asked.statusCode).toBe(200);
    const [linkMail] = await mailsTo(user.email);
    expect(linkMail!.subject).toBe('Remove the second factor of your Patient Portal account');
    expect(await auditsOf(user.id, 'auth.factor_recovery_requested')).toHaveLength(1);

    const link = await linkFor(user.email, 'factor-recovery');
    const t0 = Date.now();
    const start = await post('/api/v2/auth/factor_recovery/start', { token: link });
    expect(start.statusCode).toBe(200);
    const ready = new Date(start.json().ready_at).getTime();
    expect(ready - t0).toBeGreaterThanOrEqual(24 * 3600_000 - 5_000);
    expect(ready - t0).toBeLessThanOrEqual(24 * 3600_000 + 5_000);
    // The start link works once.
    const again = await post('/api/v2/auth/factor_recovery/start', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.messages).toEqual([MESSAGES.linkExpired]);

    const [waitMail] = await mailsTo(user.email);
    expect(waitMail!.text).toContain('A request to remove every second factor from your account was started.');
    expect(waitMail!.text).toMatch(/removed after \w{3} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M UTC\./);
    expect(waitMail!.text).toContain('/login/factor-recovery/cancel?token=');
    expect(waitMail!.text).toContain('/login/factor-recovery/finish?token=');
    expect(await auditsOf(user.id, 'auth.factor_recovery_started')).toHaveLength(1);
    // No session came of any of it, and the factor still works.
    expect(await sessionCount(user.id)).toBe(before);
    expect(await factorCount(user.id)).toBe(1);
    // The enrolment took this time step's code: the next step's (a phone a little ahead) is fresh.
    const next = totpCode(user.secret, Math.floor(Date.now() / 30_000) + 1);
    const code = await post('/api/v2/auth/mfa/code', { mfa_token, code: next });
    expect(code.statusCode).toBe(200);
    // The account's own session sees the waiting recovery.
    const security = (await t.app.inject({ url: '/api/v2/user/security', headers: user.headers })).json();
    expect(security.recovery_pending).toEqual({ ready_at: start.json().ready_at });
  });

  it('refuses to finish before the wait is over, keeps the factors, and the link still works after', async () => {
    const user = await withTotp();
    const { finish } = await startRecovery(user);
    const status = await post('/api/v2/auth/factor_recovery/status', { token: finish });
    expect(status.json()).toMatchObject({ ready: false });
    const early = await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: TEST_PASSWORD });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.messages).toEqual([SECURITY_MESSAGES.recoveryWaiting]);
    expect(await factorCount(user.id)).toBe(1);
    expect(await auditsOf(user.id, 'auth.factors_removed_by_recovery')).toHaveLength(0);

    await endWait(user.id);
    expect((await post('/api/v2/auth/factor_recovery/status', { token: finish })).json()).toMatchObject({
      ready: true,
    });
    // The password is still required, and a wrong one removes nothing.
    const wrong = await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: 'Wrong#Pass2026' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.messages).toEqual([MESSAGES.invalidCredentials]);
    expect(await factorCount(user.id)).toBe(1);

    const done = await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: TEST_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().redirect).toBe('/p');
    const session = await sessionFromHandoff(t, done.json().auth_token, user.email);
    expect((await t.app.inject({ url: '/api/v2/user', headers: session.headers })).statusCode).toBe(200);
    expect(await factorCount(user.id)).toBe(0);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const [removedMail] = await mailsTo(user.email);
    expect(removedMail!.text).toContain('Your second factor was removed after the waiting period, as asked.');
    expect(await auditsOf(user.id, 'auth.factors_removed_by_recovery')).toHaveLength(1);
    // Used once: the same link again is refused.
    const twice = await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: TEST_PASSWORD });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.messages).toEqual([MESSAGES.linkExpired]);
    // The password alone signs in now; the account sets up anew.
    expect((await pending(user.email)).auth_token).toBeTruthy();
  });

  it('cancels in one click from the mail: the factors stay and the finishing link stops working', async () => {
    const user = await withTotp();
    const { finish, cancel } = await startRecovery(user);
    const res = await post('/api/v2/auth/factor_recovery/cancel', { token: cancel });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain('The request to remove your second factors was cancelled.');
    expect(await auditsOf(user.id, 'auth.factor_recovery_cancelled')).toHaveLength(1);
    expect((await post('/api/v2/auth/factor_recovery/cancel', { token: cancel })).statusCode).toBe(400);
    await endWait(user.id);
    const late = await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: TEST_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(await factorCount(user.id)).toBe(1);
  });

  it('is cancelled by a signed-in session of the account, too', async () => {
    const user = await withTotp();
    const { finish } = await startRecovery(user);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/v2/user/security/recovery', headers: user.headers });
    expect(del.statusCode).toBe(200);
    const security = (await t.app.inject({ url: '/api/v2/user/security', headers: user.headers })).json();
    expect(security.recovery_pending).toBeNull();
    await endWait(user.id);
    expect(
      (await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: TEST_PASSWORD })).statusCode,
    ).toBe(400);
    expect(await factorCount(user.id)).toBe(1);
    expect(await auditsOf(user.id, 'auth.factor_recovery_cancelled')).toHaveLength(1);
  });

  it('refuses expired links, and a newer request supersedes the older link', async () => {
    const user = await withTotp();
    const { mfa_token } = await pending(user.email);
    await post('/api/v2/auth/mfa/recovery', { mfa_token });
    const first = await linkFor(user.email, 'factor-recovery');
    await post('/api/v2/auth/mfa/recovery', { mfa_token });
    const second = await linkFor(user.email, 'factor-recovery');
    expect(second).not.toBe(first);
    expect((await post('/api/v2/auth/factor_recovery/start', { token: first })).statusCode).toBe(400);
    await db()
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'factor_recovery_link')));
    expect((await post('/api/v2/auth/factor_recovery/start', { token: second })).statusCode).toBe(400);
    // A finishing link past its life is refused as well.
    const { finish } = await startRecovery(user);
    await endWait(user.id);
    await db()
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'factor_recovery')));
    expect(
      (await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: TEST_PASSWORD })).statusCode,
    ).toBe(400);
    expect(await factorCount(user.id)).toBe(1);
  });

  it('needs a live pending sign-in to mail the link', async () => {
    expect((await post('/api/v2/auth/mfa/recovery', { mfa_token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it('opens no session: none of its tokens is accepted on any route that wants one', async () => {
    const user = await withTotp();
    const before = await sessionCount(user.id);
    const { mfa_token } = await pending(user.email);
    await post('/api/v2/auth/mfa/recovery', { mfa_token });
    const link = await linkFor(user.email, 'factor-recovery');
    const tokens = [mfa_token, link];
    // A second link for the start (the first is kept unused above).
    const started = await startRecovery(user);
    tokens.push(started.finish, started.cancel);
    await endWait(user.id);
    const failures: string[] = [];
    for (const token of tokens)
      for (const r of registeredRoutes(t.app)) {
        if (r.config?.access === 'public') continue;
        for (const method of [r.method].flat()) {
          if (method === 'HEAD') continue;
          const url = r.url.replace(/:(\w+)/g, (_m, n: string) => (n === 'rid' ? 'R1000001' : '1')).replace(/\*$/, 'x');
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers: { 'authorization-token': token },
            payload: method === 'GET' ? undefined : {},
          });
          if (res.statusCode !== 401) failures.push(`${method} ${url} → ${res.statusCode}`);
        }
      }
    expect(failures).toEqual([]);
    for (const token of tokens)
      expect((await post('/api/v2/auth/exchange', { auth_token: token })).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(before);
    expect(await factorCount(user.id)).toBe(1);
  });
});

describe('a records-desk account', () => {
  it('manages its own factors from a desk session, but cannot drop the last one', async () => {
    const staff = await signInStaff(t);
    const security = await t.app.inject({ url: '/api/v2/user/security', headers: staff.headers });
    expect(security.statusCode).toBe(200);
    expect(security.json()).toMatchObject({ factor_required: true, recovery_codes_left: 10, recovery_pending: null });
    const [only] = security.json().factors;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/user/security/factors/${only.id}`,
      headers: staff.headers,
    });
    expect(del.statusCode).toBe(400);
    expect(del.json().error.messages).toEqual([SECURITY_MESSAGES.staffKeepsFactor]);
    // A second authenticator app; then the first can go (replacing it).
    const { factor_id, secret } = (await post('/api/v2/user/security/totp', {}, staff.headers)).json();
    const ok = await post(`/api/v2/user/security/totp/${factor_id}/confirm`, { code: totpCode(secret) }, staff.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recovery_codes).toBeNull();
    const replaced = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/user/security/factors/${only.id}`,
      headers: staff.headers,
    });
    expect(replaced.statusCode).toBe(200);
    const codes = await post('/api/v2/user/security/recovery_codes', {}, staff.headers);
    expect(codes.statusCode).toBe(200);
    expect(codes.json().recovery_codes).toHaveLength(10);
  });

  it('keeps the desk requirement through a recovery: the finish asks for a new factor at once', async () => {
    const staff = await signInStaff(t);
    const [u] = await db().select().from(users).where(eq(users.email, staff.email));
    const { finish } = await startRecovery(staff);
    await endWait(u!.id);
    const before = await sessionCount(u!.id);
    const done = await post('/api/v2/auth/factor_recovery/finish', { token: finish, password: TEST_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ enrol: true, methods: [] });
    expect(done.json().auth_token).toBeUndefined();
    expect(await sessionCount(u!.id)).toBe(before);
    expect(await factorCount(u!.id)).toBe(0);
    const mfa_token = done.json().mfa_token as string;
    expect((await post('/api/v2/auth/mfa/continue', { mfa_token })).statusCode).toBe(401);
    const { secret } = (await post('/api/v2/auth/mfa/enrol_totp', { mfa_token })).json();
    expect((await post('/api/v2/auth/mfa/enrol_totp/confirm', { mfa_token, code: totpCode(secret) })).statusCode).toBe(
      200,
    );
    const cont = await post('/api/v2/auth/mfa/continue', { mfa_token });
    expect(cont.json().redirect).toBe('/staff');
    // And the password alone still does not open the desk.
    expect((await pending(staff.email)).auth_token).toBeUndefined();
    const mails = await mailsTo(staff.email);
    expect(mails.map((m) => m.text).join('\n')).toContain('Your second factor was removed after the waiting period');
    expect(
      await db()
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.subjectUserId, u!.id),
            inArray(auditEvents.action, ['auth.factors_removed_by_recovery', 'auth.factor_added']),
          ),
        ),
    ).toHaveLength(3);
  });
});
