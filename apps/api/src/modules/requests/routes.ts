import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The requests capability is large, so its routes are split by sub-capability, each in its own
 * file: the wizard (create, drafts, submit), the list (GET /api/v2/requests, used by the list and
 * the dependents' timeline), tracking (detail, chat, refunds) and the patient's answer to the desk.
 */
const parts: Array<() => Promise<{ default: FastifyPluginAsyncZod }>> = [
  () => import('./wizard/routes'),
  () => import('./list/routes'),
  () => import('./tracking/routes'),
  () => import('./tracking/waiting-routes'),
  () => import('./tracking/letters-routes'),
  () => import('./tracking/price-approval-routes'),
  () => import('./tracking/no-records-routes'),
];

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const load of parts) await app.register((await load()).default);
};
