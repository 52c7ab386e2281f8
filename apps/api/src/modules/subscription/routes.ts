import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The subscription capability's API. Filled in by its issue; registered in modules/index.ts. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async () => {};
