import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeWatermarkPool } from './watermark';
import { z } from 'zod';
import {
  flag,
  idParam,
  shareCreatedSchema,
  shareCreateSchema,
  shareOpenedSchema,
  shareOpenSchema,
  shareSchema,
  sharesResponseSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import type { FastifyReply } from 'fastify';
import { openShare, sharedRecord } from './access';
import { createShare, listShares, revokeShare } from './service';
import { ownRecord } from './viewer';
import { requireRecentProof } from '../mfa';

/** A record as a file the browser must not sniff nor keep: inline to view, or as an attachment. */
function sendRecord(
  reply: FastifyReply,
  f: { name: string; mime: string; body: unknown },
  disposition: 'inline' | 'attachment',
) {
  const safe = f.name.replace(/[^\w.\- ]+/g, '_');
  return reply
    .header('content-type', f.mime)
    .header('content-disposition', `${disposition}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(f.body);
}

/** Store & Share viewing and sharing. Our own API: the spec lists none for it. */
export const sharesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The stamping pool's workers end with the app (it starts again on the next use).
  app.addHook('onClose', closeWatermarkPool);
  const tags = ['shares'];
  // Guessing an access code is guessing a password: the sign-in routes' limit (the share also locks).
  const guessLimit = { max: app.ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' };
  const patient = { access: 'patient' as const };

  app.get(routeUrl('viewRecord'), { config: patient, schema: { tags, params: idParam } }, async (req, reply) =>
    sendRecord(reply, await ownRecord(app.ctx, req.actor, req.params.id), 'inline'),
  );

  app.get(
    routeUrl('listShares'),
    { config: patient, schema: { tags, response: { 200: sharesResponseSchema } } },
    async (req) => ({ shares: await listShares(app.ctx, req.actor) }),
  );

  app.post(
    routeUrl('createShare'),
    {
      config: { ...patient, rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: 16 * 1024,
      schema: { tags, body: shareCreateSchema, response: { 200: shareCreatedSchema } },
    },
    async (req) => {
      // Sharing records hands them to someone else: a proof at most 5 minutes old (step-up).
      await requireRecentProof(app.ctx, authOf(req).sessionId);
      return createShare(app.ctx, req.actor, req.body);
    },
  );

  app.post(
    routeUrl('revokeShare'),
    { config: patient, schema: { tags, params: idParam, response: { 200: shareSchema } } },
    async (req) => revokeShare(app.ctx, req.actor, req.params.id),
  );

  // The recipient's side: no account. The link's token comes in the body (it lives in the URL's
  // fragment, never in a path or query a log could keep); later calls carry a short session header.
  app.post(
    routeUrl('openShare'),
    {
      config: { access: 'public', rateLimit: guessLimit },
      bodyLimit: 4 * 1024,
      schema: { tags, body: shareOpenSchema, response: { 200: shareOpenedSchema } },
    },
    async (req) => openShare(app.ctx, req.actor, req.body),
  );

  app.get(
    routeUrl('getSharedFile'),
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        params: idParam,
        querystring: z.object({ download: flag.optional() }),
        headers: z.object({ 'share-session': z.string().max(200).optional() }),
      },
    },
    async (req, reply) => {
      const download = req.query.download === true;
      const { name, pdf } = await sharedRecord(
        app.ctx,
        req.actor,
        req.headers['share-session'],
        req.params.id,
        download,
      );
      return sendRecord(reply, { name, mime: 'application/pdf', body: pdf }, download ? 'attachment' : 'inline');
    },
  );
};
