import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The dependents capability's API. Filled in by its issue; registered in modules/index.ts. */
export const dependentsRoutes: FastifyPluginAsyncZod = async () => {};
