import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  custodianDetailSchema,
  custodianSearchQuerySchema,
  custodianSearchResultSchema,
  custodianSuggestionListSchema,
  custodianSuggestionQuerySchema,
  dependentCustodianQuerySchema,
  idParam,
  suggestedProviderResultSchema,
  suggestedProviderSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { searchCacheOf } from './search-cache';
import { dependentCustodians, getCustodian, searchCustodians, suggestionList } from './service';
import { suggestProvider } from './suggestions';

const tags = ['providers'];

/** Provider directory of spec section 7 "Providers and favorites" (favorites live in ../favorites). */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    routeUrl('searchCustodians'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: custodianSearchQuerySchema, response: { 200: custodianSearchResultSchema } },
    },
    async (req) => searchCustodians(db, authOf(req).userId, req.query, searchCacheOf(app.ctx)),
  );

  app.get(
    routeUrl('suggestCustodians'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: custodianSuggestionQuerySchema, response: { 200: custodianSuggestionListSchema } },
    },
    async (req) =>
      suggestionList(
        db,
        authOf(req).userId,
        req.query['search[state]'],
        req.query['search[name]'],
        req.query.is_form_req ?? false,
      ),
  );

  app.get(
    routeUrl('getCustodianByUrl'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        params: z.object({ urlId: z.string().min(1).max(200) }),
        response: { 200: custodianDetailSchema },
      },
    },
    async (req) => getCustodian(db, authOf(req).userId, { urlId: req.params.urlId }),
  );

  app.get(
    routeUrl('getCustodian'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, response: { 200: custodianDetailSchema } },
    },
    async (req) => getCustodian(db, authOf(req).userId, { id: req.params.id }),
  );

  app.get(
    routeUrl('listDependentCustodians'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        params: idParam,
        querystring: dependentCustodianQuerySchema,
        response: { 200: custodianSearchResultSchema },
      },
    },
    async (req) =>
      dependentCustodians(app.ctx, req.actor, {
        dependentId: req.params.id,
        name: req.query['search[name]'] ?? '',
        page: req.query.page,
      }),
  );

  app.post(
    routeUrl('suggestProvider'),
    {
      config: { access: 'patient' },
      schema: { tags, body: suggestedProviderSchema, response: { 200: suggestedProviderResultSchema } },
    },
    async (req) => suggestProvider(db, req.actor, req.body),
  );
};
