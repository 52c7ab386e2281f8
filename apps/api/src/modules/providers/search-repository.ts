import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { project, scaleAt } from '../../db/geo-projection';
import { queryPrepared } from '../../db/prepared';
import { EARTH_RADIUS_MILES } from './geo';
import { SUMMARY_COLUMNS, type SummaryRow } from './mapping';
import { hasWordStarting, prefixUpperBound } from './name-index-repository';

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
}

export interface SearchPage {
  rows: SummaryRow[];
  /** Matches counted up to LIMITS.searchTotalCap. */
  total: number;
}

const PAGE = LIMITS.providerPageSize;
/** Nearby lists providers within the first radius that has any (miles), nearest first. */
const NEARBY_RADII = [100, 500] as const;

const isFav = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM favorite_custodians f WHERE f.user_id = ${userId} AND f.custodian_id = c.id) AS is_favorite`;
const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

/** Filters every search applies to the custodian row (names from the `skipTerms`th term on). */
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
  for (const t of f.terms.slice(skipTerms)) w.push(hasWordStarting(sql`c.search_name`, t));
  return w;
}

/**
 * One round trip for a page and its total: the count (capped) always yields a row, and the page
 * joins it, so an empty page still carries the total.
 */
async function pageWithTotal(db: DbOrTx, count: SQL, page: SQL): Promise<SearchPage> {
  const rows = await queryPrepared<SummaryRow & { total: number }>(
    db,
    sql`SELECT t.total, p.* FROM
    (SELECT count(*)::int AS total FROM (${count} LIMIT ${LIMITS.searchTotalCap}) x) t
    LEFT JOIN LATERAL (${page}) p ON true`,
  );
  return { total: rows[0]?.total ?? 0, rows: rows.filter((row) => row.id !== null) };
}

/**
 * State + name: the longest term drives a range scan of the word index (state, word, name) in
 * index order, so LIMIT stops early even when a prefix matches a hundred thousand names; the
 * other terms and filters are checked on the way. A name with two words starting with the term
 * is kept once, at its first such word (word_start, read from the index).
 */
async function searchByWords(db: DbOrTx, f: SearchFilter & { state: string }): Promise<SearchPage> {
  const terms = [...f.terms].sort((a, b) => b.length - a.length);
  const driver = terms[0];
  // Only reached with a term (searchProviders); without one the name search is the right one.
  if (driver === undefined) return searchByName(db, f);
  const rest = { ...f, terms: [] as string[], state: undefined };
  // Only filters beyond the name need the custodian row: without them the count is index-only.
  const needsRow = Boolean(f.city || f.zipcode || f.fax || f.formsOnly || f.favoritesOnly);
  const wordWhere = sql`w.state = ${f.state}
      AND (w.word COLLATE "C") >= ${driver} AND (w.word COLLATE "C") < ${prefixUpperBound(driver)}
      AND strpos(' ' || w.name_key, ${` ${driver}`}) = w.word_start
      ${sql.join(
        terms.slice(1).map((t) => sql` AND ${hasWordStarting(sql`w.name_key`, t)}`),
        sql``,
      )}`;
  const from = sql`FROM custodian_name_words w JOIN custodians c ON c.id = w.custodian_id
    WHERE ${wordWhere} AND ${and(commonWhere(rest))}`;
  return pageWithTotal(
    db,
    needsRow ? sql`SELECT 1 ${from}` : sql`SELECT 1 FROM custodian_name_words w WHERE ${wordWhere}`,
    sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(f.userId)} ${from}
      ORDER BY (w.word COLLATE "C"), (w.name_key COLLATE "C"), w.custodian_id
      LIMIT ${PAGE} OFFSET ${(f.page - 1) * PAGE}`,
  );
}

