import { buildApp } from './app';
import { zipTable } from './modules/providers/geo';
import { answerBackupSignals } from './platform/backup';
import { publicUrlNotice } from './platform/public-url-notice';
import { seedIfEmpty } from './seed';

/** Boots the portal: API, login host and web app on one port, seeding demo data on first start. */
export async function main() {
  const started = Date.now();
  const { app, config, database } = await buildApp({ serveWeb: true, prettyLogs: process.stdout.isTTY === true });
  await seedIfEmpty(app.ctx, app.log);
  await app.listen({ port: config.PORT, host: config.HOST });
  await app.ctx.jobs.start();
  // `npm run backup` asks the process that holds the embedded database for a consistent copy.
  if (database.kind === 'pglite') answerBackupSignals(database, config.dataDir, app.log);
  // The ZIP table of the provider search loads now, while the server already answers, rather
  // than before /healthz or in a patient's first search.
  setTimeout(() => zipTable(), 50).unref();
  app.log.info(
    `Patient portal ready in ${Date.now() - started} ms: ${app.ctx.publicUrl()}/p/dashboard (database: ${database.kind})`,
  );
  const notice = publicUrlNotice(config, app.ctx.publicUrl());
  if (notice) app.log.warn(notice);

  // SIGTERM (a deploy, a balancer draining this process): /readyz answers 503 at once while the
  // process still serves everything for DRAIN_SETTLE_MS, so the balancer sees "not ready" and
  // moves traffic before any connection is refused; then the server stops accepting
  // connections, requests in flight finish (within DRAIN_GRACE_MS), the jobs stop (onClose
  // hooks), and the database closes last. A second signal ends it at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.drain();
    app.log.info(
      { status: 0 },
      `${signal}: /readyz answers 503; serving ${config.DRAIN_SETTLE_MS} ms more, then finishing requests in flight`,
    );
    await new Promise((r) => setTimeout(r, config.DRAIN_SETTLE_MS));
    setTimeout(() => process.exit(1), config.DRAIN_GRACE_MS).unref();
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
