import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatListSchema,
  chatMessageInputSchema,
  chatMessageSchema,
  chatQuerySchema,
  refundInputSchema,
  refundSchema,
  refundsAnswerSchema,
  requestDetailSchema,
  requestFilterOptionsSchema,
  type RequestDetail,
  routeUrl,
} from '@portal/shared';
import { compileResponseSerializer, jsonText } from '../../../platform/response-serializer';
import { userReadOf } from '../../../platform/sessions';
import { listMessages, postPatientMessage } from './chat';
import { createRefund, listRefunds } from './refunds';
import { filterOptions, requestDetailText } from './service';

/** The detail's serializer (the one its route would compile), compiled on its first answer. */
let detailStringify: ((detail: RequestDetail) => string) | null = null;
const detailText = (detail: RequestDetail) =>
  (detailStringify ??= compileResponseSerializer(requestDetailSchema))(detail);

/** A rid is digits and dashes; anything else cannot name a request, and answers 404 like a missing one. */
const ridParams = z.object({ rid: z.string().max(64) });

/**
 * Tracking a sent request: its detail and status, the chat with the records staff, refunds.
 * Every route is the signed-in patient's own (default access); another account's rid answers 404.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    routeUrl('getRequestFilterOptions'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], response: { 200: requestFilterOptionsSchema } },
    },
    async (req) => filterOptions(app.ctx, req.actor),
  );

  app.get(
    routeUrl('getRequestDetail'),
    {
      config: { access: 'patient', sessionInRead: true },
      schema: { tags: ['requests'], params: ridParams, response: { 200: requestDetailSchema } },
    },
    async (req, reply) =>
      jsonText(
        reply,
        requestDetailSchema,
        await requestDetailText(app.ctx, userReadOf(req), req.params.rid, detailText),
      ),
  );

  app.get(
    routeUrl('listRequestMessages'),
    {
      config: { access: 'patient' },
      schema: {
        tags: ['requests'],
        params: ridParams,
        querystring: chatQuerySchema,
        response: { 200: chatListSchema },
      },
    },
    async (req) => listMessages(db, req.actor, req.params.rid, req.query.since),
  );

  app.post(
    routeUrl('sendRequestMessage'),
    {
      config: { access: 'patient' },
      schema: {
        tags: ['requests'],
        params: ridParams,
        body: chatMessageInputSchema,
        response: { 200: chatMessageSchema },
      },
    },
    async (req) => postPatientMessage(db, req.actor, req.params.rid, req.body.body),
  );

  app.get(
    routeUrl('listRefunds'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], response: { 200: refundsAnswerSchema } },
    },
    async (req) => listRefunds(app.ctx, req.actor),
  );

  app.post(
    routeUrl('requestRefund'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], body: refundInputSchema, response: { 200: refundSchema } },
    },
    async (req) => createRefund(db, req.actor, req.body),
  );
};
export default routes;
