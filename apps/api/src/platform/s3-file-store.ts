import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Storage from '@aws-sdk/lib-storage';
import { requireWhenNeeded } from './lazy-require';
import { meter, type FileStore } from './file-store';

const IV = 12;
const TAG = 16;

export interface S3StoreOptions {
  bucket: string;
  /** S3-compatible endpoint (MinIO, Ceph, a local test server); unset for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (bucket in the path): what most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix?: string;
}

/**
 * The file store on S3-compatible object storage, with the same per-file encryption as the disk
 * store (AES-256-GCM; an object is iv | ciphertext | tag under a generated key), so the bucket
 * never holds a readable byte of a patient's file. Uploads stream through as a multipart upload
 * with the byte limit enforced on the way (an oversized file aborts the upload, leaving nothing);
 * downloads stream back, the tag read first with a ranged GET so decryption can stream too.
 */
export function createS3FileStore(opts: S3StoreOptions, keyHex: string): FileStore {
  // The AWS SDK loads only where FILE_STORE=s3.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } =
    requireWhenNeeded<typeof S3>('@aws-sdk/client-s3');
  const { Upload } = requireWhenNeeded<typeof S3Storage>('@aws-sdk/lib-storage');
  const key = Buffer.from(keyHex, 'hex');
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible servers differ in what they verify.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (k: string) => {
    if (!/^[0-9a-f-]{36}$/.test(k)) throw new Error('bad storage key');
    return `${opts.prefix ?? ''}${k}`;
  };

  const store: FileStore = {
    async put(source, putOpts = {}) {
      const storageKey = randomUUID();
      const iv = randomBytes(IV);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const limit = meter(putOpts.maxBytes);
      const body = new PassThrough();
      body.write(iv);
      const upload = new Upload({
        client,
        params: { Bucket: opts.bucket, Key: objectKey(storageKey), Body: body },
        leavePartsOnError: false,
      });
      const sent = upload.done();
      sent.catch(() => {}); // awaited below; a failure of the input is what we report
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(
          input,
          limit.stream,
          cipher,
          new Transform({
            transform: (c, _e, cb) => cb(null, c),
            flush(cb) {
              cb(null, cipher.getAuthTag());
            },
          }),
          body,
        );
        await sent;
      } catch (err) {
        await upload.abort().catch(() => {});
        await store.remove(storageKey).catch(() => {});
        throw err;
      }
      return { key: storageKey, size: limit.size(), sha256: limit.sha256() };
    },

    async get(storageKey) {
      const Key = objectKey(storageKey);
      const head = await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key }));
      const total = Number(head.ContentLength ?? 0);
      if (total < IV + TAG) throw new Error('stored object too short');
      const ranged = async (from: number, to: number) => {
        const r = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key, Range: `bytes=${from}-${to}` }));
        return r.Body as Readable;
      };
      const collect = async (s: Readable) => {
        const parts: Buffer[] = [];
        for await (const c of s) parts.push(c as Buffer);
        return Buffer.concat(parts);
      };
      const iv = await collect(await ranged(0, IV - 1));
      const tag = await collect(await ranged(total - TAG, total - 1));
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      if (total === IV + TAG) return Readable.from([decipher.final()]);
      return (await ranged(IV, total - TAG - 1)).pipe(decipher);
    },

    async getBuffer(storageKey) {
      const chunks: Buffer[] = [];
      for await (const c of await store.get(storageKey)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },

    async remove(storageKey) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(storageKey) }));
    },
  };
  return store;
}
