import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientConfigSchema,
  exchangeSchema,
  forgotPasswordSchema,
  handoffSchema,
  messageSchema,
  mfaChallengeSchema,
  mfaCodeSchema,
  mfaPasskeySchema,
  mfaTokenSchema,
  passkeySignInSchema,
  recoveryCodesSchema,
  recoveryFinishSchema,
  recoveryStatusSchema,
  recoveryTokenSchema,
  resetPasswordSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
  sessionSchema,
  signInSchema,
  signUpSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { clearDocumentSession, setDocumentSession } from '../../platform/document-session';
import {
  cancelFactorRecoveryByLink,
  enrolConfirmPending,
  enrolTotpPending,
  factorRecoveryStatus,
  passkeyOptions,
  requestRecovery,
  signInPasskeyOptions,
  startFactorRecovery,
} from '../mfa';
import {
  exchange,
  forgotPassword,
  mfaCode,
  mfaContinue,
  mfaPasskey,
  passkeySignIn,
  recoveryFinish,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from './service';

const handoffAnswer = handoffSchema.extend({ redirect: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { config } = ctx;
  /** Sign-in style routes get a tighter per-IP limit than the rest of the API. */
  const strict = { access: 'public' as const, rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  app.get(
    routeUrl('getClientConfig'),
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: clientConfigSchema } },
    },
    async () => ({
      idle_timeout_ms: config.SESSION_IDLE_MS,
      warning_ms: config.SESSION_WARNING_MS,
      stripe_publishable_key: config.STRIPE_SECRET_KEY ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      subscription_price_cents: config.SUBSCRIPTION_PRICE_CENTS,
      contact_email: config.CONTACT_EMAIL,
    }),
  );

  app.post(
    routeUrl('signUp'),
    {
      config: strict,
      schema: { tags: ['auth'], body: signUpSchema, response: { 200: handoffAnswer } },
    },
    async (req) => signUp(ctx, req.body, req.actor),
  );

  app.post(
    routeUrl('signIn'),
    {
      config: strict,
      schema: { tags: ['auth'], body: signInSchema, response: { 200: z.union([handoffAnswer, mfaChallengeSchema]) } },
    },
    async (req) => signIn(ctx, req.body.email, req.body.password, req.actor),
  );

  // The second sign-in step. Its token is a pending sign-in (a one-time token of its own purpose),
  // never a session: these public routes are the only ones that accept it.
  app.post(
    routeUrl('mfaCode'),
    { config: strict, schema: { tags: ['auth'], body: mfaCodeSchema, response: { 200: handoffAnswer } } },
    async (req) => mfaCode(ctx, req.body.mfa_token, req.body.code, req.actor),
  );
  app.post(
    routeUrl('mfaPasskeyOptions'),
    { config: strict, schema: { tags: ['auth'], body: mfaTokenSchema, response: { 200: webauthnOptionsSchema } } },
    async (req) => signInPasskeyOptions(ctx, req.body.mfa_token),
  );
  app.post(
    routeUrl('mfaPasskey'),
    { config: strict, schema: { tags: ['auth'], body: mfaPasskeySchema, response: { 200: handoffAnswer } } },
    async (req) => mfaPasskey(ctx, req.body.mfa_token, req.body.credential, req.actor),
  );
  app.post(
    routeUrl('mfaEnrolTotp'),
    { config: strict, schema: { tags: ['auth'], body: mfaTokenSchema, response: { 200: totpSetupSchema } } },
    async (req) => enrolTotpPending(ctx, req.body.mfa_token),
  );
  app.post(
    routeUrl('mfaEnrolConfirm'),
    { config: strict, schema: { tags: ['auth'], body: mfaCodeSchema, response: { 200: recoveryCodesSchema } } },
    async (req) => enrolConfirmPending(ctx, req.body.mfa_token, req.body.code, req.actor),
  );
  app.post(
    routeUrl('mfaContinue'),
    { config: strict, schema: { tags: ['auth'], body: mfaTokenSchema, response: { 200: handoffAnswer } } },
    async (req) => mfaContinue(ctx, req.body.mfa_token, req.actor),
  );
  // Every factor lost: a link to the account's address (from the second step), then a waiting
  // period with a one-click cancel, then the link and the password remove the factors.
  app.post(
    routeUrl('mfaRecovery'),
    { config: strict, schema: { tags: ['auth'], body: mfaTokenSchema, response: { 200: messageSchema } } },
    async (req) => {
      await requestRecovery(ctx, req.body.mfa_token, req.actor);
      return { message: 'OK' };
    },
  );
  app.post(
    routeUrl('recoveryStart'),
    {
      config: strict,
      schema: {
        tags: ['auth'],
        body: recoveryTokenSchema,
        response: { 200: recoveryStatusSchema.pick({ ready_at: true }) },
      },
    },
    async (req) => startFactorRecovery(ctx, req.body.token, req.actor),
  );
  app.post(
    routeUrl('recoveryStatus'),
    { config: strict, schema: { tags: ['auth'], body: recoveryTokenSchema, response: { 200: recoveryStatusSchema } } },
    async (req) => factorRecoveryStatus(ctx, req.body.token),
  );
  app.post(
    routeUrl('recoveryFinish'),
    {
      config: strict,
      schema: {
        tags: ['auth'],
        body: recoveryFinishSchema,
        response: { 200: z.union([handoffAnswer, mfaChallengeSchema]) },
      },
    },
    async (req) => recoveryFinish(ctx, req.body.token, req.body.password, req.actor),
  );
  app.post(
    routeUrl('recoveryCancel'),
    { config: strict, schema: { tags: ['auth'], body: recoveryTokenSchema, response: { 200: messageSchema } } },
    async (req) => {
      await cancelFactorRecoveryByLink(ctx, req.body.token, req.actor);
      return { message: 'OK' };
    },
  );
  app.post(
    routeUrl('passkeyOptions'),
    { config: strict, schema: { tags: ['auth'], response: { 200: webauthnOptionsSchema } } },
    async () => passkeyOptions(ctx),
  );
  app.post(
    routeUrl('passkeySignIn'),
    { config: strict, schema: { tags: ['auth'], body: passkeySignInSchema, response: { 200: handoffAnswer } } },
    async (req) => passkeySignIn(ctx, req.body.challenge_token, req.body.credential, req.actor),
  );

  app.post(
    routeUrl('exchangeHandoff'),
    {
      config: strict,
      schema: { tags: ['auth'], body: exchangeSchema, response: { 200: sessionSchema } },
    },
    async (req, reply) => {
      const session = await exchange(ctx, req.body.auth_token, req.actor);
      // The portal's documents are drawn with the patient's data, the desk's with the clerk's
      // (platform/document-session.ts).
      setDocumentSession(req, reply, session.kind, session.session_token);
      return session;
    },
  );

  app.post(
    routeUrl('signOut'),
    {
      config: { access: 'any' },
      schema: {
        tags: ['auth'],
        body: z.object({ reason: z.enum(['user', 'idle']).default('user') }).optional(),
        response: { 200: messageSchema },
      },
    },
    async (req, reply) => {
      await signOut(ctx, authOf(req).sessionId, req.body?.reason ?? 'user', req.actor);
      clearDocumentSession(req, reply);
      return { message: 'Signed out' };
    },
  );

  /**
   * 'Yes, Keep me signed in': any authenticated call renews the session; this one does nothing
   * else. It also says which kind of session it is, so the records desk can tell a patient who
   * opened /staff where they are without calling a staff route (whose 403 ends a session).
   */
  app.post(
    routeUrl('keepAlive'),
    {
      config: { access: 'any' },
      schema: {
        tags: ['auth'],
        response: { 200: z.object({ idle_timeout_ms: z.number(), kind: z.enum(['patient', 'staff']) }) },
      },
    },
    async (req) => ({ idle_timeout_ms: config.SESSION_IDLE_MS, kind: authOf(req).kind }),
  );

  app.post(
    routeUrl('forgotPassword'),
    {
      config: strict,
      schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await forgotPassword(ctx, req.body.email, req.actor);
      return { message: 'If an account exists for this email, a reset link has been sent.' };
    },
  );

  app.post(
    routeUrl('resetPassword'),
    {
      config: strict,
      schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await resetPassword(ctx, req.body.token, req.body.password, req.actor);
      return { message: 'Your password has been reset. Please sign in.' };
    },
  );
};
