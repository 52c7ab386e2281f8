import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dependentInputSchema,
  dependentSchema,
  dependentsListSchema,
  idParam,
  messageSchema,
  routeUrl,
} from '@portal/shared';
import { jsonText } from '../../platform/response-serializer';
import { userReadOf } from '../../platform/sessions';
import { createDependent, dependentsListJson, getDependent, removeDependent, updateDependent } from './service';

/** Dependents (spec section 7 "Dependents and timeline"). The timeline reads GET /api/v2/requests. */
export const dependentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['dependents'];

  app.get(
    routeUrl('listDependents'),
    {
      config: { access: 'patient', sessionInRead: true },
      schema: { tags, response: { 200: dependentsListSchema } },
    },
    async (req, reply) => jsonText(reply, dependentsListSchema, await dependentsListJson(ctx, userReadOf(req))),
  );

  app.post(
    routeUrl('createDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, body: dependentInputSchema, response: { 200: dependentSchema } },
    },
    async (req) => createDependent(ctx, req.actor, req.body),
  );

  app.get(
    routeUrl('getDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, response: { 200: dependentSchema } },
    },
    async (req) => getDependent(ctx, req.actor, req.params.id),
  );

  app.put(
    routeUrl('updateDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, body: dependentInputSchema, response: { 200: dependentSchema } },
    },
    async (req) => updateDependent(ctx, req.actor, req.params.id, req.body),
  );

  app.delete(
    routeUrl('deleteDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, response: { 200: messageSchema } },
    },
    async (req) => {
      await removeDependent(ctx, req.actor, req.params.id);
      return { message: 'Dependent removed' };
    },
  );
};
