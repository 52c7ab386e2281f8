import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, createUser, PASSWORD, portalReady, storeSession, type ApiUser } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { reachSection, text, visible } from './support/expect';
import { activate, typeInto } from './support/keyboard';
import { clerkSession, shot, signInClerk } from './support/records';
import { startServer, type RunningServer } from './support/server';
import { totpCode } from './support/totp';

/**
 * Every second factor lost, in a real Chromium: the second step mails a link, the link starts a
 * waiting period (shortened to a few seconds on this server of its own), the mail's cancel link
 * stops it in one click, and after it the link and the password remove the factors. Then the
 * records desk's own security page. Mail is read from the desk's outbox, as the demo does.
 */
const WAIT_MS = 6000;
let browser: Browser;
let server: RunningServer;
let clerk: ApiUser;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ MFA_RECOVERY_WAIT_MS: String(WAIT_MS) })]);
  clerk = await clerkSession(server.url);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A patient with an authenticator app, enrolled through the API. */
async function patientWithApp() {
  const user = await createUser(server.url);
  const { factor_id, secret } = await apiAs<{ factor_id: number; secret: string }>(
    server.url,
    user,
    '/api/v2/user/security/totp',
    { method: 'POST', body: {} },
  );
  await apiAs(server.url, user, `/api/v2/user/security/totp/${factor_id}/confirm`, {
    method: 'POST',
    body: { code: totpCode(secret) },
  });
  return user;
}

/** The path and query of the newest link to /login/<path> mailed to `to` (from the outbox). */
async function mailedLink(to: string, path: string): Promise<string> {
  const { mails } = await apiAs<{ mails: Array<{ to: string; text: string }> }>(
    server.url,
    clerk,
    '/api/v2/staff/outbox?page=1',
  );
  for (const m of mails.filter((x) => x.to === to)) {
    const hit = new RegExp(`https?://[^/\\s]+(/login/${path}\\?token=[\\w%-]+)`).exec(m.text);
    if (hit) return hit[1]!;
  }
  throw new Error(`no /login/${path} link mailed to ${to}`);
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A recovery started through the API (the link from the second step, then followed). */
async function startedRecovery(user: ApiUser) {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, p).toBe(200);
    return res.json() as Promise<Record<string, string>>;
  };
  const { mfa_token } = await post('/api/v2/auth/sign_in', { email: user.email, password: PASSWORD });
  await post('/api/v2/auth/mfa/recovery', { mfa_token });
  const link = await mailedLink(user.email, 'factor-recovery');
  await post('/api/v2/auth/factor_recovery/start', { token: new URLSearchParams(link.split('?')[1]).get('token') });
}

