import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
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
 * connection; on PGlite it skips Drizzle's query building). Only for the root database handle: a
 * statement prepared on it would run outside a caller's transaction, so pass a transaction here
 * and `build` is not used: the caller's `fallback` runs on the transaction instead.
 */
export function preparedFor<P>(db: DbOrTx, name: string, build: (db: Db) => P): P | null {
  if (db instanceof PgTransaction) return null;
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  let p = byName.get(name) as P | undefined;
  if (!p) byName.set(name, (p = build(db)));
  return p;
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
