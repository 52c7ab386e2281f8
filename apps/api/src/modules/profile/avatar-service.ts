import type * as Sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MIME, PROFILE_MESSAGES } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { createImageWalker } from '../../platform/image-structure';
import { requireWhenNeeded } from '../../platform/lazy-require';
import type { IncomingFile, MultipartBody } from '../../platform/multipart-body';
import { sniffUpload } from '../../platform/upload-sniff';
import { profileRepository as repo } from './repository';

/**
 * Profile pictures. Images only, typed by their bytes (magic numbers), never by name or the
 * browser's content type; at most 5 MB. They pass the same structure check as the ID and document
 * uploads (one whole image, nothing glued on: a PNG followed by HTML or a ZIP is refused), and
 * then only their pixels are kept: decoded and encoded again (sharp), at most AVATAR_SIDE pixels
 * a side, with no metadata (camera, GPS) and no byte of the upload itself.
 */
/** The longest side an avatar is kept at: the web shows it in a small fixed frame. */
export const AVATAR_SIDE = 512;
/** Decoding stops past this many pixels (a small file can declare a huge canvas). */
const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

/** Is `bytes` exactly one well-formed image of an allowed kind (the upload pipeline's check)? */
async function oneWholeImage(bytes: Buffer) {
  const image = createImageWalker();
  image.push(bytes);
  const sniffed = await sniffUpload(
    {
      head: bytes.subarray(0, 64 * 1024),
      tail: bytes.subarray(Math.max(0, bytes.length - 64 * 1024)),
      dir: Buffer.alloc(0),
      size: bytes.length,
      image,
    },
    ['image'],
  ).catch(() => null);
  return sniffed && (AVATAR_MIME as readonly string[]).includes(sniffed.mime) ? sniffed : null;
}

/** The image's pixels, encoded again: PNG for PNG and GIF (first frame), JPEG and WebP as they came. */
async function reencode(bytes: Buffer, ext: string): Promise<{ bytes: Buffer; ext: string; mime: string }> {
  const sharp = requireWhenNeeded<typeof Sharp.default>('sharp'); // native: loads at the first avatar
  const img = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .rotate() // the camera's orientation applied to the pixels, since the metadata goes
    .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'inside', withoutEnlargement: true });
  if (ext === 'jpg') return { bytes: await img.jpeg({ quality: 85 }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
  if (ext === 'webp') return { bytes: await img.webp({ quality: 85 }).toBuffer(), ext: 'webp', mime: 'image/webp' };
  return { bytes: await img.png().toBuffer(), ext: 'png', mime: 'image/png' };
}

/**
 * An avatar's bytes, to type them and store them whole: at most AVATAR_MAX_BYTES, the body's
 * per-file limit, past which the stream is cut (truncated) and this refuses it.
 */
async function readAvatar(part: IncomingFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let cut = false;
  // Read to the end even once cut (the rest is dropped), as the multipart plugin's toBuffer did.
  for await (const chunk of part.file) {
    if (part.file.truncated) cut = true;
    if (!cut) chunks.push(chunk as Buffer);
  }
  if (cut) throw new Error('avatar too large');
  return Buffer.concat(chunks);
}

export async function uploadAvatar({ db, files }: AppContext, actor: Actor, body: MultipartBody) {
  const userId = userIdOf(actor);
  const part = await body.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'avatar') throw badRequest(PROFILE_MESSAGES.avatarType);
  let bytes: Buffer;
  try {
    bytes = await readAvatar(part);
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.avatarTooLarge);
  }
  if (part.file.truncated || bytes.length > AVATAR_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.avatarTooLarge);
  const sniffed = await oneWholeImage(bytes);
  if (!sniffed) throw badRequest(PROFILE_MESSAGES.avatarType);
  let type: Awaited<ReturnType<typeof reencode>>;
  try {
    type = await reencode(bytes, sniffed.ext);
  } catch {
    throw badRequest(PROFILE_MESSAGES.avatarType); // undecodable, or a canvas past the pixel limit
  }
  const stored = await files.put(type.bytes, { maxBytes: AVATAR_MAX_BYTES });
  let previousKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const { file, previous } = await repo.replaceAvatar(tx, userId, {
        storageKey: stored.key,
        originalName: `avatar.${type.ext}`,
        mime: type.mime,
        size: stored.size,
        sha256: stored.sha256,
      });
      previousKey = previous?.storageKey ?? null;
      await audit(tx, actor, {
        action: 'profile.avatar_update',
        entityType: 'file',
        entityId: file.id,
        details: { size: stored.size, mime: type.mime },
      });
    });
  } catch (err) {
    await files.remove(stored.key);
    throw err;
  }
  if (previousKey) await files.remove(previousKey);
}

export async function getAvatar(ctx: AppContext, actor: Actor) {
  const file = await repo.avatarFile(ctx.db, userIdOf(actor));
  if (!file) throw notFound();
  ctx.readAudit.record(actor, {
    action: 'profile.read',
    entityType: 'file',
    entityId: file.id,
    details: { avatar: true },
  });
  return { file, stream: await ctx.files.get(file.storageKey) };
}
