// Runs on both databases: migrations under PostgreSQL's advisory lock.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

// Processes of a fleet start at the same time on one PostgreSQL database: both must come up, one
// applying the migrations while the other waits, neither failing on the other's half-done work.
describe.runIf(process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it('two processes opening a fresh database at once both start, each migration applied once', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `t_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${name}`;
    try {
      const both = await Promise.all([
        openDatabase({ databaseUrl: u.toString() }),
        openDatabase({ databaseUrl: u.toString() }),
      ]);
      const c = new pg.Client({ connectionString: u.toString() });
      await c.connect();
      const { rows } = await c.query('SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
      await c.end();
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      await Promise.all(both.map((d) => d.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
