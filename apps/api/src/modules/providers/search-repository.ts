import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { boundingBox, EARTH_RADIUS_MILES } from './geo';
import { SUMMARY_COLUMNS, type SummaryRow } from './mapping';
import { prefixUpperBound } from './name-index';

/** What a search filters on, already validated and normalized by the service. */
export interface SearchFilter {
  userId: number;
  terms: string[];
  state?: string;
  city?: string;
  zipcode?: string;
  fax?: string;
  formsOnly?: boolean;
  favoritesOnly?: boolean;
  near?: { latitude: number; longitude: number };
  page: number;
  /** Count the matches (page 1 only: later pages reuse the first answer's total). */
  withTotal: boolean;
}

export interface SearchPage {
  rows: SummaryRow[];
  total: number | null;
}

/** Totals are counted up to this many matches; the list itself is never capped. */
export const TOTAL_CAP = 10_000;
const PAGE = LIMITS.providerPageSize;
/** Nearby widens its box until a page is full (miles). */
const RADII = [10, 25, 50, 100, 250, 500, 1500, 4000];

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const isFav = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM favorite_custodians f WHERE f.user_id = ${userId} AND f.custodian_id = c.id) AS is_favorite`;
/** '(^| )term' for each term: "some word of the name starts with term". Terms are [a-z0-9] only. */
const wordRegex = (term: string) => `(^| )${term}`;

function commonWhere(f: SearchFilter, skipTerms = 0): SQL[] {
  const w: SQL[] = [sql`c.active`];
  if (f.state) w.push(sql`c.state = ${f.state}`);
  if (f.city) w.push(sql`lower(c.city) = ${f.city.toLowerCase()}`);
  if (f.zipcode) w.push(sql`c.zipcode = ${f.zipcode}`);
  if (f.fax) w.push(sql`c.fax = ${f.fax}`);
  if (f.formsOnly) w.push(sql`c.accepts_forms`);
  if (f.favoritesOnly) {
    w.push(sql`c.id IN (SELECT f.custodian_id FROM favorite_custodians f WHERE f.user_id = ${f.userId})`);
  }
  for (const t of f.terms.slice(skipTerms)) w.push(sql`c.search_name ~ ${wordRegex(t)}`);
  return w;
}

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

async function countCapped(db: DbOrTx, from: SQL): Promise<number> {
  const r = await db.execute(sql`SELECT count(*)::int AS n FROM (${from} LIMIT ${TOTAL_CAP}) x`);
  return rowsOf<{ n: number }>(r)[0]?.n ?? 0;
}

/**
 * State + name: the longest term drives a range scan of the word index (state, word, name) in
 * index order, so LIMIT stops early even when a prefix matches a hundred thousand names; the
 * other terms and filters are checked on the way. A name with two words starting with the term
 * is kept once (at its first such word).
 */
async function searchByWords(db: DbOrTx, f: SearchFilter & { state: string }): Promise<SearchPage> {
  const terms = [...f.terms].sort((a, b) => b.length - a.length);
  const driver = terms[0];
  const rest = { ...f, terms: [] as string[], state: undefined };
  // Only filters beyond the name need the custodian row: without them the count is index-only.
  const needsRow = Boolean(f.city || f.zipcode || f.fax || f.formsOnly || f.favoritesOnly);
  const wordWhere = sql`w.state = ${f.state}
      AND (w.word COLLATE "C") >= ${driver} AND (w.word COLLATE "C") < ${prefixUpperBound(driver)}
      AND substring(w.name_key from ${`(?:^| )(${driver}[a-z0-9]*)`}) = w.word
      ${sql.join(terms.slice(1).map((t) => sql` AND w.name_key ~ ${wordRegex(t)}`), sql``)}`;
  const from = sql`FROM custodian_name_words w JOIN custodians c ON c.id = w.custodian_id
    WHERE ${wordWhere} AND ${and(commonWhere(rest))}`;
  const r = await db.execute(sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(f.userId)} ${from}
    ORDER BY (w.word COLLATE "C"), (w.name_key COLLATE "C"), w.custodian_id
    LIMIT ${PAGE} OFFSET ${(f.page - 1) * PAGE}`);
  const countFrom = needsRow ? sql`SELECT 1 ${from}` : sql`SELECT 1 FROM custodian_name_words w WHERE ${wordWhere}`;
  const total = f.withTotal ? await countCapped(db, countFrom) : null;
  return { rows: rowsOf<SummaryRow>(r), total };
}

