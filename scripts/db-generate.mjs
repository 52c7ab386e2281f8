// Generates a migration from the Drizzle schema. Several people may add tables at once, so the
// generator runs under a lock: two concurrent runs would both append to the migration journal.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const lock = path.join(os.tmpdir(), 'portal-drizzle-generate.lock');
for (let i = 0; ; i++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (i > 600) throw new Error('migration lock busy');
    await new Promise((r) => setTimeout(r, 500));
  }
}
try {
  execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { cwd: 'apps/api', stdio: 'inherit' });
} finally {
  rmSync(lock, { recursive: true, force: true });
}
