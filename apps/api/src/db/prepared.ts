import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client';

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
    return (await client.query<T & pg.QueryResultRow>({ name, text, values: params as unknown[] })).rows;
  }
  return (await db.execute(query) as unknown as { rows: T[] }).rows;
}
