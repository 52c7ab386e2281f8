import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ScheduledJob } from '../platform/jobs';
import { authRoutes } from './auth/routes';
import { authorizationsRoutes } from './authorizations/routes';
import { caregiversRoutes } from './caregivers/routes';
import { dependentsRoutes } from './dependents/routes';
import { documentsRoutes } from './documents/routes';
import { favoritesRoutes } from './favorites/routes';
import { mfaRoutes } from './mfa/routes';
import { paymentsRoutes } from './payments/routes';
import { profileRoutes } from './profile/routes';
import { providersRoutes } from './providers/routes';
import { requestJobs } from './requests/jobs';
import { requestsRoutes } from './requests/routes';
import { sharesRoutes } from './shares/routes';
import { staffRoutes } from './staff/routes';
import { subscriptionJobs } from './subscription/jobs';
import { subscriptionRoutes } from './subscription/routes';
import { supportRoutes } from './support/routes';

export { OPERATIONS } from './operations';

/** Every capability's routes. Each feature registers exactly one plugin here. */
export async function registerModules(app: FastifyInstance) {
  for (const plugin of [
    authRoutes,
    profileRoutes,
    mfaRoutes,
    providersRoutes,
    favoritesRoutes,
    dependentsRoutes,
    requestsRoutes,
    authorizationsRoutes,
    documentsRoutes,
    paymentsRoutes,
    subscriptionRoutes,
    sharesRoutes,
    supportRoutes,
    staffRoutes,
    caregiversRoutes,
  ]) {
    await app.register(plugin);
  }
}

/** Every capability's scheduled jobs, run by the platform's job runner. */
export function moduleJobs(config: Config): ScheduledJob[] {
  return [...requestJobs(config), ...subscriptionJobs(config)];
}
