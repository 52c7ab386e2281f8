// `npm run bench:load [-- --users 200 --duration 60 --pg-url postgres://postgres@127.0.0.1:5432/postgres
//   --database bench_load --write-every 4]`
// Many patients at once on one machine: the compiled API as `npm start` runs it, on PostgreSQL (a
// database of its own, made afresh each run), driven over loopback by --users simulated patients,
// each with a session of their own, thinking 250–750 ms between calls: reads (profile, request list,
// their draft, dependents) and every --write-every'th call a draft save (the wizard's autosave).
// A 503 with Retry-After is sent again as the web app does (twice at most, after the wait it asks).
// Prints: what the patients saw (errors by status), latency p50/p95/p99 of what they waited for,
// calls/s, acknowledged draft saves lost (each draft re-read at the end), answers carrying another
// patient's data, and the machine's load average (the machine may be shared: read it with them).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiBuildIsStale, apiBundle, buildApi } from './build-api.mjs';
import { dropBenchDatabase, freePort, freshBenchDatabase } from './lib.mjs';

const { values: opt } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    database: { type: 'string', default: 'bench_load' },
    'write-every': { type: 'string', default: '4' },
    /** Keep the database afterwards (to look into it); it is made afresh on the next run anyway. */
    keep: { type: 'boolean', default: false },
    /** Write a CPU profile of the API process into this folder (node --cpu-prof). */
    profile: { type: 'string' },
  },
});
const USERS = Number(opt.users);
const DURATION_MS = Number(opt.duration) * 1000;
const WRITE_EVERY = Number(opt['write-every']);
const PASSWORD = 'Str0ng!Passw0rd';
if (apiBuildIsStale()) {
  console.log('Compiling the API...');
  await buildApi();
}
const dbUrl = await freshBenchDatabase(opt['pg-url'], opt.database);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { REDIS_URL: _redis, ...inherited } = process.env; // counters in the process, as npm start has them
const server = spawn(
  process.execPath,
  [...(opt.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(opt.profile)] : []), apiBundle],
  {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      FILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // Each patient calls from an address of their own (X-Forwarded-For from loopback), so the
      // per-client limits apply as they would to real patients.
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SEED_DIRECTORY_COUNT: '2000',
      DRAIN_SETTLE_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
/** CPU seconds process `pid` has used so far (Linux /proc; null elsewhere or when it is gone). */
function cpuSeconds(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return null;
  }
}
const serverCpuSeconds = () => cpuSeconds(server.pid);
/** CPU seconds of each PostgreSQL backend serving the bench's database (same machine). */
async function pgBackendCpu() {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { rows } = await c.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    opt.database,
  ]);
  await c.end();
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]).filter(([, s]) => s !== null));
}
const stopServer = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.on('exit', resolve);
    server.kill('SIGTERM');
  });

