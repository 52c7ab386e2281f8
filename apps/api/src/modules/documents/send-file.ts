import type { FastifyReply } from 'fastify';
import { contentDisposition } from '@portal/shared';
import type { files } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

/** Streams a stored file as a download: never inline, never sniffed by the browser (a helper of the routes that answer files). */
export async function sendFile(
  ctx: Pick<AppContext, 'files'>,
  reply: FastifyReply,
  file: typeof files.$inferSelect,
  name: string,
) {
  if (file.deletedAt) throw notFound();
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition('attachment', name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(await ctx.files.get(file.storageKey));
}
