// `npm run restore -- --from BACKUP [--to DIR] [--database-url postgres://.../new_database]`
// Puts a backup of `npm run backup` back, never over data that is there:
// - an embedded backup (a folder with pglite/): copied to --to (default DATA_DIR), which must not
//   hold a database yet; `npm start` with that DATA_DIR serves it.
// - a PostgreSQL backup (a folder with database.dump): restored with pg_restore into the new
//   database --database-url (created when missing, refused when it has tables); its stored files
//   (FILE_STORE=disk) are copied to --to (default DATA_DIR)/files. Start the portal with
//   DATABASE_URL set to it; migrations newer than the backup are applied at start.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, 'database-url': { type: 'string' } },
});
if (!values.from) {
  console.error('Usage: npm run restore -- --from BACKUP [--to DIR] [--database-url postgres://.../new_database]');
  process.exit(1);
}
const from = path.resolve(values.from);
const to = path.resolve(values.to ?? process.env.DATA_DIR ?? './data');
const fail = (msg) => {
  console.error(msg);
  process.exit(1);
};

if (existsSync(path.join(from, 'database.dump'))) {
  const url = values['database-url'];
  if (!url) fail('A PostgreSQL backup: name the new database with --database-url.');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
  );
  await db.end();
  if (rows[0].n > 0) fail(`${name} already has tables: restore into a new database.`);
  const r = spawnSync(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--dbname', url, path.join(from, 'database.dump')],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) fail('pg_restore failed.');
  if (existsSync(path.join(from, 'files')))
    cpSync(path.join(from, 'files'), path.join(to, 'files'), { recursive: true });
  console.log(`Restored into ${name}. Start the portal with DATABASE_URL=${url.replace(/\/\/[^@]*@/, '//')}.`);
} else if (existsSync(path.join(from, 'pglite'))) {
  if (existsSync(path.join(to, 'pglite'))) fail(`${to} already holds a database: restore into a new DATA_DIR.`);
  cpSync(from, to, { recursive: true });
  console.log(`Restored into ${to}. Start the portal with DATA_DIR=${to}.`);
} else {
  fail(`${from} is not a backup of npm run backup (no pglite/ nor database.dump in it).`);
}
