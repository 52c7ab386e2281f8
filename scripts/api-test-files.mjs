// The API test files, and those of them that run on PostgreSQL as well as on the embedded
// PGlite. Both databases are PostgreSQL; what differs is around the engine: the driver
// (node-postgres's pool and named prepared statements, PGlite's one connection in a worker),
// concurrency and locking (a pool runs statements at once, PGlite one at a time), plans and
// statistics, migrations under a lock, pg-boss jobs, error objects. A file whose behaviour can
// differ so says in a line of its own at its top:
//
//   // Runs on both databases: <why>
//
// and `.ci/run` runs those files again on PostgreSQL. apps/api/test/database-specific.test.ts
// fails when a file that opens a database touches SQL, locks, concurrency, plans, migrations or
// the driver without that line, so a new file cannot skip PostgreSQL by forgetting it.
//
//   node scripts/api-test-files.mjs --both    the marked files, one a line (paths from the repo root)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BOTH_DATABASES = /^\/\/ Runs on both databases: \S/m;

/** Every API test file, relative to the repository's root, sorted. */
export function apiTestFiles() {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(p);
      } else if (e.name.endsWith('.test.ts')) out.push(p);
    }
  };
  walk('apps/api/src');
  walk('apps/api/test');
  return out.sort();
}

/** The files marked to run on both databases. */
export function bothDatabaseFiles() {
  return apiTestFiles().filter((f) => BOTH_DATABASES.test(readFileSync(path.join(root, f), 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((process.argv.includes('--both') ? bothDatabaseFiles() : apiTestFiles()).join('\n'));
}
