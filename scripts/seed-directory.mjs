// `npm run seed:directory -- --count N [--seed S] [--database-url URL | --data-dir DIR]`
// Adds N generated custodians (deterministic from the seed) to the portal's database: PostgreSQL
// when a URL is given (or DATABASE_URL is set), else the embedded PGlite under DATA_DIR (./data).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '20260401' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    batch: { type: 'string', default: '50000' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number');
  process.exit(2);
}
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { generateDirectory } = await import('../apps/api/src/seed/directory.ts');
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
import { mkdirSync } from 'node:fs';
if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
const t0 = performance.now();
let last = 0;
await generateDirectory(database.db, {
  count,
  seed: Number(values.seed),
  batchSize: Number(values.batch),
  onProgress(done, total) {
    if (done - last >= 200_000 || done === total) {
      last = done;
      console.log(
        `  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
  },
});
console.log(
  `seeded ${count.toLocaleString('en-US')} custodians into ${database.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
await database.close();
