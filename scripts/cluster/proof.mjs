// `npm run cluster:proof`: drives the fleet of `npm run cluster` as its users would, and prints
// what a person running it needs to know: a patient's journey through the balancer (API and a
// real browser), then --users patients with their own sessions for --duration seconds while one
// API process is killed with SIGKILL and started again; acknowledged writes are checked back, the
// job runs are counted per scheduled tick, and a rate limit is shown to be counted across
// processes; then two drills (scripts/cluster/drills.mjs): the fleet's Redis stopped and started
// again, and one process drained with SIGTERM while its /readyz is probed every 50 ms.
// Options: --users 200 --duration 180 --kill-at 60 --down 20 --port 3300 --drills-only.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { drain, redisOutage } from './drills.mjs';
import { startCluster } from './start-cluster.mjs';
import { findChromium } from '../install-browser.mjs';

const { values: opt } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '180' },
    'kill-at': { type: 'string', default: '60' },
    down: { type: 'string', default: '20' },
    port: { type: 'string', default: '3300' },
    /** Only the Redis outage and the drain drills (a minute or two), not the journey and the load. */
    'drills-only': { type: 'boolean', default: false },
  },
});
const USERS = Number(opt.users);
const DURATION_MS = Number(opt.duration) * 1000;
const KILL_AT_MS = Number(opt['kill-at']) * 1000;
const DOWN_MS = Number(opt.down) * 1000;
const RATE_LIMIT = 600;
const PASSWORD = 'Str0ng!Passw0rd';

const cluster = await startCluster({
  port: Number(opt.port),
  fresh: true,
  // The drills call the API alone; the journey needs the web app.
  web: !opt['drills-only'],
  env: {
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    AUTH_RATE_LIMIT_MAX: '100000',
    SEED_DIRECTORY_COUNT: '2000',
    // Every minute instead of daily, so that a 3-minute run sees several ticks on two processes.
    JOBS_ARCHIVE_CRON: '* * * * *',
    JOBS_RENEWALS_CRON: '* * * * *',
  },
});
const base = cluster.url;
let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

