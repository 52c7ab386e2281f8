import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4877';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const { auth_token } = await (await fetch(`${base}/api/v2/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@patientportal.test', password: 'Demo#Portal2026' }) })).json();
const ex = await (await fetch(`${base}/api/v2/auth/exchange`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ auth_token }) })).json();
const ctx = await b.newContext({ viewport: { width: 375, height: 812 } });
const p = await ctx.newPage();
await p.goto(`${base}/robots.txt`);
await p.evaluate((t) => localStorage.setItem('portal.session', t), ex.session_token);
for (const path of process.argv.slice(2)) {
  await p.goto(base + path);
  await p.waitForTimeout(2500);
  console.log(path, await p.evaluate(() => ({ shells: document.querySelectorAll('.static-shell').length, mains: [...document.querySelectorAll('main')].map((m) => m.id + ':' + m.className.slice(0, 40)), shellAttr: document.documentElement.dataset.shell })));
}
await b.close();
