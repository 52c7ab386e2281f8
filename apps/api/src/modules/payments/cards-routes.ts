import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardsResponseSchema,
  cardUpdatesBodySchema,
  idParam,
  LIMITS,
  linkedRequestsResponseSchema,
  MESSAGES,
  pmIdQuerySchema,
  PAYMENT_MESSAGES,
  saveCardBodySchema,
  savedCardSchema,
  setupIntentResponseSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { jsonText } from '../../platform/response-serializer';
import { userReadOf } from '../../platform/sessions';
import * as svc from './cards-service';

const message = z.object({ message: z.string() });

/** Cards of spec section 7 ("Cards"): list, add, default, linked requests, move, remove. */
const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { config, gateway } = ctx;
  const tags = ['payments'];

  app.get(
    routeUrl('listCards'),
    { config: { access: 'patient', sessionInRead: true }, schema: { tags, response: { 200: cardsResponseSchema } } },
    async (req, reply) => jsonText(reply, cardsResponseSchema, await svc.cardsPageJson(ctx, userReadOf(req))),
  );

  app.get(
    routeUrl('listGatewayPaymentMethods'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        response: {
          200: z.object({
            data: z.array(z.object({ id: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) })),
          }),
        },
      },
    },
    async (req) => ({
      data: (await svc.customerPaymentMethods(ctx, req.actor)).map((p) => ({
        id: p.id,
        card: { brand: p.brand, last4: p.last4 },
      })),
    }),
  );

  app.get(
    routeUrl('createSetupIntent'),
    { config: { access: 'patient' }, schema: { tags, response: { 200: setupIntentResponseSchema } } },
    async (req) => {
      const intent = await svc.createSetupIntent(ctx, authOf(req).userId);
      return {
        intent: { id: intent.id, client_secret: intent.clientSecret },
        gateway: gateway.kind,
        publishable_key: gateway.kind === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      };
    },
  );

  app.post(
    routeUrl('addCard'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        body: saveCardBodySchema,
        response: { 200: z.object({ message: z.string(), card: savedCardSchema }) },
      },
    },
    async (req) => {
      const card = await svc.saveCard(ctx, req.actor, req.body);
      return { message: PAYMENT_MESSAGES.cardAdded, card };
    },
  );

  app.patch(
    routeUrl('setDefaultCard'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, response: { 200: cardsResponseSchema.extend({ message: z.string() }) } },
    },
    async (req) => {
      const cards = await svc.setDefault(ctx, req.actor, req.params.id);
      return { cards, limit: LIMITS.cardLimit, message: PAYMENT_MESSAGES.defaultSet };
    },
  );

  app.get(
    routeUrl('listRequestsByCard'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: pmIdQuerySchema, response: { 200: linkedRequestsResponseSchema } },
    },
    async (req) => {
      const data = await svc.linkedRequests(ctx, req.actor, req.query.pm_id);
      return { message: data.length ? PAYMENT_MESSAGES.cardInUse : 'No open requests use this card.', data };
    },
  );

  app.patch(
    routeUrl('moveRequestsToCard'),
    {
      config: { access: 'patient' },
      schema: { tags, body: cardUpdatesBodySchema, response: { 200: message } },
    },
    async (req) => {
      await svc.moveRequests(ctx, req.actor, req.body.card_updates);
      return { message: MESSAGES.paymentMethodUpdated };
    },
  );

  app.delete(
    routeUrl('removeCard'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: pmIdQuerySchema, response: { 200: message } },
    },
    async (req) => {
      await svc.removeCard(ctx, req.actor, req.query.pm_id);
      return { message: MESSAGES.cardDeleted };
    },
  );
};

export default cardsRoutes;
