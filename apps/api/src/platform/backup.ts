import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, cp, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A consistent copy of an embedded portal's DATA_DIR (`npm run backup`), made while it serves:
 * - the database: the PGlite directory is copied once while the portal serves (a rough copy),
 *   then, inside one transaction, a CHECKPOINT writes every changed page to disk and the files
 *   that changed since the rough copy are copied again (and those gone removed) while that
 *   transaction holds PGlite (it runs one thing at a time), so nothing writes meanwhile. The copy
 *   starts as PostgreSQL does after a crash at that checkpoint, with nothing to replay; requests
 *   wait only for the second pass.
 * - the stored files: hard-linked into a staging folder in the same transaction (a file is written
 *   under a temporary name and renamed, and never changed after), then copied out after it: every
 *   file the copied database names is in the copy. A file deleted in between is marked deleted in
 *   the database before its bytes go, so the copy may hold a file no row needs, never the reverse.
 * - dev-secrets.json (the generated session and file keys, when no environment sets them).
 * Requests wait (or are shed with 503 + Retry-After, which the web app retries) only for the
 * database copy; the file copy runs after.
 */
export interface BackupResult {
  dest: string;
  /** How long the database was held (requests waited). */
  databaseMs: number;
  /** Database files copied again while it was held. */
  recopied: number;
  totalMs: number;
  files: number;
  bytes: number;
}

const DB_DIR = 'pglite';
const FILES_DIR = 'files';
const SECRETS = 'dev-secrets.json';

async function linkTree(from: string, to: string): Promise<number> {
  let n = 0;
  await mkdir(to, { recursive: true });
  for (const e of await readdir(from, { withFileTypes: true })) {
    const a = path.join(from, e.name);
    const b = path.join(to, e.name);
    if (e.isDirectory()) n += await linkTree(a, b);
    // A file still being written has a temporary name: it is in no committed row yet.
    else if (e.isFile() && !e.name.endsWith('.part')) {
      await link(a, b);
      n++;
    }
  }
  return n;
}

type Seen = Map<string, { size: number; mtimeMs: number }>;

/** Copies every file under `from` to `to`, noting each one's size and time as it was before its copy. */
async function roughCopy(from: string, to: string, seen: Seen) {
  await mkdir(to, { recursive: true });
  for (const e of await readdir(from, { withFileTypes: true })) {
    const a = path.join(from, e.name);
    const b = path.join(to, e.name);
    if (e.isDirectory()) await roughCopy(a, b, seen);
    else if (e.isFile()) {
      const st = await stat(a).catch(() => null); // a file may go while we walk
      if (!st) continue;
      seen.set(a, { size: st.size, mtimeMs: st.mtimeMs });
      await copyFile(a, b).catch(() => seen.delete(a));
    }
  }
}

/**
 * Makes `to` the same as `from` again: copies what changed since the rough copy, removes what
 * went. A file's time moves in coarse steps (a few ms), so a file written again within the step
 * of its last write keeps its time: whatever was written in the second before the rough copy
 * began, or during it, is copied again whatever its time says.
 */
async function syncCopy(from: string, to: string, seen: Seen, since: number): Promise<number> {
  let copied = 0;
  const present = new Set<string>();
  const walk = async (a: string, b: string) => {
    await mkdir(b, { recursive: true });
    for (const e of await readdir(a, { withFileTypes: true })) {
      const x = path.join(a, e.name);
      const y = path.join(b, e.name);
      if (e.isDirectory()) await walk(x, y);
      else if (e.isFile()) {
        present.add(y);
        const st = await stat(x);
        const was = seen.get(x);
        if (!was || was.size !== st.size || was.mtimeMs !== st.mtimeMs || st.mtimeMs >= since) {
          await copyFile(x, y);
          copied++;
        }
      }
    }
  };
  await walk(from, to);
  for (const e of await readdir(to, { withFileTypes: true, recursive: true })) {
    const y = path.join(e.parentPath, e.name);
    if (e.isFile() && !present.has(y)) await rm(y, { force: true });
  }
  return copied;
}

async function sizeOf(dir: string): Promise<number> {
  let n = 0;
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) n += (await stat(path.join(e.parentPath, e.name))).size;
  }
  return n;
}

/** Copies the embedded portal at `dataDir` (its database open as `database`) to `dest`, which must not exist. */
export async function backupEmbedded(database: Database, dataDir: string, dest: string): Promise<BackupResult> {
  if (database.kind !== 'pglite') throw new Error('on PostgreSQL, back up with pg_dump (npm run backup does)');
  const target = path.resolve(dest);
  if (existsSync(target)) throw new Error(`${target} exists: a backup goes to a new folder`);
  const started = performance.now();
  const building = path.join(path.dirname(target), `.${path.basename(target)}.partial`);
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  // Staging for the file links: the same filesystem as the files (a hard link cannot cross one).
  const staging = path.join(dataDir, `.backup-${process.pid}-${Date.now()}`);
  let files = 0;
  let databaseMs = 0;
  let recopied = 0;
  try {
    const seen: Seen = new Map();
    const since = Date.now() - 1000;
    await roughCopy(path.join(dataDir, DB_DIR), path.join(building, DB_DIR), seen);
    await database.db.transaction(async (tx) => {
      const t0 = performance.now();
      await tx.execute(sql`CHECKPOINT`);
      recopied = await syncCopy(path.join(dataDir, DB_DIR), path.join(building, DB_DIR), seen, since);
      if (existsSync(path.join(dataDir, FILES_DIR))) files = await linkTree(path.join(dataDir, FILES_DIR), staging);
      databaseMs = performance.now() - t0;
    });
    if (files) await cp(staging, path.join(building, FILES_DIR), { recursive: true });
    if (existsSync(path.join(dataDir, SECRETS)))
      writeFileSync(path.join(building, SECRETS), readFileSync(path.join(dataDir, SECRETS)), { mode: 0o600 });
    await rename(building, target);
  } catch (err) {
    await rm(building, { recursive: true, force: true });
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return {
    dest: target,
    databaseMs,
    recopied,
    totalMs: performance.now() - started,
    files,
    bytes: await sizeOf(target),
  };
}

/** Where `npm run backup` leaves its request to a running server, and reads the answer. */
export const backupRequestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json');
export const backupAnswerFile = (dataDir: string, id: string) => path.join(dataDir, `backup-answer-${id}.json`);

/**
 * A running server backs itself up on SIGUSR2 (only a process of the same user can send it):
 * `npm run backup` writes what it wants into DATA_DIR/backup-request.json, signals the pid in the
 * data directory's lock, and reads DATA_DIR/backup-answer-<id>.json.
 */
export function answerBackupSignals(
  database: Database,
  dataDir: string,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
) {
  let running = false;
  process.on('SIGUSR2', () => {
    if (running) return;
    running = true;
    void (async () => {
      let id = 'unknown';
      try {
        const req = JSON.parse(readFileSync(backupRequestFile(dataDir), 'utf8')) as { id: string; dest: string };
        id = String(req.id).replace(/[^a-z0-9-]/gi, '');
        const result = await backupEmbedded(database, dataDir, req.dest);
        log.info(result, 'backup made');
        writeFileSync(backupAnswerFile(dataDir, id), JSON.stringify({ ok: true, ...result }));
      } catch (err) {
        log.error({ err }, 'backup failed');
        writeFileSync(backupAnswerFile(dataDir, id), JSON.stringify({ ok: false, error: String(err) }));
      } finally {
        running = false;
      }
    })();
  });
}
