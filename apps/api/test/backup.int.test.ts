// One database suffices: the embedded default's backup (PGlite's directory copied under its own lock); PostgreSQL's is pg_dump, in backup-postgres.int.test.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  addDependent,
  readBack,
  runScript,
  signUpThrough,
  sleep,
  startPortal,
  stopPortal,
  uploadPhoto,
} from './support/portal-process';

/**
 * `npm run backup` on the embedded default makes a consistent copy of DATA_DIR while the portal
 * serves and writes (the running process makes it between two of its statements), and the portal
 * started on the copy serves the same data: the patient's session, profile, dependents and stored
 * photo. Every write acknowledged before the backup began is in the copy; nothing in the copy was
 * never acknowledged.
 */
it('backs up the embedded portal while it writes, and the portal started on the copy serves the same data', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  const copy = path.join(path.dirname(dataDir), `${path.basename(dataDir)}-copy`);
  let portal = await startPortal({ DATA_DIR: dataDir });
  try {
    const email = 'backup-patient@example.com';
    const auth = await signUpThrough(portal.base, email);
    const photo = await uploadPhoto(portal.base, auth);

    // A patient keeps saving while the backup is made.
    const acked: number[] = [];
    let writing = true;
    const base = portal.base;
    const writer = (async () => {
      for (let k = 0; writing; k++) {
        const id = await addDependent(base, auth, k);
        if (id !== null) acked.push(id);
        await sleep(100); // within the per-client rate limit
      }
    })();
    while (acked.length < 3) await sleep(20);
    const ackedBefore = [...acked];
    const { code, out } = await runScript(['scripts/backup.mjs', '--dest', copy], { DATA_DIR: dataDir });
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
    portal = await startPortal({ DATA_DIR: copy });
    const seen = await readBack(portal.base, auth);
    expect(seen.email).toBe(email);
    for (const id of ackedBefore) expect(seen.dependents).toContain(id);
    for (const id of seen.dependents) expect(acked).toContain(id);
    expect(seen.photoStatus).toBe(200);
    expect(seen.photo.equals(photo)).toBe(true);
  } finally {
    await stopPortal(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
}, 300_000);
