import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** Newest modification time of any file under the given folders (skipping node_modules, dist). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

/** True when apps/web/dist is missing or older than the web or shared sources. */
export function webBuildIsStale() {
  const marker = 'apps/web/dist/p/index.html';
  // The server's render of the portal's pages is built after the pages themselves.
  if (!existsSync(marker) || !existsSync('apps/web/dist-ssr/server-render.mjs')) return true;
  return (
    newestMtime(['apps/web/src', 'apps/web/p', 'apps/web/login', 'apps/web/staff', 'packages/shared/src']) >
    statSync(marker).mtimeMs
  );
}

/**
 * The session token the portal keeps in localStorage, obtained the way the login page does (sign
 * in, then exchange the hand-off token). The benches sign in as the demo patient unless
 * BENCH_EMAIL / BENCH_PASSWORD say otherwise.
 */
export async function signInThroughApi(
  base,
  email = process.env.BENCH_EMAIL ?? 'demo@patientportal.test',
  password = process.env.BENCH_PASSWORD ?? 'Demo#Portal2026',
) {
  const post = async (p, body) => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { auth_token } = await post('/api/v2/auth/sign_in', { email, password });
  return (await post('/api/v2/auth/exchange', { auth_token })).session_token;
}

/** A TCP port nobody listens on now, on the loopback interface. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * A benchmark's own PostgreSQL database, dropped and created empty on the server at `pgUrl`:
 * answers its URL. The name must be plain, and never `test` (the CI suites' database).
 */
export async function freshBenchDatabase(pgUrl, name) {
  await dropBenchDatabase(pgUrl, name);
  await onServer(pgUrl, `CREATE DATABASE ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops a benchmark's own database (see freshBenchDatabase). */
export async function dropBenchDatabase(pgUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'test')
    throw new Error(`--database must be a plain name of the bench's own (not ${name})`);
  await onServer(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function onServer(pgUrl, sql) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
