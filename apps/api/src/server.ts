import { buildApp } from './app';
import { seedIfEmpty } from './seed';

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const GRACE_MS = 10_000;

/** Boots the portal: API, login host and web app on one port, seeding demo data on first start. */
async function main() {
  const started = Date.now();
  const { app, config, database } = await buildApp({ serveWeb: true, prettyLogs: process.stdout.isTTY === true });
  const seedRest = await seedIfEmpty(app.ctx, app.log);
  if (seedRest) app.seeding(true);
  (await import('./modules/payments/jobs')).startPaymentJobs(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Patient portal ready in ${Date.now() - started} ms: ${app.ctx.publicUrl()}/p/dashboard (database: ${database.kind})`);
  // The demo directory (20,000 providers) and the rest of the demo data fill in behind /healthz;
  // /readyz says "seeding demo data" until they are in.
  if (seedRest) {
    void seedRest()
      .catch((err) => app.log.error({ err }, 'demo seeding failed'))
      .finally(() => app.seeding(false));
  }

  // SIGTERM (a deploy, a balancer draining this process): /readyz answers 503, the server stops
  // accepting connections, requests in flight finish, the jobs stop (onClose hooks), and the
  // database closes last. A second signal, or the grace period, ends it at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ status: 0 }, `${signal}: finishing requests in flight`);
    app.drain();
    setTimeout(() => process.exit(1), GRACE_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch {
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
