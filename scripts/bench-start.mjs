// `npm run bench:start [runs]`: start of the server on an existing data dir, from process start to
// /healthz answering: wall time and the CPU the process used (steadier on a busy machine), for
// the compiled API (apps/api/dist, what `npm start` runs; compiled first when stale) and, for
// comparison, TypeScript compiled on the fly (tsx). The first start seeds the data dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiBuildIsStale, apiBundle, buildApi } from './build-api.mjs';

const runs = Number(process.argv[2] ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 90);
if (apiBuildIsStale()) await buildApi();

/** utime + stime of a process, in ms (Linux /proc; USER_HZ 100). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return NaN;
  }
}

async function once(args, ready = '/healthz') {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${ready}`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  const cpu = cpuMs(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, cpu };
}

const compiled = [apiBundle];
const tsx = ['--import', 'tsx', 'apps/api/src/server.ts'];
const first = await once(compiled);
console.log(
  `first start (empty data dir: migrations and the demo account; the rest seeds after /healthz): ${first.ms.toFixed(0)} ms to /healthz`,
);
const seeded = await once(compiled, '/readyz');
console.log(`  the demo data seeded (/readyz, the interrupted first start resumed): ${seeded.ms.toFixed(0)} ms`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [label, args] of [
  ['compiled (npm start)', compiled],
  ['tsx (TypeScript at start)', tsx],
]) {
  const xs = [];
  for (let i = 0; i < runs; i++) xs.push(await once(args));
  console.log(
    `start on existing data dir, ${label}: median ${median(xs.map((x) => x.ms)).toFixed(0)} ms to /healthz, CPU ${median(xs.map((x) => x.cpu)).toFixed(0)} ms (${runs} runs)`,
  );
}
// Wall time swings with what else the machine runs: say how loaded it was.
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`,
);
rmSync(dataDir, { recursive: true, force: true });
