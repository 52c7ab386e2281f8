import { sql, type SQL } from 'drizzle-orm';
import { US_STATE_CODES } from '@portal/shared';
import type { DbOrTx } from '../db/client';
import { allZipPoints } from '../modules/providers/geo';
import { indexCustodianNames } from '../modules/providers';
import * as V from '../modules/providers/directory-vocab';
import type { SeedContext } from './index';

export interface GenerateOptions {
  count: number;
  /** Same seed, same directory (names, places, numbers). */
  seed?: number;
  batchSize?: number;
  onProgress?(done: number, total: number): void;
  /** false: generated providers only (the landmarks are already in). */
  landmarks?: boolean;
  /** The first generated number g (a fill in parts continues where the last part stopped). */
  firstG?: number;
  /** false: leave the planner statistics to the last part of a fill. */
  analyze?: boolean;
}

/** Landmarks with known names: demos and journeys can search for them by name (Summit Cardiology Group charges at submission). */
const LANDMARKS = [
  ['Mercy General Hospital', '4001 J St', 'Sacramento', 'CA', '95819', 38.5678, -121.4569],
  ['Riverside Family Clinic', '120 Main St', 'Austin', 'TX', '78701', 30.2672, -97.7431],
  ['Lakeview Pediatrics', '88 Lake Shore Dr', 'Chicago', 'IL', '60611', 41.8947, -87.6186],
  ['Harbor Orthopedic Associates', '15 Harbor Way', 'Boston', 'MA', '02110', 42.3573, -71.0516],
  ['Summit Cardiology Group', '700 Summit Ave', 'Seattle', 'WA', '98104', 47.6038, -122.3301],
] as const;

const list = (items: readonly string[]) => sql`${JSON.stringify(items)}::jsonb`;
/** items ->> (h % n): a deterministic pick from a word list. */
const pick = (items: readonly string[], h: string) =>
  sql`(${list(items)} ->> (${sql.raw(h)} % ${sql.raw(String(items.length))})::int)`;

/** A text[] literal ('{"a","b"}') for a word list. */
const pgArray = (items: readonly string[]) => `{${items.map((i) => `"${i.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const langs = (keys: string[]) => V.LANGUAGES.filter(([k]) => keys.includes(k)).map(([key, value]) => ({ key, value }));
/**
 * Language offers of e-authorizations: English alone, or with the languages of the region's
 * communities (not always English first: the signer picks on the form), so a new user meets them.
 */
const LANGUAGE_OPTIONS = [
  ['en'],
  ['en', 'es'],
  ['en', 'es', 'zh', 'vi'],
  V.LANGUAGES.map(([k]) => k),
  ['en', 'es', 'ko', 'tl'],
  ['es', 'en'],
  ['en', 'ar', 'fr'],
  ['en', 'bn', 'hi'],
  ['en', 'ru', 'de'],
  ['ja', 'en', 'ko', 'zh'],
];
/** The landmarks' offers, in LANDMARKS order: one of them offers all 13. */
const LANDMARK_LANGUAGES = [
  ['en', 'es', 'zh', 'vi', 'tl', 'ko'],
  ['en', 'es', 'ar', 'vi'],
  V.LANGUAGES.map(([k]) => k),
  ['en', 'es', 'fr', 'ru', 'bn', 'hi'],
  ['en', 'zh', 'ja', 'ko', 'de'],
].map(langs);
const LANGUAGE_SET_COUNT = LANGUAGE_OPTIONS.length;
const LANGUAGE_SETS = sql`${JSON.stringify(LANGUAGE_OPTIONS.map(langs))}::jsonb`;

/**
 * Inserts custodians g = from..to, every field drawn from hashint8extended(g, seed) — the same
 * on PGlite and PostgreSQL — so the directory is made inside the database in one statement per
 * batch (20 000 rows in a few seconds, 1.9 million in minutes).
 */
