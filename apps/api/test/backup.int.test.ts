// One database suffices: the embedded default's backup (PGlite's directory copied under its own lock); PostgreSQL's is pg_dump, in backup-postgres.int.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * `npm run backup` on the embedded default makes a consistent copy of DATA_DIR while the portal
 * serves and writes (the running process makes it between two of its statements), and the portal
 * started on the copy serves the same data: the patient's session, profile, dependents and stored
 * photo. Every write acknowledged before the backup began is in the copy; nothing in the copy was
 * never written. The real entry point (server.ts) in its own processes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { DATABASE_URL: _db, REDIS_URL: _redis, ...baseEnv } = process.env;

async function startPortal(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...baseEnv,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      SEED_DIRECTORY_COUNT: '0',
      LOG_LEVEL: 'warn',
      DRAIN_SETTLE_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error('the portal did not start');
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(50);
  }
  return { base, child };
}
const stopPortal = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const kid = (k: number) => ({
  first_name: `Kid${String.fromCharCode(65 + (k % 26))}`,
  middle_name: '',
  last_name: 'Backup',
  dob: '3/4/2015',
  gender: 'female',
  grade: '5',
  school: 'Oak Street',
  sport: '',
  relation: 'child',
});

it('backs up the embedded portal while it writes, and the portal started on the copy serves the same data', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  const copy = path.join(path.dirname(dataDir), `${path.basename(dataDir)}-copy`);
  let portal = await startPortal(dataDir);
  try {
    const json = { 'content-type': 'application/json' };
    const email = 'backup-patient@example.com';
    const up = await fetch(`${portal.base}/api/v2/auth/sign_up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Ana',
        last_name: 'Silva',
        email,
        password: 'Str0ng!Passw0rd',
        date_of_birth: '3/14/1988',
      }),
    }).then((r) => r.json() as Promise<{ auth_token: string }>);
    const { session_token: token } = await fetch(`${portal.base}/api/v2/auth/exchange`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ auth_token: up.auth_token }),
    }).then((r) => r.json() as Promise<{ session_token: string }>);
    const auth = { 'authorization-token': token };
    const fd = new FormData();
    fd.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
    expect((await fetch(`${portal.base}/api/v2/user/avatar`, { method: 'POST', headers: auth, body: fd })).status).toBe(
      200,
    );
    const photo = Buffer.from(
      await (await fetch(`${portal.base}/api/v2/user/avatar`, { headers: auth })).arrayBuffer(),
    );
    expect(photo.length).toBeGreaterThan(0);

    // A patient keeps saving while the backup is made.
    const acked: number[] = [];
    let writing = true;
    const base = portal.base;
    const writer = (async () => {
      for (let k = 0; writing; k++) {
        const r = await fetch(`${base}/api/v2/patient/dependents`, {
          method: 'POST',
          headers: { ...auth, ...json },
          body: JSON.stringify(kid(k)),
        });
        if (r.status === 200) acked.push(((await r.json()) as { id: number }).id);
        else await r.arrayBuffer();
        await sleep(100); // within the per-client rate limit
      }
    })();
    while (acked.length < 3) await sleep(20);
    const ackedBefore = [...acked];
    const backup = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.mjs', '--dest', copy], {
      cwd: root,
      env: { ...baseEnv, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    backup.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise<number | null>((r) => backup.on('exit', r));
    await sleep(200);
    writing = false;
    await writer;
    expect(code, out).toBe(0);
    const result = JSON.parse(out.trim().split('\n').pop()!) as { ok: boolean; madeBy: string; files: number };
    expect(result.ok).toBe(true);
    expect(result.madeBy).toMatch(/the running portal/);
    expect(result.files).toBeGreaterThanOrEqual(1);
    expect(acked.length).toBeGreaterThan(ackedBefore.length); // the portal kept writing meanwhile
    expect(existsSync(path.join(copy, 'pglite'))).toBe(true);
    await stopPortal(portal.child);

    // The portal on the copy: the same session, profile, photo; the dependents acknowledged
    // before the backup, and none that was never acknowledged.
    portal = await startPortal(copy);
    const me = (await (await fetch(`${portal.base}/api/v2/user`, { headers: auth })).json()) as { email: string };
    expect(me.email).toBe(email);
    const deps = (await (await fetch(`${portal.base}/api/v2/patient/dependents`, { headers: auth })).json()) as {
      dependents: Array<{ id: number }>;
    };
    const ids = deps.dependents.map((d) => d.id);
    for (const id of ackedBefore) expect(ids).toContain(id);
    for (const id of ids) expect(acked).toContain(id);
    const again = await fetch(`${portal.base}/api/v2/user/avatar`, { headers: auth });
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(photo)).toBe(true);
  } finally {
    await stopPortal(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
}, 300_000);
