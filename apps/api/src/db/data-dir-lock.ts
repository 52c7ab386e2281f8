import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded database directory. PGlite is a whole PostgreSQL in the
 * process: a second `npm start` on the same DATA_DIR (another terminal, a second port) would run a
 * second PostgreSQL over the same files, and both would write them — the database is corrupt after
 * (seen: the next start aborts inside PGlite). A lock file beside the directory holds the owner's
 * pid and, on Linux, its start time, so a lock left by a crash (kill -9, power loss) is recognised
 * as stale even when the pid has been reused since, as it is in containers.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `Another portal process (pid ${pid}) is using this embedded database. Stop it, or start this one with ` +
        `another DATA_DIR. If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

interface Owner {
  pid: number;
  start: string | null;
}

/** The kernel's start time of a process (clock ticks since boot), or null where /proc is absent. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command) is in parentheses and may hold spaces; fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 of the whole line
  } catch {
    return null;
  }
}

function alive(owner: Owner, file: string): boolean {
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs; it is the owner only if it started when the owner did (pids are reused).
  const now = startTime(owner.pid);
  return owner.start === null || now === null || now === owner.start;
}

/** Lock files this process holds: a lock with this process's pid that is not among them is stale. */
const held = new Set<string>();

function readOwner(file: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, start: parsed.start ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of `dir` (an embedded database directory) and returns its release. Throws
 * DataDirInUseError while a live process holds it; replaces a stale lock.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  const me: Owner = { pid: process.pid, start: startTime(process.pid) };
  // Written whole under another name, then linked into place: link() fails if the lock exists,
  // so a reader never sees a half-written lock of a live process.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(tmp, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
        const owner = readOwner(file);
        if (owner && alive(owner, file)) throw new DataDirInUseError(file, owner.pid);
        try {
          unlinkSync(file);
        } catch {
          /* another starting process removed it first; the link below decides */
        }
      }
    }
  } finally {
    unlinkSync(tmp);
  }
  held.add(file);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(file);
    try {
      if (readOwner(file)?.pid === process.pid) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}
