import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { createUser, PASSWORD, portalReady } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { text, visible } from './support/expect';
import { clerkSession, deliverRecords, submittedRequest, subscribeViaApi, textPdf } from './support/records';
import { freshCode } from './support/totp';
import { pgReachable, startPgServer, type PgServer } from './support/pg-server';

/**
 * Second factors in a real Chromium: passkeys through its virtual authenticator (the DevTools
 * protocol's WebAuthn domain), authenticator codes computed here as an app would.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The portal at `localhost`: the relying party id is PUBLIC_URL's host (the server's default
 * PUBLIC_URL is http://localhost:<port>), and a passkey answers only on its own origin.
 */
const localOrigin = (baseURL: string) => baseURL.replace('127.0.0.1', 'localhost');

async function passwordStep(page: Page, email: string) {
  await page.goto('/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out the way the idle timer does: the session is forgotten and the login page opens. */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login/');
}

describe('second factor journeys', () => {
  it('adds a passkey, signs out, signs in with it after the password, then with it alone', async () => {
    const base = localOrigin(inject('baseURL'));
    const user = await createUser(base);
    const { context, page } = await newPage(browser, base, DESKTOP);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await passwordStep(page, user.email);
    await page.waitForURL('**/p/dashboard');
    await portalReady(page);
    await page.goto('/p/profile');
    const panel = page.getByTestId('security-panel');
    await visible(panel.getByText('No second factor yet: your password alone opens your account.'));
    await panel.getByLabel('Name for this passkey').fill('Work laptop');
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    const codes = page.getByTestId('recovery-codes');
    await visible(codes);
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await expectNoAxeViolations(page, 'recovery codes');
    await codes.getByRole('button', { name: 'I have saved my codes' }).click();
    await text(panel.getByTestId('factor')).toContain('Work laptop');
    await text(panel.getByTestId('factor')).toContain('Passkey');
    await expectNoAxeViolations(page, 'security panel with a passkey');

    // The password alone now opens nothing: the login host asks for the passkey.
    await signOut(page);
    await passwordStep(page, user.email);
    await visible(page.getByRole('heading', { name: 'Confirm it is you' }));
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await expectNoAxeViolations(page, 'second factor step');
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.waitForURL('**/p/dashboard');
    await portalReady(page);

    // Without a password: the discoverable passkey alone (verified by the device).
    await signOut(page);
    await page.getByRole('button', { name: 'Use a passkey instead of a password' }).click();
    await page.waitForURL('**/p/dashboard');
    await context.close();
  });

  it('sets up an authenticator app, signs in with a computed code; a recovery code works once; wrong codes are throttled', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await passwordStep(page, user.email);
    await page.waitForURL('**/p/dashboard');
    await portalReady(page);
    await page.goto('/p/profile');
    // Below the details on a phone, the panels load when reached: scrolled to, as a reader does.
    await page.getByTestId('profile-panels-place').scrollIntoViewIfNeeded();
    const panel = page.getByTestId('security-panel');
    await panel.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const setup = panel.getByTestId('totp-setup');
    await visible(setup.getByRole('img', { name: 'QR code for your authenticator app' }));
    const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
    await expectNoAxeViolations(page, 'authenticator set-up');
    // A wrong first code does not count the app as set up.
    await setup.getByLabel('Code from your authenticator app').fill('000000');
    await setup.getByRole('button', { name: 'Confirm' }).click();
    await visible(setup.getByRole('alert'));
    await setup.getByLabel('Code from your authenticator app').fill(await freshCode(baseURL, secret));
    await setup.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByTestId('recovery-codes');
    await visible(codes);
    const recovery = (await codes.getByRole('listitem').first().textContent())!.trim();
    await codes.getByRole('button', { name: 'I have saved my codes' }).click();
    await text(panel.getByTestId('factor')).toContain('Authenticator app');

    // Sign in with the code the app would show now.
    await signOut(page);
    await passwordStep(page, user.email);
    await page.getByLabel('Code from your authenticator app').fill(await freshCode(baseURL, secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/p/dashboard');
    await portalReady(page);

    // A recovery code, once.
    for (const attempt of ['first', 'again']) {
      await signOut(page);
      await passwordStep(page, user.email);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') {
        await page.waitForURL('**/p/dashboard');
        await portalReady(page);
      } else {
        await text(page.getByRole('alert')).toContain('That code is not right.');
      }
    }

    // Wrong codes (the reused recovery code was the first): after five the account's codes are refused for a while, even the right one.
    await page.getByRole('button', { name: 'Use a code from the app instead' }).click();
    const field = page.getByLabel('Code from your authenticator app');
    for (let i = 0; i < 3; i++) {
      await field.fill(String(100000 + i));
      await page.getByRole('button', { name: 'Verify' }).click();
      await text(page.getByRole('alert')).toContain('That code is not right.');
    }
    await field.fill('200000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await text(page.getByRole('alert')).toContain('Too many wrong codes.');
    await field.fill(await freshCode(baseURL, secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await text(page.getByRole('alert')).toContain('Too many wrong codes.');
    expect(page.url()).toContain('/login');
    await context.close();
  });
});

/**
 * On a server of its own over PostgreSQL (with the demo data), whose rows the journey can age: a
 * sign-in older than five minutes, and a records-desk account made as `staff:create` makes it.
 */
const hasPg = await pgReachable();
describe.skipIf(!hasPg)('step-up and the records desk', () => {
  let server: PgServer;
  let db: pg.Client;
  beforeAll(async () => {
    server = await startPgServer('e2e_mfa');
    db = server.db;
  }, 300_000);
  afterAll(() => server?.stop());

  it('asks for the password again before a share when the sign-in is older than five minutes', async () => {
    const patient = await createUser(server.url);
    const rid = await submittedRequest(server.url, patient);
    await deliverRecords(server.url, await clerkSession(server.url), rid, [
      { name: 'labs.pdf', body: await textPdf(['Hemoglobin 14.2 g/dL']) },
    ]);
    await subscribeViaApi(server.url, patient);
    const { context, page } = await newPage(browser, server.url, PHONE);
    await passwordStep(page, patient.email);
    await page.waitForURL('**/p/dashboard');
    await portalReady(page);
    await db.query(
      `UPDATE sessions SET verified_at = now() - interval '6 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [patient.email],
    );
    await page.goto('/p/subscription');
    await page.getByRole('button', { name: `Share records of ${rid}` }).click();
    const form = page.getByRole('dialog', { name: 'Share records' });
    await form.getByLabel('Recipient name').fill('Dr. Rivera');
    await form.getByLabel('Recipient email').fill('rivera@clinic.test');
    await form.getByLabel('Purpose').fill('Second opinion');
    await form.getByLabel(/Link works for/).fill('7');
    await form.getByRole('button', { name: 'Share', exact: true }).click();
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await visible(stepUp);
    await expectNoAxeViolations(page, 'step-up dialog');
    await stepUp.getByLabel('Your password').fill('not my password');
    await stepUp.getByRole('button', { name: 'Verify' }).click();
    await text(stepUp.getByRole('alert')).toContain('That password is not right.');
    await stepUp.getByLabel('Your password').fill(PASSWORD);
    await stepUp.getByRole('button', { name: 'Verify' }).click();
    expect((await page.getByTestId('access-code').innerText()).trim()).toMatch(/^[A-Z2-9]{8}$/);
    await context.close();
  });

  it('makes a new records-desk account enrol an authenticator app before the desk opens', async () => {
    const email = `desk-${randomBytes(3).toString('hex')}@example.com`;
    const { hashPassword } = await import('../apps/api/src/platform/passwords');
    await db.query(
      `INSERT INTO users (email, password_hash, role, name, last_name) VALUES ($1, $2, 'staff', 'Sam', 'Lee')`,
      [email, await hashPassword(PASSWORD)],
    );
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await passwordStep(page, email);
    await visible(page.getByRole('heading', { name: 'Set up a second factor' }));
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await expectNoAxeViolations(page, 'records desk enrolment');
    await page.getByLabel('Code from your authenticator app').fill(await freshCode(server.url, secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByTestId('recovery-codes'));
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.waitForURL('**/staff/queue/new');
    // The next sign-in asks for a code, not for an enrolment.
    await page.evaluate(() => localStorage.clear());
    await passwordStep(page, email);
    await page.getByLabel('Code from your authenticator app').fill(await freshCode(server.url, secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/staff/queue/new');
    await context.close();
  });
});
