// Installs Debian's chromium for the browser journeys when it is missing and we are root.
// Never downloads a browser build of its own (no `playwright install`).
// The journeys run in Debian's chromium-headless-shell (the same Chromium release, built as the
// old headless shell, which Playwright itself uses for headless runs): without the full
// browser's windowing and UI layers it spends less CPU per page. Lighthouse and screenshots for
// people keep the full chromium (findChromium). e2e/support/browser.ts falls back the same way
// when CHROMIUM_PATH is not set.
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

/** The browser the journeys launch: CHROMIUM_PATH, else the headless shell, else chromium. */
export function findJourneyBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const r = spawnSync('sh', ['-c', 'command -v chromium-headless-shell'], { encoding: 'utf8' });
  if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  return findChromium();
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

/**
 * The journeys' browser (findJourneyBrowser), installing Debian's chromium and
 * chromium-headless-shell first when either is missing and we are root. Without root, or when the
 * headless shell cannot be installed, the journeys run in whichever of the two is there.
 */
export function ensureChromium() {
  const missing = ['chromium', 'chromium-headless-shell'].filter(
    (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0,
  );
  if (missing.length && !process.env.CHROMIUM_PATH && process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(' and ')} from Debian packages...`);
    try {
      execSync(
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} fonts-noto-core >/dev/null`,
        { stdio: 'inherit' },
      );
    } catch {
      console.error(`Could not install ${missing.join(' and ')}; the journeys use what is there.`);
    }
  }
  const found = findJourneyBrowser();
  if (!found) {
    console.error('chromium is not installed and this is not root: install it with `apt-get install chromium`.');
    return null;
  }
  ensureExtras();
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = ensureChromium();
  console.log(p ? `journeys' browser: ${p}` : 'chromium unavailable');
  process.exit(p ? 0 : 1);
}
