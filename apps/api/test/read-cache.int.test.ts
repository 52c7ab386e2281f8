// Runs on both databases: the data-version triggers, seen across connections and processes.
// The read cache (platform/read-cache.ts): an unchanged list, detail or dependents list is answered
// from memory after the database has checked the session and the data's version; any change of
// what those answers show, by any route or any process, is on the very next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SYSTEM_ACTOR } from '../src/platform/actor';
import { chatMessages, custodians, requestDesk, requests, sessions, users } from '../src/db/schema';
import { foldedText } from '../src/db/prepared';
import { listJsonStatement } from '../src/modules/requests/list/json-repository';
import { listRequestsJson } from '../src/modules/requests/list/service';
import { detailStatement } from '../src/modules/requests/tracking/detail-repository';
import { requestDetailText } from '../src/modules/requests/tracking/service';
import { dependentsRepository } from '../src/modules/dependents/repository';
import { cardsJsonStatement } from '../src/modules/payments/cards-service';
import { readCacheOf } from '../src/platform/read-cache';
import { userReadAs, type UserRead } from '../src/platform/sessions';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addCard } from './payments-helpers';
import { signInStaff } from './staff-helpers';
import { makeCustodian, makeRequest } from './tracking-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MS: 60_000 });
});
afterAll(() => t.close());

const LIST = '/api/v2/requests?page=1&per_page=10';
const get = (url: string, u: Pick<TestUser, 'headers'>) => t.app.inject({ method: 'GET', url, headers: u.headers });
/** The rows of a plain statement (PostgreSQL and PGlite answer it alike). */
async function rowsOf<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  const res: unknown = await t.database.db.execute(query);
  return (res as { rows: R[] }).rows;
}
const cache = () => readCacheOf(t.database.db, t.app.ctx.config.READ_CACHE_ENTRIES)!;

/** A patient with a request at a provider of its own (renaming it touches no other test's data). */
async function patient() {
  const u = await signUp(t);
  const c = await makeCustodian(t.database.db, `Clinic ${u.id}`);
  // No names of its own: its card shows the account holder's (users).
  const r = await makeRequest(t.database.db, u.id, {
    custodianId: c.id,
    patientFirstName: null,
    patientLastName: null,
  });
  return { u, r, c };
}

/** The list as an uncached read writes it now: what the cached answer must be. */
const listNow = async (u: TestUser) =>
  listRequestsJson(t.app.ctx, userReadAs(SYSTEM_ACTOR, u.id), { page: 1, perPage: 10, sortDir: 'desc' });

/** The detail as an uncached read writes it now. */
const detailNow = (u: TestUser, rid: string) =>
  requestDetailText(t.app.ctx, userReadAs(SYSTEM_ACTOR, u.id), rid, (d) => JSON.stringify(d));

