// Runs on both databases: migrations and statements sent before they ran, on each driver.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startDatabase } from './client';
import { lockDataDir } from './data-dir-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'start-database-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('startDatabase (the server registers its routes while the database opens)', () => {
  it('hands back the database at once; a statement sent before it is migrated waits for the migrations', async () => {
    const dir = path.join(root, 'fresh', 'pglite');
    mkdirSync(path.dirname(dir)); // DATA_DIR, as config.ts creates it
    const database = await startDatabase({ pgliteDir: dir });
    // Sent before `ready`, on an empty directory: the table exists only once the migrations ran.
    const early = database.db.execute(sql`select count(*)::int as n from users`);
    let readyFirst = false;
    void database.ready.then(() => (readyFirst = true));
    const rows = (await early) as { rows: Array<{ n: number }> };
    expect(readyFirst).toBe(true);
    expect(rows.rows[0]?.n).toBe(0);
    await database.ready;
    await database.close();
    lockDataDir(dir)(); // released on close
  });

  it('rejects `ready` when the directory cannot be opened, and releases its lock', async () => {
    const base = path.join(root, 'broken');
    const dir = path.join(base, 'pglite');
    mkdirSync(base);
    // A file where PGlite expects its directory.
    writeFileSync(dir, 'not a database');
    const database = await startDatabase({ pgliteDir: dir });
    await expect(database.ready).rejects.toThrow();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
