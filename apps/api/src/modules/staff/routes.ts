import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff capability's API. Filled in by its issue; registered in modules/index.ts. */
export const staffRoutes: FastifyPluginAsyncZod = async () => {};
