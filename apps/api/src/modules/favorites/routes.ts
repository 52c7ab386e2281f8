import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  custodianSummarySchema,
  favoriteBodySchema,
  favoritesQuerySchema,
  MESSAGES,
  PROVIDER_MESSAGES,
} from '@portal/shared';
import { audit, auditRead } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { toSummary } from '../providers';
import { favoritesRepository } from './repository';

const tags = ['favorites'];
const changeSchema = z.object({ message: z.string(), custodian_id: z.number(), is_favorite: z.boolean() });

/** Favorite providers (spec section 7): list, add, remove — always the signed-in user's own. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/v2/user/get_favourite_custodians',
    {
      config: { access: 'patient' },
      schema: {
        tags,
        querystring: favoritesQuerySchema,
        response: { 200: z.object({ custodians: z.array(custodianSummarySchema) }) },
      },
    },
    async (req) => {
      const { userId } = authOf(req);
      const rows = await favoritesRepository.list(db, userId, req.query.is_form_request ?? false);
      auditRead(req, {
        action: 'provider.favorite_list',
        entityType: 'favorite_custodians',
        details: { count: rows.length },
      });
      return { custodians: rows.map(toSummary) };
    },
  );

  app.post(
    '/api/v2/user/add_favourite_custodians',
    {
      config: { access: 'patient' },
      schema: { tags, body: favoriteBodySchema, response: { 200: changeSchema } },
    },
    async (req) => {
      const { userId } = authOf(req);
      const id = req.body.custodian_id;
      if (!(await favoritesRepository.custodianExists(db, id))) throw notFound(MESSAGES.custodianNotFound);
      await db.transaction(async (tx) => {
        if (await favoritesRepository.add(tx, userId, id)) {
          await audit(tx, req, { action: 'provider.favorite_add', entityType: 'custodian', entityId: id });
        }
      });
      return { message: PROVIDER_MESSAGES.favoriteAdded, custodian_id: id, is_favorite: true };
    },
  );

  app.delete(
    '/api/v2/user/remove_favourite_custodians',
    {
      config: { access: 'patient' },
      schema: { tags, body: favoriteBodySchema, response: { 200: changeSchema } },
    },
    async (req) => {
      const { userId } = authOf(req);
      const id = req.body.custodian_id;
      const removed = await db.transaction(async (tx) => {
        const done = await favoritesRepository.remove(tx, userId, id);
        if (done) await audit(tx, req, { action: 'provider.favorite_remove', entityType: 'custodian', entityId: id });
        return done;
      });
      // Only the user's own favorites can be removed: anything else is "not found".
      if (!removed) throw notFound(MESSAGES.custodianNotFound);
      return { message: PROVIDER_MESSAGES.favoriteRemoved, custodian_id: id, is_favorite: false };
    },
  );
};