/** Every other list (state, city, ZIP, fax, favorites, or a name without a state): by name. */
async function searchByName(db: DbOrTx, f: SearchFilter): Promise<SearchPage> {
  const where = commonWhere(f, f.state || f.favoritesOnly ? 0 : 1);
  // Without a state, the first term must start the name: a range on the name index.
  if (!f.state && !f.favoritesOnly && f.terms.length) {
    where.push(sql`(c.search_name COLLATE "C") >= ${f.terms[0]}`);
    where.push(sql`(c.search_name COLLATE "C") < ${prefixUpperBound(f.terms[0])}`);
  }
  const from = sql`FROM custodians c WHERE ${and(where)}`;
  const r = await db.execute(sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(f.userId)} ${from}
    ORDER BY (c.search_name COLLATE "C"), c.id LIMIT ${PAGE} OFFSET ${(f.page - 1) * PAGE}`);
  const total = f.withTotal ? await countCapped(db, sql`SELECT 1 ${from}`) : null;
  return { rows: rowsOf<SummaryRow>(r), total };
}

/**
 * Nearby: a latitude/longitude box read through the (lat_band, longitude) index — one index
 * range per 0.1° band — ordered by haversine distance. The box widens until it holds the page.
 */
async function searchNearby(db: DbOrTx, f: SearchFilter & { near: { latitude: number; longitude: number } }): Promise<SearchPage> {
  const { latitude: lat, longitude: lng } = f.near;
  const need = f.page * PAGE;
  for (const miles of RADII) {
    const b = boundingBox(lat, lng, miles);
    const bands: number[] = [];
    for (let band = Math.floor(b.minLat * 10); band <= Math.floor(b.maxLat * 10); band++) bands.push(band);
    const dist = sql`(${2 * EARTH_RADIUS_MILES} * asin(sqrt(
      power(sin(radians(c.latitude - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${lng}) / 2), 2))))`;
    const where = [
      ...commonWhere(f),
      sql`c.lat_band = ANY(${sql.raw(`ARRAY[${bands.join(',')}]::int[]`)})`,
      sql`c.longitude BETWEEN ${b.minLng} AND ${b.maxLng}`,
      sql`c.latitude BETWEEN ${b.minLat} AND ${b.maxLat}`,
      sql`${dist} <= ${miles}`,
    ];
    const from = sql`FROM custodians c WHERE ${and(where)}`;
    const last = miles === RADII[RADII.length - 1];
    const total = await countCapped(db, sql`SELECT 1 ${from}`);
    if (total < need && !last) continue;
    const r = await db.execute(sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(f.userId)}, ${dist} AS distance_miles ${from}
      ORDER BY distance_miles, c.id LIMIT ${PAGE} OFFSET ${(f.page - 1) * PAGE}`);
    return { rows: rowsOf<SummaryRow>(r), total };
  }
  return { rows: [], total: 0 };
}

export const searchRepository = {
  async search(db: DbOrTx, f: SearchFilter): Promise<SearchPage> {
    if (f.near) return searchNearby(db, { ...f, near: f.near });
    if (f.state && f.terms.length && !f.favoritesOnly) return searchByWords(db, { ...f, state: f.state });
    return searchByName(db, f);
  },

  /**
   * 'No exact matches' suggestions: names in the state that match ANY of the terms (3-letter
   * stems, so a typo in the rest still finds the provider), most matching terms first.
   */
  async suggestions(db: DbOrTx, userId: number, state: string, terms: string[], formsOnly: boolean) {
    const stems = [...new Set(terms.map((t) => t.slice(0, 3)).filter((t) => t.length >= 2))];
    if (!stems.length) return [];
    const ranges = sql.join(
      stems.map((s) => sql`((w.word COLLATE "C") >= ${s} AND (w.word COLLATE "C") < ${prefixUpperBound(s)})`),
      sql` OR `,
    );
    const score = sql.join(stems.map((s) => sql`(c.search_name ~ ${wordRegex(s)})::int`), sql` + `);
    const r = await db.execute(sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(userId)} FROM custodians c
      WHERE c.id IN (SELECT w.custodian_id FROM custodian_name_words w WHERE w.state = ${state} AND (${ranges}))
        AND c.active ${formsOnly ? sql`AND c.accepts_forms` : sql``}
      ORDER BY (${score}) DESC, (c.search_name COLLATE "C"), c.id
      LIMIT ${LIMITS.suggestionListMax}`);
    return rowsOf<SummaryRow>(r);
  },
};
