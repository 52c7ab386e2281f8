import { startPgliteEarly } from './db/early-start';

/**
 * The entry point. The embedded database starts first, in its worker thread, and the server's
 * modules load while it does (db/early-start.ts): the two used to take turns before `/healthz`.
 * Only this file and what it imports statically load before that.
 */
async function boot() {
  startPgliteEarly(process.env);
  const { main } = await import('./serve');
  await main();
}

boot().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
