import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Newest modification time under these folders (as scripts/lib.mjs's newestMtime). */
function newestMtime(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

/**
 * How to run the server: the API compiled by `npm run build` (apps/api/dist/server.mjs, what
 * `npm start` runs) when it is newer than every API and shared source, else the sources through
 * tsx. The compiled API starts without transpiling, which a journey run pays for every server it
 * starts; a stale one would test old code, so then the sources run.
 */
function serverCommand(): string[] {
  const bundle = path.join(root, 'apps/api/dist/server.mjs');
  if (
    existsSync(bundle) &&
    newestMtime([path.join(root, 'apps/api/src'), path.join(root, 'packages/shared/src')]) < statSync(bundle).mtimeMs
  ) {
    return [bundle];
  }
  return ['--import', 'tsx', 'apps/api/src/server.ts'];
}

/**
 * Starts the real server (as `npm start` does, on the built web app) on a free port with a fresh
 * data dir. Journeys set up their state through its API and click only through what they test.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      SEED_DIRECTORY_COUNT: '2000',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Up, and done filling the demo directory (the journeys search it): no `seeding` left.
      const res = await fetch(`${url}/healthz`);
      if (res.ok && !((await res.json()) as { seeding?: string[] }).seeding) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
