// `npm run backup [-- --dest PATH]`: a consistent copy of the portal's data, made while it runs.
// - The embedded default (no DATABASE_URL): a copy of DATA_DIR (database, stored files, generated
//   secrets) in a new folder, by default beside it (<DATA_DIR>-backup-<time>). When a portal
//   process holds the database, it is asked to make the copy itself (SIGUSR2, see
//   apps/api/src/platform/backup.ts); otherwise this script opens the database and makes it.
//   `npm start` with DATA_DIR set to the copy serves the same data (or `npm run restore`).
// - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` into PATH/database.dump (one snapshot of
//   the whole database), then, with FILE_STORE=disk, the stored files after it (a file is never
//   changed once written; the database marks a file deleted before its bytes go). With
//   FILE_STORE=s3 the bucket is kept by the storage's own versioning or replication.
//   `npm run restore -- --from PATH --database-url postgres://.../new` restores into a new database.
// Prints one line of JSON: where, how long, how many files and bytes.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { backupAnswerFile, backupEmbedded, backupRequestFile } from '../apps/api/src/platform/backup.ts';
import { writeFileSync } from 'node:fs';

const { values } = parseArgs({ options: { dest: { type: 'string' } } });
const config = loadConfig(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dest = path.resolve(values.dest ?? `${config.dataDir}-backup-${stamp}`);
if (existsSync(dest)) {
  console.error(`${dest} exists: a backup goes to a new folder.`);
  process.exit(1);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The live process holding the embedded database, from its lock file (db/data-dir-lock.ts). */
function lockHolder() {
  try {
    const { pid } = JSON.parse(readFileSync(path.join(config.dataDir, 'pglite.lock'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

if (config.DATABASE_URL) {
  const t0 = performance.now();
  mkdirSync(dest, { recursive: true });
  const dump = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--file', path.join(dest, 'database.dump'), config.DATABASE_URL],
    { stdio: 'inherit' },
  );
  if (dump.status !== 0) {
    rmSync(dest, { recursive: true, force: true });
    console.error('pg_dump failed (is postgresql-client installed, the same major version as the server or newer?)');
    process.exit(1);
  }
  const filesDir = path.join(config.dataDir, 'files');
  if (config.FILE_STORE === 'disk' && existsSync(filesDir))
    cpSync(filesDir, path.join(dest, 'files'), { recursive: true, filter: (src) => !src.endsWith('.part') });
  console.log(
    JSON.stringify({
      ok: true,
      dest,
      database: 'postgres',
      totalMs: Math.round(performance.now() - t0),
      files: config.FILE_STORE,
    }),
  );
  process.exit(0);
}

const pid = lockHolder();
if (pid !== null && pid !== process.pid) {
  // A portal serves this DATA_DIR: it makes the copy between two of its own statements.
  const id = randomBytes(6).toString('hex');
  writeFileSync(backupRequestFile(config.dataDir), JSON.stringify({ id, dest }), { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const answer = backupAnswerFile(config.dataDir, id);
  for (let i = 0; i < 6000 && !existsSync(answer); i++) await sleep(100);
  if (!existsSync(answer)) {
    console.error(`The portal (pid ${pid}) did not answer within 10 minutes.`);
    process.exit(1);
  }
  const result = JSON.parse(readFileSync(answer, 'utf8'));
  rmSync(answer, { force: true });
  rmSync(backupRequestFile(config.dataDir), { force: true });
  console.log(JSON.stringify({ ...result, madeBy: `the running portal (pid ${pid})` }));
  process.exit(result.ok ? 0 : 1);
}

// No portal runs on it: open the database here (taking its lock) and copy it.
const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  console.log(
    JSON.stringify({ ok: true, ...(await backupEmbedded(database, config.dataDir, dest)), madeBy: 'this script' }),
  );
} finally {
  await database.close();
}
