// `npm run bench:lighthouse`: Lighthouse (default mobile emulation, simulated throttling, cold
// cache: Lighthouse clears the browser cache before every run) against a freshly started server
// with a temporary data dir, 3 runs a page, on every page of scripts/bench-pages.mjs (each opened
// as its person: nobody, the demo patient or the demo clerk); prints the median of each figure
// and marks what misses a budget (BUDGETS below). Debian's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium): no browser is downloaded.
//
//   npm run bench:lighthouse                      every page
//   npm run bench:lighthouse -- --only profile    pages whose name holds a word
//                                                 (comma-separated: --only "profile,store")
//   npm run bench:lighthouse -- --runs 5          more runs a page
//   npm run bench:lighthouse -- --compress        through a proxy that brotli-compresses what the
//                                                 server sends uncompressed (what a server that
//                                                 pre-compresses its assets would send)
//   npm run bench:lighthouse -- --url http://host:port   an already running server (no start)
//   npm run bench:lighthouse -- --save DIR        also write each run's full report (JSON) to DIR
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchPackageVersion, benchTools } from './bench-tools.mjs';
import { PAGES as ALL_PAGES, resolveIds } from './bench-pages.mjs';

/** The demo patient (scripts/lib.mjs signInThroughApi's defaults). */
const DEMO_PATIENT = {
  email: process.env.BENCH_EMAIL ?? 'demo@patientportal.test',
  password: process.env.BENCH_PASSWORD ?? 'Demo#Portal2026',
};
import { webBuildIsStale } from './lib.mjs';

const { chromeLauncher, lighthouse, puppeteer } = await benchTools();

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(opt('runs', 3));
const compress = args.includes('--compress');
const only = opt('only', '');
const saveDir = opt('save');

const onlyWords = only
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const PAGES = ALL_PAGES.filter((p) => !onlyWords.length || onlyWords.some((w) => p.name.includes(w)));

/** The budgets every page meets (README, Performance budgets): cold visit, mobile emulation. */
const BUDGETS = { score: 95, lcp: 1200, tbt: 200, cls: 0.02, kib: 250 };

const cleanup = [];
async function done(code) {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void done(130));

