// Installs the Debian packages the fleet tests start (redis-server, haproxy) when they are missing and we
// are root, as install-browser.mjs does for chromium. The tests that need one skip, saying so,
// where it cannot be had.
import { execSync, spawnSync } from 'node:child_process';

const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;

export function ensureServices(pkgs = { 'redis-server': 'redis-server', haproxy: 'haproxy' }) {
  const missing = Object.entries(pkgs)
    .filter(([bin]) => !has(bin))
    .map(([, pkg]) => pkg);
  if (!missing.length) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Not installed (and not root): ${missing.join(', ')}. Tests that need them are skipped.`);
    return false;
  }
  console.log(`Installing ${missing.join(', ')} from Debian packages...`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`,
      { stdio: 'inherit' },
    );
  } catch {
    console.error(`Could not install ${missing.join(', ')}.`);
  }
  return Object.keys(pkgs).every(has);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureServices() ? 0 : 1);
