import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abandonBodySchema,
  messageSchema,
  requestSavedSchema,
  wizardRequestSchema,
  routeUrl,
  type EndpointId,
} from '@portal/shared';
import { multipartBody } from '../../../platform/multipart-body';
import { readRequestBody } from './body';
import { abandon, deleteDraft, getForResume, saveDraft, submit, type RequestKind } from './service';

/**
 * The request wizards (spec section 7 "Requests"):
 * - POST /api/v2/request/record_request | form_request — submit (status ordered); with the
 *   field `status: draft` it saves the wizard's work as a draft instead (creating it when there is no rid).
 * - POST .../abandoned_draft_request | abandoned_draft_form_request — the leave prompt's Abandon.
 * - GET /api/v2/request/:rid — one own request, for resuming a draft.
 * The bodies are multipart or JSON, so they are parsed in the handler, not by the route schema.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const kinds: Array<[RequestKind, EndpointId, EndpointId]> = [
    ['Record', 'submitRecordRequest', 'abandonRecordDraft'],
    ['Form', 'submitFormRequest', 'abandonFormDraft'],
  ];

  for (const [kind, submitId, abandonId] of kinds) {
    app.post(
      routeUrl(submitId),
      {
        config: { access: 'patient' },
        schema: { tags: ['requests'], response: { 200: requestSavedSchema } },
      },
      async (req) => {
        const body = await readRequestBody(multipartBody(req), req.body);
        if (body.status === 'draft') return saveDraft(ctx, req.actor, kind, body);
        return submit(ctx, req.actor, kind, body);
      },
    );

    app.post(
      routeUrl(abandonId),
      {
        config: { access: 'patient' },
        schema: { tags: ['requests'], body: abandonBodySchema, response: { 200: requestSavedSchema } },
      },
      async (req) => abandon(ctx, req.actor, kind, req.body.rid),
    );
  }

  // A draft the patient no longer wants (with a confirmation in the list): owner only, drafts only.
  app.delete(
    routeUrl('deleteDraft'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: z.object({ rid: z.string().max(40) }), response: { 200: messageSchema } },
    },
    async (req) => {
      const keys = await deleteDraft(ctx, req.actor, req.params.rid);
      // The bytes go after the commit; a file left behind is already marked deleted and unreachable.
      for (const key of keys)
        await ctx.files.remove(key).catch((err: unknown) => req.log.error({ err }, 'draft file not removed'));
      return { message: 'Draft deleted' };
    },
  );

  app.get(
    routeUrl('getRequestForResume'),
    {
      config: { access: 'patient' },
      schema: {
        tags: ['requests'],
        params: z.object({ rid: z.string().max(40) }),
        response: { 200: wizardRequestSchema },
      },
    },
    async (req) => getForResume(ctx, req.actor, req.params.rid),
  );
};
export default routes;
