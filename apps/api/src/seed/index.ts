import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { users } from '../db/schema';
import { seedDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from './demo-account';
import { backgroundWork } from '../platform/health';
import { fillDirectory, seedDirectory } from './directory';
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
 * Each must be deterministic and quick: the default start waits for them. The directory seeder
 * adds only its landmarks; the bulk of the directory is filled after (fillInBackground).
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
  const [counted] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users);
  const count = counted?.count ?? 0;
  if (count > 0 && ctx.config.SEED_DEMO === 'auto') {
    // A first start stopped while the directory filled: the fill continues where it stopped.
    const [demo] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (demo) fillInBackground(ctx, log);
    return;
  }
  const t0 = Date.now();
  const demoUserId = await seedDemoAccount(ctx);
  for (const [name, seeder] of SEEDERS) {
    const t = Date.now();
    await seeder({ ctx, log, demoUserId });
    log.info(`seeded ${name} in ${Date.now() - t} ms`);
  }
  log.info(`Demo data ready in ${Date.now() - t0} ms. Sign in at /login as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  fillInBackground(ctx, log);
}

/**
 * The directory's bulk, after the server is up (the first start waited 16 s for it).
 * /healthz says `seeding` meanwhile; a failure is logged, and the next start continues it.
 */
function fillInBackground(ctx: AppContext, log: FastifyBaseLogger) {
  backgroundWork.add('directory');
  void fillDirectory({ ctx, log })
    .catch((err: unknown) => log.error({ err }, 'filling the demo directory failed; the next start continues it'))
    .finally(() => backgroundWork.delete('directory'));
}
