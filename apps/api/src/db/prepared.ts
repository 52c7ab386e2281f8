import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, getTableName, is, Param, Placeholder, SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, DbOrTx } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a hot read-only query as a named prepared statement on PostgreSQL, so that each pooled
 * connection plans it once: for the directory searches, planning cost several times what
 * running them does. The name is a hash of the text, so one shape of query shares its plan
 * whatever its values; PostgreSQL moves to that generic plan after five custom ones when it is
 * no worse. On PGlite (in-process, one connection) and inside a transaction it is a plain query.
 */
export async function queryPrepared<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute() answers the driver's result type, whose rows are typed by the caller here
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A Drizzle prepared statement built once per database (PostgreSQL then plans it once per pooled
 * connection; on PGlite it skips Drizzle's query building), its rows mapped by a mapper compiled
 * for its select list (compileRowMapper). Only for the root database handle: a statement prepared
 * on it would run outside a caller's transaction, so pass a transaction here and `build` is not
 * used: the caller's `fallback` runs on the transaction instead.
 */
export function preparedFor<P>(db: DbOrTx, name: string, build: (db: Db) => P): P | null {
  if (db instanceof PgTransaction) return null;
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  let p = byName.get(name) as P | undefined;
  if (!p) byName.set(name, (p = withCompiledMapper(build(db))));
  return p;
}

interface SelectedField {
  path: string[];
  field: unknown;
}
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** Gives a prepared select the compiled mapper (statements without a select list keep theirs). */
function withCompiledMapper<P>(prepared: P): P {
  const q = prepared as {
    fields?: SelectedField[];
    joinsNotNullableMap?: Record<string, boolean>;
    customResultMapper?: unknown;
  };
  if (q && Array.isArray(q.fields) && !q.customResultMapper) {
    q.customResultMapper = compileRowMapper(q.fields, q.joinsNotNullableMap);
  }
  return prepared;
}

/**
 * Drizzle's row mapping (mapResultRow), compiled once per statement instead of interpreted per
 * cell: the same objects with the same keys in the same order, the same decoders, and the same
 * rule for a left-joined table's object (null when its first column is null and all its columns
 * are of that table). Interpreted, it took a sixth of a list's CPU: an \`is()\` class check, a
 * path walk and a table-name lookup for every cell of every row.
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const decoders: Decoder[] = fields.map(({ field }) => {
    if (is(field, Column)) return field;
    // A decoder is public at run time, internal in Drizzle's types.
    if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
    return ((field as SQL.Aliased).sql as unknown as { decoder: Decoder }).decoder;
  });
  // The tree of the result's keys, in the order Drizzle creates them.
  type Node = Map<string, Node | number>;
  const root: Node = new Map();
  fields.forEach(({ path }, i) => {
    let node = root;
    path.forEach((chunk, k) => {
      if (k === path.length - 1) {
        node.set(chunk, i);
        return;
      }
      let next = node.get(chunk);
      if (typeof next !== 'object') node.set(chunk, (next = new Map()));
      node = next;
    });
  });
  // Objects of a nullable joined table: mapResultRow's nullifyMap, decided here once.
  const nullify: Array<[name: string, index: number]> = [];
  if (joinsNotNullableMap) {
    const first = new Map<string, { index: number; table: string | false }>();
    fields.forEach(({ path, field }, i) => {
      const [name] = path;
      if (!is(field, Column) || path.length !== 2 || name === undefined) return;
      const table = getTableName(field.table);
      const seen = first.get(name);
      if (!seen) first.set(name, { index: i, table });
      else if (seen.table !== false && seen.table !== table) seen.table = false;
    });
    for (const [name, { index, table }] of first) {
      if (table !== false && !joinsNotNullableMap[table]) nullify.push([name, index]);
    }
  }
  const value = (i: number) => `(r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}]))`;
  const objectOf = (node: Node): string =>
    `{${[...node].map(([k, v]) => `${JSON.stringify(k)}: ${typeof v === 'number' ? value(v) : objectOf(v)}`).join(', ')}}`;
  const body = [
    `const o = ${objectOf(root)};`,
    ...nullify.map(([name, i]) => `if (r[${i}] === null) o[${JSON.stringify(name)}] = null;`),
    'return o;',
  ].join('\n');
  const mapRow = new Function('d', `return (r) => {\n${body}\n};`)(decoders) as (r: unknown[]) => unknown;
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * A hot statement as plain SQL, without Drizzle's query building or row mapping: the rows come
 * back as arrays in the order of the select list. On PostgreSQL it is a named prepared statement
 * (planned once per pooled connection); on PGlite a plain query (one connection, in-process).
 * Only for the root database handle: a transaction's statements go through the transaction.
 */
export async function queryRaw<Row extends unknown[]>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query<Row>({ name, text, values, rowMode: 'array' })).rows;
  }
  const lite = client as { query(text: string, values: unknown[], o: { rowMode: 'array' }): Promise<{ rows: Row[] }> };
  return (await lite.query(text, values, { rowMode: 'array' })).rows;
}

/**
 * The columns of a session the folded check (`executeWithSession`) puts before a statement's own:
 * the same five the session lookup reads (platform/sessions.ts), and the session's id.
 */
export type SessionColumns = [
  id: number,
  userId: number,
  kind: string,
  authMethod: string,
  revoked: boolean,
  lastSeenMs: number,
];

