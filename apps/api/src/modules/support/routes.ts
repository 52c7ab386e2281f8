import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The support capability's API. Filled in by its issue; registered in modules/index.ts. */
export const supportRoutes: FastifyPluginAsyncZod = async () => {};
