import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { users } from '../db/schema';
import { seedDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from './demo-account';
import { seedDirectory } from './directory';
import { seedDependents } from './dependents';
import { seedPayments } from './payments';
import { seedRequests } from './requests';
import { seedStaff } from './staff';

export interface SeedContext {
  ctx: AppContext;
  log: FastifyBaseLogger;
  demoUserId: number;
}

/**
 * Feature seeders, run in order on first start (each issue adds its own file and a line here).
 * Each must be deterministic and quick: the default start waits for them.
 */
const SEEDERS: Array<[string, (s: SeedContext) => Promise<void>]> = [
  ['directory', seedDirectory],
  ['dependents', seedDependents],
  ['payments', seedPayments],
  ['requests', seedRequests],
  ['staff', seedStaff],
];

/** Seeds the demo data when the database has no account yet (SEED_DEMO=auto), or always/never. */
export async function seedIfEmpty(ctx: AppContext, log: FastifyBaseLogger) {
  if (ctx.config.SEED_DEMO === 'never') return;
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0 && ctx.config.SEED_DEMO === 'auto') return;
  const t0 = Date.now();
  const demoUserId = await seedDemoAccount(ctx);
  for (const [name, seeder] of SEEDERS) {
    const t = Date.now();
    await seeder({ ctx, log, demoUserId });
    log.info(`seeded ${name} in ${Date.now() - t} ms`);
  }
  log.info(`Demo data ready in ${Date.now() - t0} ms. Sign in at /login as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}
