import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '@portal/shared';
import type { ImageWalker } from './image-structure';

/**
 * Types an upload by its content (never by its name or the browser's claim), from the windows the
 * upload pipeline kept: the head, the tail and the first CFB directory sector. Besides the magic
 * bytes it checks that the file *ends* where its format says it ends, which refuses truncated
 * images and polyglots (an image or PDF with a ZIP/executable glued on), and it refuses renamed
 * executables simply because they are none of the allowed kinds.
 */
export interface Capture {
  head: Buffer;
  tail: Buffer;
  dir: Buffer;
  size: number;
  cfbDirOffset?: number;
  /** Walks GIF/PNG/JPEG structure over every byte (image-structure.ts). */
  image?: ImageWalker;
}

export interface Sniffed {
  kind: UploadKind;
  mime: string;
  ext: string;
}

const ZIP_EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Markup or an embedded archive/executable inside a non-archive file: a polyglot. */
function looksPolyglot(cap: Capture): boolean {
  const texts = [cap.head, cap.tail].map((b) => b.toString('latin1').toLowerCase());
  if (texts.some((t) => t.includes('<script') || t.includes('<html') || t.includes('<?php'))) return true;
  if (cap.tail.includes(ZIP_EOCD) || cap.tail.includes(ZIP_LOCAL)) return true;
  return false;
}

/** The last bytes of the file without trailing zero padding some cameras add. */
function trimmedTail(tail: Buffer): Buffer {
  let end = tail.length;
  while (end > 0 && tail[end - 1] === 0) end--;
  return tail.subarray(0, end);
}

function imageComplete(ext: string, cap: Capture): boolean {
  const t = cap.tail;
  switch (ext) {
    case 'jpg': {
      const tt = trimmedTail(t);
      return tt.length >= 2 && tt[tt.length - 2] === 0xff && tt[tt.length - 1] === 0xd9;
    }
    case 'png':
      return t.length >= 12 && t.subarray(t.length - 12).equals(PNG_IEND);
    case 'gif':
      return t.length > 0 && t[t.length - 1] === 0x3b;
    case 'webp':
      return cap.head.length >= 8 && cap.head.readUInt32LE(4) + 8 === cap.size;
    default:
      return true;
  }
}

/** HEIC/HEIF: ISO-BMFF top-level boxes must tile the file exactly (checked over the head window). */
function bmffPlausible(cap: Capture): boolean {
  let off = 0;
  while (off + 8 <= cap.head.length) {
    let size = cap.head.readUInt32BE(off);
    if (size === 1 && off + 16 <= cap.head.length) size = Number(cap.head.readBigUInt64BE(off + 8));
    if (size === 0) return true; // box runs to the end of the file
    if (size < 8) return false;
    off += size;
    if (off === cap.size) return true;
    if (off > cap.size) return false;
  }
  return off <= cap.size;
}

function zipEntryNames(tail: Buffer): string[] | null {
  const eocd = tail.lastIndexOf(ZIP_EOCD);
  if (eocd < 0 || eocd + 22 > tail.length) return null;
  const commentLen = tail.readUInt16LE(eocd + 20);
  if (eocd + 22 + commentLen !== tail.length) return null; // data after the archive
  const names: string[] = [];
  const cdSig = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  let i = tail.indexOf(cdSig);
  while (i >= 0 && i + 46 <= tail.length) {
    const nameLen = tail.readUInt16LE(i + 28);
    names.push(tail.subarray(i + 46, i + 46 + nameLen).toString('utf8'));
    i = tail.indexOf(cdSig, i + 46 + nameLen);
  }
  return names;
}

function isDocx(cap: Capture): boolean {
  if (!cap.head.subarray(0, 4).equals(ZIP_LOCAL)) return false;
  const names = zipEntryNames(cap.tail);
  if (!names || !names.length) return false;
  if (names.some((n) => n.startsWith('/') || n.includes('..') || n.includes('\\'))) return false;
  if (names.some((n) => /\.(exe|dll|js|vbs|bat|cmd|ps1|sh|jar|bin)$/i.test(n) || /vbaProject\.bin$/i.test(n))) {
    return false; // executables or macros have no place in a release form
  }
  return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'));
}

function isDoc(cap: Capture): boolean {
  if (!cap.head.subarray(0, 8).equals(CFB_MAGIC)) return false;
  // A CFB file is also an .xls, .msg or an .msi installer: only a Word stream makes it a .doc.
  return [cap.head, cap.dir, cap.tail].some((b) => b.includes(WORD_STREAM));
}

function pdfComplete(cap: Capture): boolean {
  if (cap.head.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  const end = cap.tail.subarray(Math.max(0, cap.tail.length - 1024)).toString('latin1');
  return end.includes('%%EOF');
}

export async function sniffUpload(cap: Capture, allowed: readonly UploadKind[]): Promise<Sniffed | null> {
  if (cap.size === 0) return null;
  if (allowed.includes('docx') && isDocx(cap)) {
    return {
      kind: 'docx',
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  if (allowed.includes('doc') && isDoc(cap)) {
    return { kind: 'doc', ext: 'doc', mime: 'application/msword' };
  }
  const ft = await fileTypeFromBuffer(cap.head);
  if (!ft) return null;
  if (looksPolyglot(cap)) return null;
  if (['jpg', 'png', 'gif', 'webp'].includes(ft.ext) && allowed.includes('image')) {
    const whole = ft.ext === 'webp' || !cap.image || cap.image.complete();
    return whole && imageComplete(ft.ext, cap) ? { kind: 'image', ext: ft.ext, mime: ft.mime } : null;
  }
  if ((ft.ext === 'heic' || ft.mime.startsWith('image/hei')) && allowed.includes('heic')) {
    return bmffPlausible(cap) ? { kind: 'heic', ext: 'heic', mime: ft.mime } : null;
  }
  if (ft.ext === 'pdf' && allowed.includes('pdf')) {
    return pdfComplete(cap) ? { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' } : null;
  }
  return null;
}
