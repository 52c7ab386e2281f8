import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localConfirmBodySchema, setupIntentStatusSchema } from '@portal/shared';
import { authOf } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { LocalGateway, type GatewaySetupIntent } from '../../platform/payment-gateway';
import { paymentsRepository as repo } from './repository';

const toWire = (s: GatewaySetupIntent) => ({
  id: s.id,
  status: s.status,
  payment_method: s.paymentMethodId,
  last_error: s.lastError,
});

/**
 * The local gateway's "Stripe.js" endpoints: the add-card form posts the card here only when no
 * Stripe keys are configured. Only brand, last4 and expiry are kept; the number and CVV are never
 * stored or logged (the body is not logged). With Stripe these routes answer 404.
 */
const localGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['payments'];

  async function ownIntent(userId: number, clientSecret: string) {
    const { gateway } = app.ctx;
    if (!(gateway instanceof LocalGateway)) throw notFound();
    const customer = await repo.customer(db, userId);
    const intent = await gateway.retrieveSetupIntent(clientSecret.split('_secret_')[0] ?? '').catch(() => null);
    if (!customer || !intent || intent.customerId !== customer.customerId || intent.clientSecret !== clientSecret)
      throw notFound();
    return gateway;
  }

  app.post(
    '/api/v2/payment_gateway/local/confirm_setup',
    {
      config: { access: 'patient' },
      schema: { tags, body: localConfirmBodySchema, response: { 200: setupIntentStatusSchema } },
    },
    async (req) => {
      const gateway = await ownIntent(authOf(req).userId, req.body.client_secret);
      return toWire(await gateway.confirmSetupIntent(req.body.client_secret, req.body.card));
    },
  );

  app.post(
    '/api/v2/payment_gateway/local/authenticate_setup',
    {
      config: { access: 'patient' },
      schema: {
        tags,
        body: z.object({ client_secret: z.string().min(10).max(300), success: z.boolean() }),
        response: { 200: setupIntentStatusSchema },
      },
    },
    async (req) => {
      const gateway = await ownIntent(authOf(req).userId, req.body.client_secret);
      return toWire(await gateway.authenticateSetupIntent(req.body.client_secret, req.body.success));
    },
  );
};

export default localGatewayRoutes;
