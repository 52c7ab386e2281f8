// `npm run bench:download [GB] [files]`: a record set of 1 GB (default) downloads as a streamed zip
// while the server's resident memory is sampled. Prepares a data dir (PGlite, encrypted file
// store) in a helper process, starts the real server on it, asks for a one-time link as the
// signed-in owner, reads the zip to the end and prints the server's RSS before and during.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [mode, dirArg] = process.argv.slice(2);

if (mode === '--prepare') {
  // Runs under `node --import tsx`: uses the app's own modules to put the data in place.
  const gb = Number(process.env.BENCH_GB ?? 1);
  const count = Number(process.env.BENCH_FILES ?? 16);
  const { randomBytes } = await import('node:crypto');
  const { Readable } = await import('node:stream');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const schema = await import('../apps/api/src/db/schema/index.ts');
  const { createLocalFileStore } = await import('../apps/api/src/platform/file-store.ts');
  const { createSession } = await import('../apps/api/src/platform/sessions.ts');
  const config = loadConfig(process.env, { DATA_DIR: dirArg });
  const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
  const { db } = database;
  const store = createLocalFileStore(path.join(config.dataDir, 'files'), config.FILE_ENCRYPTION_KEY);
  const [user] = await db
    .insert(schema.users)
    .values({ email: 'bench@example.com', passwordHash: 'x', name: 'Bench', lastName: 'User' })
    .returning();
  const token = await createSession(db, { userId: user.id, kind: 'patient', authMethod: 'bench' });
  const [req] = await db
    .insert(schema.requests)
    .values({ rid: 'BENCH-1', userId: user.id, requestType: 'Record', status: 'completed', completedOn: new Date() })
    .returning();
  const per = Math.floor((gb * 1024 ** 3) / count);
  const block = randomBytes(1024 * 1024); // incompressible content, generated once
  for (let i = 0; i < count; i++) {
    let left = per;
    const src = new Readable({
      read() {
        if (left <= 0) return this.push(null);
        const n = Math.min(left, block.length);
        left -= n;
        this.push(block.subarray(0, n));
      },
    });
    const stored = await store.put(src);
    const [f] = await db
      .insert(schema.files)
      .values({
        purpose: 'medical_record',
        storageKey: stored.key,
        originalName: `record-${i + 1}.pdf`,
        mime: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
      })
      .returning();
    await db.insert(schema.medicalRecords).values({ requestId: req.id, fileId: f.id, name: `record-${i + 1}.pdf` });
  }
  await database.close();
  console.log(JSON.stringify({ token, rid: 'BENCH-1', bytes: per * count }));
  process.exit(0);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const gb = process.argv[2] ?? '1';
const files = process.argv[3] ?? '16';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-download-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SEED_DEMO: 'never',
  LOG_LEVEL: 'warn',
  BENCH_GB: gb,
  BENCH_FILES: files,
  DATABASE_URL: '',
};
delete env.DATABASE_URL;
try {
  let t0 = performance.now();
  const prep = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-download.mjs', '--prepare', dataDir], {
      env,
      maxBuffer: 1 << 20,
    })
      .toString()
      .trim()
      .split('\n')
      .at(-1),
  );
  console.log(
    `prepared ${files} records, ${(prep.bytes / 1024 ** 3).toFixed(2)} GiB encrypted at rest, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 1500));
  const idle = rssMb(server.pid);
  const link = await (
    await fetch(`${base}/api/v2/medical_records/download_link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'authorization-token': prep.token },
      body: JSON.stringify({ request_id: prep.rid }),
    })
  ).json();
  if (!link.allowed) throw new Error(`no link: ${JSON.stringify(link)}`);
  let peak = idle;
  const samples = [];
  const timer = setInterval(() => {
    const v = rssMb(server.pid);
    samples.push(v);
    peak = Math.max(peak, v);
  }, 100);
  t0 = performance.now();
  const res = await fetch(`${base}${link.url}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const secs = (performance.now() - t0) / 1000;
  clearInterval(timer);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `zip: ${(bytes / 1024 ** 3).toFixed(2)} GiB in ${secs.toFixed(1)} s (${(bytes / 1024 ** 2 / secs).toFixed(0)} MiB/s), HTTP ${res.status}`,
  );
  console.log(
    `server RSS: idle ${idle.toFixed(0)} MiB, during download median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (${samples.length} samples)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
