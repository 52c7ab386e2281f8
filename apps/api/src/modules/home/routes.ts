import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeSchema, routeUrl } from '@portal/shared';
import { userReadOf } from '../../platform/sessions';
import { readHome } from './service';

/** GET /api/v2/home: what waits on the signed-in patient (the home's to-dos, the sidebar's count). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeUrl('getHome'),
    {
      // The session is checked by the read's own statement (platform/sessions.ts, readWithSession).
      config: { access: 'patient', sessionInRead: true },
      schema: { tags: ['requests'], response: { 200: homeSchema } },
    },
    async (req) => readHome(app.ctx, userReadOf(req)),
  );
};
