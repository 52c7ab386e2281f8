import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestsListQuerySchema, requestsListSchema, routeUrl } from '@portal/shared';
import { userReadOf } from '../../../platform/sessions';
import { jsonText } from '../../../platform/response-serializer';
import { listAnsweredAsJson, listRequests, listRequestsJson } from './service';

/** GET /api/v2/requests: the request list and the per-dependent timeline (spec section 7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeUrl('listRequests'),
    {
      // The list checks its session in its read; a dependent's timeline in a statement of its own first.
      config: { access: 'patient', sessionInRead: true },
      schema: { tags: ['requests'], querystring: requestsListQuerySchema, response: { 200: requestsListSchema } },
    },
    async (req, reply) => {
      const q = req.query;
      const filters = {
        startDate: q.start_date,
        endDate: q.end_date,
        sortDir: q.sort_dir,
        keyword: q.keyword,
        custodianId: q.custodian_id,
        type: q.type,
        statuses: q.status,
        page: q.page,
        perPage: q.per_page,
        // A caregiver without the patient's Part 2 consent: those requests are not listed.
        withoutPart2: req.actor.part2Withheld === true,
      };
      if (listAnsweredAsJson({ dependentId: q.dependent_id, ...filters }))
        return jsonText(reply, requestsListSchema, await listRequestsJson(app.ctx, userReadOf(req), filters));
      return listRequests(app.ctx, userReadOf(req), { ...filters, dependentId: q.dependent_id });
    },
  );
};
export default routes;
