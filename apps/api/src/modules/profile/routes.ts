import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '@portal/shared';
import { audit } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { profileRepository } from './repository';
import { toProfile } from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/api/v2/user', {
    schema: { tags: ['profile'], response: { 200: profileSchema } },
  }, async (req) => {
    const { userId } = authOf(req);
    const user = await profileRepository.get(db, userId);
    if (!user) throw notFound();
    await audit(db, req, { action: 'profile.read', entityType: 'user', entityId: userId });
    return toProfile(user);
  });
};
