import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The providers capability's API. Filled in by its issue; registered in modules/index.ts. */
export const providersRoutes: FastifyPluginAsyncZod = async () => {};
