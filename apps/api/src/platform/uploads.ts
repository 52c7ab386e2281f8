import { Transform } from 'node:stream';
import { pipeline } from 'node:stream';
import { fileTooLargeMessage, MESSAGES, uploadMb, wrongFileTypeMessage, type UploadRule } from '@portal/shared';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';
import type { AppContext } from './context';
import { AppError, badRequest } from './errors';
import { FileTooLargeError } from './file-store';
import { createImageWalker } from './image-structure';
import type { IncomingFile } from './multipart-body';
import { sniffUpload, type Sniffed, type Capture } from './upload-sniff';

/**
 * The one upload pipeline. A multipart file is streamed straight into the encrypted file store
 * with the zone's byte limit enforced while streaming; on the way through we keep only the head,
 * the tail and (for Word 97 files) the first directory sector, enough to type the file by its
 * content. Anything refused is removed from the store before the error answers, and the `files`
 * row is written only for an accepted file, so a refusal leaves nothing behind.
 */
/** What the upload pipeline needs of the app: its file store. */
type FilesCtx = Pick<AppContext, 'files'>;

export interface AcceptedUpload {
  fileId: string;
  name: string;
  mime: string;
  ext: string;
  size: number;
  sha256: string;
  /** Where the bytes are: a caller whose transaction fails after this removes them. */
  storageKey: string;
}

const HEAD = 64 * 1024;
const TAIL = 64 * 1024;

/** Keeps head/tail windows of the bytes passing through, without buffering the whole file. */
function captureStream(cap: Capture): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (seen < HEAD) cap.head = Buffer.concat([cap.head, chunk.subarray(0, HEAD - seen)]);
      cap.tail = Buffer.concat([cap.tail, chunk]);
      if (cap.tail.length > TAIL) cap.tail = cap.tail.subarray(cap.tail.length - TAIL);
      // Word 97 (CFB): once the header is in, remember where the first directory sector sits.
      if (cap.cfbDirOffset === undefined && cap.head.length >= 512 && cap.head.readUInt32BE(0) === 0xd0cf11e0) {
        const shift = cap.head.readUInt16LE(0x1e);
        const dirSector = cap.head.readUInt32LE(0x30);
        cap.cfbDirOffset = shift >= 9 && shift <= 12 ? (dirSector + 1) * 2 ** shift : -1;
      }
      const off = cap.cfbDirOffset ?? -1;
      if (off >= 0 && cap.dir.length < 4096 && seen + chunk.length > off) {
        const from = Math.max(0, off - seen);
        cap.dir = Buffer.concat([cap.dir, chunk.subarray(from, from + 4096 - cap.dir.length)]);
      }
      cap.image?.push(chunk);
      seen += chunk.length;
      cap.size = seen;
      cb(null, chunk);
    },
  });
}

/**
 * A client's file name, kept only as a label (never used on disk). A browser sends a bare name,
 * so a path in it means a crafted or broken client: refused, with a message that says so, rather
 * than silently relabelled. `..` inside a name ('scan..final.pdf') is harmless once separators
 * are refused; only '.' and '..' as the whole name are path-like.
 */
export function safeClientName(name: string | undefined): string | null {
  const n = (name ?? '').normalize('NFC');
  if (!n || n.length > 200) return null;
  const control = [...n].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  if (control || /[/\\]/.test(n) || n === '.' || n === '..' || /^[a-z]:/i.test(n)) return null;
  return n;
}

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return err instanceof FileTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE';
}

/** A file streamed into the store and typed, with no row yet (see recordUpload). */
export type ReceivedUpload = Omit<AcceptedUpload, 'fileId'>;

/**
 * Streams one multipart file into the encrypted store under a zone's rule and types it by its
 * bytes, touching no database: an upload is as slow as the client sending it, and nothing may
 * hold a transaction (a pooled connection, or the embedded database itself) meanwhile. Throws
 * 400 'Only {types} files are allowed to upload.' (or, for a path-like name, MESSAGES.badFileName) or 413 '{file} is too large. Maximum {n}mb
 * allowed for upload.', having removed the bytes. The caller records it in a short transaction
 * (recordUpload) and removes the bytes if that fails (withStoredCleanup).
 */
