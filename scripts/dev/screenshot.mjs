// Developer tool: signs in as the demo account and screenshots a portal path at phone and desktop
// widths. Usage: node scripts/dev/screenshot.mjs http://localhost:3000 /p/dashboard /tmp/shot
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', path = '/p/dashboard', out = '/tmp/shot'] = process.argv.slice(2);
const email = process.env.SHOT_EMAIL ?? 'demo@patientportal.test';
const password = process.env.SHOT_PASSWORD ?? 'Demo#Portal2026';
const b = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
]) {
  const ctx = await b.newContext({ viewport, baseURL: base });
  const p = await ctx.newPage();
  if (!process.env.SHOT_PUBLIC) {
    await p.goto('/login/');
    await p.getByLabel('Email').fill(email);
    await p.getByLabel(/^Password/).fill(password);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL('**/p/dashboard');
  }
  await p.goto(path);
  await p.waitForTimeout(Number(process.env.SHOT_WAIT ?? 1500));
  await p.screenshot({ path: `${out}-${name}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
console.log(`${out}-desktop.png ${out}-phone.png`);
