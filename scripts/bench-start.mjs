// `npm run bench:start`: cold start of the server on an existing data dir (the built web app is
// reused), from process start to /healthz answering, averaged over runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function once() {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore',
  });
  for (;;) {
    try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}

const first = await once();
console.log(`first start (empty data dir, migrations and demo seed): ${first.toFixed(0)} ms`);
const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
times.sort((a, b) => a - b);
console.log(`start on existing data dir: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms over ${runs} runs (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})`);
rmSync(dataDir, { recursive: true, force: true });