export async function receiveUpload(
  ctx: FilesCtx,
  part: Pick<IncomingFile, 'file' | 'filename'>,
  opts: { rule: UploadRule },
): Promise<ReceivedUpload> {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(part.filename || 'File', uploadMb(opts.rule.maxBytes)));
  const wrongType = () => badRequest(wrongFileTypeMessage(opts.rule.typesLabel));
  const name = safeClientName(part.filename);
  if (!name) {
    part.file.resume(); // drain so the request can finish
    throw badRequest(MESSAGES.badFileName);
  }
  const cap: Capture = {
    head: Buffer.alloc(0),
    tail: Buffer.alloc(0),
    dir: Buffer.alloc(0),
    size: 0,
    image: createImageWalker(),
  };
  const tee = captureStream(cap);
  pipeline(part.file, tee, () => {});
  let stored;
  try {
    stored = await ctx.files.put(tee, { maxBytes: opts.rule.maxBytes });
  } catch (err) {
    part.file.resume();
    if (isTooLarge(err)) throw tooLarge();
    throw err;
  }
  // @fastify/multipart truncates at its own limit instead of failing in some versions.
  if (part.file.truncated) {
    await ctx.files.remove(stored.key);
    throw tooLarge();
  }
  let sniffed: Sniffed | null = null;
  try {
    sniffed = await sniffUpload(cap, opts.rule.kinds);
  } catch {
    sniffed = null;
  }
  if (!sniffed) {
    await ctx.files.remove(stored.key);
    throw wrongType();
  }
  return {
    name,
    mime: sniffed.mime,
    ext: sniffed.ext,
    size: stored.size,
    sha256: stored.sha256,
    storageKey: stored.key,
  };
}

/** The `files` row of a received upload, in the caller's (short) transaction. */
export async function recordUpload(
  db: DbOrTx,
  up: ReceivedUpload,
  opts: { ownerUserId: number | null; purpose: string },
): Promise<AcceptedUpload> {
  const [row] = await db
    .insert(files)
    .values({
      ownerUserId: opts.ownerUserId,
      purpose: opts.purpose,
      storageKey: up.storageKey,
      originalName: up.name,
      mime: up.mime,
      size: up.size,
      sha256: up.sha256,
    })
    .returning({ id: files.id });
  return { ...up, fileId: row.id };
}

/**
 * receiveUpload and recordUpload at once, for a caller without a transaction open (the bytes are
 * removed if the row cannot be written). Inside a transaction, receive first and record after.
 */
export async function storeUpload(
  ctx: FilesCtx,
  db: DbOrTx,
  part: Pick<IncomingFile, 'file' | 'filename'>,
  opts: { rule: UploadRule; ownerUserId: number | null; purpose: string },
): Promise<AcceptedUpload> {
  const up = await receiveUpload(ctx, part, opts);
  try {
    return await recordUpload(db, up, opts);
  } catch (err) {
    await ctx.files.remove(up.storageKey);
    throw err;
  }
}

/** Stores bytes the server made itself (a signed PDF): no sniffing, same store and table. */
export async function storeGenerated(
  ctx: FilesCtx,
  db: DbOrTx,
  bytes: Buffer,
  opts: { name: string; mime: string; ownerUserId: number | null; purpose: string },
): Promise<AcceptedUpload> {
  const stored = await ctx.files.put(bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        ownerUserId: opts.ownerUserId,
        purpose: opts.purpose,
        storageKey: stored.key,
        originalName: opts.name,
        mime: opts.mime,
        size: stored.size,
        sha256: stored.sha256,
      })
      .returning({ id: files.id });
    return {
      fileId: row.id,
      name: opts.name,
      mime: opts.mime,
      ext: opts.name.split('.').pop() ?? '',
      size: stored.size,
      sha256: stored.sha256,
      storageKey: stored.key,
    };
  } catch (err) {
    await ctx.files.remove(stored.key);
    throw err;
  }
}

/**
 * Runs an upload (files received into the store, then a short transaction for their rows) and,
 * if anything fails, removes every blob it tracked (the rows roll back with the transaction, the
 * bytes on disk would not).
 */
export async function withStoredCleanup<T>(
  ctx: FilesCtx,
  work: (track: <U extends { storageKey: string }>(u: U) => U) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await work(<U extends { storageKey: string }>(u: U): U => {
      keys.push(u.storageKey);
      return u;
    });
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.files.remove(k)));
    throw err;
  }
}
