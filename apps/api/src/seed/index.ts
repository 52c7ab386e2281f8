import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { custodians, users } from '../db/schema';
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
 * Feature seeders, run in order on first start (each issue adds its own file and a line here),
 * after the server listens (/readyz answers 503 until they are done). Each must be deterministic.
 */
const SEEDERS: Array<[string, (s: SeedContext) => Promise<void>]> = [
  ['directory', seedDirectory],
  ['dependents', seedDependents],
  ['payments', seedPayments],
  ['requests', seedRequests],
  ['staff', seedStaff],
];

/**
 * Seeds the demo data when the database has no account yet (SEED_DEMO=auto), or always/never.
 * Only the demo account is made before the server listens; the rest (the 20,000-provider
 * directory first, in one transaction) is returned as work to run after, so /healthz answers at
 * once. A start interrupted before the directory was in finds the account without a directory
 * and seeds the rest again.
 */
export async function seedIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<(() => Promise<void>) | null> {
  if (ctx.config.SEED_DEMO === 'never') return null;
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0 && ctx.config.SEED_DEMO === 'auto') {
    const [demo] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    const found = await ctx.db.execute(sql`select exists(select 1 from ${custodians}) as any`);
    if (!demo || (found as unknown as { rows: Array<{ any: boolean }> }).rows[0]?.any) return null;
    log.info('Demo data incomplete (a start was interrupted): seeding the rest');
  }
  const t0 = Date.now();
  const demoUserId = await seedDemoAccount(ctx);
  return async () => {
    for (const [name, seeder] of SEEDERS) {
      const t = Date.now();
      await seeder({ ctx, log, demoUserId });
      log.info(`seeded ${name} in ${Date.now() - t} ms`);
    }
    log.info(`Demo data ready in ${Date.now() - t0} ms. Sign in at /login as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  };
}