let failed = false;
try {
  const end = Date.now() + 300_000;
  for (;;) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (server.exitCode !== null || Date.now() > end) throw new Error('the API did not come up');
    await new Promise((r) => setTimeout(r, 250));
  }
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const {
    rows: [custodian],
  } = await db.query('SELECT id FROM custodians ORDER BY id LIMIT 1');
  await db.end();

  /** One call as the web app makes it: a 503 with Retry-After is sent again, twice at most. */
  async function call(u, method, pathname, body) {
    const headers = { 'x-forwarded-for': u.ip };
    if (u.token) headers['authorization-token'] = u.token;
    if (body) headers['content-type'] = 'application/json';
    for (let attempt = 0; ; attempt++) {
      let res;
      try {
        res = await fetch(base + pathname, { method, headers, body: body ? JSON.stringify(body) : undefined });
      } catch {
        return { status: 0, json: null, retries: attempt };
      }
      const text = await res.text();
      const after = res.headers.get('retry-after');
      if (res.status === 503 && after !== null && attempt < 2) {
        await new Promise((r) => setTimeout(r, Math.min(Number(after), 5) * 1000));
        continue;
      }
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, json, retries: attempt };
    }
  }

  const users = [];
  console.log(`Signing up ${USERS} patients, each with a draft request...`);
  const t0 = Date.now();
  for (let i = 0; i < USERS; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, USERS - i) }, async (_, k) => {
        const n = i + k;
        const u = {
          n,
          ip: `10.${(n >> 8) & 255}.${n & 255}.9`,
          email: `load-${n}-${randomBytes(3).toString('hex')}@example.com`,
        };
        const up = await call(u, 'POST', '/api/v2/auth/sign_up', {
          name: 'Load',
          last_name: 'Patient',
          email: u.email,
          password: PASSWORD,
          date_of_birth: '1/2/1990',
        });
        if (up.status !== 200) throw new Error(`sign up ${up.status} ${JSON.stringify(up.json)}`);
        const ex = await call(u, 'POST', '/api/v2/auth/exchange', { auth_token: up.json.auth_token });
        if (ex.status !== 200) throw new Error(`exchange ${ex.status}`);
        u.token = ex.json.session_token;
        u.key = randomBytes(8).toString('hex');
        const d = await call(u, 'POST', '/api/v2/request/record_request', {
          status: 'draft',
          idempotency_key: u.key,
          custodian_id: custodian.id,
          current_step: 2,
          remarks: 'save 0',
        });
        if (d.status !== 200) throw new Error(`first draft ${d.status} ${JSON.stringify(d.json)}`);
        u.rid = d.json.request_rid;
        u.acked = 0; // the last acknowledged save
        u.sent = 0;
        users[n] = u;
      }),
    );
  }
  console.log(`  done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  /** Every rid and email anywhere in an answer must be the patient's own. */
  function foreign(u, json) {
    let bad = false;
    const walk = (v) => {
      if (bad || v === null || typeof v !== 'object') return;
      if (Array.isArray(v)) return v.forEach(walk);
      for (const [k, x] of Object.entries(v)) {
        if (k === 'rid' && typeof x === 'string' && x !== u.rid) bad = true;
        else if (k === 'email' && typeof x === 'string' && x.toLowerCase() !== u.email.toLowerCase()) bad = true;
        else walk(x);
      }
    };
    walk(json);
    return bad;
  }

  const reads = ['/api/v2/user', '/api/v2/requests?page=1', 'draft', '/api/v2/patient/dependents'];
  const samples = [];
  let foreignAnswers = 0;
  const load0 = os.loadavg();
  const cpu0 = process.cpuUsage();
  const server0 = serverCpuSeconds();
  const pg0 = await pgBackendCpu();
  const start = Date.now();
  await Promise.all(
    users.map(async (u) => {
      // Patients do not all start in the same millisecond.
      await new Promise((r) => setTimeout(r, Math.random() * 750));
      for (let k = 0, nread = 0; Date.now() - start < DURATION_MS; k++) {
        const write = k % WRITE_EVERY === WRITE_EVERY - 1;
        const at = performance.now();
        let r;
        let kind;
        if (write) {
          kind = 'draft save';
          const seq = ++u.sent;
          r = await call(u, 'POST', '/api/v2/request/record_request', {
            status: 'draft',
            rid: u.rid,
            idempotency_key: u.key,
            custodian_id: custodian.id,
            current_step: 3,
            remarks: `save ${seq}`,
          });
          if (r.status === 200) u.acked = seq;
        } else {
          const p = reads[nread++ % reads.length];
          kind = p === 'draft' ? '/api/v2/request/:rid' : p;
          r = await call(u, 'GET', p === 'draft' ? `/api/v2/request/${u.rid}` : p);
          if (r.status === 200 && foreign(u, r.json)) foreignAnswers++;
        }
        samples.push({ ms: performance.now() - at, status: r.status, retries: r.retries, kind });
        await new Promise((res) => setTimeout(res, 250 + Math.random() * 500));
      }
    }),
  );
  const elapsed = (Date.now() - start) / 1000;
  const load1 = os.loadavg();
  const cpu1 = process.cpuUsage(cpu0);
  const server1 = serverCpuSeconds();
  const pg1 = await pgBackendCpu();
  const pgCpu = [...pg1].reduce((sum, [pid, sec]) => sum + sec - (pg0.get(pid) ?? 0), 0);

  // Acknowledged saves re-read: the draft holds the last save the patient was told succeeded.
  let lost = 0;
  let acked = 0;
  for (const u of users) {
    acked += u.acked;
    const r = await call(u, 'GET', `/api/v2/request/${u.rid}`);
    const held = Number(/^save (\d+)$/.exec(r.json?.remarks ?? '')?.[1] ?? -1);
    if (r.status !== 200 || held < u.acked) lost++;
  }

  const q = (list, p) => {
    const s = list.map((x) => x.ms).sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(0) : '–';
  };
  const errors = samples.filter((s) => s.status !== 200);
  const byStatus = [...new Set(errors.map((e) => e.status))]
    .map((st) => `${st || 'connection'} ×${errors.filter((e) => e.status === st).length}`)
    .join(', ');
  const retried = samples.filter((s) => s.retries > 0).length;
  const writes = samples.filter((s) => s.kind === 'draft save');
  const kinds = [...new Set(samples.map((s) => s.kind))];
  console.log(`
| figure | value |
|---|---|
| patients, duration | ${USERS} patients, ${elapsed.toFixed(0)} s, think time 250–750 ms, PostgreSQL, loopback |
| calls | ${samples.length} (${writes.length} draft saves), ${(samples.length / elapsed).toFixed(0)} calls/s |
| latency p50 / p95 / p99 (what the patient waited, retries included) | ${q(samples, 0.5)} / ${q(samples, 0.95)} / ${q(samples, 0.99)} ms |
${kinds
  .map(
    (k) =>
      `| … ${k} p50 / p95 / p99 | ${q(
        samples.filter((s) => s.kind === k),
        0.5,
      )} / ${q(
        samples.filter((s) => s.kind === k),
        0.95,
      )} / ${q(
        samples.filter((s) => s.kind === k),
        0.99,
      )} ms |`,
  )
  .join('\n')}
| errors the patients saw (by status) | ${errors.length}${errors.length ? `: ${byStatus}` : ''} |
| calls answered only after a 503 + Retry-After retry | ${retried} |
| acknowledged draft saves lost (re-read after) | ${lost} of ${users.length} drafts (${acked} acknowledged saves) |
| answers carrying another patient's data | ${foreignAnswers} |
| load average 1/5/15 min, before → after | ${load0.map((x) => x.toFixed(2)).join(' ')} → ${load1.map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cores) |
| the API process's CPU (one Node process) | ${server0 === null ? '–' : `${((server1 - server0) / elapsed).toFixed(2)} cores, ${(((server1 - server0) * 1000) / samples.length).toFixed(2)} ms per call`} |
| PostgreSQL's CPU (its backends for this database) | ${pg1.size ? `${(pgCpu / elapsed).toFixed(2)} cores, ${((pgCpu * 1000) / samples.length).toFixed(2)} ms per call` : '–'} |
| the load generator's own CPU | ${((cpu1.user + cpu1.system) / 1e6 / elapsed).toFixed(2)} cores |
`);
  const p95 = Number(q(samples, 0.95));
  const ok = (cond, what) => {
    console.log(`${cond ? 'ok  ' : 'FAIL'} ${what}`);
    if (!cond) failed = true;
  };
  ok(errors.length === 0, 'no patient saw an error');
  ok(p95 <= 500, `p95 ≤ 500 ms (${p95} ms)`);
  ok(lost === 0, 'no acknowledged draft save was lost');
  ok(foreignAnswers === 0, "no answer carried another patient's data");
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  if (!opt.keep) await dropBenchDatabase(opt['pg-url'], opt.database).catch(() => {});
}
process.exit(failed ? 1 : 0);
