// `npm run cluster`: the portal as a fleet on one machine. Two API processes on PostgreSQL, with
// Redis (shared rate limits, cache invalidation), S3-compatible storage (s3rver, a local server
// that speaks the S3 protocol) and HAProxy (Debian's package, installed when missing) in front,
// balancing on /readyz. Ctrl-C stops it all. `scripts/cluster/proof.mjs` drives it under load.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureServices } from '../install-services.mjs';
import { freePort, webBuildIsStale } from '../lib.mjs';
import { apiBuildIsStale, apiBundle, buildApi } from '../build-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const canConnect = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const s = net.connect(port, host, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });

async function waitFor(check, what, seconds = 120) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up in ${seconds} s`);
}

const ready = async (url) => (await fetch(`${url}/readyz`)).ok;

/** A database of its own for the cluster on the PostgreSQL at `adminUrl` (fresh when asked). */
async function clusterDatabase(adminUrl, name, fresh) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

function haproxyConfig(port, backends) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A busy process may answer /readyz late; only a process that misses three checks in a row
  # (or refuses the connection) is taken out.
  timeout check 5s
  # A connection that could not be made is tried on the other process; a request already sent is
  # never replayed (it may have written).
  retries 2
  option redispatch
  retry-on conn-failure
frontend portal
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${backends.map((b, i) => `  server api${i + 1} 127.0.0.1:${b} check inter 2s fall 3 rise 2`).join('\n')}
`;
}

/**
 * Starts the fleet and returns its URL, its processes (for the proof to kill and restart one) and
 * stop(). Options: port (the balancer's), processes (2), env (extra settings for every process),
 * fresh (a new database and bucket), database (its name), adminUrl (a PostgreSQL database to
 * create it from), dir (where its files live), web (false: the API alone, no web build).
 */
export async function startCluster({
  port = 3000,
  processes = 2,
  env = {},
  fresh = false,
  log = console.log,
  database = 'portal_cluster',
  adminUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  dir = path.join(root, 'data', 'cluster'),
  web = true,
} = {}) {
  if (!ensureServices({ haproxy: 'haproxy', 'redis-server': 'redis-server' }))
    throw new Error('haproxy and redis-server are needed');
  mkdirSync(dir, { recursive: true });
  const children = new Set();
  const track = (child) => (children.add(child), child.on('exit', () => children.delete(child)), child);

  // Secrets every process must share: sessions from one are valid on the other, files readable.
  const secretsFile = path.join(dir, 'secrets.json');
  if (!existsSync(secretsFile)) {
    writeFileSync(
      secretsFile,
      JSON.stringify({
        SESSION_SECRET: randomBytes(32).toString('hex'),
        FILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      }),
      { mode: 0o600 },
    );
  }
  const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));

  const databaseUrl = await clusterDatabase(adminUrl, database, fresh).catch((err) => {
    throw new Error(`PostgreSQL is needed at ${adminUrl} (set CLUSTER_POSTGRES_URL): ${err.message}`);
  });

  // The fleet's own Redis on a port of its own (never whatever answers on 6379: another project's
  // data, or a server the tests stop); REDIS_URL names another one.
  let redisUrl = process.env.REDIS_URL;
  let redis = null;
  const redisPort = redisUrl ? null : await freePort();
  const startRedis = async () => {
    redis = track(
      spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      }),
    );
    await waitFor(() => canConnect(redisPort), 'redis-server');
  };
  if (!redisUrl) {
    await startRedis();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
  }

  const S3rver = (await import('s3rver')).default;
  const s3dir = path.join(dir, 's3');
  if (fresh) spawnSync('rm', ['-rf', s3dir]);
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'records' }],
  });
  const s3addr = await s3.run();

  if (web && webBuildIsStale()) {
    log('Building the web app...');
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('web build failed');
  }

  // What production runs: the compiled API `npm start` runs (scripts/build-api.mjs), not the sources.
  if (apiBuildIsStale()) {
    log('Compiling the API...');
    await buildApi();
  }

  const ports = await Promise.all(Array.from({ length: processes }, freePort));
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    FILE_STORE: 's3',
    S3_BUCKET: 'records',
    S3_ENDPOINT: `http://127.0.0.1:${s3addr.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // The AWS SDK warns on every start that its releases after January 2027 need Node 22 (README).
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...secrets,
    ...env,
  };
  const startProcess = (i) => {
    const child = spawn(process.execPath, [apiBundle], {
      cwd: root,
      env: { ...common, PORT: String(ports[i]), DATA_DIR: path.join(dir, `api-${i + 1}`) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return track(child);
  };
  const api = [];
  // The first process migrates and seeds an empty database; the others start on what it made.
  for (let i = 0; i < processes; i++) {
    api[i] = startProcess(i);
    await waitFor(() => ready(`http://127.0.0.1:${ports[i]}`), `API process ${i + 1}`, 300);
  }

  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(port, ports));
  track(spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] }));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => ready(url), 'haproxy');

  return {
    url,
    databaseUrl,
    ports,
    /** Kills API process i (0-based) with the given signal. */
    kill: (i, signal = 'SIGKILL') => api[i].kill(signal),
    /** API process i, to wait for its exit. */
    process: (i) => api[i],
    /** Stops the fleet's own Redis (an outage drill); null when REDIS_URL named another one. */
    stopRedis: redisPort ? () => redis?.kill('SIGKILL') : null,
    /** Starts the fleet's own Redis again on the same port. */
    startRedis: redisPort ? startRedis : null,
    /** Starts API process i again and waits until it is ready. */
    async restart(i) {
      api[i] = startProcess(i);
      await waitFor(() => ready(`http://127.0.0.1:${ports[i]}`), `API process ${i + 1}`, 300);
    },
    async stop() {
      for (const c of children) c.kill('SIGTERM');
      await Promise.all([...children].map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))));
      await s3.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  const cluster = await startCluster({ port });
  console.log(
    `\nPortal fleet ready: ${cluster.url}/login (processes on ports ${cluster.ports.join(', ')}; database ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')})`,
  );
  console.log('Demo sign-in as in the README. Ctrl-C stops the balancer, the processes and the S3 server.');
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
