// `npm test`: typecheck, lint, formatting, unit and API tests, then the web build and the browser journeys.
// With DATABASE_URL set, the API suites run against that PostgreSQL instead of PGlite.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './install-browser.mjs';
import { ensureServices } from './install-services.mjs';

const run = (cmd, args, env = process.env) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'format:check']);
ensureServices();
run('npx', ['vitest', 'run', '--project', 'shared', '--project', 'web', '--project', 'api']);
const chromium = ensureChromium();
if (!chromium) {
  console.error('Browser journeys need chromium; see README.');
  process.exit(1);
}
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--project', 'e2e'], { ...process.env, CHROMIUM_PATH: chromium });
