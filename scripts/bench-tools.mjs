// The benchmarks' packages (Lighthouse, chrome-launcher, puppeteer-core, autocannon) live in
// bench/, a package of its own outside the workspaces: `npm install` and `npm test` never need
// them, and a contributor who never benchmarks never downloads them (about 190 MB). The bench
// scripts call ensureBenchTools() first, which installs them at the versions of bench/package-lock.json on
// first use (no install scripts run: nothing downloads a browser), then import bench/tools.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench');

/** True when every dependency of bench/package.json is installed at the version it names. */
function installed() {
  const { dependencies } = JSON.parse(readFileSync(path.join(benchDir, 'package.json'), 'utf8'));
  return Object.entries(dependencies).every(([name, version]) => {
    const file = path.join(benchDir, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === version;
  });
}

export function ensureBenchTools() {
  if (installed()) return;
  console.error('Installing the benchmark tools into bench/node_modules (first use)...');
  // `npm install`, not `npm ci`: npm 11.19's ci rejects lockfiles npm itself wrote (see .ci/run). It
  // installs the versions bench/package-lock.json records.
  const r = spawnSync('npm', ['install', '--prefix', benchDir, '--no-audit', '--no-fund', '--ignore-scripts'], {
    stdio: 'inherit',
  });
  if (r.status !== 0 || !installed()) {
    console.error('Could not install the benchmark tools (npm install --prefix bench).');
    process.exit(1);
  }
}

/** bench/tools.mjs, after installing what it imports when missing. */
export async function benchTools() {
  ensureBenchTools();
  return import('../bench/tools.mjs');
}

export const benchPackageVersion = (name) =>
  JSON.parse(readFileSync(path.join(benchDir, 'node_modules', name, 'package.json'), 'utf8')).version;

if (import.meta.url === `file://${process.argv[1]}`) ensureBenchTools();
