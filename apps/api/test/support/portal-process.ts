import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real entry point (server.ts) in a process of its own, and what the tests do through it. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
/** The environment without the test run's database and Redis (each process names its own). */
export const baseEnv: NodeJS.ProcessEnv = inherited;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts the portal with `env` (DATA_DIR, DATABASE_URL...) and waits until it is ready. */
export async function startPortal(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...baseEnv,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      SEED_DIRECTORY_COUNT: '0',
      LOG_LEVEL: 'warn',
      DRAIN_SETTLE_MS: '0',
      ...env,
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

export const stopPortal = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Runs a script of scripts/ (under tsx) to its end: exit code and what it printed. */
export function runScript(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise<{ code: number | null; out: string }>((r) => child.on('exit', (code) => r({ code, out })));
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A patient signed up through the API: the session token's header. */
export async function signUpThrough(base: string, email: string) {
  const up = (await fetch(`${base}/api/v2/auth/sign_up`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      name: 'Ana',
      last_name: 'Silva',
      email,
      password: 'Str0ng!Passw0rd',
      date_of_birth: '3/14/1988',
    }),
  }).then((r) => r.json())) as { auth_token: string };
  const ex = (await fetch(`${base}/api/v2/auth/exchange`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ auth_token: up.auth_token }),
  }).then((r) => r.json())) as { session_token: string };
  return { 'authorization-token': ex.session_token };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Uploads a profile photo (a stored file) and answers the bytes the portal serves for it. */
export async function uploadPhoto(base: string, auth: Record<string, string>) {
  const fd = new FormData();
  fd.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const up = await fetch(`${base}/api/v2/user/avatar`, { method: 'POST', headers: auth, body: fd });
  if (up.status !== 200) throw new Error(`avatar upload ${up.status}`);
  return Buffer.from(await (await fetch(`${base}/api/v2/user/avatar`, { headers: auth })).arrayBuffer());
}

/** Saves a dependent: its id, or null when it was not acknowledged. */
export async function addDependent(base: string, auth: Record<string, string>, k: number) {
  const r = await fetch(`${base}/api/v2/patient/dependents`, {
    method: 'POST',
    headers: { ...auth, ...JSON_HEADERS },
    body: JSON.stringify({
      first_name: `Kid${String.fromCharCode(65 + (k % 26))}`,
      middle_name: '',
      last_name: 'Backup',
      dob: '3/4/2015',
      gender: 'female',
      grade: '5',
      school: 'Oak Street',
      sport: '',
      relation: 'child',
    }),
  });
  if (r.status !== 200) {
    await r.arrayBuffer();
    return null;
  }
  return ((await r.json()) as { id: number }).id;
}

/** What the portal serves the patient: email, dependents' ids, the photo's bytes. */
export async function readBack(base: string, auth: Record<string, string>) {
  const me = (await (await fetch(`${base}/api/v2/user`, { headers: auth })).json()) as { email: string };
  const deps = (await (await fetch(`${base}/api/v2/patient/dependents`, { headers: auth })).json()) as {
    dependents: Array<{ id: number }>;
  };
  const photo = await fetch(`${base}/api/v2/user/avatar`, { headers: auth });
  return {
    email: me.email,
    dependents: deps.dependents.map((d) => d.id),
    photoStatus: photo.status,
    photo: Buffer.from(await photo.arrayBuffer()),
  };
}
