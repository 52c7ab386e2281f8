// `npm run bench:requests [-- --duration S --connections C --no-pg --no-pglite --browser --start --tsx]`
// One table: CPU per authenticated read (list / detail / cards / dependents / profile) on the
// server (Node, and PostgreSQL's own processes on PostgreSQL) and its throughput next to a bare
// Fastify + pg GET-by-key baseline in the same run; with the web app built, CPU per request page
// drawn by the server with its data (the document a cold visit gets: the render, its reads, brotli); the p99 of reads while 5 uploads stream in
// slowly; with --browser the bytes on the wire for the dashboard (built web app, Debian's
// chromium); with --start the start time to /healthz (bench:start). Load comes from another
// process (autocannon). The machine is shared: read the ratios first. The API measured is compiled
// as `npm start` runs it (esbuild, ahead of time: bench/compiled-api.ts); `--tsx` measures it
// from its sources through tsx instead. The baseline is plain JavaScript from node_modules either way.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { importCompiledApi } from './bench/compiled-api';
import { measure, runLoad, startBaseline, type Measured } from './bench/measure';
import { seedBenchUser } from './bench/seed-requests';
import { slowUpload } from './bench/slow-upload';
import { dashboardBytes } from './bench/dashboard-bytes';

process.on('uncaughtException', (err) => {
  if (/terminating connection due to administrator command/.test(String(err?.message))) return;
  throw err;
});
const { values: o } = parseArgs({
  options: {
    count: { type: 'string', default: process.env.BENCH_REQUESTS ?? '500' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '8' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    'no-pg': { type: 'boolean', default: false },
    'no-pglite': { type: 'boolean', default: false },
    browser: { type: 'boolean', default: false },
    start: { type: 'boolean', default: false },
    /** Only these reads (comma list of list,detail,cards,dependents,profile,document,uploads). */
    only: { type: 'string' },
    /**
     * VACUUM (ANALYZE) after seeding (PostgreSQL), as autovacuum would in a database in use:
     * without it the planner sees the tables as empty and each count visits the heap.
     */
    vacuum: { type: 'boolean', default: false },
    /** Rounds of each read on PostgreSQL, each right after a round of the baseline; medians are shown. */
    rounds: { type: 'string', default: '1' },
    /**
     * Another checkout of the portal (a worktree of main, its node_modules linked to this one's):
     * its API is measured beside this one, on the same database, in the same rounds.
     */
    compare: { type: 'string' },
    /** The API from its TypeScript sources through tsx, not compiled as production runs it. */
    tsx: { type: 'boolean', default: false },
  },
});
const compiled = o.tsx ? null : await importCompiledApi(process.cwd());
const { buildApp } = compiled ?? (await import('../apps/api/src/app'));
const { openDatabase } = compiled ?? (await import('../apps/api/src/db/client'));
const duration = Number(o.duration);
const connections = Number(o.connections);
const rows: string[][] = [];
const add = (...cells: Array<string | number>) => rows.push(cells.map(String));

async function createPgDatabase(adminUrl: string) {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The app under bench (this checkout's or a compared one's): no demo data, no rate limit in the way. */
const benchEnv = (dataDir: string, databaseUrl: string | undefined) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn' as const,
  SEED_DEMO: 'never' as const,
  RATE_LIMIT_MAX: 100_000_000,
  AUTH_RATE_LIMIT_MAX: 1000,
  DATABASE_URL: databaseUrl,
});

/** The built web app and its server module: documents are drawn only with both. */
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const drawsDocuments =
  existsSync(path.join(WEB_DIST, 'p/index.html')) &&
  existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'server-render.mjs'));

