import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, staffSuggestionSchema, intText, routeUrl } from '@portal/shared';
import { approveSuggestion, listSuggestions, rejectSuggestion, type Suggestion } from './directory-service';

const staff = { access: 'staff' as const };
const idParams = z.object({ id: intText(z.number().int().positive()) });

const toWire = (s: Suggestion) => ({
  id: s.id,
  name: s.name,
  address1: s.address1,
  city: s.city,
  state: s.state,
  fax: s.fax,
  phone: s.phone,
  zipcode: s.zipcode,
  status: s.status,
  created_at: s.createdAt.toISOString(),
  custodian_id: s.custodianId,
});

/** Suggested providers (spec: "Suggest a new provider for staff review"): review, approve, reject. */
export const staffDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    routeUrl('staffListSuggestedProviders'),
    {
      config: staff,
      schema: {
        tags: ['staff'],
        querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
        response: { 200: z.object({ suggestions: z.array(staffSuggestionSchema) }) },
      },
    },
    async (req) => ({ suggestions: (await listSuggestions(ctx, req.actor, { status: req.query.status })).map(toWire) }),
  );

  /** Approving adds the provider to the directory (and its search index) in the same transaction. */
  app.post(
    routeUrl('staffApproveProvider'),
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: staffSuggestionSchema } },
    },
    async (req) => toWire(await approveSuggestion(ctx, req.actor, { id: req.params.id })),
  );

  app.post(
    routeUrl('staffRejectProvider'),
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: messageSchema } },
    },
    async (req) => {
      await rejectSuggestion(ctx, req.actor, { id: req.params.id });
      return { message: 'Suggestion rejected.' };
    },
  );
};
