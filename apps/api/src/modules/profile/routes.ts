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
import { createAvatarService } from './avatar-service';
import { createPasswordService } from './password-service';
import { currentProfile, profileJson, updateLanguage, updateProfile } from './service';

/** Profile, avatar, password and captcha (spec section 7 "User and profile"). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const passwords = createPasswordService(app.ctx);
  const avatars = createAvatarService(app.ctx);
  const tags = ['profile'];
  /** Guessing a current password or a captcha gets a tight per-client limit. */
  const tight = { access: 'patient' as const, rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    routeUrl('getProfile'),
    {
      config: { access: 'patient', sessionInRead: true },
      schema: { tags, response: { 200: profileSchema } },
    },
    async (req, reply) => jsonText(reply, profileSchema, await profileJson(app.ctx, userReadOf(req))),
  );

  app.post(
    routeUrl('updateProfile'),
    {
      config: { access: 'patient' },
      schema: { tags, body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    async (req) => updateProfile(db, req.actor, authOf(req).userId, req.body.user),
  );

  app.put(
    routeUrl('setLanguage'),
    {
      config: { access: 'patient' },
      schema: { tags, body: languageUpdateSchema, response: { 200: profileSchema } },
    },
    async (req) => updateLanguage(db, req.actor, authOf(req).userId, req.body.language),
  );

  app.get(
    routeUrl('getAvatar'),
    {
      config: { access: 'patient' },
      schema: { tags, response: { 200: z.any() } },
    },
    async (req, reply) => {
      const { file, stream } = await avatars.read(req.actor, authOf(req).userId);
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
      const { userId } = authOf(req);
      await avatars.upload(req.actor, userId, multipartBody(req));
      return currentProfile(app.ctx, req.actor);
    },
  );

  app.get(
    routeUrl('generateCaptcha'),
    {
      config: tight,
      schema: { tags, params: idParam, response: { 200: captchaSchema } },
    },
    async (req) => passwords.generateCaptcha(authOf(req).userId, req.params.id),
  );

  app.put(
    routeUrl('updatePassword'),
    {
      config: tight,
      schema: { tags, body: updatePasswordSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const { userId, sessionId } = authOf(req);
      return passwords.updatePassword(req.actor, userId, sessionId, req.body);
    },
  );
};
