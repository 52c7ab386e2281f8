// Runs on both databases: migrations and the pool.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createLocalFileStore, FileTooLargeError } from '../src/platform/file-store';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-platform-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

describe('database on an existing data dir', () => {
  it('keeps every row across a restart and re-applies no migration', async () => {
    const dir = path.join(tmp, 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await first.db.insert(users).values({ email: 'kept@example.com', passwordHash: 'x', name: 'K', lastName: 'P' });
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    const rows = await second.db.select().from(users);
    expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
    await second.close();
  });

  it('refuses a second process on the same directory while the first has it open, not corrupting it', async () => {
    const dir = path.join(tmp, 'pglite-shared');
    const first = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/Another portal process/);
    await first.db.insert(users).values({ email: 'one@example.com', passwordHash: 'x', name: 'O', lastName: 'P' });
    await first.close();
    const again = await openDatabase({ pgliteDir: dir });
    expect((await again.db.select().from(users)).map((r) => r.email)).toEqual(['one@example.com']);
    await again.close();
  });
});

describe('configuration', () => {
  it('lists what is wrong and refuses to start', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmp, DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
  it('requires real secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp })).toThrow(/SESSION_SECRET/);
  });
  it('generates development secrets once and keeps them', () => {
    const dir = path.join(tmp, 'cfg');
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.FILE_ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(b.FILE_ENCRYPTION_KEY).toBe(a.FILE_ENCRYPTION_KEY);
  });
});

describe('encrypted file store', () => {
  const root = path.join(tmp, 'files');
  const store = createLocalFileStore(root, 'ab'.repeat(32));

  it('stores bytes encrypted and reads them back', async () => {
    const secret = Buffer.from('Patient: Jane Doe, diagnosis confidential');
    const obj = await store.put(Readable.from([secret]));
    expect(obj.size).toBe(secret.length);
    const onDisk = readFileSync(listFiles(root).find((f) => f.endsWith(obj.key))!);
    expect(onDisk.includes(Buffer.from('Jane Doe'))).toBe(false);
    expect((await store.getBuffer(obj.key)).equals(secret)).toBe(true);
  });

  it('handles an empty file', async () => {
    const obj = await store.put(Buffer.alloc(0));
    expect((await store.getBuffer(obj.key)).length).toBe(0);
  });

  it('refuses past the limit while streaming and leaves nothing behind', async () => {
    const before = listFiles(root).length;
    const big = Readable.from(
      (function* () {
        for (let i = 0; i < 10; i++) yield Buffer.alloc(1024, 1);
      })(),
    );
    await expect(store.put(big, { maxBytes: 4096 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(listFiles(root).length).toBe(before);
  });

  it('detects tampering (authenticated encryption)', async () => {
    const obj = await store.put(Buffer.from('untouched content'));
    const file = listFiles(root).find((f) => f.endsWith(obj.key))!;
    const bytes = readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(14) ^ 0xff, 14);
    (await import('node:fs')).writeFileSync(file, bytes);
    expect(statSync(file).size).toBe(bytes.length);
    await expect(store.getBuffer(obj.key)).rejects.toThrow();
  });
});
