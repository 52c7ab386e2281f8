import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDisposition,
  downloadLinkResponseSchema,
  downloadQuerySchema,
  MESSAGES,
  recordRequestsResponseSchema,
  storageSchema,
  subscribeBodySchema,
  subscriptionMessageSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { downloadLink, listRecordRequests, recordsDownload } from './downloads';
import { storagePage, subscribe, unsubscribe } from './service';
import { requireRecentProof } from '../mfa';

/** Subscription and records (spec section 7): storages, subscribe, unsubscribe, downloads. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const price = config.SUBSCRIPTION_PRICE_CENTS;
  const tags = ['subscription'];

  app.get(
    routeUrl('getStorage'),
    { config: { access: 'patient' }, schema: { tags, response: { 200: storageSchema } } },
    async (req) => storagePage(app.ctx, req.actor),
  );

  app.post(
    routeUrl('subscribe'),
    {
      config: { access: 'patient' },
      schema: { tags, body: subscribeBodySchema, response: { 200: subscriptionMessageSchema } },
    },
    async (req) => subscribe(db, app.ctx.gateway, req.actor, price, req.body),
  );

  app.post(
    routeUrl('unsubscribe'),
    { config: { access: 'patient' }, schema: { tags, response: { 200: subscriptionMessageSchema } } },
    async (req) => unsubscribe(db, req.actor, price),
  );

  app.get(
    routeUrl('listRecordRequests'),
    { config: { access: 'patient' }, schema: { tags, response: { 200: recordRequestsResponseSchema } } },
    async (req) => ({ requests: await listRecordRequests(app.ctx, req.actor) }),
  );

  const linkQuery = z.object({ request_id: downloadQuerySchema.shape.request_id });
  app.get(
    routeUrl('getDownloadLink'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: linkQuery, response: { 200: downloadLinkResponseSchema } },
    },
    async (req) => {
      // All of a request's records at once: a proof at most 5 minutes old (step-up).
      await requireRecentProof(app.ctx, authOf(req).sessionId);
      return downloadLink(db, req.actor, req.query.request_id, price);
    },
  );
  app.post(
    routeUrl('createDownloadLink'),
    { config: { access: 'patient' }, schema: { tags, body: linkQuery, response: { 200: downloadLinkResponseSchema } } },
    async (req) => {
      await requireRecentProof(app.ctx, authOf(req).sessionId);
      return downloadLink(db, req.actor, req.body.request_id, price);
    },
  );

  /** The link itself: public, authorized by its one-time token only. */
  app.get(
    routeUrl('downloadAllRecords'),
    {
      config: { access: 'public' },
      schema: { tags, querystring: downloadQuerySchema },
    },
    async (req, reply) => {
      if (!req.query.token) throw badRequest(MESSAGES.required, { token: MESSAGES.required });
      // A client that goes away mid-download stops the archive (and with it the open record stream).
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const got = await recordsDownload(app.ctx, req.actor, req.query.request_id, req.query.token, gone.signal);
      if (got.kind === 'file') {
        return reply
          .type(got.mime)
          .header('content-disposition', contentDisposition('attachment', got.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(got.stream);
      }
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', got.filename))
        .header('cache-control', 'no-store')
        .send(got.archive);
    },
  );
};
