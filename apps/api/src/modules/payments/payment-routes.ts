import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import {
  idParam, LIMITS, MESSAGES, requestPaymentSchema, serviceChargeResponseSchema, wrongFileTypeMessage,
} from '@portal/shared';
import { files, paymentEvidence } from '../../db/schema';
import { audit } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { gatewayFor } from '../../platform/payment-gateway';
import { custodianFees, toServiceCharge } from './pricing';
import { paymentsRepository as repo } from './repository';
import { invoiceFor, requestPayment, retryPayment } from './request-payment';

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
const ridParam = z.object({ rid: z.string().min(1).max(64) });

/** Pricing and payment (spec section 7), the payment of a request and its invoice. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['payments'];

  app.post('/api/v2/custodians/:id/get_record_service_charge', {
    schema: { tags, params: idParam, querystring: z.object({ is_form: flag.optional() }), response: { 200: serviceChargeResponseSchema } },
  }, async (req) => {
    const { fees, paymentRemovedForFree } = await custodianFees(db, req.params.id, req.query.is_form ?? false);
    return toServiceCharge(fees, paymentRemovedForFree);
  });

  /**
   * payments/store_screen_shot: the evidence of what the user agreed to (an image of the confirm
   * step plus its text). Only images are kept; the request must be the caller's own.
   */
  app.post('/api/v2/payments/store_screen_shot', { schema: { tags, response: { 200: z.object({ message: z.string(), id: z.number() }) } } }, async (req) => {
    const { userId } = authOf(req);
    if (!req.isMultipart()) throw badRequest(MESSAGES.badRequest);
    const fields: Record<string, string[]> = {};
    let image: { buf: Buffer; name: string } | null = null;
    for await (const part of req.parts({ limits: { fileSize: LIMITS.defaultUploadBytes, files: 1 } })) {
      if (part.type === 'file') {
        const buf = await part.toBuffer();
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
        image = { buf, name: part.filename };
      } else {
        (fields[part.fieldname] ??= []).push(String(part.value));
      }
    }
    const ref = fields.request_id?.[0];
    if (!ref) throw badRequest(MESSAGES.required, { request_id: MESSAGES.required });
    const r = await repo.requestByRidOrId(db, userId, ref);
    if (!r) throw notFound();
    const type = image ? await fileTypeFromBuffer(image.buf) : undefined;
    if (image && (!type || !type.mime.startsWith('image/'))) throw badRequest(wrongFileTypeMessage('jpeg, png'));
    const custodianIds = (fields['custodian_id[]'] ?? fields.custodian_id ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const cardId = Number(fields.card_id?.[0]);
    const stored = image ? await app.ctx.files.put(image.buf, { maxBytes: LIMITS.defaultUploadBytes }) : null;
    const id = await db.transaction(async (tx) => {
      let fileId: string | null = null;
      if (stored && image && type) {
        const [f] = await tx.insert(files).values({
          ownerUserId: userId, purpose: 'payment_evidence', storageKey: stored.key,
          originalName: (fields.file_name?.[0] ?? image.name ?? 'screenshot').slice(0, 200), mime: type.mime, size: stored.size, sha256: stored.sha256,
        }).returning();
        fileId = f!.id;
      }
      const [row] = await tx.insert(paymentEvidence).values({
        requestId: r.id, userId, fileId, fileName: fields.file_name?.[0]?.slice(0, 200) ?? null,
        detail: fields.detail?.[0]?.slice(0, 20_000) ?? null, custodianIds,
        rememberMe: ['true', '1'].includes(fields.remember_me?.[0] ?? ''), cardId: Number.isInteger(cardId) && cardId > 0 ? cardId : null,
      }).returning();
      await audit(tx, req, { action: 'payment.evidence', entityType: 'request', entityId: r.id, requestId: r.id, details: { image: Boolean(fileId) } });
      return row!.id;
    });
    return { message: 'Saved', id };
  });

  app.get('/api/v2/payments/requests/:rid', { schema: { tags, params: ridParam, response: { 200: requestPaymentSchema } } }, async (req) =>
    requestPayment(db, req, authOf(req).userId, req.params.rid));

  app.post('/api/v2/payments/requests/:rid/retry', {
    schema: { tags, params: ridParam, body: z.object({ card_id: z.coerce.number({ error: MESSAGES.selectCardFirst }).int().positive(MESSAGES.selectCardFirst) }), response: { 200: requestPaymentSchema } },
  }, async (req) => retryPayment(db, gatewayFor(app.ctx), req, authOf(req).userId, req.params.rid, req.body.card_id));

  app.get('/api/v2/payments/requests/:rid/invoice', { schema: { tags, params: ridParam } }, async (req, reply) => {
    const { rid, pdf } = await invoiceFor(db, req, authOf(req).userId, req.params.rid);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="invoice-${rid}.pdf"`).send(pdf);
  });
};

export default paymentRoutes;
