// Runs on both databases: the session folded into the read is a named prepared statement on PostgreSQL.
// Reads whose session is checked in their own statement (`sessionInRead`, platform/sessions.ts):
// the same refusals and the same activity rules as the separate check, on their very next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { buildApp } from '../src/app';
import { auditEvents, sessions } from '../src/db/schema';
import { registeredRoutes } from '../src/platform/sessions';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { signInStaff } from './staff-helpers';
import { makeRequest } from './tracking-fixtures';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MS: 60_000 });
});
afterAll(() => t.close());

/** A patient with one request, and the URL of each read that checks its session in its statement. */
async function patient() {
  const u = await signUp(t);
  const r = await makeRequest(t.database.db, u.id);
  const urls = [
    '/api/v2/user',
    '/api/v2/patient/cards',
    '/api/v2/patient/dependents',
    '/api/v2/requests?page=1&per_page=10',
    `/api/v2/requests/${r.rid}/detail`,
    '/api/v2/home',
  ];
  return { u, r, urls };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const setSeen = (u: TestUser, ago: number) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ago) })
    .where(eq(sessions.userId, u.id));
const sessionOf = async (u: TestUser) =>
  first(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id)));

describe('reads that check their session in their own statement', () => {
  it('are the GET reads the tests below cover (and their HEAD), and only reads', () => {
    const folded = registeredRoutes(t.app)
      .filter((r) => (r.config as { sessionInRead?: boolean } | undefined)?.sessionInRead)
      .map((r) => `${[r.method].flat().join(',')} ${r.url}`)
      .sort();
    expect(folded).toEqual([
      'GET /api/v2/home',
      'GET /api/v2/patient/cards',
      'GET /api/v2/patient/dependents',
      'GET /api/v2/requests',
      'GET /api/v2/requests/:rid/detail',
      'GET /api/v2/user',
      'HEAD /api/v2/home',
      'HEAD /api/v2/patient/cards',
      'HEAD /api/v2/patient/dependents',
      'HEAD /api/v2/requests',
      'HEAD /api/v2/requests/:rid/detail',
      'HEAD /api/v2/user',
    ]);
  });

  it('answer the user their own data, and audit the read', async () => {
    const { u, r, urls } = await patient();
    for (const url of urls) expect((await get(url, u.headers)).statusCode, url).toBe(200);
    expect((await get(urls[3]!, u.headers)).json().requests.map((x: { rid: string }) => x.rid)).toEqual([r.rid]);
    expect((await get(urls[4]!, u.headers)).json().rid).toBe(r.rid);
    await t.app.ctx.readAudit.flush();
    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, u.id))).map(
      (a) => a.action,
    );
    for (const a of ['profile.read', 'payment.card_list', 'dependent.list', 'request.list', 'request.read']) {
      expect(actions).toContain(a);
    }
  });

  it("answer 404 for another user's request, and never its data", async () => {
    const a = await patient();
    const b = await signUp(t);
    const res = await get(a.urls[4]!, b.headers);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Avery');
    expect((await get(a.urls[3]!, b.headers)).json()).toMatchObject({ requests: [], total: 0 });
  });

  it('refuse no token and an unknown token', async () => {
    const { urls } = await patient();
    for (const url of urls) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      const res = await get(url, { 'authorization-token': 'not-a-session-token-at-all-0000000000000' });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuse a session signed out through another server process on its very next read', async () => {
    const { app: other } = await buildApp({ database: t.database, config: t.config });
    await other.ready();
    try {
      const { u, urls } = await patient();
      for (const url of urls)
        expect((await other.inject({ method: 'GET', url, headers: u.headers })).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/v2/auth/sign_out', headers: u.headers, payload: {} });
      expect(out.statusCode).toBe(200);
      for (const app of [other, t.app]) {
        for (const url of urls) {
          const next = await app.inject({ method: 'GET', url, headers: u.headers });
          expect(next.statusCode, url).toBe(401);
          expect(next.json().error.messages).toEqual([MESSAGES.sessionExpired]);
          expect(next.body).not.toContain('Avery');
        }
      }
    } finally {
      await other.close();
    }
  });

  it('refuse a session idle past the limit on its next read, and revoke it', async () => {
    for (const url of (await patient()).urls) {
      const u = await signUp(t);
      await setSeen(u, 61_000);
      const res = await get(url.replace(/\/requests\/[^/]+\/detail/, '/requests/990101-000/detail'), u.headers);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.messages).toEqual([MESSAGES.sessionExpired]);
      expect((await sessionOf(u)).revokedReason).toBe('idle');
    }
  });

  it('write activity at most every 15 seconds, and never for a background call', async () => {
    const { u, urls } = await patient();
    for (const url of urls) {
      await setSeen(u, 5_000);
      const before = (await sessionOf(u)).lastSeenAt.getTime();
      expect((await get(url, u.headers)).statusCode).toBe(200);
      expect((await sessionOf(u)).lastSeenAt.getTime(), url).toBe(before);
      await setSeen(u, 20_000);
      const start = Date.now();
      expect((await get(url, u.headers)).statusCode).toBe(200);
      expect((await sessionOf(u)).lastSeenAt.getTime(), url).toBeGreaterThanOrEqual(start - 5);
      await setSeen(u, 30_000);
      const polled = (await sessionOf(u)).lastSeenAt.getTime();
      expect((await get(url, { ...u.headers, 'x-background': '1' })).statusCode).toBe(200);
      expect((await sessionOf(u)).lastSeenAt.getTime(), url).toBe(polled);
    }
  });

  it('refuse a staff session (403), and answer a caller without a session 401 before judging its input', async () => {
    const { urls } = await patient();
    const staff = await signInStaff(t);
    for (const url of urls) expect((await get(url, staff.headers)).statusCode, url).toBe(403);
    const bad = '/api/v2/requests?page=0&per_page=nope';
    expect((await get(bad, { 'authorization-token': 'not-a-session-token-at-all-0000000000000' })).statusCode).toBe(
      401,
    );
    const u = await signUp(t);
    await setSeen(u, 61_000);
    expect((await get(bad, u.headers)).statusCode).toBe(401);
    const ok = await signUp(t);
    expect((await get(bad, ok.headers)).statusCode).toBe(400);
  });

  it("checks a dependent's timeline by the separate check first: another user's dependent is 404", async () => {
    const a = await signUp(t);
    const dep = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: a.headers,
      payload: { first_name: 'Kid', last_name: 'User', dob: '1/2/2015', gender: null, relation: null },
    });
    expect(dep.statusCode).toBe(200);
    const url = `/api/v2/requests?dependent_id=${dep.json().id}`;
    expect((await get(url, a.headers)).json()).toMatchObject({ requests: [], years: [] });
    expect((await get(url, (await signUp(t)).headers)).statusCode).toBe(404);
    expect((await get(url, {})).statusCode).toBe(401);
  });

  it("refuses on a dependent's timeline a staff session (403), a revoked one and an idle one (401)", async () => {
    const timeline = '/api/v2/requests?dependent_id=0';
    const staff = await signInStaff(t);
    expect((await get(timeline, staff.headers)).statusCode).toBe(403);
    const idle = await signUp(t);
    await setSeen(idle, 61_000);
    expect((await get(timeline, idle.headers)).statusCode).toBe(401);
    expect((await sessionOf(idle)).revokedReason).toBe('idle');
    const out = await signUp(t);
    await t.app.inject({ method: 'POST', url: '/api/v2/auth/sign_out', headers: out.headers, payload: {} });
    expect((await get(timeline, out.headers)).statusCode).toBe(401);
    const ok = await signUp(t);
    expect((await get(timeline, ok.headers)).json()).toMatchObject({ requests: [], total: 0, years: [] });
  });

  it('never send a 2xx from such a route whose handler did not read through its session', async () => {
    const { app } = await buildApp({ database: t.database, config: t.config });
    app.get('/api/v2/unchecked-read', { config: { access: 'patient', sessionInRead: true } }, async () => ({
      secret: 'not for you',
    }));
    await app.ready();
    try {
      const u = await signUp(t);
      const res = await app.inject({ method: 'GET', url: '/api/v2/unchecked-read', headers: u.headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('not for you');
    } finally {
      await app.close();
    }
  });
});
