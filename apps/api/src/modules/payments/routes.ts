import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cardsRoutes from './cards-routes';
import localGatewayRoutes from './local-gateway-routes';
import paymentRoutes from './payment-routes';

/** The payments capability's API: cards, the local gateway's card confirmation, pricing, charges, invoices. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardsRoutes);
  await app.register(localGatewayRoutes);
  await app.register(paymentRoutes);
};
