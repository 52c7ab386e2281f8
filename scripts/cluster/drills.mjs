// Two failure drills on a fleet started by start-cluster.mjs, each answering its figures: the
// proof (`npm run cluster:proof`) prints them and apps/api/test/cluster-drills.int.test.ts checks them.
// - redisOutage: the fleet's Redis stops; patients' calls through the balancer still answer and
//   every process's /readyz says ready but degraded; Redis starts again and the processes see it
//   without a restart.
// - drain: one API process gets SIGTERM while patients call through the balancer; its /readyz,
//   probed every 50 ms on fresh connections, answers 503 (never a refused connection) while it
//   settles, and no patient's call fails.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const PASSWORD = 'Str0ng!Passw0rd';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A GET on a fresh connection: its status and JSON, or status 'refused' when nothing accepts it. */
export const probe = (port, p) =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        let json = null;
        try {
          json = JSON.parse(body);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: /timeout/.test(err.message) ? 'timeout' : 'refused', json: null }));
  });

/** A patient of the fleet: signs up through the balancer and calls as the web app does. */
export async function patient(url, n = 0) {
  const ip = `10.200.${n & 255}.${(n >> 8) + 1}`;
  const call = async (method, path, body) => {
    const headers = { 'x-forwarded-for': ip };
    if (u.token) headers['authorization-token'] = u.token;
    if (body) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(url + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, json };
    } catch {
      return { status: 0, json: null };
    }
  };
  const u = { token: null, call };
  const email = `drill-${n}-${randomBytes(4).toString('hex')}@example.com`;
  const up = await call('POST', '/api/v2/auth/sign_up', {
    name: 'Drill',
    last_name: 'Patient',
    email,
    password: PASSWORD,
    date_of_birth: '1/2/1990',
  });
  if (up.status !== 200) throw new Error(`sign up ${up.status} ${JSON.stringify(up.json)}`);
  const ex = await call('POST', '/api/v2/auth/exchange', { auth_token: up.json.auth_token });
  if (ex.status !== 200) throw new Error(`exchange ${ex.status}`);
  u.token = ex.json.session_token;
  return u;
}

const dependent = (k) => ({
  first_name: `Kid${String.fromCharCode(65 + (k % 26))}`,
  middle_name: '',
  last_name: 'Drill',
  dob: '3/4/2015',
  gender: 'female',
  grade: '5',
  school: 'Oak Street',
  sport: '',
  relation: 'child',
});

/** One patient's step: mostly reads, every fourth a write (a dependent saved). */
async function step(u, k) {
  if (k % 4 === 3) return (await u.call('POST', '/api/v2/patient/dependents', dependent(k))).status;
  const reads = ['/api/v2/user', '/api/v2/patient/dependents', '/api/v2/requests?page=1'];
  return (await u.call('GET', reads[k % reads.length])).status;
}

const countBy = (list) => {
  const m = {};
  for (const x of list) m[x] = (m[x] ?? 0) + 1;
  return m;
};

async function until(check, ms) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await check()) return Date.now() - t0;
    await sleep(100);
  }
  return null;
}

/**
 * Stops the fleet's Redis, calls as `patients` patients through the balancer, reads every
 * process's /readyz, starts Redis again and waits for every process to see it.
 */
