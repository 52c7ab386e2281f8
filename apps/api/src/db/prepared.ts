import { createHash } from 'node:crypto';
import { Column, getTableName, is, SQL } from 'drizzle-orm';
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
