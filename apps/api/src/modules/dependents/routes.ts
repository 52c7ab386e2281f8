import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dependentInputSchema,
  dependentSchema,
  dependentsListSchema,
  idParam,
  messageSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { jsonText } from '../../platform/response-serializer';
import { userReadOf } from '../../platform/sessions';
import { createDependentsService } from './service';

/** Dependents (spec section 7 "Dependents and timeline"). The timeline reads GET /api/v2/requests. */
export const dependentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = createDependentsService(app.ctx);
  const tags = ['dependents'];

  app.get(
    routeUrl('listDependents'),
    {
      config: { access: 'patient', sessionInRead: true },
      schema: { tags, response: { 200: dependentsListSchema } },
    },
    async (req, reply) => jsonText(reply, dependentsListSchema, await svc.listJson(userReadOf(req))),
  );

  app.post(
    routeUrl('createDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, body: dependentInputSchema, response: { 200: dependentSchema } },
    },
    async (req) => svc.create(req.actor, authOf(req).userId, req.body),
  );

  app.get(
    routeUrl('getDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, response: { 200: dependentSchema } },
    },
    async (req) => svc.get(req.actor, authOf(req).userId, req.params.id),
  );

  app.put(
    routeUrl('updateDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, body: dependentInputSchema, response: { 200: dependentSchema } },
    },
    async (req) => svc.update(req.actor, authOf(req).userId, req.params.id, req.body),
  );

  app.delete(
    routeUrl('deleteDependent'),
    {
      config: { access: 'patient' },
      schema: { tags, params: idParam, response: { 200: messageSchema } },
    },
    async (req) => {
      await svc.remove(req.actor, authOf(req).userId, req.params.id);
      return { message: 'Dependent removed' };
    },
  );
};
