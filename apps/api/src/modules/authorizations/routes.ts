import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The authorizations capability's API. Filled in by its issue; registered in modules/index.ts. */
export const authorizationsRoutes: FastifyPluginAsyncZod = async () => {};