interface DrizzlePrepared {
  queryString?: string;
  params?: unknown[];
  queryConfig?: Record<string, unknown> & { name?: string };
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

interface FoldedStatement {
  text: string;
  /** node-postgres: Drizzle's query config (array rows, its type parsers), renamed; PGlite: Drizzle's options. */
  config: Record<string, unknown>;
  liteOptions: Record<string, unknown>;
  /** The statement's parameters (the user's id left out: the session gives it), then token, kind, cutoff. */
  params: unknown[];
  map: (rows: unknown[][]) => unknown[];
}

const foldedByPrepared = new WeakMap<object, FoldedStatement>();
const versionedByPrepared = new WeakMap<object, FoldedStatement>();

/**
 * The version of the session's user's data and of everyone's (user_data_versions, kept by the
 * triggers of migration 0018), as one text: it changes whenever a row of that user's data does.
 */
export const DATA_VERSION = `concat(coalesce((select v.v from user_data_versions v where v.user_id = x.user_id), 0), '/',
      coalesce((select v.v from user_data_versions v where v.user_id = 0), 0))`;

const isUserParam = (p: unknown, name: string) =>
  (is(p, Placeholder) && p.name === name) || (is(p, Param) && is(p.value, Placeholder) && p.value.name === name);

/**
 * A prepared statement of the signed-in user's data, folded with the session check into one
 * statement: the session row (by the hash of its token) comes first, and the statement's rows
 * are computed for its user only while the session is live (not revoked, of the route's kind,
 * active since the cutoff): every `userParam` placeholder of the statement reads that user id,
 * null otherwise, so an invalid session's statement matches no row. Built once per statement.
 */
function foldedOf(prepared: DrizzlePrepared, userParam: string, versioned = false): FoldedStatement {
  const byPrepared = versioned ? versionedByPrepared : foldedByPrepared;
  let f = byPrepared.get(prepared);
  if (f) return f;
  const { queryString, params, queryConfig, customResultMapper } = prepared;
  if (!queryString || !params || !queryConfig || !customResultMapper) {
    throw new Error('executeWithSession: not a prepared select of the root database');
  }
  // Renumber the statement's parameters without the user's id, which becomes s.uid.
  const renumber = new Map<number, number>();
  const kept: unknown[] = [];
  params.forEach((p, i) => {
    if (isUserParam(p, userParam)) return;
    kept.push(p);
    renumber.set(i + 1, kept.length);
  });
  if (kept.length === params.length) throw new Error(`executeWithSession: no "${userParam}" placeholder`);
  const inner = queryString.replace(/\$(\d+)(?!\d)/g, (_m, n: string) => {
    const to = renumber.get(Number(n));
    return to === undefined ? 's.uid' : `$${to}`;
  });
  const t = kept.length + 1;
  // Versioned: the user's data version comes with the session (computed once: `materialized`),
  // read in the same snapshot as the statement's rows.
  const text = `with s as ${versioned ? 'materialized ' : ''}(
  select x.*, case when not x.revoked and x.kind = $${t + 1}::text and x.seen >= $${t + 2}::float8 then x.user_id end as uid${
    versioned ? `,\n    ${DATA_VERSION} as dv` : ''
  }
  from (select id, user_id, kind, auth_method, revoked_at is not null as revoked,
      (extract(epoch from last_seen_at) * 1000)::float8 as seen
    from sessions where token_hash = $${t}::text) x)
select s.id, s.user_id, s.kind, s.auth_method, s.revoked, s.seen, ${versioned ? 's.dv, ' : ''}d.*
from s left join lateral (select true as hit, q.* from (${inner}) q) d on true`;
  const name = queryConfig.name ? `fs_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}` : undefined;
  f = { text, config: { ...queryConfig, name, text }, liteOptions: queryConfig, params: kept, map: customResultMapper };
  byPrepared.set(prepared, f);
  return f;
}

/** The text of a prepared select folded with the session check (tests read its plan). */
export function foldedText(prepared: unknown, userParam = 'userId', versioned = false): string {
  return foldedOf(prepared as DrizzlePrepared, userParam, versioned).text;
}

/**
 * Runs a prepared select (from `preparedFor`) of the user's data together with the session check,
 * one statement and one round trip instead of two: answers the session's columns (null: no such
 * session) and the statement's mapped rows (none unless the session is live for `kind` since
 * `cutoffMs`). The caller decides on the session exactly as the separate check does.
 *
 * `versioned`: the answer also holds the user's data version in the statement's snapshot
 * (platform/read-cache.ts).
 */
export async function executeWithSession<T>(
  db: Db,
  prepared: unknown,
  values: Record<string, unknown>,
  session: { tokenHash: string; kind: string; cutoffMs: number; versioned?: boolean },
  userParam = 'userId',
): Promise<{ session: SessionColumns | null; rows: T[]; version: string | null }> {
  const versioned = session.versioned === true;
  const f = foldedOf(prepared as DrizzlePrepared, userParam, versioned);
  const params = [...fillPlaceholders(f.params, values), session.tokenHash, session.kind, session.cutoffMs];
  const client = (db as { $client?: unknown }).$client;
  let raw: unknown[][];
  if (client instanceof pg.Pool) {
    raw = (await client.query<unknown[]>(f.config as unknown as pg.QueryArrayConfig, params)).rows;
  } else {
    const lite = client as { query(t: string, v: unknown[], o: unknown): Promise<{ rows: unknown[][] }> };
    raw = (await lite.query(f.text, params, f.liteOptions)).rows;
  }
  const [first] = raw;
  if (!first) return { session: null, rows: [], version: null };
  // The session's six columns, then (versioned) the data's version, then the statement's row.
  const hitAt = versioned ? 7 : 6;
  const data: unknown[][] = [];
  for (const r of raw) if (r[hitAt] === true) data.push(r.slice(hitAt + 1));
  return {
    session: first.slice(0, 6) as SessionColumns,
    rows: f.map(data) as T[],
    version: versioned ? (first[6] as string) : null,
  };
}
