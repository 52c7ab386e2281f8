import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from './server';

/**
 * A journey's server of its own on a new PostgreSQL database: for journeys that read what only the
 * database shows (the mail outbox) or age rows no screen can (a sign-in older than five minutes).
 * The database is dropped when the server stops. `E2E_PG_URL` names the PostgreSQL to use.
 */
export const PG_ADMIN = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers (a journey that needs it skips otherwise). */
export async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export interface PgServer extends RunningServer {
  /** A client to the server's database. */
  db: pg.Client;
}

const admin = async (sql: string) => {
  const a = new pg.Client({ connectionString: PG_ADMIN });
  await a.connect();
  try {
    await a.query(sql);
  } finally {
    await a.end();
  }
};

/** `prefix`: the database's name before a random suffix; `env`: the server's other settings. */
export async function startPgServer(prefix: string, env: Record<string, string> = {}): Promise<PgServer> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(PG_ADMIN);
  u.pathname = `/${name}`;
  const server = await startServer({ ...env, DATABASE_URL: u.toString() });
  const db = new pg.Client({ connectionString: u.toString() });
  await db.connect();
  return {
    ...server,
    db,
    async stop() {
      await db.end();
      await server.stop();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
