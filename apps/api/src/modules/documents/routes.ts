import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The documents capability's API. Filled in by its issue; registered in modules/index.ts. */
export const documentsRoutes: FastifyPluginAsyncZod = async () => {};
