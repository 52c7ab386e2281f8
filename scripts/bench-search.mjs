// `npm run bench:search -- --count N [--duration S] [--connections C] [--rate R] [--samples N] [--pg-url URL] [--no-pglite] [--no-pg] [--keep] [--existing URL] [--no-cache]`
// Seeds N generated custodians into a temporary PGlite and (when reachable) into a fresh database
// on PostgreSQL, then prints p50/p95/p99 of type-ahead, state+name and nearby searches measured
// at the service (the SQL the endpoint runs), and the endpoint's requests/s and latency under
// concurrent load from autocannon (loopback only, bounded by --duration and --rate).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { ensureBenchTools } from './bench-tools.mjs';

register();
// The load generator (autocannon) is one of the benchmarks' own packages (bench/).
ensureBenchTools();
// Dropping a bench database WITH (FORCE) ends idle pooled connections: expected, not a failure.
process.on('uncaughtException', (err) => {
  if (/terminating connection due to administrator command/.test(String(err?.message))) return;
  throw err;
});
const { values: o } = parseArgs({
  options: {
    count: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rate: { type: 'string' },
    samples: { type: 'string', default: '1000' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    'no-pglite': { type: 'boolean', default: false },
    'no-pg': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    /** Serve every request from the database (SEARCH_CACHE_TTL_MS=0). */
    'no-cache': { type: 'boolean', default: false },
    /** Measure an already seeded database (e.g. one kept with --keep): no seeding, nothing dropped. */
    existing: { type: 'string' },
  },
});
const count = Number(o.count);
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { generateDirectory } = await import('../apps/api/src/seed/directory.ts');
const { searchCustodians } = await import('../apps/api/src/modules/providers/service.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { sql } = await import('drizzle-orm');

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms  p99 ${pct(s, 99).toFixed(2)} ms`;
};

/** Runs the load in a worker thread (scripts/bench/load-worker.mjs); resolves autocannon's result. */
function load(workerData) {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./bench/load-worker.mjs', import.meta.url), { workerData });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

/** user + system CPU (ms) from a /proc stat line; USER_HZ is 100 on Linux. */
const statCpuMs = (stat) => {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};

/** CPU time of the server's thread (the main thread; the load runs in a worker), 0 without /proc. */
function serverThreadCpuMs() {
  try {
    return statCpuMs(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** CPU time of every local postgres process, or null where /proc cannot tell. */
function postgresCpuMs() {
  try {
    let ms = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      if (stat.includes('(postgres)')) ms += statCpuMs(stat);
    }
    return ms;
  } catch {
    return null;
  }
}

/** Realistic queries drawn from the directory itself: prefixes of words of real names. */
async function sampleQueries(db, n) {
  const r = await db.execute(sql`SELECT state, search_name, latitude, longitude FROM custodians
    WHERE id % ${Math.max(1, Math.floor(count / n))} = 0 AND state IS NOT NULL LIMIT ${n}`);
  return r.rows.map((row, i) => {
    const words = row.search_name.split(' ');
    const w = words[i % words.length];
    return {
      typeAhead: { 'search[state]': row.state, 'search[name]': w.slice(0, 3 + (i % 3)), page: 1 },
      stateName: { 'search[state]': row.state, 'search[name]': words.slice(0, 2).join(' '), page: 1 },
      nearby: { 'search[nearby]': true, 'search[latitude]': row.latitude, 'search[longitude]': row.longitude, page: 1 },
    };
  });
}

/**
 * Time inside the database: every statement a search runs is also run under EXPLAIN ANALYZE and
 * its server-side execution times are summed (planning excluded, as prepared statements would).
 */
async function timeInDatabase(db, userId, queries, key) {
  const times = [];
  for (const q of queries) {
    let ms = 0;
    const probe = new Proxy(db, {
      get(target, prop) {
        // Without the pool, prepared queries fall back to `execute`, where they are timed.
        if (prop === '$client') return undefined;
        if (prop !== 'execute') return Reflect.get(target, prop);
        return async (query) => {
          const plan = await target.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
          const row = plan.rows[0];
          const json = row['QUERY PLAN'] ?? Object.values(row)[0];
          ms += (typeof json === 'string' ? JSON.parse(json) : json)[0]['Execution Time'];
          return target.execute(query);
        };
      },
    });
    await searchCustodians(probe, userId, q[key]);
    times.push(ms);
  }
  return times;
}

async function timeService(db, userId, queries, key) {
  const times = [];
  for (const q of queries) {
    const t0 = performance.now();
    await searchCustodians(db, userId, q[key]);
    times.push(performance.now() - t0);
  }
  return times;
}

async function seedInto(kind, database) {
  console.log(`\n== ${kind}: seeding ${count.toLocaleString('en-US')} custodians`);
  const t0 = performance.now();
  let reported = 0;
  await generateDirectory(database.db, {
    count,
    onProgress(done) {
      if (done - reported < 250_000) return;
      reported = done;
      console.log(`   ${done.toLocaleString('en-US')} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    },
  });
  // A directory in service has been vacuumed by autovacuum (visibility map set, so the counts
  // are index-only); a bulk load has not yet. Vacuum, as autovacuum would, before measuring.
  await database.db.execute(sql`VACUUM ANALYZE custodians`);
  await database.db.execute(sql`VACUUM ANALYZE custodian_name_words`);
  console.log(`   seeded and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function bench(kind, database, seed = true) {
  if (seed) await seedInto(kind, database);
  else console.log(`\n== ${kind}: existing directory`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const { app } = await buildApp({
    database,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: 100_000_000,
      SEED_DEMO: 'never',
      DATABASE_URL: undefined,
      ...(o['no-cache'] ? { SEARCH_CACHE_TTL_MS: 0 } : {}),
    },
  });
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const up = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/sign_up',
    payload: { name: 'Bench', last_name: 'User', email, password: 'Str0ng!Passw0rd' },
  });
  const ex = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/exchange',
    payload: { auth_token: up.json().auth_token },
  });
  const token = ex.json().session_token;
  const me = await app.inject({ method: 'GET', url: '/api/v2/user', headers: { 'authorization-token': token } });
  const userId = me.json().id;

  const queries = await sampleQueries(database.db, Number(o.samples));
  await timeService(database.db, userId, queries.slice(0, 30), 'typeAhead'); // warm caches
  for (const key of ['typeAhead', 'stateName', 'nearby']) {
    console.log(
      `   ${key.padEnd(10)} in the database (EXPLAIN ANALYZE): ${fmt(await timeInDatabase(database.db, userId, queries, key))}`,
    );
    console.log(
      `   ${key.padEnd(10)} service round trip (${queries.length} queries): ${fmt(await timeService(database.db, userId, queries, key))}`,
    );
  }

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const qs = (q) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  const paths = queries.flatMap((q) => [q.typeAhead, q.stateName, q.nearby]).map((q) => `/api/v2/custodians?${qs(q)}`);
  const opts = {
    url: address,
    connections: Number(o.connections),
    duration: Number(o.duration),
    paths,
    headers: { 'authorization-token': token },
    rate: o.rate ? Number(o.rate) : undefined,
  };
  await load({ ...opts, duration: 2 }); // warm the connection pool and the plan cache
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const server0 = serverThreadCpuMs();
  const pg0 = postgresCpuMs();
  const t0 = performance.now();
  const r = await load(opts);
  const wall = performance.now() - t0;
  const served = r.requests.total ?? r.totalCompletedRequests;
  const serverMs = serverThreadCpuMs() - server0;
  loopDelay.disable();
  const pgMs = pg0 === null ? null : postgresCpuMs() - pg0;
  console.log(
    `   endpoint GET /api/v2/custodians (${paths.length} distinct queries, ${opts.connections} connections${o.rate ? `, target ${o.rate} req/s` : ''}, ${opts.duration} s, search cache ${o['no-cache'] ? 'off' : 'on'}):`,
  );
  console.log(
    `     ${(served / (wall / 1000)).toFixed(0)} req/s served, latency p50 ${r.latency.p50} ms  p90 ${r.latency.p90} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms; ` +
      `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
  );
  // CPU per request moves far less than latency when other work shares the machine.
  console.log(
    `     CPU per request: server thread ${(serverMs / served).toFixed(2)} ms` +
      (pgMs === null ? '' : `, PostgreSQL ${(pgMs / served).toFixed(2)} ms (all backends, from /proc)`) +
      `; server event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

if (o.existing) {
  const database = await openDatabase({ databaseUrl: o.existing });
  try {
    await bench('PostgreSQL (existing)', database, false);
  } finally {
    await database.close();
  }
  process.exit(0);
}

if (!o['no-pglite']) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-pglite-'));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    await bench('PGlite', database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!o['no-pg']) {
  const admin = new pg.Client({ connectionString: o['pg-url'] });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`\n== PostgreSQL not reachable at ${o['pg-url']} (${err.message}): skipped`);
    process.exit(0);
  }
  const name = `bench_search_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(o['pg-url']);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  try {
    const v = await admin.query('SHOW server_version');
    console.log(`\n(PostgreSQL ${v.rows[0].server_version}, database ${name})`);
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    if (!o.keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
