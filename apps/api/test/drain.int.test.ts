import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * A process told to stop (SIGTERM: a deploy, a scale-down) first answers /readyz 503 while it
 * still serves, for DRAIN_SETTLE_MS, so the balancer's checks see "not ready" and move traffic
 * before any connection is refused; then it stops accepting, finishes what is in flight, and exits 0.
 * The real entry point (server.ts) in its own process, on the embedded database.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
/** A GET on a fresh connection: its status, or 'refused' when nothing accepts the connection. */
const probe = (port: number, p: string) =>
  new Promise<number | 'refused'>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve('refused'));
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('answers /readyz 503 while it still serves, then finishes the request in flight and exits', async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-drain-'));
  // The embedded database, in its own directory; no Redis.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DRAIN_SETTLE_MS: '2500',
      DRAIN_GRACE_MS: '20000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    for (let i = 0; i < 2400 && (await probe(port, '/readyz')) !== 200; i++) await sleep(50);
    expect(await probe(port, '/readyz')).toBe(200);

    // A request in flight when the signal comes: its body arrives only after the drain began.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const inFlight = new Promise<number | 'refused'>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v2/auth/sign_in',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve('refused'));
      req.write(body.slice(0, 10));
      (globalThis as { finishInFlight?: () => void }).finishInFlight = () => req.end(body.slice(10));
    });
    await sleep(200);

    child.kill('SIGTERM');
    const seen: Array<number | 'refused'> = [];
    // Probe every 50 ms until connections are refused (or the process is gone).
    for (let i = 0; i < 2000; i++) {
      const r = await probe(port, '/readyz');
      seen.push(r);
      if (seen.filter((s) => s === 503).length === 3)
        (globalThis as { finishInFlight?: () => void }).finishInFlight?.();
      if (r === 'refused' || child.exitCode !== null) break;
      await sleep(50);
    }
    const firstRefused = seen.indexOf('refused');
    const beforeRefusal = firstRefused === -1 ? seen : seen.slice(0, firstRefused);
    // The balancer sees "not ready" many times before anything is refused, and nothing else.
    expect(beforeRefusal.filter((s) => s === 503).length).toBeGreaterThanOrEqual(10);
    expect(beforeRefusal.every((s) => s === 503 || s === 200)).toBe(true);
    expect(beforeRefusal.slice(1).every((s) => s === 503)).toBe(true);
    // The request in flight was answered (a wrong password: 401), not cut.
    expect(await inFlight).toBe(401);
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
