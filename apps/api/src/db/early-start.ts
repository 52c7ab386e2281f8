import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPgliteWorker, type PgliteLike } from './pglite-worker-client';

/**
 * The embedded database started before the server's code loads (server.ts). PGlite's start
 * (compiling its WebAssembly, opening the data directory) takes about a second of its worker
 * thread; started from openDatabase it began only once every module had loaded, another second
 * of the main thread, so the two ran one after the other before `/healthz` could answer. Started
 * here they overlap. The directory's lock is taken first, exactly as openDatabase takes it.
 */
export interface EarlyPglite {
  dir: string;
  client: Promise<PgliteLike>;
  release(): void;
}

let early: EarlyPglite | null = null;

/** Starts PGlite on DATA_DIR/pglite when no DATABASE_URL is set (the directory as config.ts resolves it). */
export function startPgliteEarly(env: NodeJS.ProcessEnv): void {
  if (env.DATABASE_URL !== undefined) return;
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true }); // as config.ts does, before the lock file beside pglite/
  const dir = path.join(dataDir, 'pglite');
  const release = lockDataDir(dir);
  const client = openPgliteWorker(dir);
  // A failure is reported where openDatabase awaits it, not as an unhandled rejection meanwhile.
  client.catch(() => {});
  early = { dir, client, release };
}

/** The PGlite started early on `dir`, handed over once; null when none was (or for another directory). */
export function takeEarlyPglite(dir: string): EarlyPglite | null {
  const e = early;
  early = null;
  if (!e) return null;
  if (e.dir === dir) return e;
  void e.client.then((c) => c.close()).finally(e.release);
  return null;
}
