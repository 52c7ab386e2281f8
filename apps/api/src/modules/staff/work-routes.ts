import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeSchema,
  extendSchema,
  noRecordsSchema,
  incompleteSchema,
  messageSchema,
  priceSchema,
  staffAuditRowSchema,
  staffQueueQuerySchema,
  staffQueueSchema,
  staffRequestDetailSchema,
  routeUrl,
} from '@portal/shared';
import { multipartBody } from '../../platform/multipart-body';
import { queuePage, requestAuditEvents, requestFile } from './desk-service';
import { uploadRecords } from './records-upload';
import { close, closeNoRecords, complete, extend, markIncomplete, price, requestDetail } from './work-service';

const staff = { access: 'staff' as const };
/** The price passed what the patient authorized: it waits for the patient (the desk reads this). */
export const PRICE_WAITS =
  'The price is more than the patient authorized: it has been sent to the patient for approval.';
const ridParams = z.object({ rid: z.string().min(1).max(40) });

/** Queues and the work on one request. Every route is staff-only. */
export const staffWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    routeUrl('staffQueue'),
    {
      config: staff,
      schema: { tags: ['staff'], querystring: staffQueueQuerySchema, response: { 200: staffQueueSchema } },
    },
    async (req) => queuePage(ctx, req.actor, req.query),
  );

  app.get(
    routeUrl('staffGetRequest'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, response: { 200: staffRequestDetailSchema } },
    },
    async (req) => requestDetail(ctx, req.actor, req.params.rid),
  );

  app.post(
    routeUrl('staffMarkIncomplete'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: incompleteSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await markIncomplete(ctx, req.actor, req.params.rid, req.body.reason);
      return { message: 'The patient has been asked for what is missing.' };
    },
  );

  app.post(
    routeUrl('staffExtend'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: extendSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await extend(ctx, req.actor, req.params.rid, req.body.reason, req.body.days);
      return { message: 'Deadline extended. The patient has been told.' };
    },
  );

  app.post(
    routeUrl('staffSetPrice'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: priceSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const waits = await price(ctx, req.actor, req.params.rid, req.body.amount_cents, req.body.reason);
      return { message: waits ? PRICE_WAITS : 'Price saved.' };
    },
  );

  app.post(
    routeUrl('staffCloseNoRecords'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: noRecordsSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await closeNoRecords(ctx, req.actor, req.params.rid, req.body.statement, req.body.signature);
      return { message: 'Request closed: no records found. The patient has been told and owes nothing.' };
    },
  );

  app.post(
    routeUrl('staffUploadRecords'),
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: ridParams,
        response: { 200: z.object({ files: z.array(z.object({ id: z.string(), name: z.string() })) }) },
      },
    },
    async (req) => ({ files: await uploadRecords(ctx, req.actor, req.params.rid, multipartBody(req)) }),
  );

  app.post(
    routeUrl('staffComplete'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, response: { 200: messageSchema } },
    },
    async (req) => {
      await complete(ctx, req.actor, req.params.rid);
      return { message: 'Request completed. The patient has been notified.' };
    },
  );

  app.post(
    routeUrl('staffClose'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: closeSchema.optional(), response: { 200: messageSchema } },
    },
    async (req) => {
      await close(ctx, req.actor, req.params.rid, req.body?.note);
      return { message: 'Request closed.' };
    },
  );

  app.get(
    routeUrl('staffRequestAudit'),
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: ridParams,
        response: { 200: z.object({ events: z.array(staffAuditRowSchema) }) },
      },
    },
    async (req) => ({ events: await requestAuditEvents(ctx, req.actor, { rid: req.params.rid }) }),
  );

  /** A file the patient sent or a record the desk uploaded, only when it belongs to this request. */
  app.get(
    routeUrl('staffGetFile'),
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams.extend({ fileId: z.uuid() }) },
    },
    async (req, reply) => {
      const f = await requestFile(ctx, req.actor, { rid: req.params.rid, fileId: req.params.fileId });
      const safeName = f.originalName.replace(/[^\w.\- ]+/g, '_');
      reply.header('content-type', f.mime);
      reply.header('content-disposition', `inline; filename="${safeName}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(f.content);
    },
  );
};
