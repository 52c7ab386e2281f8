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
  MESSAGES,
  suggestedProviderResultSchema,
  suggestedProviderSchema,
} from '@portal/shared';
import { auditRead } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { dependentCustodiansRepository } from './dependent-repository';
import { toSummary } from './mapping';
import { nameTerms } from './name-index';
import { searchCacheOf } from './search-cache';
import { getCustodian, searchCustodians, suggestionList } from './service';
import { suggestProvider } from './suggestions';

const tags = ['providers'];

/** Provider directory of spec section 7 "Providers and favorites" (favorites live in ../favorites). */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/v2/custodians',
    {
      config: { access: 'patient' },
      schema: { tags, querystring: custodianSearchQuerySchema, response: { 200: custodianSearchResultSchema } },
    },
    async (req) => searchCustodians(db, authOf(req).userId, req.query, searchCacheOf(app.ctx)),
  );

  app.get(
    '/api/v2/custodians/get_custodian_suggestion_list',
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
    '/api/v2/custodians/by_url/:urlId',
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
    '/api/v2/custodians/:id',
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, response: { 200: custodianDetailSchema } },
    },
    async (req) => getCustodian(db, authOf(req).userId, { id: req.params.id }),
  );

  app.get(
    '/api/v2/patient/dependents/:id/custodian_list',
    {
      config: { access: 'patient' },
      schema: {
        tags,
        params: idParam,
        querystring: dependentCustodianQuerySchema,
        response: { 200: custodianSearchResultSchema },
      },
    },
    async (req) => {
      const { userId } = authOf(req);
      if (!(await dependentCustodiansRepository.ownsDependent(db, userId, req.params.id)))
        throw notFound(MESSAGES.noDependentFound);
      const { rows, total } = await dependentCustodiansRepository.list(
        db,
        userId,
        req.params.id,
        nameTerms(req.query['search[name]'] ?? ''),
        req.query.page,
      );
      auditRead(req, {
        action: 'dependent.read',
        entityType: 'dependent',
        entityId: req.params.id,
        details: { view: 'custodian_list' },
      });
      return { custodians: rows.map(toSummary), total_custodians: total, is_result_record_found: total > 0 };
    },
  );

  app.post(
    '/api/v2/provider_signups/suggested_provider_search',
    {
      config: { access: 'patient' },
      schema: { tags, body: suggestedProviderSchema, response: { 200: suggestedProviderResultSchema } },
    },
    async (req) => suggestProvider(db, req.actor, authOf(req).userId, req.body),
  );
};
