// Runs on both databases: the directory search's SQL and prepared statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIMITS, MESSAGES, type CustodianSummary } from '@portal/shared';
import { custodians } from '../src/db/schema';
import { indexCustodianNames } from '../src/modules/providers';
import { generateDirectory } from '../src/seed/directory';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let user: TestUser;
const search = (query: Record<string, string | number | boolean>, u: TestUser = user) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v2/custodians',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: u.headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  await generateDirectory(t.database.db, { count: 3000, seed: 7 });
  // Known names for exact assertions: punctuation, a shared word, many in one state.
  const [a, b] = await t.database.db
    .insert(custodians)
    .values([
      {
        urlId: 'st-marys-test',
        name: "St. Mary's Zephyr Clinic",
        city: 'Fresno',
        state: 'CA',
        zipcode: '93701',
        latitude: 36.74,
        longitude: -119.78,
        acceptsForms: true,
      },
      {
        urlId: 'zephyr-heart',
        name: 'Zephyr Heart Institute',
        city: 'Fresno',
        state: 'CA',
        zipcode: '93701',
        latitude: 36.75,
        longitude: -119.79,
      },
    ])
    .returning();
  if (!a || !b) throw new Error('expected two custodians inserted');
  await t.database.db.insert(custodians).values(
    Array.from({ length: 25 }, (_, i) => ({
      urlId: `quokka-${i}`,
      name: `Quokka Care ${String(i).padStart(2, '0')}`,
      state: 'NV',
      city: 'Reno',
    })),
  );
  await indexCustodianNames(t.database.db, { afterId: a.id - 1 });
  expect(b.id).toBeGreaterThan(a.id);
  user = await signUp(t);
}, 240_000);
afterAll(() => t.close());

describe('search by state and name', () => {
  it('matches name prefixes and later words, any case and punctuation', async () => {
    for (const name of ["st. mary's", 'ST MARYS', 'St Mary', 'zephyr clinic', 'ZEPH']) {
      const res = await search({ 'search[state]': 'CA', 'search[name]': name });
      expect(res.statusCode, name).toBe(200);
      const names = res.json().custodians.map((c: CustodianSummary) => c.name);
      expect(names, name).toContain("St. Mary's Zephyr Clinic");
      expect(res.json().is_result_record_found).toBe(true);
    }
    const both = await search({ 'search[state]': 'CA', 'search[name]': 'zephyr' });
    expect(
      both
        .json()
        .custodians.map((c: CustodianSummary) => c.name)
        .sort(),
    ).toEqual(["St. Mary's Zephyr Clinic", 'Zephyr Heart Institute']);
    const other = await search({ 'search[state]': 'NY', 'search[name]': 'zephyr' });
    expect(other.json()).toEqual({ custodians: [], total_custodians: 0, is_result_record_found: false });
  });

  it('gives each provider its latitude and longitude (spec section 3), in every list', async () => {
    const res = (await search({ 'search[state]': 'CA', 'search[name]': 'zephyr heart' })).json();
    expect(res.custodians[0]).toMatchObject({ name: 'Zephyr Heart Institute', latitude: 36.75, longitude: -119.79 });
    const near = (
      await search({ 'search[nearby]': true, 'search[latitude]': 36.745, 'search[longitude]': -119.785 })
    ).json();
    expect(near.custodians.find((c: CustodianSummary) => c.name === 'Zephyr Heart Institute')).toMatchObject({
      latitude: 36.75,
      longitude: -119.79,
    });
    const without = (await search({ 'search[state]': 'NV', 'search[name]': 'quokka care 00' })).json();
    expect(without.custodians[0]).toMatchObject({ latitude: null, longitude: null });
  });

  it('pages by 10 with a total, without repeats', async () => {
    const p1 = (await search({ 'search[state]': 'NV', 'search[name]': 'quokka care', page: 1 })).json();
    const p2 = (await search({ 'search[state]': 'NV', 'search[name]': 'quokka', page: 2 })).json();
    const p3 = (await search({ 'search[state]': 'NV', 'search[name]': 'quokka', page: 3 })).json();
    expect(p1.custodians).toHaveLength(LIMITS.providerPageSize);
    expect(p1.total_custodians).toBe(25);
    expect(p3.custodians).toHaveLength(5);
    const ids = [...p1.custodians, ...p2.custodians, ...p3.custodians].map((c: CustodianSummary) => c.id);
    expect(new Set(ids).size).toBe(25);
    expect(p1.custodians[0].name).toBe('Quokka Care 00');
  });

  it('keeps only providers taking form requests with is_form_req', async () => {
    const res = (await search({ 'search[state]': 'CA', 'search[name]': 'zephyr', is_form_req: true })).json();
    expect(res.custodians.map((c: CustodianSummary) => c.name)).toEqual(["St. Mary's Zephyr Clinic"]);
    const broad = (await search({ 'search[state]': 'TX', is_form_req: true })).json();
    expect(broad.custodians.length).toBeGreaterThan(0);
    expect(broad.custodians.every((c: CustodianSummary) => c.accepts_forms)).toBe(true);
  });

  it('filters by city, ZIP and fax', async () => {
    const city = (await search({ 'search[state]': 'CA', 'search[city]': 'fresno' })).json();
    expect(city.custodians.every((c: CustodianSummary) => c.city === 'Fresno')).toBe(true);
    expect(city.total_custodians).toBeGreaterThanOrEqual(2);
    const zip = (await search({ 'search[zipcode]': '93701' })).json();
    expect(zip.custodians.every((c: CustodianSummary) => c.zipcode === '93701')).toBe(true);
    const withFax = first(
      await t.database.db
        .select()
        .from(custodians)
        .where(sql`fax IS NOT NULL`)
        .limit(1),
    );
    const fax = (await search({ 'search[fax]': withFax.fax!.replace(/\D/g, '').slice(1) })).json();
    expect(fax.custodians.map((c: CustodianSummary) => c.id)).toContain(withFax.id);
  });
});