function batchInsert(from: number, to: number, seed: number, zipCount: number): SQL {
  const hs = Array.from({ length: 10 }, (_, k) => `abs(hashint8extended(g::bigint * 16 + ${k}, ${seed}))`);
  return sql`
  INSERT INTO custodians (url_id, name, address1, address2, city, state, zipcode, phone, fax, location_name,
    location_address, location_id, specialty, enterprise, description, latitude, longitude, service_level,
    accepts_forms, patient_form_templates, patient_e_authorization_type, multi_language_for_patient_eauth,
    sensitive_information_options, free_pricing, payment_removed_for_free)
  SELECT
    trim(both '-' from regexp_replace(lower(n.name), '[^a-z0-9]+', '-', 'g')) || '-' || n.g,
    n.name, n.address1,
    CASE WHEN n.h5 % 5 = 0 THEN 'Suite ' || (100 + n.h5 % 400) END,
    n.city, n.state, n.zip,
    '+1 ' || (200 + n.h6 % 790) || '-' || (200 + n.h7 % 800) || '-' || lpad((n.h8 % 10000)::text, 4, '0'),
    '+1 ' || (200 + n.h7 % 790) || '-' || (200 + n.h8 % 800) || '-' || lpad((n.h6 % 10000)::text, 4, '0'),
    CASE WHEN n.facility AND n.h9 % 3 = 0
      THEN ARRAY[n.name, n.name || ' - ' || (${list(V.CAMPUSES)} ->> (n.h9 % ${sql.raw(String(V.CAMPUSES.length))})::int)]
      ELSE ARRAY[n.name] END,
    jsonb_build_array(jsonb_build_array(n.address1, n.city, n.state, n.zip)),
    'LOC-' || n.g,
    n.specialty,
    CASE WHEN n.facility AND n.h9 % 2 = 0 THEN n.pre || ' Health System' END,
    n.name || ' provides ' || lower(array_to_string(n.specialty, ', ')) || ' care in ' || n.city || ', ' || n.state || '.',
    round((n.latitude + ((n.h4 % 2001) - 1000) / 50000.0)::numeric, 6)::float8,
    round((n.longitude + ((n.h3 % 2001) - 1000) / 50000.0)::numeric, 6)::float8,
    CASE WHEN n.h2 % 10 < 6 THEN 'Retrieval' WHEN n.h2 % 10 = 6 THEN 'Retrieval - Former Client' END,
    n.forms,
    CASE WHEN n.forms THEN jsonb_build_array(
      jsonb_build_object('id', n.g * 10 + 1, 'name', ${pick(V.FORM_TEMPLATES, 'n.h3')}),
      jsonb_build_object('id', n.g * 10 + 2, 'name', 'Records Release Form')) ELSE '[]'::jsonb END,
    (${pgArray(V.SENSITIVE_CATEGORIES)}::text[])[1:(n.h6 % 9)::int],
    ${LANGUAGE_SETS} -> (n.h7 % ${sql.raw(String(LANGUAGE_SET_COUNT))})::int,
    CASE WHEN n.h8 % 5 < 3 THEN ${list(V.SENSITIVE_CATEGORIES)} ELSE '[]'::jsonb END,
    n.h9 % 20 = 0,
    n.h9 % 40 = 0
  FROM (
    SELECT p.*,
      CASE
        WHEN p.pat < 3 THEN p.pre || ' ' || split_part(p.fk, '|', 1)
        WHEN p.pat < 5 THEN p.city || ' ' || split_part(p.fk, '|', 1)
        WHEN p.pat < 7 THEN p.sur || ' ' || split_part(p.pk, '|', 1)
        WHEN p.pat = 7 THEN 'Dr. ' || p.first || ' ' || p.sur || ', ' || p.cred
        WHEN p.pat = 8 THEN p.sur || ' & ' || p.sur2 || ' ' || split_part(p.pk, '|', 1)
        ELSE p.pre || ' ' || split_part(p.pk, '|', 1)
      END AS name,
      string_to_array(split_part(CASE WHEN p.pat < 5 THEN p.fk ELSE p.pk END, '|', 2), ';') AS specialty,
      p.pat < 5 AS facility,
      (100 + p.h5 % 9900) || ' ' || ${pick(V.STREETS, 'p.h6')} || ' ' || ${pick(V.STREET_SUFFIXES, 'p.h7')} AS address1,
      p.h2 % 5 < 2 AS forms
    FROM (
      SELECT s.*, z.zip, z.city, z.state, z.latitude, z.longitude,
        s.h1 % 10 AS pat,
        ${pick(V.PREFIXES, 's.h1 / 10')} AS pre,
        ${pick(V.SURNAMES, 's.h2')} AS sur,
        ${pick(V.SURNAMES, 's.h3')} AS sur2,
        ${pick(V.FIRST_NAMES, 's.h4')} AS first,
        ${pick(V.CREDENTIALS, 's.h5')} AS cred,
        ${pick(V.FACILITY_KINDS, 's.h6 / 7')} AS fk,
        ${pick(V.PRACTICE_KINDS, 's.h7 / 7')} AS pk
      FROM (SELECT g, ${sql.raw(hs.map((h, k) => `${h} AS h${k}`).join(', '))} FROM generate_series(${from}::int, ${to}::int) g) s
      JOIN seed_zips z ON z.i = s.h0 % ${zipCount}
    ) p
  ) n`;
}

