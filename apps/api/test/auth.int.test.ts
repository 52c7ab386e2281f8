// Runs on both databases: the session check is a named prepared statement on PostgreSQL, a plain query on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { auditEvents, mailOutbox, sessions, users } from '../src/db/schema';
import { createTestApp, signUp, TEST_PASSWORD, type TestApp } from './harness';
import { captured, first as firstOf } from './support/rows';

let t: TestApp;
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'portal-auth-'));
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MS: 60_000 });
});
afterAll(() => t.close());

describe('sign up, hand-off and sessions', () => {
  it('signs up, exchanges the one-time token once, and reads the profile', async () => {
    const email = 'new.person@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_up',
      payload: { name: 'New', last_name: 'Person', email, password: TEST_PASSWORD, date_of_birth: '4/12/1986' },
    });
    expect(res.statusCode).toBe(200);
    const { auth_token, redirect } = res.json();
    expect(redirect).toBe('/p');
    const ex = await t.app.inject({ method: 'POST', url: '/api/v2/auth/exchange', payload: { auth_token } });
    expect(ex.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/auth/exchange', payload: { auth_token } });
    expect(again.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user',
      headers: { 'authorization-token': ex.json().session_token },
    });
    expect(me.json()).toMatchObject({
      email,
      name: 'New',
      last_name: 'Person',
      date_of_birth: '4/12/1986',
      govtIdRequired: false,
    });
    const u = firstOf(await t.database.db.select().from(users).where(eq(users.email, email)));
    expect(u.passwordHash.startsWith('$argon2id$')).toBe(true);
    const s = firstOf(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id)));
    expect(s.tokenHash).not.toBe(ex.json().session_token);
  });

  it('refuses bad input with the spec message and stores nothing', async () => {
    const before = await t.database.db.select().from(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_up',
      payload: { name: '   ', last_name: 'X', email: 'not-an-email', password: 'short', date_of_birth: '13/45/2020' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.messages).toContain(MESSAGES.required);
    expect(body.error.messages).toContain(MESSAGES.email);
    expect(body.error.messages).toContain(MESSAGES.invalidDate);
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses a future date of birth and a duplicate email', async () => {
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_up',
      payload: {
        name: 'A',
        last_name: 'B',
        email: 'future@example.com',
        password: TEST_PASSWORD,
        date_of_birth: '1/1/2999',
      },
    });
    expect(future.json().error.messages).toEqual([MESSAGES.invalidDate]);
    const u = await signUp(t);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_up',
      payload: { name: 'A', last_name: 'B', email: u.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.messages).toEqual([MESSAGES.emailTaken]);
  });

  it('refuses a call without a token, with a wrong token, and after sign-out', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v2/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.messages).toEqual([MESSAGES.unauthorized]);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user',
      headers: { 'authorization-token': 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const u = await signUp(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/auth/sign_out', headers: u.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.messages).toEqual([MESSAGES.sessionExpired]);
  });

  it('expires a session idle past the limit, on the server', async () => {
    const u = await signUp(t);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61_000) })
      .where(eq(sessions.userId, u.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.messages).toEqual([MESSAGES.sessionExpired]);
    const s = firstOf(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id)));
    expect(s.revokedReason).toBe('idle');
  });

  it('refuses a session signed out through another server process on its very next call (no per-process cache)', async () => {
    // A second process of the same deployment: its own app, the same database.
    const { app: other } = await buildApp({ database: t.database, config: t.config });
    await other.ready();
    try {
      const u = await signUp(t);
      expect((await other.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers })).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/v2/auth/sign_out', headers: u.headers, payload: {} });
      expect(out.statusCode).toBe(200);
      for (const app of [other, t.app]) {
        const next = await app.inject({ method: 'GET', url: '/api/v2/requests', headers: u.headers });
        expect(next.statusCode).toBe(401);
        expect(next.json().error.messages).toEqual([MESSAGES.sessionExpired]);
      }
    } finally {
      await other.close();
    }
  });

  it('writes activity at most every 15 seconds, and a read inside that window keeps the session alive', async () => {
    const u = await signUp(t);
    const lastSeen = async () =>
      firstOf(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).lastSeenAt.getTime();
    const set = (ago: number) =>
      t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - ago) })
        .where(eq(sessions.userId, u.id));
    // Seen 5 s ago: a read is activity already counted, nothing is written.
    await set(5_000);
    const before = await lastSeen();
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers })).statusCode).toBe(200);
    expect(await lastSeen()).toBe(before);
    // Seen 20 s ago: the read moves the idle timer to now.
    await set(20_000);
    const start = Date.now();
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers })).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThanOrEqual(start - 5);
    // A background call (polling) is not activity.
    await set(30_000);
    const polled = await lastSeen();
    const bg = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user',
      headers: { ...u.headers, 'x-background': '1' },
    });
    expect(bg.statusCode).toBe(200);
    expect(await lastSeen()).toBe(polled);
  });

  it('refuses a source after repeated failures, the same way for known and unknown e-mails, and only that source', async () => {
    const u = await signUp(t);
    const from = (ip: string, email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/auth/sign_in', remoteAddress: ip, payload: { email, password } });
    const answers = async (ip: string, email: string) => {
      const out: string[] = [];
      for (let i = 0; i < 9; i++) {
        const r = await from(ip, email, 'Wrong!Pass1');
        out.push(`${r.statusCode} ${r.body}`);
      }
      return out;
    };
    const known = await answers('198.51.100.7', u.email);
    const unknown = await answers('198.51.100.7', `nobody-${u.id}@example.com`);
    expect(unknown).toEqual(known);
    expect(known.slice(0, 8).every((a) => a.startsWith('401'))).toBe(true);
    expect(known[8]).toMatch(/^429/);
    expect(known[8]).toContain(MESSAGES.accountLocked);
    // The attacker's source is refused even with the right password...
    expect((await from('198.51.100.7', u.email, TEST_PASSWORD)).statusCode).toBe(429);
    // ...and the patient, elsewhere, signs in: no lock-out handed to an attacker.
    expect((await from('203.0.113.20', u.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sends a reset link to the outbox and resets the password, ending sessions', async () => {
    const u = await signUp(t);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot_password',
      payload: { email: u.email },
    });
    expect(forgot.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot_password',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.json()).toEqual(forgot.json());
    // The reset mail (sign-up sent a welcome before it).
    const mail = firstOf(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, u.email), eq(mailOutbox.subject, 'Reset your Patient Portal password'))),
    );
    const token = captured(/token=([^\s&]+)/, mail.text);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/reset_password',
      payload: { token: decodeURIComponent(token), password: 'N3w!Password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers })).statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_in',
      payload: { email: u.email, password: 'N3w!Password' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a newer reset link supersedes the older one', async () => {
    const u = await signUp(t);
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/v2/auth/forgot_password', payload: { email: u.email } });
    await ask();
    await ask();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, u.email), eq(mailOutbox.subject, 'Reset your Patient Portal password')))
      .orderBy(mailOutbox.id);
    const [older, newer] = mails.map((m) => decodeURIComponent(captured(/token=([^\s&]+)/, m.text)));
    if (older === undefined || newer === undefined) throw new Error(`expected two reset mails, got ${mails.length}`);
    const reset = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset_password',
        payload: { token, password: 'N3w!Password' },
      });
    const first = await reset(older);
    expect(first.statusCode).toBe(400);
    expect(first.json().error.messages).toEqual([MESSAGES.linkExpired]);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('writes audit rows without patient data', async () => {
    const u = await signUp(t);
    await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers });
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, u.id));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['auth.sign_up', 'profile.read']));
    expect(JSON.stringify(rows)).not.toContain(u.email);
  });

  it('answers the spec 429 text past the rate limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: 2 });
    try {
      const hit = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v2/auth/sign_in',
          payload: { email: 'x@example.com', password: 'x' },
        });
      await hit();
      await hit();
      const third = await hit();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.messages).toEqual([MESSAGES.tooManyRequests]);
    } finally {
      await limited.close();
    }
  });

  it("does not believe a client's X-Forwarded-For unless TRUST_PROXY names its proxy", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: 2 });
    try {
      const forged = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v2/auth/sign_in',
          remoteAddress: '198.51.100.9',
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
          payload: { email: 'x@example.com', password: 'x' },
        });
      await forged(1);
      await forged(2);
      expect((await forged(3)).statusCode).toBe(429);
      const u = await signUp(limited);
      await limited.app.inject({
        method: 'GET',
        url: '/api/v2/user',
        remoteAddress: '198.51.100.9',
        headers: { ...u.headers, 'x-forwarded-for': '6.6.6.6' },
      });
      const rows = await limited.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, u.id));
      expect(rows.map((r) => r.ip)).not.toContain('6.6.6.6');
    } finally {
      await limited.close();
    }
    const behindProxy = await createTestApp({ AUTH_RATE_LIMIT_MAX: 2, TRUST_PROXY: '127.0.0.1' });
    try {
      const via = (client: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/v2/auth/sign_in',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email: 'x@example.com', password: 'x' },
        });
      await via('203.0.113.1');
      await via('203.0.113.1');
      expect((await via('203.0.113.1')).statusCode).toBe(429);
      // Another client behind the same trusted proxy has its own bucket.
      expect((await via('203.0.113.2')).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });

  it("refuses TRUST_PROXY=true (anyone's claim)", () => {
    expect(() => loadConfig({}, { TRUST_PROXY: 'true', DATA_DIR: tmpDir })).toThrow(/TRUST_PROXY/);
  });

  it('serves health and the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json().status).toBe('ok');
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/v2/auth/sign_in');
  });
});
