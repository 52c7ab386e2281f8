import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localConfirmBodySchema, setupIntentStatusSchema, routeUrl } from '@portal/shared';
import type { GatewaySetupIntent } from '../../platform/payment-gateway';
import { authenticateLocalSetup, confirmLocalSetup } from './local-gateway';

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
  const { ctx } = app;
  const tags = ['payments'];

  app.post(
    routeUrl('localGatewayConfirmSetup'),
    {
      config: { access: 'patient' },
      schema: { tags, body: localConfirmBodySchema, response: { 200: setupIntentStatusSchema } },
    },
    async (req) =>
      toWire(await confirmLocalSetup(ctx, req.actor, { clientSecret: req.body.client_secret, card: req.body.card })),
  );

  app.post(
    routeUrl('localGatewayAuthenticateSetup'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        body: z.object({ client_secret: z.string().min(10).max(300), success: z.boolean() }),
        response: { 200: setupIntentStatusSchema },
      },
    },
    async (req) =>
      toWire(
        await authenticateLocalSetup(ctx, req.actor, {
          clientSecret: req.body.client_secret,
          success: req.body.success,
        }),
      ),
  );
};

export default localGatewayRoutes;
