import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { takeEarlyPglite } from './early-start';
import { openPgliteWorker, type PgliteLike } from './pglite-worker-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same pg-core API; code is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Work waiting for the database: PGlite's queue (it runs one statement at a time), or calls waiting for a pooled connection. */
  waiting(): number;
  /** How long (ms) the call that has waited longest has been waiting for the database; 0 when none waits. */
  oldestWaitMs(): number;
}

/**
 * Counts the statements and transactions queued on PGlite (one runs at a time, the rest wait on
 * its lock), so that the server can refuse new work quickly when the queue is long.
 */
function countQueued(client: PgliteLike) {
  let n = 0;
  // Calls outstanding, oldest first (a Set keeps insertion order): PGlite runs them in order, so
  // the first runs and the second has waited since it was issued.
  const outstanding = new Set<{ at: number }>();
  const wrap =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    (...a: A): Promise<R> => {
      n++;
      const call = { at: performance.now() };
      outstanding.add(call);
      return fn(...a).finally(() => {
        n--;
        outstanding.delete(call);
      });
    };
  client.query = wrap(client.query.bind(client)) as typeof client.query;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the cast keeps PGlite's own (overloaded, generic) signatures, which wrap() would narrow to one
  client.exec = wrap(client.exec.bind(client)) as typeof client.exec;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- as above
  client.transaction = wrap(client.transaction.bind(client)) as typeof client.transaction;
  // The one running is not waiting.
  const waiting = () => Math.max(0, n - 1);
  const oldestWaitMs = () => {
    const it = outstanding.values();
    it.next(); // running
    const second = it.next();
    return second.done ? 0 : performance.now() - second.value.at;
  };
  return { waiting, oldestWaitMs };
}

/** Times the calls waiting for a pooled connection, so the server can shed by waiting time. */
function timeWaits(pool: import('pg').Pool) {
  const pending = new Set<{ at: number }>();
  const connect = pool.connect.bind(pool) as (cb?: (...a: unknown[]) => void) => Promise<unknown> | undefined;
  (pool as { connect: unknown }).connect = (cb?: (...a: unknown[]) => void) => {
    const call = { at: performance.now() };
    pending.add(call);
    if (cb)
      return connect((...a: unknown[]) => {
        pending.delete(call);
        cb(...a);
      });
    return connect()!.finally(() => pending.delete(call));
  };
  return () => {
    const first = pending.values().next();
    return first.done ? 0 : performance.now() - first.value.at;
  };
}

/** Any fixed number, the same in every process: the key of the migration lock. */
const MIGRATION_LOCK = 7_243_001;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A new in-memory PGlite starts as a copy of this dump (makePgliteTemplate): already migrated. */
  pgliteTemplate?: string;
}

/**
 * PGlite under dataDir when no DATABASE_URL is given (a directory, or 'memory://' for tests),
 * node-postgres otherwise. Migrations are applied on open, on both.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const database = await startDatabase(opts);
  await database.ready;
  return database;
}

/** A database being opened: usable at once (statements wait), `ready` once migrated. */
export type StartingDatabase = Database & { ready: Promise<void> };

/**
 * Opens the database without waiting for it: the server registers its routes while PGlite starts
 * (about a second of its worker) and migrations run, and awaits `ready` before it listens. A
 * statement sent before then waits until the migrations are applied. A failure (a data directory
 * in use throws at once; one that cannot open, a migration that fails) rejects `ready`.
 */
export async function startDatabase(opts: DatabaseOptions): Promise<StartingDatabase> {
  if (opts.databaseUrl) {
    // node-postgres and its Drizzle driver load only for PostgreSQL (a tenth of a second of the
    // embedded default's start).
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // Idle connections stay open (pg's default closes them after 10 s): each keeps the plans of
    // its prepared statements, and a quiet minute would otherwise cost a re-plan of every one.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, idleTimeoutMillis: 0 });
    // An idle connection the server closes (restart, failover, a dropped test database) emits
    // 'error' on the pool; unhandled it would end the process. The pool replaces the connection.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error('database connection lost:', err.message);
    });
    const oldestWaitMs = timeWaits(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const ready = migrateLocked(pool, db);
    ready.catch(() => {}); // reported where `ready` is awaited
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      waiting: () => pool.waitingCount,
      oldestWaitMs,
      ready,
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  // Started by server.ts before the server's modules loaded (its lock taken then), or now.
  const early = dir.startsWith('memory://') ? null : takeEarlyPglite(path.resolve(dir));
  // Two processes on one directory would be two PostgreSQL servers writing the same files.
  const release = early ? early.release : dir.startsWith('memory://') ? () => {} : lockDataDir(dir);
  // PGlite runs in a worker thread: its statements never hold the server's event loop.
  const raw = early
    ? early.client
    : openPgliteWorker(dir, dir.startsWith('memory://') ? opts.pgliteTemplate : undefined);
  const ready = raw.then(async (client) => {
    await migratePglite(drizzlePglite(client as unknown as PGlite, { schema, casing: 'snake_case' }), {
      migrationsFolder,
    });
  });
  ready.catch(() => release());
  const client = afterReady(raw, ready);
  const { waiting, oldestWaitMs } = countQueued(client);
  const db = drizzlePglite(client as unknown as PGlite, { schema, casing: 'snake_case' });
  const close = () =>
    raw
      .then((c) => c.close())
      .catch(() => {})
      .finally(release);
  return { db, kind: 'pglite', close, waiting, oldestWaitMs, ready };
}

/**
 * Writes a migrated, empty database as a PGlite dump to `file`, for pgliteTemplate: a suite that
 * opens a database per test file migrates once instead of once per file.
 */
export async function makePgliteTemplate(file: string): Promise<void> {
  const [{ PGlite }, { writeFile }] = await Promise.all([import('@electric-sql/pglite'), import('node:fs/promises')]);
  const pglite = await PGlite.create('memory://');
  try {
    await migratePglite(drizzlePglite(pglite, { schema, casing: 'snake_case' }), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Processes of a fleet start together: one migrates while the others wait on a session lock (drizzle's migrator takes none), then they find every migration applied. */
async function migrateLocked(
  pool: pg.Pool,
  db: Parameters<typeof import('drizzle-orm/node-postgres/migrator').migrate>[0],
) {
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

/** The client once `ready` (migrated): statements sent before then wait for it, none after. */
function afterReady(raw: Promise<PgliteLike>, ready: Promise<void>): PgliteLike {
  let live: PgliteLike | null = null;
  const opened = ready.then(() => raw);
  void opened.then(
    (c) => (live = c),
    () => {},
  );
  return {
    query(sql, params, options) {
      return live ? live.query(sql, params, options) : opened.then((c) => c.query(sql, params, options));
    },
    exec(sql, options) {
      return live ? live.exec(sql, options) : opened.then((c) => c.exec(sql, options));
    },
    transaction(fn) {
      return live ? live.transaction(fn) : opened.then((c) => c.transaction(fn));
    },
    close: () => raw.then((c) => c.close()),
  };
}
