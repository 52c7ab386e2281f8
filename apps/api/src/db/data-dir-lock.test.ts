import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function dataDir() {
  const d = mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(d);
  return path.join(d, 'pglite');
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second owner while the first holds the directory, and frees it on release', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/Another portal process \(pid \d+\) is using this embedded database/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another live process holds it', () => {
    const dir = dataDir();
    // This test runner's parent is alive for the whole test, with its real start time.
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, start }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over the lock of a process that died without releasing it (kill -9, power loss)', () => {
    const dir = dataDir();
    const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: Number(child.stdout.trim()), start: '1' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('takes over a lock whose pid now belongs to another process (pids are reused after a restart)', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, start: 'not-its-start-time' }));
    lockDataDir(dir)();
  });

  it('takes over an empty or unreadable lock file', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '');
    lockDataDir(dir)();
  });
});
