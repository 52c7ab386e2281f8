// Developer tool: loads a signed-in portal page in Chromium with 4x CPU slowdown and a
// phone's viewport, cold cache, and prints its main thread's long tasks (over 50 ms) from the
// navigation until React has replaced the prerendered shell and the network has then been idle
// for 3 seconds: blocking time after the first contentful paint (the part of each task over
// 50 ms, as Lighthouse's TBT counts it; also from the thread's CPU time x4, and the CPU time in
// all) and, for each task, what ran in it and the functions that spent most of it (self time
// from a sampling profile, with their script). Several servers side by side: runs alternate.
//
//   node scripts/dev/trace-long-tasks.mjs --path /p/records-and-forms --runs 3 URL [URL...]
//   --top N      functions listed a task (default 6); --quiet: blocking times only
//   --slowdown N CPU slowdown (default 4)
//   --all-events every trace event inside a task, not only script, style, layout and paint
import { chromium } from 'playwright-core';
import { signInThroughApi } from '../lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [v] = args.splice(i, 2).slice(1);
  return v;
};
const path = opt('path', '/p/records-and-forms');
const runs = Number(opt('runs', 3));
const top = Number(opt('top', 6));
const slowdown = Number(opt('slowdown', 4));
const quiet = args.includes('--quiet');
// Every trace event inside a task, not only the kinds listed below (to name native work).
const allEvents = args.includes('--all-events');
const bases = args.filter((a) => !a.startsWith('--'));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function once(base, token) {
  const ctx = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await ctx.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((t) => localStorage.setItem('portal.session', t), token);
  // The document cookie the sign-in sets (apps/api platform/document-session.ts): the page is then
  // drawn by the server with its data, as a signed-in browser gets it.
  const { hostname } = new URL(base);
  await ctx.addCookies([
    { name: 'portal-session', value: token, domain: hostname, path: '/p', httpOnly: true, sameSite: 'Lax' },
  ]);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,v8',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // React has replaced the prerendered shell (on a busy machine the network can be idle before).
  await page.waitForFunction(() => !document.querySelector('.static-shell') && document.querySelector('main'), null, {
    timeout: 60_000,
    polling: 500, // not every frame: the check itself would be main-thread work
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  await ctx.close();

  // The renderer's main thread: the one with the navigation's first ParseHTML.
  const parse = events.find((e) => e.name === 'ParseHTML');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const nav = main.find((e) => e.name === 'ParseHTML').ts;
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50_000 && e.ts >= nav - 100_000)
    .sort((a, b) => a.ts - b.ts);

  // Samples of the profile with their timestamps (same clock as the trace).
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  // As Lighthouse counts it: the tasks after the first contentful paint.
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= nav - 100_000);
  const fcp = fcpEvent ? fcpEvent.ts : nav;
  const tbt = tasks.filter((e) => e.ts + e.dur > fcp).reduce((s, e) => s + (e.dur / 1000 - 50), 0);
  // The same from the thread's own CPU time (tdur, which neither the slowdown's pauses nor other
  // processes on a busy machine inflate) times 4: steadier from run to run on a shared machine.
  const cpuTbt = main
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur && e.ts + e.dur > fcp)
    .reduce((s, e) => s + Math.max(0, (4 * e.tdur) / 1000 - 50), 0);
  // All the main thread's CPU time from the navigation on, and after the first paint.
  const total = main
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur && e.ts >= nav - 100_000)
    .reduce((s, e) => s + e.tdur / 1000, 0);
  const cpu = main
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur && e.ts + e.dur > fcp)
    .reduce((s, e) => s + e.tdur / 1000, 0);
  // What ran inside each task: its trace events one level down (script, parse, style, layout).
  const KINDS = new Set([
    'ParseHTML',
    'EvaluateScript',
    'v8.evaluateModule',
    'v8.compile',
    'v8.compileModule',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'ParseAuthorStyleSheet',
    'EventDispatch',
    'XHRReadyStateChange',
    'ResourceReceivedData',
    'PrePaint',
    'Layerize',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'HitTest',
    'v8.produceModuleCache',
    'v8.produceCache',
    'CommitLoad',
    'MarkDOMContent',
    'ScheduleStyleRecalculation',
    'UpdateLayerTree',
    'IntersectionObserverController::computeIntersections',
  ]);

  const lines = [];
  for (const task of tasks) {
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) continue;
      const n = nodes.get(profile.samples[i]);
      const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + 1);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
    const inside = main
      .filter(
        (e) =>
          e.ph === 'X' &&
          e !== task &&
          (allEvents || KINDS.has(e.name)) &&
          e.ts >= task.ts &&
          e.ts + e.dur <= task.ts + task.dur,
      )
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const parts = new Map();
    let end = 0;
    for (const e of inside) {
      if (e.ts < end) continue; // nested in one already counted
      end = e.ts + e.dur;
      const url = e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '').slice(0, 40) : '';
      const k = e.name + url;
      parts.set(k, (parts.get(k) ?? 0) + e.dur / 1000);
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    lines.push(
      `  task at ${((task.ts - nav) / 1000).toFixed(0)} ms${task.ts < fcp ? ' (before FCP)' : ''}: ${(task.dur / 1000).toFixed(0)} ms [${what}]`,
    );
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
      lines.push(`      ${((v / total) * 100).toFixed(0).padStart(3)}% ${k}`);
  }
  return { tbt, cpuTbt, cpu, total, count: tasks.length, lines, fcp: (fcp - nav) / 1000 };
}

const tokens = await Promise.all(bases.map((base) => signInThroughApi(base)));
const results = bases.map(() => []);
for (let i = 0; i < runs; i++) {
  for (let b = 0; b < bases.length; b++) {
    const r = await once(bases[b], tokens[b]);
    results[b].push(r);
    console.log(
      `${bases[b]}${path} run ${i + 1}: blocking ${r.tbt.toFixed(0)} ms after FCP (${r.fcp.toFixed(0)} ms), ${r.count} long tasks; from CPU time x4: ${r.cpuTbt.toFixed(0)} ms; CPU after FCP ${r.cpu.toFixed(0)} ms, in all ${r.total.toFixed(0)} ms`,
    );
    if (!quiet) console.log(r.lines.join('\n'));
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (let b = 0; b < bases.length; b++) {
  const wall = results[b].map((r) => r.tbt);
  const cpu = results[b].map((r) => r.cpuTbt);
  const all = results[b].map((r) => r.cpu);
  const total = results[b].map((r) => r.total);
  const list = (xs) => `${xs.map((x) => x.toFixed(0)).join('/')} ms (median ${median(xs).toFixed(0)})`;
  console.log(
    `${bases[b]}: blocking ${list(wall)}; from CPU time x4 ${list(cpu)}; CPU after FCP ${list(all)}; CPU in all ${list(total)}`,
  );
}
await browser.close();
