// Runs on both databases: transitions under concurrent transactions.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('readiness', () => {
  it('is ready with every migration applied, and answers 503 once the process drains', async () => {
    const t = await createTestApp();
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready' });
      t.app.drain();
      const draining = await t.app.inject({ url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().problems).toContain('shutting down');
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe('SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lifecycle-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets a request in flight finish, refuses new ones, and exits 0', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      // Each request's arrival is logged at debug ('incoming request', with its path): the test waits
      // for that line, not for a fixed time, before it sends the signal.
      LOG_LEVEL: 'debug',
      NODE_ENV: 'test',
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let signUpArrived: () => void = () => {};
    const signUpSeen = new Promise<void>((r) => (signUpArrived = r));
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      if (lines.some((l) => l.includes('incoming request') && l.includes('/api/v2/auth/sign_up'))) signUpArrived();
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/readyz`)).status === 200) break;
      } catch {
        /* not listening yet */
      }
      if (i > 600) throw new Error('server did not become ready');
      await new Promise((r) => setTimeout(r, 100));
    }
    // A sign-up whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({
      name: 'Grace',
      last_name: 'Period',
      email: 'grace@example.com',
      password: 'Str0ng!Passw0rd',
      date_of_birth: '1/2/1990',
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${base}/api/v2/auth/sign_up`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      // The request has reached the server (headers parsed, logged) before the signal is sent.
      void signUpSeen.then(() => {
        child!.kill('SIGTERM');
        // Wait until the listener is closed (new connections refused), then finish the body.
        const tryConnect = () =>
          new Promise<boolean>((r) => {
            const s = net.connect(port, '127.0.0.1');
            s.on('connect', () => {
              s.destroy();
              r(false);
            });
            s.on('error', () => r(true));
          });
        void (async () => {
          // Bounded by the test's own timeout, not by a count: a loaded machine may close late.
          while (!(newConnectionRefused = await tryConnect())) await new Promise((r) => setTimeout(r, 25));
          req.end(body.slice(10));
        })();
      });
    });
    let newConnectionRefused: boolean | null = null;
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).auth_token).toBeTruthy();
    expect(await exited).toBe(0);
    expect(newConnectionRefused).toBe(true);
  }, 240_000);
});