/** Starts `npm start`'s server on a free port with an empty data dir (migrations + demo seed). */
async function startServer() {
  if (webBuildIsStale()) {
    const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('web build failed');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lh-'));
  const port = 4100 + Math.floor(Math.random() * 800);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A small directory seeds faster; none of the measured first screens lists it.
      SEED_DIRECTORY_COUNT: process.env.SEED_DIRECTORY_COUNT ?? '2000',
      // 12 page loads of ~25 files each would meet today's per-client limit (it counts static
      // files): the bench measures speed, not the limiter.
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanup.push(async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error('server exited');
    if (Date.now() - t0 > 300_000) throw new Error('server did not start in 5 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  return base;
}

/**
 * A reverse proxy that compresses text responses with brotli (quality 11, cached per URL as a
 * build step would) when the server sent them uncompressed. Status, headers and bodies otherwise
 * pass through as they are.
 */
async function compressingProxy(target) {
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const up = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } },
      (upRes) => {
        const type = String(upRes.headers['content-type'] ?? '');
        const textual = /javascript|css|html|json|svg|text\//.test(type);
        if (
          !textual ||
          upRes.headers['content-encoding'] ||
          !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
        ) {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          return upRes.pipe(res);
        }
        const chunks = [];
        upRes.on('data', (c) => chunks.push(c));
        upRes.on('end', () => {
          const body = Buffer.concat(chunks);
          const key = `${req.url}\n${body.length}`;
          const cacheable = /\/assets\//.test(req.url ?? '');
          const br =
            (cacheable && cache.get(key)) ||
            zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: cacheable ? 11 : 5 } });
          if (cacheable) cache.set(key, br);
          const headers = {
            ...upRes.headers,
            'content-encoding': 'br',
            'content-length': String(br.length),
            vary: 'accept-encoding',
          };
          res.writeHead(upRes.statusCode ?? 502, headers);
          res.end(br);
        });
      },
    );
    up.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(up);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => new Promise((r) => server.close(r)));
  return `http://127.0.0.1:${server.address().port}`;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = opt('url') ?? (await startServer());
  const base = compress ? await compressingProxy(server) : server;
  const { tokens, ids } = await resolveIds(server, PAGES);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  cleanup.push(async () => chrome.kill());
  // The portal and the desk read their session from localStorage (as after the login hand-off);
  // the portal's documents also from the cookie the hand-off's exchange sets. Lighthouse's storage
  // reset clears the HTTP cache but neither localStorage nor cookies, so the session set here
  // survives while every run still starts with a cold cache. robots.txt loads none of the app's
  // files. The patient signs in inside the browser, as the login page does (sign-in, then the
  // exchange, whose answer sets the cookie); the clerk's session is the one signed in above, with
  // the desk's document cookie as that exchange's answer set it (apps/api
  // platform/document-session.ts). A public page is opened with no session and no cookie, as from
  // a mail on a phone.
  async function signInAs(who) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${base}/robots.txt`);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    await page.evaluate(
      async (t, patient) => {
        localStorage.clear();
        if (patient) {
          const post = async (p, body) => {
            const res = await fetch(p, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: 'Client patient-portal-web' },
              body: JSON.stringify(body),
            });
            if (!res.ok) throw new Error(`${p}: ${res.status}`);
            return res.json();
          };
          const { auth_token } = await post('/api/v2/auth/sign_in', patient);
          t = (await post('/api/v2/auth/exchange', { auth_token })).session_token;
        }
        if (t) localStorage.setItem('portal.session', t);
      },
      tokens[who] ?? null,
      who === 'patient' ? DEMO_PATIENT : null,
    );
    if (who === 'staff' && tokens.staff) {
      const secure = base.startsWith('https:');
      await cdp.send('Network.setCookie', {
        name: secure ? '__Secure-desk-session' : 'desk-session',
        value: tokens.staff,
        url: `${base}/staff`,
        path: '/staff',
        httpOnly: true,
        secure,
        sameSite: 'Strict',
      });
    }
    await page.close();
    browser.disconnect();
  }

  const rows = [];
  for (const p of PAGES) {
    // A page that cannot be reached or measured is a row of its own, not the end of the run.
    try {
      rows.push(await measure(p));
    } catch (err) {
      process.stderr.write(`  ${p.name}: ${err.message}\n`);
      rows.push({ page: p.name, error: String(err.message).slice(0, 120) });
    }
  }

  async function measure(p) {
    const address = await p.path(ids);
    await signInAs(p.as);
    const results = [];
    for (let i = 0; i < runs; i++) {
      let lhr;
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(`${base}${address}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        }));
        if (!lhr.runtimeError) break;
        // A busy machine now and then fails a load (an interstitial): try that run again.
        if (attempt === 3) throw new Error(`${address}: ${lhr.runtimeError.message}`);
        process.stderr.write(`  ${p.name} run ${i + 1}: ${lhr.runtimeError.code}, again\n`);
      }
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(path.join(saveDir, `${p.name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      const a = lhr.audits;
      const finalUrl = lhr.finalDisplayedUrl;
      if (p.as !== 'none' && finalUrl.includes('/login'))
        throw new Error(`${address}: ended on ${finalUrl} (not signed in)`);
      // Requests the browser had finished when the largest element painted (observed timings).
      const observedLcp = a.metrics.details.items[0].observedLargestContentfulPaint;
      const critical = a['network-requests'].details.items.filter((r) => r.networkEndTime <= observedLcp).length;
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        bytes: a['total-byte-weight'].numericValue,
        requests: a['network-requests'].details.items.length,
        critical,
      });
      process.stderr.write(`  ${p.name} run ${i + 1}: ${results.at(-1).score}\n`);
    }
    const m = (k) => median(results.map((r) => r[k]));
    return {
      page: p.name,
      score: m('score'),
      scores: results.map((r) => r.score).join('/'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      bytes: m('bytes'),
      requests: m('requests'),
      critical: m('critical'),
    };
  }

  console.log(
    `\nLighthouse ${benchPackageVersion('lighthouse')}, mobile emulation, cold cache, median of ${runs} run(s)${compress ? ', through a brotli proxy' : ''}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('| page | perf | runs | FCP | LCP | TBT | CLS | KiB | requests | before LCP |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const miss = (bad, text) => (bad ? `**${text}** ✗` : text);
  let misses = 0;
  for (const r of rows) {
    if (r.error) {
      misses++;
      console.log(`| ${r.page} | not measured: ${r.error} ✗ | | | | | | | | |`);
      continue;
    }
    const kib = r.bytes / 1024;
    const bad = {
      score: r.score < BUDGETS.score,
      lcp: r.lcp > BUDGETS.lcp,
      tbt: r.tbt > BUDGETS.tbt,
      cls: r.cls > BUDGETS.cls,
      kib: kib > BUDGETS.kib,
    };
    if (Object.values(bad).some(Boolean)) misses++;
    console.log(
      `| ${r.page} | ${miss(bad.score, r.score)} | ${r.scores} | ${(r.fcp / 1000).toFixed(2)} s | ${miss(bad.lcp, `${(r.lcp / 1000).toFixed(2)} s`)} | ${miss(bad.tbt, `${Math.round(r.tbt)} ms`)} | ${miss(bad.cls, r.cls.toFixed(3))} | ${miss(bad.kib, kib.toFixed(0))} | ${r.requests} | ${r.critical} |`,
    );
  }
  console.log(
    `Budgets (README, Performance budgets): perf >= ${BUDGETS.score}, LCP <= ${BUDGETS.lcp / 1000} s, TBT <= ${BUDGETS.tbt} ms, CLS <= ${BUDGETS.cls}, <= ${BUDGETS.kib} KiB; ${misses ? `${misses} page(s) over (✗)` : 'every page within'}. Scores and TBT swing on a busy machine (load average under the core count for figures to compare).`,
  );
}

main().then(
  () => done(0),
  (err) => {
    console.error(err);
    void done(1);
  },
);
