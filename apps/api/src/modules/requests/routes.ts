import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The requests capability's API. Filled in by its issue; registered in modules/index.ts. */
export const requestsRoutes: FastifyPluginAsyncZod = async () => {};
