import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
// s3rver speaks the S3 protocol over HTTP, from a directory: a real S3 client talks to it.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError } from '../src/platform/file-store';
import { createS3FileStore } from '../src/platform/s3-file-store';
import { multipart, png } from './documents-fixtures';
import { createTestApp, signUp } from './harness';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
let server: { close(): Promise<void> } & Record<string, unknown>;
let endpoint = '';
const KEY = 'cd'.repeat(32);

beforeAll(async () => {
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'records' }],
  });
  const addr = await s3.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  server = s3 as unknown as typeof server;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const storeOpts = () => ({
  bucket: 'records',
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
/** Every byte s3rver keeps on its disk: what a bucket's reader would see. */
const bucketBytes = () => {
  const all: Buffer[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (statSync(p).size) all.push(readFileSync(p));
    }
  };
  walk(path.join(dir, 'records'));
  return Buffer.concat(all);
};

describe('the S3 file store', () => {
  it('streams a file in and out, encrypted in the bucket, and removes it', async () => {
    const store = createS3FileStore(storeOpts(), KEY);
    const secret = Buffer.from('Patient: Ana Ruiz, DOB 2015-03-04. '.repeat(400_000)); // ~14 MB: a multipart upload
    const stored = await store.put(Readable.from([secret.subarray(0, 5_000_000), secret.subarray(5_000_000)]));
    expect(stored.size).toBe(secret.length);
    expect(bucketBytes().includes(Buffer.from('Ana Ruiz'))).toBe(false);
    const back = await store.getBuffer(stored.key);
    expect(back.equals(secret)).toBe(true);
    await store.remove(stored.key);
    await expect(store.getBuffer(stored.key)).rejects.toThrow();
  });

  it('refuses a file over the limit while streaming and leaves nothing in the bucket', async () => {
    const store = createS3FileStore(storeOpts(), KEY);
    const before = bucketBytes().length;
    await expect(
      store.put(Readable.from([Buffer.alloc(6_000_000, 1), Buffer.alloc(6_000_000, 2)]), { maxBytes: 10_000_000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(bucketBytes().length).toBe(before);
  });

  it('detects a tampered object', async () => {
    const store = createS3FileStore(storeOpts(), KEY);
    const stored = await store.put(Buffer.from('hello'));
    const other = createS3FileStore(storeOpts(), 'ef'.repeat(32)); // the wrong key fails authentication like tampering
    await expect(other.getBuffer(stored.key)).rejects.toThrow();
  });

  it('serves a whole app: an upload through the API lands in the bucket and reads back', async () => {
    const t = await createTestApp({
      FILE_STORE: 's3',
      S3_BUCKET: 'records',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      const u = await signUp(t);
      const body = multipart([{ name: 'avatar', filename: 'me.png', data: png() }]);
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/v2/user/avatar',
        headers: { ...u.headers, ...body.headers },
        payload: body.payload,
      });
      expect(up.statusCode, up.body).toBe(200);
      const got = await t.app.inject({ method: 'GET', url: '/api/v2/user/avatar', headers: u.headers });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