/** One call through the balancer, as the web app makes it; `ip` stands for the user's own address. */
async function call(method, path, { token, body, ip, form } = {}) {
  const headers = { 'x-forwarded-for': ip ?? '198.51.100.1' };
  if (token) headers['authorization-token'] = token;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: form ?? (body ? JSON.stringify(body) : undefined) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

async function signUp(email, ip) {
  const up = await call('POST', '/api/v2/auth/sign_up', {
    ip,
    body: { name: 'Load', last_name: 'Patient', email, password: PASSWORD, date_of_birth: '1/2/1990' },
  });
  if (up.status !== 200) throw new Error(`sign up ${up.status} ${up.text}`);
  const ex = await call('POST', '/api/v2/auth/exchange', { ip, body: { auth_token: up.json.auth_token } });
  if (ex.status !== 200) throw new Error(`exchange ${ex.status}`);
  return ex.json.session_token;
}

const dependent = (n) => ({
  first_name: `Kid${String.fromCharCode(65 + (n % 26))}`,
  middle_name: '',
  last_name: 'Patient',
  dob: '3/4/2015',
  gender: 'male',
  grade: '5',
  school: 'Oak Street',
  sport: '',
  relation: 'child',
});

try {
  if (!opt['drills-only']) await loadProof();
  await drillsProof();
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);

async function drillsProof() {
  // 6. Redis stops: the patients keep being answered, /readyz says degraded; it returns.
  console.log("\nDrill: the fleet's Redis stopped, then started again...");
  const r = await redisOutage(cluster);
  const readyz = r.readyzDuringOutage.map((x) => `${x.http} ${x.status} (${(x.degraded ?? []).join('; ')})`).join(', ');
  console.log(`
| Redis outage | value |
|---|---|
| every process degraded after the stop | ${r.degradedAfterMs} ms |
| patients' calls while Redis was down (${(r.outageMs / 1000).toFixed(1)} s) | ${Object.entries(r.callsDuringOutage)
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ')} |
| /readyz of each process meanwhile | ${readyz} |
| every process healthy again after the restart | ${r.recoveredAfterMs} ms |
| calls after | ${Object.entries(r.callsAfter)
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ')} |
`);
  check(Object.keys(r.callsDuringOutage).join() === '200', 'Redis down: every patient call answered 200');
  check(
    r.readyzDuringOutage.every((x) => x.http === 200 && x.degraded),
    'Redis down: /readyz ready but degraded',
  );
  check(r.recoveredAfterMs !== null, 'Redis back: every process healthy again without a restart');

  // 7. A process drained (a deploy): /readyz 503 while it settles, then it exits; no call fails.
  console.log('Drill: API process 1 gets SIGTERM under load, /readyz probed every 50 ms...');
  const d = await drain(cluster, { index: 0 });
  console.log(`
| drain | value |
|---|---|
| exit | code ${d.exit.code}${d.exit.signal ? `, signal ${d.exit.signal}` : ''}, ${d.exitedAfterMs} ms after SIGTERM |
| /readyz probes after SIGTERM (status ×n) | ${Object.entries(d.probesAfterSignal)
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ')} |
| answered 503 until | ${d.answered503Ms} ms after SIGTERM; first refused connection at ${d.firstRefusedAtMs ?? '–'} ms |
| a refused connection before the settle ended | ${d.refusedBeforeSettleEnded ? 'yes' : 'no'} |
| patients' calls after SIGTERM | ${d.callsAfterSignal}, failed: ${
    Object.entries(d.failedCalls)
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ') || 0
  } |
`);
  check(d.exit.code === 0, 'drain: the process exited 0');
  check(
    !d.refusedBeforeSettleEnded && (d.probesAfterSignal['503'] ?? 0) > 0,
    'drain: /readyz 503 while settling, no refused connection',
  );
  check(d.failedInAll === 0, 'drain: no patient call failed');
}

async function loadProof() {
  // 1. A patient's journey through the balancer: every call may land on either process.
  const email = `journey-${randomBytes(4).toString('hex')}@example.com`;
  const token = await signUp(email);
  const made = await call('POST', '/api/v2/patient/dependents', { token, body: dependent(1) });
  check(
    made.status === 200,
    `journey: a dependent saved through the balancer (${made.status}${made.status === 200 ? '' : ` ${made.text}`})`,
  );
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const fd = new FormData();
  fd.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
  const up = await call('POST', '/api/v2/user/avatar', { token, form: fd });
  check(up.status === 200, `journey: a photo uploaded into the S3 bucket (${up.status})`);
  const reads = await Promise.all(
    Array.from({ length: 6 }, () =>
      fetch(`${base}/api/v2/user/avatar`, { headers: { 'authorization-token': token } }).then(async (r) => [
        r.status,
        (await r.arrayBuffer()).byteLength,
      ]),
    ),
  );
  check(
    reads.every(([s, n]) => s === 200 && n === png.length),
    'journey: the photo reads back on every process, six times',
  );
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/login/`);
  await page.getByLabel('Email').fill('demo@patientportal.test');
  await page.getByLabel(/^Password/).fill('Demo#Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/p\/dashboard/, { timeout: 60_000 });
  await page.reload();
  await page.waitForURL(/\/p\/dashboard/, { timeout: 60_000 });
  check(true, 'journey: the demo patient signs in through the balancer in Chromium and stays signed in on reload');
  await browser.close();

  // 2. The load: USERS patients, each with a session, reading and writing until the end.
  console.log(`\nSigning up ${USERS} patients...`);
  const users = [];
  for (let i = 0; i < USERS; i += 20) {
    const batch = Array.from({ length: Math.min(20, USERS - i) }, (_, k) => i + k);
    users.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const ip = `10.${(n >> 8) & 255}.${n & 255}.7`;
          return {
            n,
            ip,
            token: await signUp(`load-${n}-${randomBytes(3).toString('hex')}@example.com`, ip),
            acked: [],
          };
        }),
      )),
    );
  }
  const samples = [];
  const start = Date.now();
  let downFrom = 0;
  let downTo = 0;
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, KILL_AT_MS));
    downFrom = Date.now();
    cluster.kill(1, 'SIGKILL');
    console.log(`t=${((downFrom - start) / 1000).toFixed(0)} s: API process 2 killed with SIGKILL`);
    await new Promise((r) => setTimeout(r, DOWN_MS));
    await cluster.restart(1);
    downTo = Date.now();
    console.log(`t=${((downTo - start) / 1000).toFixed(0)} s: API process 2 restarted and ready`);
  })();
  const readPaths = ['/api/v2/user', '/api/v2/patient/dependents', '/api/v2/requests?page=1', '/api/v2/patient/cards'];
  await Promise.all(
    users.map(async (u) => {
      let k = 0;
      while (Date.now() - start < DURATION_MS) {
        const write = k % 5 === 4;
        const t0 = performance.now();
        let status = 0;
        try {
          if (write) {
            const r = await call('POST', '/api/v2/patient/dependents', {
              token: u.token,
              ip: u.ip,
              body: dependent(k),
            });
            status = r.status;
            if (status === 200) u.acked.push(r.json.id);
          } else {
            status = (await call('GET', readPaths[k % readPaths.length], { token: u.token, ip: u.ip })).status;
          }
        } catch {
          status = 0; // connection reset: the process died under it
        }
        samples.push({ at: Date.now(), ms: performance.now() - t0, status, write });
        k++;
        await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
      }
    }),
  );
  await killer;

  // 3. What the users saw.
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(0);
  const errors = samples.filter((s) => s.status !== 200);
  const whileDown = errors.filter((s) => s.at >= downFrom && s.at <= downTo + 2000);
  let lost = 0;
  for (const u of users) {
    const r = await call('GET', '/api/v2/patient/dependents', { token: u.token, ip: u.ip });
    const have = new Set((r.json?.dependents ?? []).map((d) => d.id));
    lost += u.acked.filter((id) => !have.has(id)).length;
  }
  const acked = users.reduce((n, u) => n + u.acked.length, 0);

  // 4. Jobs: each scheduled tick ran once, over both processes.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const { rows: twice } = await db.query(
    "SELECT name, slot, count(*)::int AS n FROM job_runs WHERE status = 'completed' GROUP BY name, slot HAVING count(*) > 1",
  );
  const { rows: runs } = await db.query(
    "SELECT name, count(*)::int AS n, count(DISTINCT worker)::int AS workers FROM job_runs WHERE status = 'completed' GROUP BY name ORDER BY name",
  );
  await db.end();

  // 5. One budget across processes: the balancer alternates, the count is shared in Redis.
  const rl = [];
  for (let i = 0; i < RATE_LIMIT + 40; i++)
    rl.push((await call('GET', '/api/v2/config', { ip: '203.0.113.9' })).status);
  const allowed = rl.filter((s) => s === 200).length;

  console.log(`
| figure | value |
|---|---|
| users, duration | ${USERS} patients, ${(DURATION_MS / 1000).toFixed(0)} s |
| requests | ${samples.length} (${samples.filter((s) => s.write).length} writes), ${(samples.length / (DURATION_MS / 1000)).toFixed(0)} req/s |
| latency p50 / p95 / p99 | ${q(0.5)} / ${q(0.95)} / ${q(0.99)} ms |
| errors (any non-200) | ${errors.length} (${((100 * errors.length) / samples.length).toFixed(2)} %): ${[...new Set(errors.map((e) => e.status))].map((st) => `${st || 'reset'} ×${errors.filter((e) => e.status === st).length}`).join(', ')} |
| failed while a process was down (${((downTo - downFrom) / 1000).toFixed(0)} s) | ${whileDown.length} |
| acknowledged writes lost | ${lost} of ${acked} |
| job ticks that ran twice | ${twice.length} |
| job runs completed (name: runs, processes) | ${runs.map((r) => `${r.name}: ${r.n}, ${r.workers}`).join('; ')} |
| rate limit ${RATE_LIMIT}/min from one client over both processes | ${allowed} allowed, ${rl.length - allowed} refused (429) |
`);
  check(lost === 0, 'no acknowledged write was lost');
  check(twice.length === 0, 'no scheduled tick ran twice');
  check(allowed === RATE_LIMIT, `the rate limit is one budget across processes (${allowed} = ${RATE_LIMIT})`);
}
