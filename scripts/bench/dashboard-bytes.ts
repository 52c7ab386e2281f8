// `npm run bench:requests -- --browser`: the dashboard's bytes on the wire, cold and warm.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { buildApp as BuildAppFn } from '../../apps/api/src/app';
import { seedBenchUser } from './seed-requests';

/** The API's buildApp, compiled as `npm start` runs it or from its sources (bench-requests.ts). */
type BuildApp = typeof BuildAppFn;

/** Bytes the browser receives for /p/dashboard, signed in (the built web app, compressed as served). */
export async function dashboardBytes(
  buildApp: BuildApp,
  add: (...cells: Array<string | number>) => void,
): Promise<void> {
  const dist = process.env.WEB_DIST ?? 'apps/web/dist';
  if (!existsSync(path.join(dist, 'p/index.html')))
    return add('web', 'dashboard bytes: web app not built (npm run build)', '', '', '', '', '', '', '');
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  const { app, database } = await buildApp({
    serveWeb: true,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'never', DATABASE_URL: undefined, WEB_DIST: dist },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const u = await seedBenchUser(base, database, 20);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await page.goto('/login/');
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel(/^Password/).fill(u.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/p/dashboard');
  // Cold: the browser's cache emptied (a first visit, signed in); warm: a reload (immutable assets stay cached).
  const cdp = await page.context().newCDPSession(page);
  for (const [label, cold] of [
    ['first visit (cache empty)', true],
    ['reload (cache warm)', false],
  ] as const) {
    const sizes: Array<Promise<number>> = [];
    let count = 0;
    const onDone = (r: import('playwright-core').Request) => {
      count++;
      sizes.push(r.sizes().then((x) => x.responseBodySize + x.responseHeadersSize));
    };
    if (cold) await cdp.send('Network.clearBrowserCache');
    page.on('requestfinished', onDone);
    await page.reload({ waitUntil: 'networkidle' });
    page.off('requestfinished', onDone);
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    add(
      'web',
      `dashboard bytes on the wire, ${label}: ${count} responses`,
      '',
      '',
      '',
      '',
      '',
      '',
      `${(total / 1024).toFixed(0)} KiB`,
    );
  }
  await browser.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
