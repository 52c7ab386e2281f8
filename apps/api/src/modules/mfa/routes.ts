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
import { cancelFactorRecovery } from './recovery';
import {
  addPasskey,
  confirmTotp,
  newRecoveryCodes,
  registrationOptions,
  removeFactor,
  security,
  startTotp,
} from './service';
import { stepUp, stepUpOptions } from './step-up';

/** Profile → Security: second factors, recovery codes, and the step-up proof. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['profile'];
  // Patients and the records desk alike manage their own factors (a desk account's staff page).
  const patient = { access: 'any' as const };
  /** A code guessed here is a code guessed at sign-in: the account's throttle counts it, and so does this limit. */
  const tight = { access: 'any' as const, rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    routeUrl('getSecurity'),
    { config: patient, schema: { tags, response: { 200: securitySchema } } },
    async (req) => security(ctx, req.actor),
  );
  app.post(
    routeUrl('startTotp'),
    { config: patient, schema: { tags, response: { 200: totpSetupSchema } } },
    async (req) => startTotp(ctx, req.actor),
  );
  app.post(
    routeUrl('confirmTotp'),
    {
      config: tight,
      schema: { tags, params: idParam, body: confirmTotpSchema, response: { 200: recoveryCodesSchema } },
    },
    async (req) => confirmTotp(ctx, req.actor, req.params.id, req.body.code, req.body.name),
  );
  app.post(
    routeUrl('passkeyRegistrationOptions'),
    { config: patient, schema: { tags, response: { 200: webauthnOptionsSchema } } },
    async (req) => registrationOptions(ctx, req.actor),
  );
  app.post(
    routeUrl('addPasskey'),
    { config: patient, schema: { tags, body: addPasskeySchema, response: { 200: recoveryCodesSchema } } },
    async (req) =>
      addPasskey(ctx, req.actor, {
        challengeToken: req.body.challenge_token,
        name: req.body.name,
        credential: req.body.credential,
      }),
  );
  app.delete(
    routeUrl('removeFactor'),
    { config: patient, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => {
      await removeFactor(ctx, req.actor, authOf(req).sessionId, req.params.id);
      return { message: 'OK' };
    },
  );
  app.post(
    routeUrl('newRecoveryCodes'),
    { config: patient, schema: { tags, response: { 200: recoveryCodesSchema } } },
    async (req) => newRecoveryCodes(ctx, req.actor, authOf(req).sessionId),
  );
  app.delete(
    routeUrl('cancelFactorRecovery'),
    { config: patient, schema: { tags, response: { 200: messageSchema } } },
    async (req) => {
      await cancelFactorRecovery(ctx, req.actor);
      return { message: 'OK' };
    },
  );
  app.post(
    routeUrl('stepUpOptions'),
    { config: patient, schema: { tags, response: { 200: stepUpOptionsSchema } } },
    async (req) => stepUpOptions(ctx, req.actor),
  );
  app.post(
    routeUrl('stepUp'),
    { config: tight, schema: { tags, body: stepUpSchema, response: { 200: messageSchema } } },
    async (req) => stepUp(ctx, req.actor, authOf(req).sessionId, req.body),
  );
};
