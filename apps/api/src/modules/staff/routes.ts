import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeSchema } from '@portal/shared';
import { authOf } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { staffDeskRoutes } from './desk-routes';
import { staffRepository } from './repository';
import { staffDirectoryRoutes } from './directory-routes';
import { staffOutboxRoutes } from './outbox-routes';
import { staffSupportRoutes } from './support-routes';
import { staffWorkRoutes } from './work-routes';

/**
 * The records desk's API, under /api/v2/staff. Every route is `access: 'staff'`: the
 * auth hook refuses a patient's session with 403 before the handler runs.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/staff/me',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], response: { 200: staffMeSchema } },
    },
    async (req) => {
      const u = await staffRepository.user(app.ctx.db, authOf(req).userId);
      if (!u) throw notFound();
      return { id: u.id, name: u.name, last_name: u.lastName, email: u.email };
    },
  );
  await app.register(staffWorkRoutes);
  await app.register(staffDirectoryRoutes);
  await app.register(staffDeskRoutes);
  await app.register(staffSupportRoutes);
  await app.register(staffOutboxRoutes);
};
