import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Debian's chromium-headless-shell (less CPU per page than the full browser), else its chromium:
 * the order of scripts/install-browser.mjs's findJourneyBrowser, which `npm test` passes on as
 * CHROMIUM_PATH.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // A ceiling for a hung page, not a speed check: a loaded machine may take many seconds.
  page.setDefaultTimeout(60_000);
  // File choosers are intercepted from the start, for the page's whole life. Playwright turns
  // interception on only when a 'filechooser' listener subscribes (and off when waitForEvent's
  // ends), without waiting: a key press sent right after could open the chooser first, and the
  // event never came (a keyboard journey failed so, once in several runs).
  page.on('filechooser', () => {});
  if (settleAfterLoad) {
    // A page opened cold may first show a copy drawn from HTML (the prerendered shell, or the page
    // the server drew with its data), inert and aria-disabled until React's first commit replaces
    // it. A journey acts on React's page: a load waits until that copy is gone.
    const settle = () =>
      page.waitForFunction(() => !document.querySelector('html[data-shell] [data-shell-page]'), undefined, {
        timeout: 60_000,
      });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const res = await goto(...args);
      await settle();
      return res;
    };
    page.reload = async (...args) => {
      const res = await reload(...args);
      await settle();
      return res;
    };
  }
  return { context, page };
}

let settleAfterLoad = true;
/**
 * For a journey about what the HTML paints before React (the app's scripts held or blocked):
 * `page.goto` and `page.reload` then return once the document has loaded, copy and all.
 */
export function keepHtmlCopies() {
  settleAfterLoad = false;
}

/** The app's scripts never arrive: what shows is what the document paints by itself. */
export const withoutAppScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** Fails on any WCAG 2.1 A/AA violation, listing each rule and the elements it found. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // WCAG 2.0/2.1 A and AA, plus the WCAG 2.1 rules axe still flags experimental, which withTags
  // alone leaves off: label-content-name-mismatch (2.5.3, the accessible name contains the visible
  // label) and css-orientation-lock (1.3.4).
  // (options() replaces the whole options object, runOnly included: it must come before withTags.)
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'css-orientation-lock': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 900)}`)
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The page fits the window's width: nothing scrolls sideways (a phone's reflow check). */
export const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
