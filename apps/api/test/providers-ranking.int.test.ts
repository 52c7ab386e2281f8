// Runs on both databases: the directory search's SQL and prepared statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS, type CustodianSummary } from '@portal/shared';
import { custodians } from '../src/db/schema';
import { indexCustodianNames } from '../src/modules/providers';
import { generateDirectory } from '../src/seed/directory';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first as firstOf, nth } from './support/rows';

/** Search results against answers computed the slow, obvious way over the whole directory. */
let t: TestApp;
let user: TestUser;
const search = async (query: Record<string, string | number | boolean>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/custodians',
    headers: user.headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ custodians: CustodianSummary[]; total_custodians: number; is_result_record_found: boolean }>();
};

const rad = (d: number) => (d * Math.PI) / 180;
const miles = (a: { latitude: number; longitude: number }, lat: number, lng: number) =>
  2 *
  3958.8 *
  Math.asin(
    Math.sqrt(
      Math.sin(rad(a.latitude - lat) / 2) ** 2 +
        Math.cos(rad(lat)) * Math.cos(rad(a.latitude)) * Math.sin(rad(a.longitude - lng) / 2) ** 2,
    ),
  );
let all: { id: number; latitude: number; longitude: number; acceptsForms: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  await generateDirectory(t.database.db, { count: 4000, seed: 11 });
  // Two words of one name start with 'wom'; 1005 names start with 'numbat' (past the total cap).
  const first = firstOf(
    await t.database.db
      .insert(custodians)
      .values([
        { urlId: 'wombat-womens', name: "Wombat Women's Clinic", state: 'VT', city: 'Burlington' },
        ...Array.from({ length: LIMITS.searchTotalCap + 5 }, (_, i) => ({
          urlId: `numbat-${i}`,
          name: `Numbat Care ${i}`,
          state: 'WY',
        })),
      ])
      .returning({ id: custodians.id }),
  );
  await indexCustodianNames(t.database.db, { afterId: first.id - 1 });
  all = (await t.database.db
    .select({
      id: custodians.id,
      latitude: custodians.latitude,
      longitude: custodians.longitude,
      acceptsForms: custodians.acceptsForms,
    })
    .from(custodians)
    .where(sql`latitude IS NOT NULL AND active`)) as typeof all;
  user = await signUp(t);
}, 240_000);
afterAll(() => t.close());

describe('nearby is the true nearest first', () => {
  // Dense and sparse places, and the far corners of the projection.
  it.each([
    ['Los Angeles', 34.05, -118.25],
    ['Manhattan', 40.75, -73.99],
    ['Fairbanks', 64.84, -147.72],
    ['Honolulu', 21.31, -157.86],
    ['San Juan', 18.47, -66.11],
    ['rural Nevada', 39.5, -116.9],
  ])('%s', async (_place, lat, lng) => {
    const ranked = all
      .map((c) => ({ id: c.id, d: miles(c, lat, lng), forms: c.acceptsForms }))
      .sort((a, b) => a.d - b.d || a.id - b.id);
    // Within 100 miles, or 500 where nothing is that near (chosen after the filters).
    const nearest = (list: typeof ranked) => list.filter((c) => c.d <= (list.some((x) => x.d <= 100) ? 100 : 500));
    const within = nearest(ranked);
    const p1 = await search({ 'search[nearby]': true, 'search[latitude]': lat, 'search[longitude]': lng });
    const p2 = await search({ 'search[nearby]': true, 'search[latitude]': lat, 'search[longitude]': lng, page: 2 });
    const got = [...p1.custodians, ...p2.custodians];
    expect(got.map((c) => c.id)).toEqual(within.slice(0, 20).map((c) => c.id));
    got.forEach((c, i) => expect(c.distance_miles).toBeCloseTo(nth(within, i).d, 0));
    // The radius is a circle on a plane whose scale drifts under 1% across it.
    expect(Math.abs(p1.total_custodians - Math.min(within.length, LIMITS.searchTotalCap))).toBeLessThanOrEqual(
      Math.ceil(within.length * 0.02),
    );
    const forms = await search({
      'search[nearby]': true,
      'search[latitude]': lat,
      'search[longitude]': lng,
      is_form_req: true,
    });
    expect(forms.custodians.map((c) => c.id)).toEqual(
      nearest(ranked.filter((c) => c.forms))
        .slice(0, 10)
        .map((c) => c.id),
    );
  });
});

describe('name search', () => {
  it('lists a name once when two of its words start with what was typed', async () => {
    const res = await search({ 'search[state]': 'VT', 'search[name]': 'wom' });
    expect(res.custodians.filter((c) => c.name === "Wombat Women's Clinic")).toHaveLength(1);
    expect(res.total_custodians).toBe(res.custodians.length);
    expect(
      (await search({ 'search[state]': 'VT', 'search[name]': 'women wombat' })).custodians.map((c) => c.name),
    ).toEqual(["Wombat Women's Clinic"]);
  });

  it('counts up to the cap and still pages on past it', async () => {
    const first = await search({ 'search[state]': 'WY', 'search[name]': 'numbat' });
    expect(first.total_custodians).toBe(LIMITS.searchTotalCap);
    const last = await search({ 'search[state]': 'WY', 'search[name]': 'numbat', page: 101 });
    expect(last.custodians).toHaveLength(5);
    expect(last.total_custodians).toBe(LIMITS.searchTotalCap);
    const beyond = await search({ 'search[state]': 'WY', 'search[name]': 'numbat', page: 102 });
    expect(beyond).toMatchObject({ custodians: [], total_custodians: LIMITS.searchTotalCap });
  });
});

describe('pages shared through the search cache', () => {
  it("mark each user's own favorites", async () => {
    const q = { 'search[state]': 'WY', 'search[name]': 'numbat' };
    const first = await search(q);
    const other = await signUp(t);
    const fav = nth(first.custodians, 3, 'custodian');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/add_favourite_custodians',
      headers: other.headers,
      payload: { custodian_id: fav.id },
    });
    expect(add.statusCode).toBe(200);
    const asOther = await t.app.inject({ method: 'GET', url: '/api/v2/custodians', headers: other.headers, query: q });
    expect(asOther.json().custodians.find((c: CustodianSummary) => c.id === fav.id).is_favorite).toBe(true);
    expect((await search(q)).custodians.every((c) => !c.is_favorite)).toBe(true);
  });
});
