import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  custodianSummarySchema,
  favoriteBodySchema,
  favoritesQuerySchema,
  PROVIDER_MESSAGES,
  routeUrl,
} from '@portal/shared';
import { addFavorite, listFavorites, removeFavorite } from './service';

const tags = ['favorites'];
const changeSchema = z.object({ message: z.string(), custodian_id: z.number(), is_favorite: z.boolean() });

/** Favorite providers (spec section 7): list, add, remove — always the signed-in user's own. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    routeUrl('listFavorites'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        querystring: favoritesQuerySchema,
        response: { 200: z.object({ custodians: z.array(custodianSummarySchema) }) },
      },
    },
    async (req) => ({
      custodians: await listFavorites(ctx, req.actor, { formsOnly: req.query.is_form_request ?? false }),
    }),
  );

  app.post(
    routeUrl('addFavorite'),
    {
      config: { access: 'patient' },
      schema: { tags, body: favoriteBodySchema, response: { 200: changeSchema } },
    },
    async (req) => {
      const id = req.body.custodian_id;
      await addFavorite(ctx, req.actor, { custodianId: id });
      return { message: PROVIDER_MESSAGES.favoriteAdded, custodian_id: id, is_favorite: true };
    },
  );

  app.delete(
    routeUrl('removeFavorite'),
    {
      config: { access: 'patient' },
      schema: { tags, body: favoriteBodySchema, response: { 200: changeSchema } },
    },
    async (req) => {
      const id = req.body.custodian_id;
      await removeFavorite(ctx, req.actor, { custodianId: id });
      return { message: PROVIDER_MESSAGES.favoriteRemoved, custodian_id: id, is_favorite: false };
    },
  );
};
