import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_MAX_BYTES, AVATAR_MIME, PROFILE_MESSAGES } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { IncomingFile, MultipartBody } from '../../platform/multipart-body';
import { profileRepository as repo } from './repository';

/**
 * Profile pictures. Images only, typed by their bytes (magic numbers), never by name or the
 * browser's content type; at most 5 MB. They are stored as sent (no native image library is
 * available to resize them); the web shows them in a fixed-size frame.
 */
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

export function createAvatarService(ctx: AppContext) {
  const { db, files } = ctx;

  return {
    async upload(actor: Actor, userId: number, body: MultipartBody) {
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
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !(AVATAR_MIME as readonly string[]).includes(type.mime))
        throw badRequest(PROFILE_MESSAGES.avatarType);
      const stored = await files.put(bytes, { maxBytes: AVATAR_MAX_BYTES });
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
    },

    async read(actor: Actor, userId: number) {
      const file = await repo.avatarFile(db, userId);
      if (!file) throw notFound();
      ctx.readAudit.record(actor, {
        action: 'profile.read',
        entityType: 'file',
        entityId: file.id,
        details: { avatar: true },
      });
      return { file, stream: await files.get(file.storageKey) };
    },
  };
}