describe('every second factor lost', () => {
  it('mails a link from the second step, waits the period out, then the link and the password remove the factors', async () => {
    const user = await patientWithApp();
    const { context, page } = await newPage(browser, server.url, PHONE);
    await passwordStep(page, user.email);
    await visible(page.getByRole('heading', { name: 'Confirm it is you' }));
    await activate(page.getByRole('button', { name: 'I lost my phone and my recovery codes' }));
    await visible(page.getByRole('heading', { name: 'Lost every second factor?' }));
    await expectNoAxeViolations(page, 'lost every factor');
    await activate(page.getByRole('button', { name: 'Mail me the link' }));
    await text(page.getByRole('status')).toContain('We sent the link to your email address.');
    await shot(page, 'factor-recovery-sent-phone');
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();

    // The mailed link: an explicit start, then the end of the wait said with its date and time.
    await page.goto(await mailedLink(user.email, 'factor-recovery'));
    await visible(page.getByRole('heading', { name: 'Remove your second factors' }));
    await expectNoAxeViolations(page, 'recovery start');
    await activate(page.getByRole('button', { name: 'Start the waiting period' }));
    const until = page.getByTestId('recovery-ready-at');
    await text(until).toMatch(/can be removed after \w{3} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M \(.+\)\./);
    await expectNoAxeViolations(page, 'recovery waiting');
    await shot(page, 'factor-recovery-waiting-phone');

    // Too early: the finishing link says when to come back and offers no password field.
    const finish = await mailedLink(user.email, 'factor-recovery/finish');
    await page.goto(finish);
    await visible(page.getByTestId('recovery-not-yet'));
    expect(await page.getByLabel(/^Password/).count()).toBe(0);
    await expectNoAxeViolations(page, 'recovery not yet');
    await shot(page, 'factor-recovery-not-yet-phone');

    // After the wait (a few seconds here): the password removes the factors and signs in to Profile.
    await new Promise((r) => setTimeout(r, WAIT_MS + 500));
    await page.goto(finish);
    // Mantine's password field shows its focus on its wrapper, which the keyboard helper does not
    // read: typed into directly, then sent with Enter.
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await expectNoAxeViolations(page, 'recovery finish');
    await shot(page, 'factor-recovery-finish-phone');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/p/profile');
    await portalReady(page);
    await reachSection(page, 'profile-panels');
    await visible(
      page.getByTestId('security-panel').getByText('No second factor yet: your password alone opens your account.'),
    );
    const { mails } = await apiAs<{ mails: Array<{ to: string; text: string }> }>(
      server.url,
      clerk,
      '/api/v2/staff/outbox?page=1',
    );
    expect(mails.filter((m) => m.to === user.email).map((m) => m.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('Your second factor was removed after the waiting period')]),
    );
    await context.close();
  });

  it('is cancelled in one click from the mail, or from Security while signed in', async () => {
    const user = await patientWithApp();
    await startedRecovery(user);
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await page.goto(await mailedLink(user.email, 'factor-recovery/cancel'));
    await text(page.getByTestId('recovery-cancelled')).toContain('Cancelled: your second factors keep working.');
    await expectNoAxeViolations(page, 'recovery cancelled');
    await shot(page, 'factor-recovery-cancelled-desktop');

    // Another one, seen and cancelled by the account's own session.
    await startedRecovery(user);
    await storeSession(page, user);
    await page.goto('/p/profile');
    await portalReady(page);
    const pending = page.getByTestId('recovery-pending');
    await text(pending).toContain('A recovery by mail will remove your second factors after');
    await expectNoAxeViolations(page, 'recovery pending in Security');
    await shot(page, 'factor-recovery-pending-desktop');
    await activate(pending.getByRole('button', { name: 'Cancel the recovery' }));
    await visible(page.getByText('The recovery was cancelled.'));
    await expect.poll(() => pending.count()).toBe(0);
    const security = await apiAs<{ factors: unknown[]; recovery_pending: unknown }>(
      server.url,
      user,
      '/api/v2/user/security',
    );
    expect(security).toMatchObject({ recovery_pending: null });
    expect(security.factors).toHaveLength(1);
    await context.close();
  });
});

describe('the records desk security page', () => {
  it('shows the clerk its factors, adds a second authenticator app and new codes, and never removes the last one', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signInClerk(page);
    await page.getByRole('link', { name: 'Your sign-in security' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Your sign-in security' }));
    const panel = page.getByTestId('security-panel');
    await text(panel.getByTestId('factor')).toContain('Authenticator app');
    await visible(panel.getByTestId('last-factor-kept'));
    expect(await panel.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await expectNoAxeViolations(page, 'desk security page');
    await shot(page, 'staff-security-desktop');

    // A second authenticator app (a replacement phone): then either may go, but not both.
    await activate(panel.getByRole('button', { name: 'Set up an authenticator app' }), 'Enter', { max: 40 });
    const setup = panel.getByTestId('totp-setup');
    const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
    await typeInto(setup.getByLabel('Code from your authenticator app'), totpCode(secret));
    await setup.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => panel.getByTestId('factor').count()).toBe(2);
    expect(await panel.getByRole('button', { name: /^Remove/ }).count()).toBe(2);

    await activate(panel.getByRole('button', { name: 'Make new recovery codes' }), 'Enter', { max: 40 });
    const codes = page.getByTestId('recovery-codes');
    await visible(codes);
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await expectNoAxeViolations(page, 'desk new recovery codes');
    await codes.getByRole('button', { name: 'I have saved my codes' }).click();
    await context.close();

    const phone = await newPage(browser, server.url, PHONE);
    await signInClerk(phone.page);
    await phone.page.goto('/staff/security');
    await visible(phone.page.getByRole('heading', { level: 1, name: 'Your sign-in security' }));
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone.page, 'staff-security-phone');
    await phone.context.close();
  });
});
