import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeSchema, routeUrl } from '@portal/shared';
import { staffDeskRoutes } from './desk-routes';
import { deskMe } from './desk-service';
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
    routeUrl('staffMe'),
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], response: { 200: staffMeSchema } },
    },
    async (req) => {
      const u = await deskMe(app.ctx, req.actor);
      return { id: u.id, name: u.name, last_name: u.lastName, email: u.email };
    },
  );
  await app.register(staffWorkRoutes);
  await app.register(staffDirectoryRoutes);
  await app.register(staffDeskRoutes);
  await app.register(staffSupportRoutes);
  await app.register(staffOutboxRoutes);
};