/** Generates `count` custodians (landmarks first) and their name index. Deterministic from `seed`. */
export async function generateDirectory(db: DbOrTx, opts: GenerateOptions) {
  const seed = Math.trunc(opts.seed ?? 20260401);
  const batch = opts.batchSize ?? 50_000;
  const states = new Set<string>(US_STATE_CODES);
  const zips = allZipPoints().filter((z) => states.has(z.state));
  const landmarks = opts.landmarks === false ? [] : LANDMARKS.slice(0, Math.min(opts.count, LANDMARKS.length));
  const firstG = opts.firstG ?? 1;
  const before = await db.execute(sql`SELECT coalesce(max(id), 0)::int AS id FROM custodians`);
  const startId = (before as { rows: { id: number }[] }).rows[0]?.id ?? 0;
  if (landmarks.length) {
    await db.execute(sql`INSERT INTO custodians (url_id, name, address1, city, state, zipcode, latitude, longitude,
      accepts_forms, service_level, location_name, specialty, phone, fax, patient_form_templates,
      multi_language_for_patient_eauth, sensitive_information_options, patient_e_authorization_type, description, charge_at_submission)
      SELECT trim(both '-' from regexp_replace(lower(l->>0), '[^a-z0-9]+', '-', 'g')), l->>0, l->>1, l->>2, l->>3, l->>4,
        (l->>5)::float8, (l->>6)::float8, o % 2 = 1, CASE WHEN o = 4 THEN 'Retrieval' END, ARRAY[l->>0], ARRAY['General Medicine'],
        '+1 555-010-000' || o, '+1 555-020-000' || o,
        CASE WHEN o % 2 = 1 THEN jsonb_build_array(jsonb_build_object('id', o, 'name', 'Patient Intake Form')) ELSE '[]'::jsonb END,
        ${JSON.stringify(LANDMARK_LANGUAGES)}::jsonb -> (o - 1)::int,
        ${list(V.SENSITIVE_CATEGORIES)}, ARRAY(SELECT jsonb_array_elements_text(${list(V.SENSITIVE_CATEGORIES)})),
        (l->>0) || ' — a demonstration provider.',
        -- The last landmark is paid when a request is sent (a custodian that charges at submission).
        o = ${LANDMARKS.length}
      FROM jsonb_array_elements(${JSON.stringify(landmarks)}::jsonb) WITH ORDINALITY AS t(l, o)`);
  }
  const total = opts.count - landmarks.length;
  if (total > 0) await generatedBatches(db, { ...opts, seed, batch, zips, firstG, total, marks: landmarks.length });
  await indexCustodianNames(db, { afterId: startId });
  if (opts.analyze === false) return;
  await db.execute(sql`ANALYZE custodians`);
  await db.execute(sql`ANALYZE custodian_name_words`);
}

async function generatedBatches(
  db: DbOrTx,
  o: GenerateOptions & {
    seed: number;
    batch: number;
    zips: ReturnType<typeof allZipPoints>;
    firstG: number;
    total: number;
    marks: number;
  },
) {
  const { seed, batch, zips } = o;
  await db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS seed_zips (i int PRIMARY KEY, zip text, city text, state text,
    latitude float8, longitude float8)`);
  await db.execute(sql`TRUNCATE seed_zips`);
  await db.execute(sql`INSERT INTO seed_zips SELECT (o - 1)::int, z->>0, z->>1, z->>2, (z->>3)::float8, (z->>4)::float8
    FROM jsonb_array_elements(${JSON.stringify(zips.map((z) => [z.zip, z.city, z.state, z.latitude, z.longitude]))}::jsonb)
    WITH ORDINALITY AS t(z, o)`);
  const last = o.firstG + o.total - 1;
  for (let from = o.firstG; from <= last; from += batch) {
    const to = Math.min(last, from + batch - 1);
    await db.execute(batchInsert(from, to, seed, zips.length));
    o.onProgress?.(to - o.firstG + 1 + o.marks, o.count);
  }
  await db.execute(sql`DROP TABLE IF EXISTS seed_zips`);
}

/** First-start seeder: the landmarks only (the demo requests use them); fillDirectory adds the rest. */
export async function seedDirectory({ ctx }: SeedContext) {
  const count = Math.min(ctx.config.SEED_DIRECTORY_COUNT, LANDMARKS.length);
  await ctx.db.transaction((tx) => generateDirectory(tx, { count }));
}

/**
 * The rest of config.SEED_DIRECTORY_COUNT, filled while the portal already serves (
 * the directory held the first start for 16 s). In parts (4 for the default 20 000, at most 50 000
 * providers each), each committed on its own, so an embedded database (one connection) answers other requests between them, and a
 * start that was stopped half-way continues from the providers already made (generated rows are
 * numbered g = 1, 2, … in `location_id` 'LOC-g', and each part commits whole).
 */
export async function fillDirectory({ ctx, log }: Pick<SeedContext, 'ctx' | 'log'>) {
  const target = ctx.config.SEED_DIRECTORY_COUNT - Math.min(ctx.config.SEED_DIRECTORY_COUNT, LANDMARKS.length);
  const rows = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM custodians WHERE location_id LIKE 'LOC-%'`);
  const made = (rows as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (made >= target) return;
  const t0 = Date.now();
  // Each part rebuilds the ZIP table it draws places from (about a second): a few large parts.
  const size = Math.min(50_000, Math.max(5_000, Math.ceil(target / 4)));
  for (let from = made + 1; from <= target; from += size) {
    const part = Math.min(size, target - from + 1);
    const analyze = from + part > target;
    await ctx.db.transaction((tx) => generateDirectory(tx, { count: part, landmarks: false, firstG: from, analyze }));
  }
  log.info(`seeded the directory (${target - made} providers) in ${Date.now() - t0} ms`);
}
