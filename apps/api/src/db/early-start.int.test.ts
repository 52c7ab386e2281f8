// Runs on both databases: the database start and its data-directory lock, on each driver.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { startPgliteEarly, takeEarlyPglite } from './early-start';

const root = mkdtempSync(path.join(os.tmpdir(), 'early-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite started before the server loads (server.ts)', () => {
  it('does nothing with DATABASE_URL, and hands nothing to another directory', () => {
    startPgliteEarly({ DATABASE_URL: 'postgres://x@127.0.0.1/y' });
    expect(takeEarlyPglite(path.join(root, 'none', 'pglite'))).toBeNull();
  });

  it('holds the directory lock from the start, and openDatabase takes the started database over', async () => {
    const dataDir = path.join(root, 'data'); // not created yet: created as config.ts does
    startPgliteEarly({ DATA_DIR: dataDir });
    const dir = path.join(dataDir, 'pglite');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    const database = await openDatabase({ pgliteDir: dir });
    expect(await database.db.execute('select 1 as one')).toBeTruthy();
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    await database.close();
    lockDataDir(dir)(); // released with the database
  });

  it('releases the lock of a database started for a directory that is not the one opened', async () => {
    const dataDir = path.join(root, 'other');
    startPgliteEarly({ DATA_DIR: dataDir });
    expect(takeEarlyPglite(path.join(root, 'elsewhere', 'pglite'))).toBeNull();
    const dir = path.join(dataDir, 'pglite');
    await expect
      .poll(
        () => {
          try {
            lockDataDir(dir)();
            return true;
          } catch {
            return false;
          }
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  });
});
