import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import type { Env } from '../src/config';
import { openDatabase } from '../src/db/client';

export interface TestApp extends BuiltApp {
  /** The test's own PostgreSQL database, when DATABASE_URL is set (PGlite: undefined). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh real database: PGlite in memory by default; when DATABASE_URL is set
 * (CI runs the suites again against PostgreSQL), a new database created for this app and dropped
 * at close. Never a mocked database.
 */
export async function createTestApp(env: Partial<Env> = {}, opts: { serveWeb?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const adminUrl = process.env.DATABASE_URL;
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    dbName = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: 'memory://',
    pgliteTemplate: inject('pgliteTemplate') || undefined,
  });
  const built = await buildApp({
    database,
    serveWeb: opts.serveWeb,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: 10_000,
      AUTH_RATE_LIMIT_MAX: 10_000,
      SIGN_IN_SLOWDOWN_MS: 1,
      SEED_DEMO: 'never',
      DATABASE_URL: undefined,
      ...env,
    },
  });
  await built.app.ready();
  return {
    ...built,
    databaseUrl,
    async close() {
      await built.app.close();
      await database.close();
      if (dbName && adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export const TEST_PASSWORD = 'Str0ng!Passw0rd';

export interface TestUser {
  id: number;
  email: string;
  token: string;
  headers: Record<string, string>;
}

/** Signs up a new patient through the API and exchanges the hand-off for a session. */
export async function signUp(t: Pick<BuiltApp, 'app'>, over: Record<string, unknown> = {}): Promise<TestUser> {
  const email = `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/sign_up',
    payload: { name: 'Test', last_name: 'User', email, password: TEST_PASSWORD, date_of_birth: '1/2/1990', ...over },
  });
  if (res.statusCode !== 200) throw new Error(`sign up failed: ${res.body}`);
  return sessionFromHandoff(t, res.json().auth_token, (over.email as string) ?? email);
}

export async function sessionFromHandoff(
  t: Pick<BuiltApp, 'app'>,
  authToken: string,
  email: string,
): Promise<TestUser> {
  const ex = await t.app.inject({ method: 'POST', url: '/api/v2/auth/exchange', payload: { auth_token: authToken } });
  if (ex.statusCode !== 200) throw new Error(`exchange failed: ${ex.body}`);
  const token = ex.json().session_token as string;
  const headers = { 'authorization-token': token };
  const me = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers });
  return { id: me.json().id, email, token, headers };
}
