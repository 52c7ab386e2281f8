// `npm run bench:bundle`: gzip size of the JavaScript and CSS a browser loads for /p/dashboard
// (the entry, its static imports and the dashboard route's chunks), and of the login page, with the
// HTML document (which inlines the first screen's stylesheet).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { webBuildIsStale } from './lib.mjs';

// BENCH_WEB_DIST=DIR: another build of the web app (to compare two), taken as it is.
const dist = process.env.BENCH_WEB_DIST ?? 'apps/web/dist';
if (!process.env.BENCH_WEB_DIST && webBuildIsStale()) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
/**
 * What a page's HTML makes the browser fetch: its entry script and the preloads the boot script
 * adds for the address (the #app-boot data block, see apps/web/static-shell.ts), plus any script
 * or enabled stylesheet linked directly (a disabled stylesheet link is never fetched: its CSS is
 * inline in the HTML).
 */
function manifestLike(html, address) {
  const text = readFileSync(path.join(dist, html), 'utf8');
  const linked = [...text.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"(?![^>]*\sdisabled)/g)].map(
    (m) => m[1],
  );
  const data = text.match(/<script type="application\/json" id="app-boot">([^<]*)<\/script>/);
  if (!data) return linked;
  const boot = JSON.parse(data[1]);
  const route = boot.routes.find(([pattern]) => new RegExp(pattern).test(address));
  return [...linked, boot.entry, ...boot.preload, ...(route ? route[1] : [])].map((f) => f.replace(/^\//, ''));
}

/** Follows static `import` statements from a chunk (what the browser fetches before rendering). */
function closure(files) {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f) || !existsSync(path.join(dist, f))) return;
    seen.add(f);
    if (!f.endsWith('.js')) return;
    const src = readFileSync(path.join(dist, f), 'utf8');
    for (const m of src.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g))
      walk(`assets/${m[1]}`);
  };
  files.forEach(walk);
  return [...seen];
}
const size = (files) =>
  files.reduce(
    (acc, f) => {
      const buf = readFileSync(path.join(dist, f));
      return { raw: acc.raw + buf.length, gz: acc.gz + gzipSync(buf, { level: 9 }).length };
    },
    { raw: 0, gz: 0 },
  );
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

// The dashboard's own document when the build made one (static-shell.ts, PAGE_DOCUMENTS).
const dashboardHtml = existsSync(path.join(dist, 'p/dashboard.html')) ? 'p/dashboard.html' : 'p/index.html';
const portal = closure(manifestLike(dashboardHtml, '/p/dashboard'));
const login = closure(manifestLike('login/index.html', '/login/'));
for (const [name, files, html] of [
  ['/p/dashboard', portal, dashboardHtml],
  ['/login', login, 'login/index.html'],
]) {
  const js = size(files.filter((f) => f.endsWith('.js')));
  const css = size(files.filter((f) => f.endsWith('.css')));
  // The HTML carries the first screen's stylesheet inline and its prerendered shell.
  const doc = size([html]);
  console.log(
    `${name}: JS ${kb(js.gz)} gzip (${kb(js.raw)} raw, ${files.filter((f) => f.endsWith('.js')).length} files), CSS ${kb(css.gz)} gzip, HTML ${kb(doc.gz)} gzip (inline CSS and shell)`,
  );
}
// Besides the boot script's list, React's first commit of the dashboard waits for the frame's
// language menu and session watch and for the dashboard's search with its texts (router.tsx
// preloadPage): loaded once the entry runs, alongside the page's data. Counted apart, so
// that the figure above stays comparable with earlier passes while nothing the first screen needs
// goes uncounted.
const assets = readdirSync(path.join(dist, 'assets'));
const named = (name) => {
  const file = assets.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  if (!file) throw new Error(`bench:bundle: no chunk named ${name}`);
  return `assets/${file}`;
};
// The providers' texts: the chunk the i18n code imports (named by apps/web/vite.config.ts).
const texts = portal
  .map((f) => readFileSync(path.join(dist, f), 'utf8').match(/import\("\.\/(provider-texts-[\w-]{8}\.js)"\)/)?.[1])
  .find(Boolean);
if (!texts) throw new Error("bench:bundle: no providers' texts chunk");
// (The dashboard's search is in the dashboard's own chunks, counted above.)
const lazyStarts = [named('portal-language-menu'), named('session-watch'), `assets/${texts}`];
const firstCommit = closure([...portal, ...lazyStarts]).filter((f) => f.endsWith('.js'));
console.log(
  `/p/dashboard, all its first commit draws (with the frame's lazy parts and the search): JS ${kb(size(firstCommit).gz)} gzip in ${firstCommit.length} files`,
);
// The budget (README, Performance budgets); the latest figures are in the README's table.
console.log(
  "Budget: the dashboard's whole first visit <= 200 KiB (npm run bench:requests -- --only none --browser); its JavaScript is most of it.",
);
