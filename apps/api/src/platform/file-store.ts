import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Local-disk file store, encrypted at rest with AES-256-GCM. A stored object is
 * iv (12 bytes) | ciphertext | auth tag (16 bytes), under a generated name: a user's file name
 * never reaches the disk. Objects are written to a temporary name and renamed when complete, so
 * a failed or oversized upload leaves nothing behind.
 */
export class FileTooLargeError extends Error {
  constructor(public readonly limit: number) {
    super('file too large');
  }
}

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

export interface FileStore {
  put(source: Readable | Buffer, opts?: { maxBytes?: number }): Promise<StoredObject>;
  get(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const IV = 12;
const TAG = 16;

/**
 * The pass-through every store puts a file through on its way in: counts and hashes the plain
 * bytes, and fails with FileTooLargeError as soon as they pass the limit (while streaming).
 */
export function meter(maxBytes?: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return cb(new FileTooLargeError(maxBytes));
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  return { stream, size: () => size, sha256: () => hash.digest('hex') };
}

export function createLocalFileStore(root: string, keyHex: string): FileStore {
  const key = Buffer.from(keyHex, 'hex');
  const fileFor = (k: string) => {
    if (!/^[0-9a-f-]{36}$/.test(k)) throw new Error('bad storage key');
    return path.join(root, k.slice(0, 2), k);
  };

  return {
    async put(source, opts = {}) {
      const storageKey = randomUUID();
      const target = fileFor(storageKey);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.part`;
      const iv = randomBytes(IV);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const limit = meter(opts.maxBytes);
      const out = createWriteStream(tmp);
      out.write(iv);
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(input, limit.stream, cipher, out);
        const fh = await open(tmp, 'a');
        await fh.write(cipher.getAuthTag());
        await fh.close();
        const { rename } = await import('node:fs/promises');
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return { key: storageKey, size: limit.size(), sha256: limit.sha256() };
    },

    async get(storageKey) {
      const file = fileFor(storageKey);
      const { size } = await stat(file);
      const fh = await open(file, 'r');
      const iv = Buffer.alloc(IV);
      const tag = Buffer.alloc(TAG);
      await fh.read(iv, 0, IV, 0);
      await fh.read(tag, 0, TAG, size - TAG);
      await fh.close();
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      if (size - TAG - IV === 0) {
        return Readable.from([decipher.final()]);
      }
      return createReadStream(file, { start: IV, end: size - TAG - 1 }).pipe(decipher);
    },

    async getBuffer(storageKey) {
      const chunks: Buffer[] = [];
      for await (const c of await this.get(storageKey)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },

    async remove(storageKey) {
      await rm(fileFor(storageKey), { force: true });
    },
  };
}
