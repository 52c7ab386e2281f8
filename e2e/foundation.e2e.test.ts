import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, PASSWORD, signIn } from './support/api';
import { count, hidden, text, visible } from './support/expect';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('foundation journeys', () => {
  it('signs up, lands on the dashboard, stays signed in after reload', async () => {
    const baseURL = inject('baseURL');
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/p/dashboard');
    await page.waitForURL('**/login/');
    await expectNoAxeViolations(page, 'sign in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectNoAxeViolations(page, 'sign up');
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Chen');
    const email = `riley-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('weak');
    await count(page.locator('[data-met="true"]')).toBe(1);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await count(page.locator('[data-met="true"]')).toBe(5);
    await page.getByLabel('Confirm password').fill('Different1!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible(page.getByText("Passwords don't match"));
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/p/dashboard');
    expect(page.url()).not.toContain('auth_token');
    await visible(page.getByRole('heading', { name: 'Welcome, Riley' }));
    // No date of birth given at sign-up: the warning banner asks for it.
    await text(page.getByTestId('dob-banner')).toContain('date of birth');
    await expectNoAxeViolations(page, 'dashboard');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Welcome, Riley' }));
    await context.close();
  });

  it('works on a phone: the menu toggle opens the sidebar, unknown paths go home', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await signIn(page, user);
    await expectNoAxeViolations(page, 'dashboard (phone)');
    const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
    await toggle.click();
    await page.getByRole('link', { name: 'Dependents' }).click();
    await page.waitForURL('**/p/dependents');
    await page.goto('/p/no-such-page');
    await page.waitForURL('**/p/dashboard');
    await context.close();
  });

  it('signs out from the profile menu with the keyboard and explains it on the login page', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signIn(page, user);
    await page.getByRole('button', { name: 'Open profile menu' }).focus();
    await page.keyboard.press('Enter');
    // Escape closes the menu and gives the focus back to its button (the menu's code loads with
    // the first press and replaces the plain button: the focus must not fall to the page).
    await visible(page.getByRole('menuitem', { name: 'Logout' }));
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('menuitem', { name: 'Logout' }));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('profile-menu');
    await page.keyboard.press('Enter');
    // The open menu takes the focus, then the arrow keys move through its items: no focus set
    // by the test, which the menu's own focus on opening could take back.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.mantine-Menu-dropdown'))))
      .toBe(true);
    for (let i = 0; i < 4; i++) {
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Logout') break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Logout');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login/?logout=1');
    await text(page.getByTestId('signed-out-notice')).toBe('You have been signed out.');
    await page.goto('/p/dashboard');
    await page.waitForURL('**/login/');
    await context.close();
  });
});

describe('inactivity', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Timeouts shortened by configuration: 30 s idle, warning for the last 20 s (long enough for
    // the axe scan and the click on a busy machine: the test must not depend on its speed).
    server = await startServer({ SESSION_IDLE_MS: '30000', SESSION_WARNING_MS: '20000', SEED_DEMO: 'never' });
  });
  afterAll(() => server?.stop());

  it('warns, keeps the session on request, then expires and signs in again', async () => {
    const user = await createUser(server.url);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, user);
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await visible(warning);
    await expectNoAxeViolations(page, 'session warning');
    await page.getByRole('button', { name: 'Yes, Keep me signed in' }).click();
    await hidden(warning);
    await visible(warning);
    const expired = page.getByRole('dialog', { name: 'Session expired' });
    await visible(expired);
    await text(expired).toContain('Your session has expired! Please login again.');
    // The server ended the session too: the old token no longer works.
    await page.getByRole('button', { name: 'Click to login' }).click();
    await page.waitForURL('**/login/?logout=1&auto_timeout=1');
    await text(page.getByTestId('signed-out-notice')).toContain('15 minutes without activity');
    await signIn(page, user);
    await visible(page.getByRole('heading', { name: /Welcome/ }));
    await context.close();
  });
});