describe('nearby', () => {
  it('orders by distance from coordinates or a ZIP code', async () => {
    const res = await search({ 'search[nearby]': true, 'search[latitude]': 36.745, 'search[longitude]': -119.785 });
    expect(res.statusCode).toBe(200);
    const list = res.json().custodians as CustodianSummary[];
    expect(list).toHaveLength(10);
    expect(['Zephyr Heart Institute', "St. Mary's Zephyr Clinic"]).toContain(first(list).name);
    const d = list.map((c) => c.distance_miles!);
    expect(d).toEqual([...d].sort((x, y) => x - y));
    expect(d[0]).toBeLessThan(1);
    const byZip = (await search({ 'search[nearby]': true, 'search[zipcode]': '93701' })).json();
    expect(byZip.custodians[0].distance_miles).toBeLessThan(5);
  });
});

describe('bad parameters answer 400, never 500', () => {
  it.each([
    [{ 'search[state]': 'XX', 'search[name]': 'a' }],
    [{ 'search[state]': 'CA', page: 0 }],
    [{ 'search[state]': 'CA', page: 'abc' }],
    [{ 'search[nearby]': true }],
    [{ 'search[nearby]': true, 'search[latitude]': 200, 'search[longitude]': 0 }],
    [{ 'search[nearby]': 'maybe', 'search[latitude]': 1, 'search[longitude]': 1 }],
    [{ 'search[nearby]': true, 'search[zipcode]': '00000' }],
    [{ 'search[zipcode]': '12' }],
    [{ 'search[fax]': '12345' }],
    [{ 'search[state]': 'CA', 'search[name]': '!!!' }],
    [{}],
  ])('%o', async (query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages.length).toBeGreaterThan(0);
  });

  it('refuses a repeated parameter and a missing session', async () => {
    const dup = await t.app.inject({
      method: 'GET',
      url: '/api/v2/custodians?search[state]=CA&search[state]=TX',
      headers: user.headers,
    });
    expect(dup.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'GET', url: '/api/v2/custodians?search[state]=CA' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('suggestion list and detail', () => {
  it('suggests near names when nothing matches exactly, at most 2000', async () => {
    const none = (await search({ 'search[state]': 'CA', 'search[name]': 'zephyrx clinnic' })).json();
    expect(none.is_result_record_found).toBe(false);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/custodians/get_custodian_suggestion_list',
      query: { 'search[state]': 'CA', 'search[name]': 'zephyrx clinnic' },
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().custodians.map((c: CustodianSummary) => c.name);
    expect(names[0]).toBe("St. Mary's Zephyr Clinic");
    expect(names.length).toBeLessThanOrEqual(LIMITS.suggestionListMax);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v2/custodians/get_custodian_suggestion_list',
      query: { 'search[state]': 'CA' },
      headers: user.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messages).toContain(MESSAGES.required);
  });

  it('answers a provider by id and by url id, 404 otherwise', async () => {
    const c = first(await t.database.db.select().from(custodians).where(eq(custodians.urlId, 'st-marys-test')));
    const byId = await t.app.inject({ method: 'GET', url: `/api/v2/custodians/${c.id}`, headers: user.headers });
    expect(byId.json()).toMatchObject({ id: c.id, name: c.name, accepts_forms: true, is_favorite: false });
    const byUrl = await t.app.inject({
      method: 'GET',
      url: '/api/v2/custodians/by_url/st-marys-test',
      headers: user.headers,
    });
    expect(byUrl.json().id).toBe(c.id);
    for (const url of ['/api/v2/custodians/99999999', '/api/v2/custodians/by_url/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.messages).toEqual([MESSAGES.custodianNotFound]);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/custodians/abc', headers: user.headers })).statusCode,
    ).toBe(400);
  });
});
