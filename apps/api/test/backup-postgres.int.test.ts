// Runs on both databases: the PostgreSQL backup drill (pg_dump, pg_restore into a new database); skipped on the embedded run, which backup.int.test.ts covers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { expect, it } from 'vitest';
import {
  addDependent,
  readBack,
  runScript,
  signUpThrough,
  startPortal,
  stopPortal,
  uploadPhoto,
} from './support/portal-process';

/**
 * The PostgreSQL backup and restore drill: `npm run backup` dumps the database (pg_dump) while the
 * portal serves, `npm run restore` puts it into a new database, and the portal started on that
 * database serves the same data, every stored file in the S3 bucket still opening.
 */
const adminUrl = process.env.DATABASE_URL;
const hasTools = spawnSync('sh', ['-c', 'command -v pg_dump && command -v pg_restore']).status === 0;

it.skipIf(!adminUrl || !hasTools)(
  'dumps PostgreSQL while the portal serves, restores into a new database, and the portal there serves the same data and files',
  async () => {
    const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
    const urlOf = (name: string) => {
      const u = new URL(adminUrl!);
      u.pathname = `/${name}`;
      return u.toString();
    };
    const source = `backup_src_${suffix}`;
    const restored = `backup_dst_${suffix}`;
    const admin = new pg.Client({ connectionString: urlOf('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${source}`);
    const s3dir = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-s3-'));
    const dumpDir = path.join(s3dir, 'backup');
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(s3dir, 'bucket'),
      configureBuckets: [{ name: 'records' }],
    });
    const addr = await s3.run();
    const env = {
      FILE_STORE: 's3',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      S3_BUCKET: 'records',
      S3_ENDPOINT: `http://127.0.0.1:${addr.port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      FILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(s3dir, 'data'),
    };
    let portal = await startPortal({ ...env, DATABASE_URL: urlOf(source) });
    try {
      const auth = await signUpThrough(portal.base, 'pg-backup@example.com');
      const photo = await uploadPhoto(portal.base, auth);
      const ids = [await addDependent(portal.base, auth, 1), await addDependent(portal.base, auth, 2)];

      const backup = await runScript(['scripts/backup.mjs', '--dest', dumpDir], {
        ...env,
        DATABASE_URL: urlOf(source),
      });
      expect(backup.code, backup.out).toBe(0);
      await stopPortal(portal.child);
      const restore = await runScript(
        ['scripts/restore.mjs', '--from', dumpDir, '--database-url', urlOf(restored)],
        {},
      );
      expect(restore.code, restore.out).toBe(0);

      portal = await startPortal({ ...env, DATABASE_URL: urlOf(restored) });
      const seen = await readBack(portal.base, auth);
      expect(seen.email).toBe('pg-backup@example.com');
      expect(seen.dependents.sort()).toEqual([...ids].sort());
      expect(seen.photoStatus).toBe(200);
      expect(seen.photo.equals(photo)).toBe(true);
      // Every stored file the restored database names is in the bucket.
      const db = new pg.Client({ connectionString: urlOf(restored) });
      await db.connect();
      const { rows } = await db.query<{ storage_key: string }>(
        'SELECT storage_key FROM files WHERE deleted_at IS NULL',
      );
      await db.end();
      expect(rows.length).toBeGreaterThan(0);
      const keys = await fetch(`http://127.0.0.1:${addr.port}/records`).then((r) => r.text());
      for (const r of rows) expect(keys).toContain(r.storage_key);
    } finally {
      await stopPortal(portal.child);
      await s3.close();
      await admin.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
      await admin.end();
      rmSync(s3dir, { recursive: true, force: true });
    }
  },
  300_000,
);
