import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDisposition,
  flag,
  idParam,
  MESSAGES,
  paymentEvidenceListSchema,
  requestPaymentSchema,
  serviceChargeResponseSchema,
  storeScreenShotResponseSchema,
  intText,
  routeUrl,
} from '@portal/shared';
import { multipartBody } from '../../platform/multipart-body';
import { evidenceImage, listEvidence, storeEvidence } from './evidence';
import { custodianFees, toServiceCharge } from './pricing';
import { invoiceFor, requestPayment, retryPayment } from './request-payment';

const ridParam = z.object({ rid: z.string().min(1).max(64) });

/** Pricing and payment (spec section 7), the payment of a request, its consent evidence and its invoice. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['payments'];

  app.post(
    routeUrl('getServiceCharge'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        params: idParam,
        querystring: z.object({ is_form: flag.optional() }),
        response: { 200: serviceChargeResponseSchema },
      },
    },
    async (req) => {
      const { fees, paymentRemovedForFree } = await custodianFees(db, req.params.id, req.query.is_form ?? false);
      return toServiceCharge(fees, paymentRemovedForFree);
    },
  );

  app.post(
    routeUrl('storePaymentEvidence'),
    {
      config: { access: 'patient' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: storeScreenShotResponseSchema } },
    },
    async (req) => storeEvidence(app.ctx, req.actor, multipartBody(req)),
  );

  app.get(
    routeUrl('listPaymentEvidence'),
    { config: { access: 'patient' }, schema: { tags, params: ridParam, response: { 200: paymentEvidenceListSchema } } },
    async (req) => listEvidence(app.ctx, req.actor, req.params.rid),
  );

  app.get(
    routeUrl('getPaymentEvidenceImage'),
    {
      config: { access: 'patient' },
      schema: { tags, params: ridParam.extend({ id: intText(z.number().int().positive()) }) },
    },
    async (req, reply) => {
      const { file, bytes } = await evidenceImage(app.ctx, req.actor, req.params.rid, req.params.id);
      return reply
        .type(file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="payment-evidence-${req.params.id}.${file.mime === 'image/png' ? 'png' : 'jpg'}"`,
        )
        .send(bytes);
    },
  );

  app.get(
    routeUrl('getRequestPayment'),
    { config: { access: 'patient' }, schema: { tags, params: ridParam, response: { 200: requestPaymentSchema } } },
    async (req) => requestPayment(app.ctx, req.actor, req.params.rid),
  );

  app.post(
    routeUrl('retryRequestPayment'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        params: ridParam,
        // A card (card_id), or a check (check: true) where the patient pays by check instead.
        body: z.object({
          card_id: z.coerce
            .number({ error: MESSAGES.selectCardFirst })
            .int()
            .positive(MESSAGES.selectCardFirst)
            .optional(),
          check: flag.optional(),
        }),
        response: { 200: requestPaymentSchema },
      },
    },
    async (req) =>
      retryPayment(app.ctx, req.actor, req.params.rid, {
        cardId: req.body.card_id,
        check: req.body.check,
      }),
  );

  app.get(
    routeUrl('getInvoice'),
    { config: { access: 'patient' }, schema: { tags, params: ridParam } },
    async (req, reply) => {
      const { filename, pdf } = await invoiceFor(app.ctx, req.actor, req.params.rid);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', filename))
        .send(pdf);
    },
  );
};

export default paymentRoutes;
