import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actingGrantListSchema,
  actingGrantSchema,
  caregiverActivitySchema,
  caregiverGrantListSchema,
  caregiverGrantSchema,
  caregiverInviteInfoSchema,
  caregiverInviteSchema,
  caregiverInviteTokenSchema,
  caregiverUpdateSchema,
  idParam,
  messageSchema,
  routeUrl,
} from '@portal/shared';
import * as caregivers from './service';

/**
 * Caregivers: the patient's grants (invite, change, revoke, activity), the invitation (look up,
 * accept) and the caregiver's side (whom they act for, leave). Acting itself is the auth hook's
 * (platform/acting.ts); this module answers it whether a grant is live.
 */
export const caregiversRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.acting = caregivers.createActingResolver(ctx);
  const tags = ['caregivers'];
  const patient = { access: 'patient' as const };

  app.get(
    routeUrl('listCaregivers'),
    { config: patient, schema: { tags, response: { 200: caregiverGrantListSchema } } },
    async (req) => ({ caregivers: await caregivers.listCaregivers(ctx, req.actor) }),
  );

  app.post(
    routeUrl('inviteCaregiver'),
    { config: patient, schema: { tags, body: caregiverInviteSchema, response: { 200: caregiverGrantSchema } } },
    async (req) => caregivers.inviteCaregiver(ctx, req.actor, req.body),
  );

  app.put(
    routeUrl('updateCaregiver'),
    {
      config: patient,
      schema: { tags, params: idParam, body: caregiverUpdateSchema, response: { 200: caregiverGrantSchema } },
    },
    async (req) => caregivers.updateCaregiver(ctx, req.actor, req.params.id, req.body),
  );

  app.post(
    routeUrl('revokeCaregiver'),
    { config: patient, schema: { tags, params: idParam, response: { 200: caregiverGrantSchema } } },
    async (req) => caregivers.revokeCaregiver(ctx, req.actor, req.params.id),
  );

  app.get(
    routeUrl('caregiverActivity'),
    { config: patient, schema: { tags, params: idParam, response: { 200: caregiverActivitySchema } } },
    async (req) => ({ activity: await caregivers.caregiverActivity(ctx, req.actor, req.params.id) }),
  );

  app.post(
    routeUrl('getCaregiverInvite'),
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: caregiverInviteTokenSchema, response: { 200: caregiverInviteInfoSchema } },
    },
    async (req) => caregivers.lookupInvite(ctx, req.body.token),
  );

  app.post(
    routeUrl('acceptCaregiverInvite'),
    { config: patient, schema: { tags, body: caregiverInviteTokenSchema, response: { 200: actingGrantSchema } } },
    async (req) => caregivers.acceptInvite(ctx, req.actor, req.body.token),
  );

  app.get(
    routeUrl('listActingGrants'),
    { config: patient, schema: { tags, response: { 200: actingGrantListSchema } } },
    async (req) => ({ grants: await caregivers.actingGrants(ctx, req.actor) }),
  );

  app.post(
    routeUrl('leaveActingGrant'),
    { config: patient, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => {
      await caregivers.leaveGrant(ctx, req.actor, req.params.id);
      return { message: 'Left' };
    },
  );
};
