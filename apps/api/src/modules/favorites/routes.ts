import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The favorites capability's API. Filled in by its issue; registered in modules/index.ts. */
export const favoritesRoutes: FastifyPluginAsyncZod = async () => {};