/** Waits until the server draws a request's page (its render module loads once it listens). */
async function documentsDrawn(base: string, pathname: string, headers: Record<string, string>) {
  for (let i = 0; i < 100; i++) {
    const html = await (await fetch(`${base}${pathname}`, { headers })).text();
    if (html.includes('data-ssr="own"')) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function benchOne(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-requests-'));
  const pgDb = kind === 'postgres' ? await createPgDatabase(o['pg-url']!) : null;
  const database = await openDatabase({ databaseUrl: pgDb?.url, pgliteDir: path.join(dataDir, 'pglite') });
  const { app } = await buildApp({
    database,
    serveWeb: drawsDocuments,
    env: { ...benchEnv(dataDir, pgDb?.url), WEB_DIST },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const u = await seedBenchUser(base, database, Number(o.count));
  if (pgDb && o.vacuum) {
    // Statistics and the visibility map, as autovacuum keeps them in a database in use: a freshly
    // seeded database has neither (its plans assume empty tables, each count visits the heap).
    const c = new pg.Client({ connectionString: pgDb.url });
    await c.connect();
    await c.query('VACUUM (ANALYZE)');
    await c.end();
  }
  const headers = { 'authorization-token': u.token };
  const withPg = kind === 'postgres';
  // PostgreSQL's CPU: the backends serving the bench's own database (the server may be shared).
  const pgCpu = pgDb ? new URL(pgDb.url).pathname.slice(1) : false;
  const reads: Array<[string, string[], Record<string, string>?]> = [
    ['list', ['/api/v2/requests?page=1&per_page=10']],
    ['detail', u.rids.map((r) => `/api/v2/requests/${r}/detail`)],
    ['cards', ['/api/v2/patient/cards']],
    ['dependents', ['/api/v2/patient/dependents']],
    ['profile', ['/api/v2/user']],
  ];
  const only = o.only?.split(',');
  // A request's page as a cold visit gets it: drawn with its data for the document cookie's
  // session (platform/document-render.ts), brotli-compressed. Its budget is its own (README), not
  // a ratio: it is a page and the reads it makes, not one read.
  if (!only || only.includes('document')) {
    const docHeaders = { cookie: `portal-session=${u.token}`, 'accept-encoding': 'br' };
    const pages = u.rids.slice(0, 50).map((r) => `/p/request-detail/${r}`);
    if (!drawsDocuments) console.warn('document: the web app is not built (npm run build): not measured');
    else if (!(await documentsDrawn(base, pages[0]!, docHeaders)))
      console.warn('document: the server did not draw the page: not measured');
    else reads.push(['document (request page drawn)', pages, docHeaders]);
  }
  if (!withPg) {
    for (const [label, paths, extra] of reads) {
      if (only && !only.includes(label.split(' ')[0]!)) continue;
      const m = await measure({ url: base, paths, headers: extra ?? headers, connections, duration }, false);
      if (m.non2xx || m.errors) console.warn(`${kind} ${label}: ${m.non2xx} non-2xx, ${m.errors} errors`);
      add(kind, label, m.nodeMs.toFixed(2), 'in Node', m.nodeMs.toFixed(2), m.rps.toFixed(0), '', '', m.p99);
    }
  } else {
    // The other checkout's API (--compare), on its own pool of the same database.
    const other = o.compare ? await startCompared(o.compare, pgDb!.url, dataDir) : null;
    const b = await startBaseline(pgDb!.url, u.userId);
    const rounds = Math.max(1, Number(o.rounds));
    const targets: Array<[string, string]> = [
      ['', base],
      ...(other ? [[' (compared)', other.base] as [string, string]] : []),
    ];
    const baseRuns: Measured[] = [];
    const baselineAt = rows.length;
    for (const [label, paths, extra] of reads) {
      if (only && !only.includes(label.split(' ')[0]!)) continue;
      const runs = targets.map(() => [] as Array<{ m: Measured; b: Measured }>);
      for (let r = 0; r < rounds; r++) {
        // The baseline right before each run of the read: the machine's load is shared by the pair.
        for (let i = 0; i < targets.length; i++) {
          const bm = await measure({ url: b.url, paths: [b.path], connections, duration }, pgCpu);
          baseRuns.push(bm);
          const m = await measure(
            { url: targets[i]![1], paths, headers: extra ?? headers, connections, duration },
            pgCpu,
          );
          if (m.non2xx || m.errors) console.warn(`${kind} ${label}: ${m.non2xx} non-2xx, ${m.errors} errors`);
          runs[i]!.push({ m, b: bm });
        }
      }
      targets.forEach(([suffix], i) => {
        const pairs = runs[i]!;
        const total = (x: Measured) => x.nodeMs + x.dbMs;
        add(
          kind,
          `${label}${suffix}`,
          median(pairs.map((p) => p.m.nodeMs)).toFixed(2),
          median(pairs.map((p) => p.m.dbMs)).toFixed(2),
          median(pairs.map((p) => total(p.m))).toFixed(2),
          median(pairs.map((p) => p.m.rps)).toFixed(0),
          `${median(pairs.map((p) => total(p.m) / total(p.b))).toFixed(1)}×`,
          `${(median(pairs.map((p) => p.m.rps / p.b.rps)) * 100).toFixed(0)} %`,
          median(pairs.map((p) => p.m.p99)),
        );
      });
    }
    if (baseRuns.length) {
      const total = baseRuns.map((x) => x.nodeMs + x.dbMs);
      rows.splice(baselineAt, 0, [
        kind,
        `baseline: bare Fastify + pg, GET by key (median of ${baseRuns.length})`,
        median(baseRuns.map((x) => x.nodeMs)).toFixed(2),
        median(baseRuns.map((x) => x.dbMs)).toFixed(2),
        median(total).toFixed(2),
        median(baseRuns.map((x) => x.rps)).toFixed(0),
        '1×',
        '100 %',
        String(median(baseRuns.map((x) => x.p99))),
      ]);
    }
    await b.close();
    await other?.close();
  }
  // Reads while five 10 MB uploads stream in slowly: does anything wait for the uploads?
  if (only && !only.includes('uploads')) return close();
  const uploads = Array.from({ length: 5 }, (_, i) => slowUpload(base, u.token, u.rids[i], 10 * 1024 * 1024));
  const during = await runLoad({
    url: base,
    paths: ['/api/v2/requests?page=1&per_page=10', '/api/v2/user'],
    headers,
    connections: 2,
    duration: 3,
  });
  const codes = await Promise.all(uploads);
  add(
    kind,
    `reads during 5 slow uploads (uploads: ${codes.join(',')})`,
    '',
    '',
    '',
    during.rps.toFixed(0),
    '',
    '',
    `${during.p99} (max ${during.max})`,
  );
  return close();

  async function close() {
    await app.close();
    await database.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The API of another checkout (`--compare`), built from its own sources, on its own pool of the same database. */
async function startCompared(dir: string, databaseUrl: string, dataDir: string) {
  const root = path.resolve(dir);
  // Compiled the same way as this checkout's API (or both through tsx).
  const other = compiled ? await importCompiledApi(root) : null;
  const { buildApp: build } =
    other ?? ((await import(path.join(root, 'apps/api/src/app.ts'))) as typeof import('../apps/api/src/app'));
  const { openDatabase: open } =
    other ??
    ((await import(path.join(root, 'apps/api/src/db/client.ts'))) as typeof import('../apps/api/src/db/client'));
  const database = await open({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite-compared') });
  const { app } = await build({
    database,
    env: benchEnv(dataDir, databaseUrl),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: async () => {
      await app.close();
      await database.close();
      other?.dispose();
    },
  };
}

if (!o['no-pglite']) await benchOne('pglite');
if (!o['no-pg']) {
  try {
    await benchOne('postgres');
  } catch (err) {
    console.warn(`PostgreSQL skipped: ${(err as Error).message}`);
  }
}
if (o.browser) await dashboardBytes(buildApp, add);
if (o.start) {
  const out = execFileSync(process.execPath, ['scripts/bench-start.mjs', '3'], { encoding: 'utf8' });
  for (const line of out.trim().split('\n')) add('start', line, '', '', '', '', '', '', '');
}

const header = [
  'db',
  'read',
  'Node CPU ms/req',
  'DB CPU ms/req',
  'total CPU ms/req',
  'req/s',
  'CPU vs baseline',
  'req/s vs baseline',
  'p99 ms',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
console.log(
  `(${connections} connections, ${duration} s a read, ${o.rounds} round(s), ${o.count} requests; CPU is process time ` +
    `divided by answers; PostgreSQL: ${o.vacuum ? 'VACUUM (ANALYZE) after seeding' : 'not vacuumed'}, medians of the rounds, ` +
    `each ratio against the baseline run just before it; API ${compiled ? 'compiled (esbuild, as npm start runs it)' : 'from its sources (tsx)'}; ` +
    `load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})`,
);
compiled?.dispose();