describe('the read cache', () => {
  it('answers an unchanged list, detail, dependents list and cards list from memory, the same bytes each time', async () => {
    const { u, r } = await patient();
    for (const url of [
      LIST,
      `/api/v2/requests/${r.rid}/detail`,
      '/api/v2/patient/dependents',
      '/api/v2/patient/cards',
    ]) {
      const first = await get(url, u);
      expect(first.statusCode).toBe(200);
      const hits = cache().hits;
      const again = await get(url, u);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(cache().hits).toBe(hits + 1);
    }
  });

  it('shows a change made by any route or process on the very next read: status, desk, chat, provider, name, truncation', async () => {
    const { u, r, c } = await patient();
    const db = t.database.db;
    const clerk = await signInStaff(t);
    const detail = `/api/v2/requests/${r.rid}/detail`;
    const changes: Array<[string, () => Promise<unknown>, RegExp]> = [
      [
        'requests',
        () => db.update(requests).set({ status: 'completed', completedOn: new Date() }).where(eq(requests.id, r.id)),
        /"status":"completed"/,
      ],
      [
        'request_desk (staff API)',
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/v2/staff/requests/${r.rid}/incomplete`,
            headers: clerk.headers,
            payload: { reason: 'Please sign page 2' },
          }),
        /Please sign page 2/,
      ],
      [
        'chat_messages (staff API)',
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/v2/staff/requests/${r.rid}/messages`,
            headers: clerk.headers,
            payload: { body: 'We found your records' },
          }),
        /"unread_messages":1/,
      ],
      [
        'custodians',
        () =>
          db
            .update(custodians)
            .set({ name: `Renamed ${u.id}` })
            .where(eq(custodians.id, c.id)),
        /Renamed/,
      ],
      ['users', () => db.update(users).set({ name: 'Robin' }).where(eq(users.id, u.id)), /Robin/],
    ];
    // Status back to ordered for the desk and chat checks (the desk's stage shows only on an open request).
    await db.update(requestDesk).set({ stage: 'new' }).where(eq(requestDesk.requestId, r.id));
    for (const [what, change, shows] of changes) {
      if (what.startsWith('request_desk'))
        await db.update(requests).set({ status: 'ordered' }).where(eq(requests.id, r.id));
      // Both answers held in the cache before the change.
      await get(LIST, u);
      await get(detail, u);
      await get(LIST, u);
      const held = `${(await get(LIST, u)).body}${(await get(detail, u)).body}`;
      expect(held, what).not.toMatch(shows);
      const res = await change();
      if (res && typeof res === 'object' && 'statusCode' in res) expect(res.statusCode, what).toBe(200);
      const list = await get(LIST, u);
      expect(list.body, what).toBe(await listNow(u));
      const after = await get(detail, u);
      expect(after.json(), what).toEqual(JSON.parse(await detailNow(u, r.rid)));
      expect(`${list.body}${after.body}`, what).toMatch(shows);
    }
    // A table emptied (a restore, a test's cleanup) is every user's change.
    await get(LIST, u);
    const before = await get(LIST, u);
    expect(before.json().total).toBe(1);
    await db.execute(sql`truncate chat_messages`);
    expect((await get(LIST, u)).json().requests[0].unread_messages).toBe(0);
  });

  it('shows a dependent renamed through the API on the next read of the dependents list', async () => {
    const { u } = await patient();
    const url = '/api/v2/patient/dependents';
    const payload = { first_name: 'Sam', last_name: 'Doe', dob: '3/4/2015', relation: 'child' };
    const made = await t.app.inject({ method: 'POST', url, headers: u.headers, payload });
    expect(made.statusCode).toBe(200);
    expect((await get(url, u)).json().dependents[0].first_name).toBe('Sam');
    expect((await get(url, u)).json().dependents[0].first_name).toBe('Sam');
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url}/${made.json().id}`,
      headers: u.headers,
      payload: { ...payload, first_name: 'Samuel' },
    });
    expect(put.statusCode).toBe(200);
    expect((await get(url, u)).json().dependents[0].first_name).toBe('Samuel');
  });

  it('shows a card saved through the payment gateway on the next read of the cards list', async () => {
    const { u } = await patient();
    const url = '/api/v2/patient/cards';
    expect((await get(url, u)).json().cards).toEqual([]);
    expect((await get(url, u)).json().cards).toEqual([]);
    expect((await addCard(t, u)).statusCode).toBe(200);
    expect((await get(url, u)).json().cards.map((c: { last4: string }) => c.last4)).toEqual(['4242']);
  });

  it('refuses a signed-out, idle or staff session even while the answer is held', async () => {
    const { u } = await patient();
    await get(LIST, u);
    expect((await get(LIST, u)).statusCode).toBe(200);
    const clerk = await signInStaff(t);
    // Another session of another kind never reaches the patient's entry (its own key), and is refused.
    expect((await get(LIST, clerk)).statusCode).toBe(403);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.userId, u.id));
    expect((await get(LIST, u)).statusCode).toBe(401);
    const other = await patient();
    await get(LIST, other.u);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_out',
      headers: other.u.headers,
      payload: {},
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await get(LIST, other.u)).statusCode).toBe(401);
  });

  it('keeps each session to its own user: two patients never see each other answers', async () => {
    const a = await patient();
    const b = await patient();
    const [la, lb] = [await get(LIST, a.u), await get(LIST, b.u)];
    expect(la.json().requests[0].rid).toBe(a.r.rid);
    expect(lb.json().requests[0].rid).toBe(b.r.rid);
    expect((await get(LIST, b.u)).json().requests[0].rid).toBe(b.r.rid);
    expect((await get(`/api/v2/requests/${a.r.rid}/detail`, b.u)).statusCode).toBe(404);
  });

  it('writes the detail again when the moment changes what it shows (the HIPAA clock), not only the data', async () => {
    const { u, r } = await patient();
    // A read that hands out the same rows while nothing changed, as the read cache does.
    const base = userReadAs(SYSTEM_ACTOR, u.id);
    const held = new Map<unknown, readonly unknown[]>();
    const read: UserRead = {
      ...base,
      cachedRows: async <T>(
        s: { execute(v: Record<string, unknown>): Promise<T[]> },
        v: Record<string, unknown> = {},
      ) => {
        if (!held.has(s)) held.set(s, await base.cachedRows(s, v));
        return held.get(s) as readonly T[];
      },
    };
    let written = 0;
    const serialize = (d: unknown) => (written++, JSON.stringify(d));
    const now = new Date();
    const first = await requestDetailText(t.app.ctx, read, r.rid, serialize, now);
    expect(await requestDetailText(t.app.ctx, read, r.rid, serialize, new Date(now.getTime() + 1000))).toBe(first);
    expect(written).toBe(1);
    const later = await requestDetailText(t.app.ctx, read, r.rid, serialize, new Date(now.getTime() + 20 * 86_400_000));
    expect(written).toBe(2);
    expect(JSON.parse(later).hipaa).not.toEqual(JSON.parse(first).hipaa);
  });

  it('covers every table the cached statements read: each has the trigger that versions its rows', async () => {
    const db = t.database.db;
    const texts = [
      foldedText(listJsonStatement(db, { sortDir: 'desc', page: 1, perPage: 10, keyword: 'x' }), 'userId', true),
      foldedText(detailStatement(db), 'userId', true),
      foldedText(dependentsRepository.listJsonStatement(db), 'userId', true),
      foldedText(cardsJsonStatement(db), 'userId', true),
    ];
    const read = new Set<string>();
    for (const text of texts) {
      for (const m of text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)) read.add(m[1]!.toLowerCase());
    }
    // The session and the versions themselves are what the check reads, not data it answers.
    for (const own of ['sessions', 'user_data_versions']) read.delete(own);
    const triggers = await rowsOf<{ table: string }>(sql`select c.relname as table from pg_trigger g
      join pg_class c on c.oid = g.tgrelid where g.tgname = 'data_version'`);
    const versioned = new Set(triggers.map((x) => x.table));
    const all = await rowsOf<{ t: string }>(
      sql`select tablename as t from pg_tables where schemaname = current_schema()`,
    );
    const tables = new Set(all.map((x) => x.t));
    const missing = [...read].filter((name) => tables.has(name) && !versioned.has(name));
    expect([...read].filter((name) => tables.has(name)).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.skipIf(!process.env.DATABASE_URL)(
    "lets two transactions on one user's data wait for each other, never deadlock on the user's version (deadlock)",
    async () => {
      const { u, r } = await patient();
      const [a, b] = [new pg.Client(t.databaseUrl), new pg.Client(t.databaseUrl)];
      await Promise.all([a.connect(), b.connect()]);
      try {
        await a.query('begin');
        await b.query('begin');
        // A changes the request; B the user's row; then A the user's row too, waiting for B. Were
        // the version row taken at once, B would already be waiting for A's: a deadlock.
        await a.query(`update requests set reason_for_request = '{"Second opinion"}' where id = $1`, [r.id]);
        const bUpdates = b.query(`update users set last_name = 'Moss' where id = $1`, [u.id]);
        await new Promise((done) => setTimeout(done, 200));
        const aUpdates = a.query(`update users set name = 'Robin' where id = $1`, [u.id]);
        await bUpdates;
        await b.query('commit');
        await aUpdates;
        await a.query('commit');
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
      const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
      expect([row?.name, row?.lastName]).toEqual(['Robin', 'Moss']);
    },
  );

  it('bumps the owner of a row of every kind: its user, its request owner, itself, and everyone for a provider', async () => {
    const { u, r } = await patient();
    const db = t.database.db;
    const version = async (id: number) =>
      (await rowsOf<{ v: string }>(sql`select v::text from user_data_versions where user_id = ${id}`))[0]?.v ?? null;
    const steps: Array<[number, () => Promise<unknown>]> = [
      [u.id, () => db.insert(chatMessages).values({ requestId: r.id, senderKind: 'staff', body: 'Hi' })],
      [u.id, () => db.update(users).set({ lastName: 'Moss' }).where(eq(users.id, u.id))],
      [
        u.id,
        () =>
          db
            .update(requests)
            .set({ reasonForRequest: ['Second opinion'] })
            .where(eq(requests.id, r.id)),
      ],
      [0, () => db.update(custodians).set({ name: 'Lakeside Renamed' }).where(eq(custodians.id, r.custodianId!))],
    ];
    for (const [owner, step] of steps) {
      const before = await version(owner);
      await step();
      expect(await version(owner)).not.toBe(before);
    }
  });
});
