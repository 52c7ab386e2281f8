import { routeUrl } from '@portal/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/meta/_journal.json');

/** How many migrations this build ships (the database must have applied at least these). */
function shippedMigrations(): number {
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/**
 * Work a process does after it starts serving (the first start's demo directory): /healthz lists
 * it as `seeding` until done, for a developer or a test that needs the whole directory.
 */
export const backgroundWork = new Set<string>();

/**
 * /healthz: the process is up (liveness). /readyz: it can take traffic (readiness, for a load
 * balancer): the database answers, every migration of this build is applied, and the process is
 * not shutting down. A draining process answers 503 so the balancer moves its traffic elsewhere.
 */
export function registerHealth(app: FastifyInstance, database: Database) {
  const shipped = shippedMigrations();
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.get(routeUrl('health'), { config: { access: 'public' } }, async () =>
    backgroundWork.size
      ? { status: 'ok', db: database.kind, seeding: [...backgroundWork] }
      : { status: 'ok', db: database.kind },
  );
  app.get(routeUrl('ready'), { config: { access: 'public' } }, async (_req, reply) => {
    const problems: string[] = [];
    if (draining) problems.push('shutting down');
    try {
      const rows = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const n = Number((rows as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
      if (n < shipped) problems.push(`migrations: ${n} of ${shipped} applied`);
    } catch {
      problems.push('database unreachable');
    }
    reply.header('cache-control', 'no-store');
    if (problems.length) return reply.status(503).send({ status: 'unavailable', problems });
    // Redis away: still ready (it holds counters and cache invalidations), reported as degraded.
    const degraded = app.ctx.shared.degraded();
    return degraded
      ? { status: 'ready', db: database.kind, degraded: [degraded] }
      : { status: 'ready', db: database.kind };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the process as draining: /readyz answers 503 from now on. */
    drain(): void;
  }
}
