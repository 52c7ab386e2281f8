import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_MAX_BYTES, AVATAR_MIME, PROFILE_MESSAGES } from '@portal/shared';
import type { AppContext } from '../../platform/context';
import { audit, auditRead } from '../../platform/audit';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { profileRepository as repo } from './repository';

/**
 * Profile pictures. Images only, typed by their bytes (magic numbers), never by name or the
 * browser's content type; at most 5 MB. They are stored as sent (no native image library is
 * available to resize them); the web shows them in a fixed-size frame.
 */
export function createAvatarService(ctx: AppContext) {
  const { db, files } = ctx;

  return {
    async upload(req: FastifyRequest, userId: number, part: MultipartFile | undefined) {
      if (!part || part.fieldname !== 'avatar') throw badRequest(PROFILE_MESSAGES.avatarType);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
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
          await audit(tx, req, {
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

    async read(req: FastifyRequest, userId: number) {
      const file = await repo.avatarFile(db, userId);
      if (!file) throw notFound();
      auditRead(req, { action: 'profile.read', entityType: 'file', entityId: file.id, details: { avatar: true } });
      return { file, stream: await files.get(file.storageKey) };
    },
  };
}
