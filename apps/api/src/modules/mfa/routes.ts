import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPasskeySchema,
  confirmTotpSchema,
  idParam,
  messageSchema,
  recoveryCodesSchema,
  securitySchema,
  stepUpOptionsSchema,
  stepUpSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { createMfaService } from './service';

/** Profile → Security: second factors, recovery codes, and the step-up proof. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = createMfaService(app.ctx);
  const tags = ['profile'];
  const patient = { access: 'patient' as const };
  /** A code guessed here is a code guessed at sign-in: the account's throttle counts it, and so does this limit. */
  const tight = { access: 'patient' as const, rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    routeUrl('getSecurity'),
    { config: patient, schema: { tags, response: { 200: securitySchema } } },
    async (req) => svc.security(authOf(req).userId),
  );
  app.post(
    routeUrl('startTotp'),
    { config: patient, schema: { tags, response: { 200: totpSetupSchema } } },
    async (req) => svc.startTotp(authOf(req).userId),
  );
  app.post(
    routeUrl('confirmTotp'),
    {
      config: tight,
      schema: { tags, params: idParam, body: confirmTotpSchema, response: { 200: recoveryCodesSchema } },
    },
    async (req) => svc.confirmTotp(authOf(req).userId, req.params.id, req.body.code, req.body.name, req.actor),
  );
  app.post(
    routeUrl('passkeyRegistrationOptions'),
    { config: patient, schema: { tags, response: { 200: webauthnOptionsSchema } } },
    async (req) => svc.registrationOptions(authOf(req).userId),
  );
  app.post(
    routeUrl('addPasskey'),
    { config: patient, schema: { tags, body: addPasskeySchema, response: { 200: recoveryCodesSchema } } },
    async (req) =>
      svc.addPasskey(authOf(req).userId, req.body.challenge_token, req.body.name, req.body.credential, req.actor),
  );
  app.delete(
    routeUrl('removeFactor'),
    { config: patient, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => {
      const { userId, sessionId } = authOf(req);
      await svc.removeFactor(userId, sessionId, req.params.id, req.actor);
      return { message: 'OK' };
    },
  );
  app.post(
    routeUrl('newRecoveryCodes'),
    { config: patient, schema: { tags, response: { 200: recoveryCodesSchema } } },
    async (req) => svc.newRecoveryCodes(authOf(req).userId, authOf(req).sessionId, req.actor),
  );
  app.post(
    routeUrl('stepUpOptions'),
    { config: patient, schema: { tags, response: { 200: stepUpOptionsSchema } } },
    async (req) => svc.stepUpOptions(authOf(req).userId),
  );
  app.post(
    routeUrl('stepUp'),
    { config: tight, schema: { tags, body: stepUpSchema, response: { 200: messageSchema } } },
    async (req) => svc.stepUp(authOf(req).userId, authOf(req).sessionId, req.body, req.actor),
  );
};
