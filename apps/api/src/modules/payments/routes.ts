import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The payments capability's API. Filled in by its issue; registered in modules/index.ts. */
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
