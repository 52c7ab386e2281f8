// `npm run bench:requests`: a user with 500 requests. Measures GET /api/v2/requests (first page,
// a filtered page, the last page) and the first-page render of /p/records-and-forms in Chromium
// (navigation until the 10 cards show). Needs the built web app (WEB_DIST, default apps/web/dist)
// and Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium). Runs on a throwaway data dir.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/api/src/app';
import { chatMessages, custodians, dependents, requestStatusHistory, requests } from '../apps/api/src/db/schema';

const COUNT = Number(process.env.BENCH_REQUESTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-requests-'));
const { app, database } = await buildApp({
  serveWeb: true,
  env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'never', RATE_LIMIT_MAX: 1_000_000, AUTH_RATE_LIMIT_MAX: 1000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

const email = `bench-${Date.now()}@example.com`;
const password = 'Bench#Requests2026';
const post = (p: string, body: unknown) =>
  fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
const { auth_token } = await post('/api/v2/auth/sign_up', { name: 'Bench', last_name: 'User', email, password, date_of_birth: '1/2/1980' });
const { session_token: token } = await post('/api/v2/auth/exchange', { auth_token });
const me = await (await fetch(`${base}/api/v2/user`, { headers: { 'authorization-token': token } })).json();

// 500 requests over three years: records and forms, every status, self and two dependents, 20 providers.
const t0 = performance.now();
await database.db.transaction(async (tx) => {
  const cs = await tx.insert(custodians).values(Array.from({ length: 20 }, (_, i) => ({
    urlId: `bench-${i}`, name: `Bench Provider ${i} Medical Center`, city: 'Austin', state: 'TX', zipcode: '78701',
  }))).returning({ id: custodians.id });
  const ds = await tx.insert(dependents).values([
    { userId: me.id, firstName: 'Kid', lastName: 'User', dob: '2015-01-01', relation: 'child' },
    { userId: me.id, firstName: 'Partner', lastName: 'User', dob: '1981-01-01', relation: 'spouse' },
  ]).returning({ id: dependents.id });
  const statuses = ['ordered', 'completed', 'completed_archived', 'closed_archived', 'draft', 'abandoned'] as const;
  const rows = await tx.insert(requests).values(Array.from({ length: COUNT }, (_, i) => {
    const at = new Date(Date.now() - (i * 1095 * 86_400_000) / COUNT);
    const status = statuses[i % statuses.length];
    return {
      rid: `${String(900000 + i)}-${String(100000 + i)}`, userId: me.id, dependentId: i % 3 === 0 ? null : ds[i % 2].id,
      custodianId: cs[i % cs.length].id, requestType: i % 4 === 0 ? 'Form' as const : 'Record' as const, status,
      patientFirstName: 'Bench', patientLastName: 'User', allRecords: i % 2 === 0, recordsAfter: i % 2 ? '2020-01-01' : null,
      custodianForm: i % 4 === 0 ? 'Intake Form' : null, submittedOn: status === 'draft' ? null : at,
      orderedOn: status === 'draft' || status === 'abandoned' ? null : at, createdAt: at,
    };
  })).returning({ id: requests.id, createdAt: requests.createdAt });
  await tx.insert(requestStatusHistory).values(rows.map((r) => ({ requestId: r.id, status: 'ordered', at: r.createdAt })));
  await tx.insert(chatMessages).values(rows.filter((_, i) => i % 5 === 0).map((r) => ({ requestId: r.id, senderKind: 'staff' as const, body: 'Update' })));
});
console.log(`setup: ${COUNT} requests in ${(performance.now() - t0).toFixed(0)} ms`);

async function timeList(label: string, query: string) {
  const url = `${base}/api/v2/requests?${query}`;
  for (let i = 0; i < 3; i++) await fetch(url, { headers: { 'authorization-token': token } }).then((r) => r.text());
  const ms: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    const body = await (await fetch(url, { headers: { 'authorization-token': token } })).json();
    ms.push(performance.now() - s);
    total = body.total;
  }
  ms.sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * p))].toFixed(1);
  console.log(`GET /api/v2/requests ${label} (${total} match): p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms over ${RUNS} calls`);
}
await timeList('first page', 'page=1&per_page=10');
await timeList('keyword + type + status', 'page=1&per_page=10&keyword=provider%201&type=Record&status=ordered,completed');
await timeList('last page', `page=${Math.ceil(COUNT / 10)}&per_page=10&sort_dir=asc`);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })).newPage();
await page.goto('/login/');
await page.getByLabel('Email').fill(email);
await page.getByLabel(/^Password/).fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL('**/p/dashboard');
const renders: number[] = [];
for (let i = 0; i < 5; i++) {
  // A full load each time: the portal's code, the session hand-back, the list call and the cards.
  const s = performance.now();
  await page.goto(`/p/records-and-forms?bench=${i}`);
  await page.locator('[data-testid="request-card"]').nth(9).waitFor({ state: 'visible' });
  renders.push(performance.now() - s);
}
renders.sort((a, b) => a - b);
console.log(`first page of /p/records-and-forms in Chromium (10 cards visible): median ${renders[2].toFixed(0)} ms, best ${renders[0].toFixed(0)} ms, worst ${renders[4].toFixed(0)} ms`);
await browser.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
