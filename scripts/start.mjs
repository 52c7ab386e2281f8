// `npm start`: builds the web app if it is missing or out of date, compiles the API ahead of time
// when its sources are newer than apps/api/dist (scripts/build-api.mjs), then serves login, portal
// and API on one port (default 3000) with the embedded database under ./data, seeded on first start.
import { spawnSync, spawn } from 'node:child_process';
import { webBuildIsStale } from './lib.mjs';
import { apiBuildIsStale, apiBundle, buildApi } from './build-api.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start, or sources changed)...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (apiBuildIsStale()) {
  console.log('Compiling the API (first start, or sources changed)...');
  await buildApi();
}
const child = spawn(process.execPath, [apiBundle], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
