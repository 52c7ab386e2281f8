import { buildApp } from './app';
import { seedIfEmpty } from './seed';

/** Boots the portal: API, login host and web app on one port, seeding demo data on first start. */
async function main() {
  const started = Date.now();
  const { app, config, database } = await buildApp({ serveWeb: true });
  await seedIfEmpty(app.ctx, app.log);
  (await import('./modules/payments/jobs')).startPaymentJobs(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Patient portal ready in ${Date.now() - started} ms: ${app.ctx.publicUrl()}/p/dashboard (database: ${database.kind})`);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
