// Installs Debian's chromium for the browser journeys when it is missing and we are root.
// Never downloads a browser build of its own (no `playwright install`).
// Also Debian's Noto fonts (screenshots of Bengali, Hindi, Chinese, Japanese and Korean show
// letters, not boxes) and poppler-utils (the journeys read signed PDFs with pdftotext).
import { execSync, spawnSync } from 'node:child_process';

/** Debian packages the journeys need besides chromium: [package, why]. */
const EXTRA_PACKAGES = [
  ['fonts-noto-core', 'Arabic, Bengali, Hindi and other scripts'],
  ['fonts-noto-cjk', 'Chinese, Japanese and Korean'],
  ['poppler-utils', 'pdftotext, to read signed PDFs'],
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
    const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  }
  return null;
}

/** Whether a Debian package is installed (dpkg knows it as "install ok installed"). */
function installed(pkg) {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('install ok installed');
}

/** The missing extra packages, installed with apt-get when we are root (else a note, not a failure). */
export function ensureExtras() {
  if (spawnSync('sh', ['-c', 'command -v dpkg-query']).status !== 0) return;
  const missing = EXTRA_PACKAGES.filter(([p]) => !installed(p));
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Not root: install ${missing.map(([p, why]) => `${p} (${why})`).join(', ')} with apt-get for complete journeys.`,
    );
    return;
  }
  console.log(`Installing ${missing.map(([p]) => p).join(', ')} from Debian packages...`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map(([p]) => p).join(' ')} >/dev/null`,
      { stdio: 'inherit' },
    );
  } catch {
    console.error('Could not install the fonts/poppler-utils; the journeys run without them.');
  }
}

export function ensureChromium() {
  let found = findChromium();
  if (!found) {
    if (process.getuid?.() !== 0) {
      console.error('chromium is not installed and this is not root: install it with `apt-get install chromium`.');
      return null;
    }
    console.log('Installing chromium from Debian packages...');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null',
      { stdio: 'inherit' },
    );
    found = findChromium();
  }
  if (found) ensureExtras();
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = ensureChromium();
  console.log(p ? `chromium: ${p}` : 'chromium unavailable');
  process.exit(p ? 0 : 1);
}
