// Installs Debian's chromium for the browser journeys when it is missing and we are root.
// Never downloads a browser build of its own (no `playwright install`).
import { execSync, spawnSync } from 'node:child_process';

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
    const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  }
  return null;
}

export function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error('chromium is not installed and this is not root: install it with `apt-get install chromium`.');
    return null;
  }
  console.log('Installing chromium from Debian packages...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null', { stdio: 'inherit' });
  found = findChromium();
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = ensureChromium();
  console.log(p ? `chromium: ${p}` : 'chromium unavailable');
  process.exit(p ? 0 : 1);
}
