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
  STAFF_PAGE_SIZE,
} from '@portal/shared';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { multipartBody } from '../../platform/multipart-body';
import { requestAuditLog } from './audit-repository';
import { integrations } from './integrations';
import { toQueueItem } from './mapping';
import { queueRepository } from './queue-repository';
import { recordsStore } from './records';
import { staffRepository } from './repository';
import { uploadRecords } from './records-upload';
import { createWorkService } from './work-service';

const staff = { access: 'staff' as const };
/** The price passed what the patient authorized: it waits for the patient (the desk reads this). */
export const PRICE_WAITS =
  'The price is more than the patient authorized: it has been sent to the patient for approval.';
const ridParams = z.object({ rid: z.string().min(1).max(40) });

/** Queues and the work on one request. Every route is staff-only. */
export const staffWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const work = createWorkService(app.ctx);

  app.get(
    '/api/v2/staff/queue',
    {
      config: staff,
      schema: { tags: ['staff'], querystring: staffQueueQuerySchema, response: { 200: staffQueueSchema } },
    },
    async (req) => {
      const q = req.query;
      const now = new Date();
      const [{ rows, total }, counts] = await Promise.all([
        queueRepository.list(db, {
          queue: q.queue,
          keyword: q.keyword || undefined,
          requestType: q.request_type,
          overdue: q.overdue === 'true',
          page: q.page,
          now,
        }),
        queueRepository.counts(db),
      ]);
      // The queue shows patients' names: the clerk's look at it is logged.
      await audit(db, req, {
        action: 'staff.view',
        entityType: 'request_queue',
        entityId: q.queue,
        details: { request_ids: rows.map((r) => r.r.id) },
      });
      return {
        requests: rows.map((r) => toQueueItem(r, now)),
        total,
        total_pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
        counts,
      };
    },
  );

  app.get(
    '/api/v2/staff/requests/:rid',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, response: { 200: staffRequestDetailSchema } },
    },
    async (req) => work.detail(req.params.rid, req.actor),
  );

  app.post(
    '/api/v2/staff/requests/:rid/incomplete',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: incompleteSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await work.markIncomplete(req.params.rid, req.body.reason, req.actor);
      return { message: 'The patient has been asked for what is missing.' };
    },
  );

  app.post(
    '/api/v2/staff/requests/:rid/extend',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: extendSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await work.extend(req.params.rid, req.body.reason, req.body.days, req.actor);
      return { message: 'Deadline extended. The patient has been told.' };
    },
  );

  app.post(
    '/api/v2/staff/requests/:rid/price',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: priceSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const waits = await work.price(req.params.rid, req.body.amount_cents, req.actor);
      return { message: waits ? PRICE_WAITS : 'Price saved.' };
    },
  );

  app.post(
    '/api/v2/staff/requests/:rid/close-no-records',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: noRecordsSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await work.closeNoRecords(req.params.rid, req.body.statement, req.body.signature, req.actor);
      return { message: 'Request closed: no records found. The patient has been told and owes nothing.' };
    },
  );

  app.post(
    '/api/v2/staff/requests/:rid/records',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: ridParams,
        response: { 200: z.object({ files: z.array(z.object({ id: z.string(), name: z.string() })) }) },
      },
    },
    async (req) => ({ files: await uploadRecords(app.ctx, req.actor, work, req.params.rid, multipartBody(req)) }),
  );

  app.post(
    '/api/v2/staff/requests/:rid/complete',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, response: { 200: messageSchema } },
    },
    async (req) => {
      await work.complete(req.params.rid, req.actor);
      return { message: 'Request completed. The patient has been notified.' };
    },
  );

  app.post(
    '/api/v2/staff/requests/:rid/close',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams, body: closeSchema.optional(), response: { 200: messageSchema } },
    },
    async (req) => {
      await work.close(req.params.rid, req.body?.note, req.actor);
      return { message: 'Request closed.' };
    },
  );

  app.get(
    '/api/v2/staff/requests/:rid/audit',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        params: ridParams,
        response: { 200: z.object({ events: z.array(staffAuditRowSchema) }) },
      },
    },
    async (req) => {
      const row = await work.load(db, req.params.rid);
      const events = await requestAuditLog(db, row.r.id);
      await audit(db, req, {
        action: 'staff.view',
        subjectUserId: row.r.userId,
        requestId: row.r.id,
        entityType: 'audit_log',
        entityId: row.r.rid,
      });
      return { events };
    },
  );

  /** A file the patient sent or a record the desk uploaded, only when it belongs to this request. */
  app.get(
    '/api/v2/staff/requests/:rid/files/:fileId',
    {
      config: staff,
      schema: { tags: ['staff'], params: ridParams.extend({ fileId: z.uuid() }) },
    },
    async (req, reply) => {
      const row = await work.load(db, req.params.rid);
      const [docs, records] = await Promise.all([
        integrations.requestDocuments(db, row.r.id),
        recordsStore.list(db, row.r.id),
      ]);
      const ids = new Set([...docs.map((d) => d.id), ...records.map((m) => m.fileId)]);
      if (!ids.has(req.params.fileId)) throw notFound();
      const f = await staffRepository.liveFile(db, req.params.fileId);
      if (!f) throw notFound();
      await audit(db, req, {
        action: 'staff.view',
        subjectUserId: row.r.userId,
        requestId: row.r.id,
        entityType: 'file',
        entityId: f.id,
      });
      const safeName = f.originalName.replace(/[^\w.\- ]+/g, '_');
      reply.header('content-type', f.mime);
      reply.header('content-disposition', `inline; filename="${safeName}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(await app.ctx.files.get(f.storageKey));
    },
  );
};