export async function redisOutage(cluster, { patients = 4, calls = 40 } = {}) {
  if (!cluster.stopRedis) throw new Error('the fleet was started on another Redis (REDIS_URL): no outage drill');
  const people = await Promise.all(Array.from({ length: patients }, (_, n) => patient(cluster.url, 1000 + n)));
  const degradedEverywhere = async () =>
    (await Promise.all(cluster.ports.map((p) => probe(p, '/readyz')))).every(
      (r) => r.status === 200 && Array.isArray(r.json?.degraded),
    );
  const healthyEverywhere = async () =>
    (await Promise.all(cluster.ports.map((p) => probe(p, '/readyz')))).every(
      (r) => r.status === 200 && !r.json?.degraded,
    );
  const before = await healthyEverywhere();
  const stoppedAt = Date.now();
  cluster.stopRedis();
  const degradedAfterMs = await until(degradedEverywhere, 20_000);
  const statuses = [];
  for (let k = 0; k < calls; k++) statuses.push(await step(people[k % patients], k));
  const readyz = await Promise.all(cluster.ports.map((p) => probe(p, '/readyz')));
  const outageMs = Date.now() - stoppedAt;
  await cluster.startRedis();
  const recoveredAfterMs = await until(healthyEverywhere, 30_000);
  const after = [];
  for (let k = 0; k < 8; k++) after.push(await step(people[k % patients], k));
  return {
    healthyBefore: before,
    degradedAfterMs,
    outageMs,
    callsDuringOutage: countBy(statuses),
    readyzDuringOutage: readyz.map((r) => ({ http: r.status, ...r.json })),
    recoveredAfterMs,
    callsAfter: countBy(after),
  };
}

/**
 * SIGTERMs API process `index` while `patients` patients call through the balancer and its
 * /readyz is probed every 50 ms, waits for it to exit, then starts it again.
 */
export async function drain(cluster, { index = 0, patients = 8, settleMs, afterExitMs = 1500 } = {}) {
  const people = await Promise.all(Array.from({ length: patients }, (_, n) => patient(cluster.url, 2000 + n)));
  const port = cluster.ports[index];
  const probes = [];
  let signalledAt = 0;
  let stop = false;
  const prober = (async () => {
    while (!stop) {
      const t = Date.now();
      const since = signalledAt;
      const r = await probe(port, '/readyz');
      probes.push({ at: t - (since || t), status: r.status, signalled: since > 0 });
      await sleep(Math.max(0, 50 - (Date.now() - t)));
    }
  })();
  const calls = [];
  const load = people.map(async (u) => {
    for (let k = 0; !stop; k++) {
      const t = Date.now();
      const status = await step(u, k);
      calls.push({ at: t, status });
      await sleep(20 + Math.random() * 80);
    }
  });
  await sleep(1000);
  const child = cluster.process(index);
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  signalledAt = Date.now();
  cluster.kill(index, 'SIGTERM');
  const exit = await exited;
  const exitedAfterMs = Date.now() - signalledAt;
  await sleep(afterExitMs);
  stop = true;
  await Promise.all([prober, ...load]);
  await cluster.restart(index);

  const after = probes.filter((p) => p.signalled);
  const firstRefused = after.find((p) => p.status === 'refused');
  const during = calls.filter((c) => c.at >= signalledAt);
  return {
    exit,
    exitedAfterMs,
    settleMs,
    probesBeforeSignal: countBy(probes.filter((p) => !p.signalled).map((p) => p.status)),
    probesAfterSignal: countBy(after.map((p) => p.status)),
    /** Probes answered 503 before the first refused connection (the settle, seen from outside). */
    answered503Ms: Math.max(0, ...after.filter((p) => p.status === 503).map((p) => p.at)),
    firstRefusedAtMs: firstRefused ? firstRefused.at : null,
    /** A refused connection or another answer before the last 503: the balancer could have been refused. */
    refusedBeforeSettleEnded: after.some(
      (p) =>
        p.status !== 503 &&
        p.status !== 200 &&
        p.at < Math.max(0, ...after.filter((q) => q.status === 503).map((q) => q.at)),
    ),
    /** Probes sent after the signal that still found it ready (before the process saw the signal). */
    readyAfterSignal: after.filter((p) => p.status === 200).map((p) => p.at),
    callsAfterSignal: during.length,
    failedCalls: countBy(during.filter((c) => c.status !== 200).map((c) => c.status)),
    callsInAll: calls.length,
    failedInAll: calls.filter((c) => c.status !== 200).length,
  };
}
