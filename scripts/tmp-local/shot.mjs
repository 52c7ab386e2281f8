import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4877';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const res = await fetch(`${base}/api/v2/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@patientportal.test', password: 'Demo#Portal2026' }) });
const { auth_token } = await res.json();
const ex = await (await fetch(`${base}/api/v2/auth/exchange`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ auth_token }) })).json();
for (const [name, viewport] of [['phone', { width: 375, height: 812 }], ['desktop', { width: 1280, height: 900 }]]) {
  for (const js of [false, true]) {
    const ctx = await b.newContext({ viewport });
    if (!js) await ctx.route('**/assets/*.js', (r) => r.abort());
    const p = await ctx.newPage();
    const errors = [];
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await p.goto(`${base}/robots.txt`);
    await p.evaluate((t) => localStorage.setItem('portal.session', t), ex.session_token);
    for (const path of ['/login/', '/p/dashboard', '/p/records-and-forms']) {
      await p.goto(base + path);
      await p.waitForTimeout(js ? 2500 : 300);
      const tag = path.replace(/\W+/g, '_');
      await p.screenshot({ path: `/tmp/s-${name}-${js ? 'js' : 'nojs'}${tag}.png` });
      if (js) console.log(name, path, 'mains:', await p.locator('main').count(), 'errors:', errors.splice(0).join(' | '));
    }
    await ctx.close();
  }
}
await b.close();
