import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captchaSchema,
  idParam,
  languageUpdateSchema,
  messageSchema,
  profileSchema,
  profileUpdateSchema,
  updatePasswordSchema,
  routeUrl,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { jsonText } from '../../platform/response-serializer';
import { userReadOf } from '../../platform/sessions';
import { multipartBody } from '../../platform/multipart-body';
import { getAvatar, uploadAvatar } from './avatar-service';
import { generateCaptcha, updatePassword } from './password-service';
import { currentProfile, profileJson, updateLanguage, updateProfile } from './service';

/** Profile, avatar, password and captcha (spec section 7 "User and profile"). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['profile'];
  /** Guessing a current password or a captcha gets a tight per-client limit. */
  const tight = { access: 'patient' as const, rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    routeUrl('getProfile'),
    {
      config: { access: 'patient', sessionInRead: true },
      schema: { tags, response: { 200: profileSchema } },
    },
    async (req, reply) => jsonText(reply, profileSchema, await profileJson(ctx, userReadOf(req))),
  );

  app.post(
    routeUrl('updateProfile'),
    {
      config: { access: 'patient' },
      schema: { tags, body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    async (req) => updateProfile(ctx, req.actor, req.body.user),
  );

  app.put(
    routeUrl('setLanguage'),
    {
      config: { access: 'patient' },
      schema: { tags, body: languageUpdateSchema, response: { 200: profileSchema } },
    },
    async (req) => updateLanguage(ctx, req.actor, req.body.language),
  );

  app.get(
    routeUrl('getAvatar'),
    {
      config: { access: 'patient' },
      schema: { tags, response: { 200: z.any() } },
    },
    async (req, reply) => {
      const { file, stream } = await getAvatar(ctx, req.actor);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.post(
    routeUrl('uploadAvatar'),
    {
      config: { access: 'patient' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: profileSchema } },
    },
    async (req) => {
      await uploadAvatar(ctx, req.actor, multipartBody(req));
      return currentProfile(ctx, req.actor);
    },
  );

  app.get(
    routeUrl('generateCaptcha'),
    {
      config: tight,
      schema: { tags, params: idParam, response: { 200: captchaSchema } },
    },
    async (req) => generateCaptcha(ctx, req.actor, req.params.id),
  );

  app.put(
    routeUrl('updatePassword'),
    {
      config: tight,
      schema: { tags, body: updatePasswordSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      return updatePassword(ctx, req.actor, authOf(req).sessionId, req.body);
    },
  );
};
