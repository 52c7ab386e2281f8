import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { createUser, storeSession } from './support/api';
import { expectNoAxeViolations, newPage, PHONE } from './support/browser';
import { count, visible } from './support/expect';
import { submittedRequest } from './support/records';
import { journeyBrowser } from './wizard-fixtures';

/**
 * what each page waits on starts early, and
 * what shows while it waits is the page's own outline, so nothing jumps when the answer comes.
 * The network is held on cue (never timed): each check runs while the answer is still out.
 */
const browser = journeyBrowser();

/** Holds the answers of matching calls until `release()`: the network answering late, on cue. */
async function holdResponses(page: Page, url: string | RegExp, method: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let seen!: () => void;
  const requested = new Promise<void>((r) => (seen = r));
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    seen();
    try {
      const response = await route.fetch();
      await gate;
      await route.fulfill({ response });
    } catch {
      // The page or its context closed while the answer was held: nothing left to answer.
    }
  });
  return { requested, release };
}

/** Every layout shift of the current document so far, those right after a click included. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 200);
      }),
  );

/** The path of every script and call the page asks for. */
function asked(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

describe('sign-up and the records list show progressively', () => {
  it("sign-up: the portal's code loads while the form is filled in; the hand-off draws the dashboard's outline, no spinner, nothing jumps", async () => {
    const baseURL = inject('baseURL');
    // The portal's entry script, as its HTML names it (in the boot data shell-boot.js starts it from).
    const portalHtml = await (await fetch(`${baseURL}/p/`)).text();
    const portalEntry = (
      JSON.parse(/<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(portalHtml)![1]!) as {
        entry: string;
      }
    ).entry;
    const { context, page } = await newPage(browser(), baseURL, PHONE);
    const paths = asked(page);
    // Whether React's dashboard greeted the new patient by name, however briefly: the click kept
    // from the outline may open the wizard right after, before a look at the page could see it.
    await page.addInitScript(() => {
      const greeted = () =>
        Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === 'Welcome, Morgan');
      const watch = new MutationObserver(() => {
        if (!greeted()) return;
        sessionStorage.setItem('greeted', '1');
        watch.disconnect();
      });
      watch.observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await visible(page.getByRole('heading', { name: 'Create your account' }));
    // From the sign-in form to the taller sign-up form: the logo and language menu stay put.
    await expect(layoutShift(page)).resolves.toBeLessThan(0.05);
    await expectNoAxeViolations(page, 'sign-up');

    const signUp = await holdResponses(page, '**/api/v2/auth/sign_up', 'POST');
    await page.getByLabel('First name').fill('Morgan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(`progressive-${Date.now()}@example.com`);
    await page.getByLabel(/^Password/).fill('Str0ng!Passw0rd');
    await page.getByLabel('Confirm password').fill('Str0ng!Passw0rd');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await signUp.requested;
    // The account is still being created, and the portal's code is already on its way.
    await expect.poll(() => paths.includes(portalEntry)).toBe(true);

    const exchange = await holdResponses(page, '**/api/v2/auth/exchange', 'POST');
    signUp.release();
    await exchange.requested;
    // The hand-off: while the session is being opened, the dashboard's outline from the HTML
    // (frame, heading, the three start cards), not a spinner on a blank page.
    await visible(page.getByRole('link', { name: /Request medical records/ }));
    await visible(page.getByRole('heading', { level: 1, name: /^Welcome/ }));
    // The outline is not yet the portal: a click on its links opens nothing without a session.
    await page.getByRole('link', { name: /Request medical records/ }).click({ force: true });
    expect(new URL(page.url()).searchParams.has('auth_token')).toBe(true);
    exchange.release();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('greeted'))).toBe('1');
    // The dashboard, and then the click kept from the outline is done on React's copy of its link
    // (shell-boot.js): the wizard's first step, which now opens fast enough that the dashboard's
    // address may already be gone when this looks.
    await page.waitForURL(/\/p\/(dashboard|record-request\/provider)$/);
    // No date of birth given: the banner asking for it came with the first drawing, not after.
    await visible(page.getByTestId('dob-banner'));
    await count(page.locator('.static-shell')).toBe(0);
    await count(page.locator('main')).toBe(1);
    await expect(layoutShift(page)).resolves.toBeLessThan(0.05);
    await context.close();
  });

  it('sign-up with a date of birth: the account is made with it (the form sent it as the server reads it)', async () => {
    const { context, page } = await newPage(browser(), inject('baseURL'));
    await page.goto('/login/sign-up');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Email').fill(`progressive-dob-${Date.now()}@example.com`);
    await page.getByLabel(/^Date of birth/).fill('3/14/1988');
    await page.getByLabel(/^Password/).fill('Str0ng!Passw0rd');
    await page.getByLabel('Confirm password').fill('Str0ng!Passw0rd');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Welcome, Dana' }));
    await count(page.getByTestId('dob-banner')).toBe(0);
    await context.close();
  });

  it("Records & Forms on a phone: card outlines of the cards' size while the list loads; nothing jumps when it comes", async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    await submittedRequest(baseURL, user);
    await submittedRequest(baseURL, user);
    const { context, page } = await newPage(browser(), baseURL, PHONE);
    await storeSession(page, user);
    const list = await holdResponses(page, /\/api\/v2\/requests\?/, 'GET');
    await page.goto('/p/records-and-forms');
    await list.requested;
    // The list is asked for while React renders, before its commit replaces the static shell
    // (which holds a phone's and a desktop's outline of the page): look once React's page is in.
    await count(page.locator('.static-shell')).toBe(0);
    const loading = page.getByTestId('requests-loading');
    await visible(loading);
    const outline = page.getByTestId('request-card-skeleton');
    await count(outline).toBe(2);
    const outlineHeight = (await outline.first().boundingBox())!.height;
    list.release();
    await count(page.getByTestId('request-card')).toBe(2);
    await count(loading).toBe(0);
    // An outline is about the size of the card that takes its place.
    const cardHeight = (await page.getByTestId('request-card').first().boundingBox())!.height;
    expect(Math.abs(outlineHeight - cardHeight) / cardHeight).toBeLessThan(0.15);
    await expect(layoutShift(page)).resolves.toBeLessThan(0.05);
    await expectNoAxeViolations(page, 'records and forms');
    await context.close();
  });
});