/** Every other list (state, city, ZIP, fax, favorites, or a name without a state): by name. */
async function searchByName(db: DbOrTx, f: SearchFilter): Promise<SearchPage> {
  const where = commonWhere(f, f.state || f.favoritesOnly ? 0 : 1);
  // Without a state, the first term must start the name: a range on the name index.
  const [firstTerm] = f.terms;
  if (!f.state && !f.favoritesOnly && firstTerm !== undefined) {
    where.push(sql`(c.search_name COLLATE "C") >= ${firstTerm}`);
    where.push(sql`(c.search_name COLLATE "C") < ${prefixUpperBound(firstTerm)}`);
  }
  const from = sql`FROM custodians c WHERE ${and(where)}`;
  return pageWithTotal(
    db,
    sql`SELECT 1 ${from}`,
    sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(f.userId)} ${from}
      ORDER BY (c.search_name COLLATE "C"), c.id LIMIT ${PAGE} OFFSET ${(f.page - 1) * PAGE}`,
  );
}

/**
 * Nearby: providers within 100 miles (500 where there are none), nearest first, by a KNN scan
 * of the GiST index on the projected location (db/geo-projection.ts) — it reads about as many
 * rows as it returns, wherever the point is. The plane is conformal, so its order is the globe's
 * to well under 1% across the radius; the candidates are re-sorted by haversine distance, which
 * is also the distance shown.
 */
async function searchNearby(
  db: DbOrTx,
  f: SearchFilter & { near: { latitude: number; longitude: number } },
): Promise<SearchPage> {
  const { latitude: lat, longitude: lng } = f.near;
  const p = project(lat, lng);
  const scale = scaleAt(lat, lng);
  const center = sql`point(${p.x}, ${p.y})`;
  const dist = sql`(${2 * EARTH_RADIUS_MILES} * asin(sqrt(
      power(sin(radians(c.latitude - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${lng}) / 2), 2))))`;
  let result: SearchPage = { rows: [], total: 0 };
  for (const miles of NEARBY_RADII) {
    const from = sql`FROM custodians c WHERE ${and([...commonWhere(f), sql`c.geo <@ circle(${center}, ${miles * scale})`])}`;
    // A margin of a page over what is shown absorbs the plane's small distortion.
    const candidates = sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(f.userId)}, ${dist} AS distance_miles ${from}
      ORDER BY c.geo <-> ${center} LIMIT ${(f.page + 1) * PAGE}`;
    result = await pageWithTotal(
      db,
      sql`SELECT 1 ${from}`,
      sql`SELECT * FROM (${candidates}) n ORDER BY n.distance_miles, n.id LIMIT ${PAGE} OFFSET ${(f.page - 1) * PAGE}`,
    );
    if (result.total > 0) break;
  }
  return result;
}

export const searchRepository = {
  async search(db: DbOrTx, f: SearchFilter): Promise<SearchPage> {
    if (f.near) return searchNearby(db, { ...f, near: f.near });
    if (f.state && f.terms.length && !f.favoritesOnly) return searchByWords(db, { ...f, state: f.state });
    return searchByName(db, f);
  },

  /** The rows with is_favorite for this user (rows kept without it, by the search cache). */
  async markFavorites(db: DbOrTx, userId: number, rows: SummaryRow[]): Promise<SummaryRow[]> {
    if (!rows.length) return rows;
    const favs = await queryPrepared<{ id: number }>(
      db,
      sql`SELECT f.custodian_id AS id FROM favorite_custodians f
      WHERE f.user_id = ${userId} AND f.custodian_id = ANY(${`{${rows.map((r) => Math.trunc(r.id)).join(',')}}`}::int[])`,
    );
    const ids = new Set(favs.map((f) => f.id));
    return rows.map((r) => ({ ...r, is_favorite: ids.has(r.id) }));
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
    const score = sql.join(
      stems.map((s) => sql`(${hasWordStarting(sql`c.search_name`, s)})::int`),
      sql` + `,
    );
    return queryPrepared<SummaryRow>(
      db,
      sql`SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${isFav(userId)} FROM custodians c
      WHERE c.id IN (SELECT w.custodian_id FROM custodian_name_words w WHERE w.state = ${state} AND (${ranges}))
        AND c.active ${formsOnly ? sql`AND c.accepts_forms` : sql``}
      ORDER BY (${score}) DESC, (c.search_name COLLATE "C"), c.id
      LIMIT ${LIMITS.suggestionListMax}`,
    );
  },
};
