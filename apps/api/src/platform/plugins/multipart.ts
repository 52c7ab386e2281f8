import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { LIMITS } from '@portal/shared';

/** Uploads: a file is at most the ID's size limit, a few files and fields a request. */
export async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.govtIdBytes, files: 4, fields: 100, fieldSize: 1024 * 1024, parts: 120 },
  });
}
