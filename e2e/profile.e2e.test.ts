import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { en } from '@portal/shared';
import { catalog as ar } from '@portal/shared/i18n/ar/index';
import { openDatabase } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { hashCaptchaAnswer } from '../apps/api/src/modules/profile/captcha';
import { hashPassword } from '../apps/api/src/platform/passwords';
import { issueOneTimeToken } from '../apps/api/src/platform/tokens';
import { createUser, PASSWORD, signIn } from './support/api';
import { first, hidden, text, value, visible } from './support/expect';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Profile, password and help-desk journeys. The captcha's answer exists only hashed on the server,
 * so this file's server starts on a database holding two challenges whose answers the test knows;
 * the browser is handed those challenges in place of freshly drawn ones.
 */
const SECRET = randomBytes(32).toString('hex');
const CAPTCHA_EMAIL = 'captcha-user@example.com';
const NEW_PASSWORD = 'Brand#New2026x';
let browser: Browser;
let server: RunningServer;
let dataDir: string;
const challenges: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'profile-e2e-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const u = first(
    await database.db
      .insert(users)
      .values({
        email: CAPTCHA_EMAIL,
        passwordHash: await hashPassword(PASSWORD),
        name: 'Cara',
        lastName: 'Locke',
        dateOfBirth: '1979-03-03',
        captchaEnabled: true,
      })
      .returning(),
  );
  for (let i = 0; i < 2; i++) {
    challenges.push(
      await issueOneTimeToken(database.db, {
        purpose: 'captcha',
        userId: u.id,
        ttlMs: 3_600_000,
        data: { answer_hash: hashCaptchaAnswer(SECRET, 'KNOWN234') },
      }),
    );
  }
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'never', SESSION_SECRET: SECRET });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('profile and password', () => {
  it('saves a date of birth (the banner goes) and changes the password with the keyboard', async () => {
    const user = await createUser(server.url, { date_of_birth: '' });
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(page, user);
    await visible(page.getByTestId('dob-banner'));
    await page.goto('/p/profile');
    await visible(page.getByRole('heading', { name: 'Change password' }));
    await expectNoAxeViolations(page, 'profile');
    await page.getByLabel(/^Date of birth/).fill('4/5/1990');
    await page.getByLabel(/^Organization/).fill('Stone & Co');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await visible(page.getByText('Changes saved successfully!'));
    await hidden(page.getByTestId('dob-banner'));

    const save = page.getByRole('form', { name: 'Change password' }).getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel(/^Current password/).focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await text(page.locator('#change-password-rules')).toContain('A special character');
    expect(await page.locator('#change-password-rules [data-met="true"]').count()).toBe(5);
    await page.getByLabel(/^Confirm new password/).focus();
    await page.keyboard.type('Brand#New2026');
    await visible(page.getByText("Passwords don't match"));
    expect(await save.isDisabled()).toBe(true);
    await page.keyboard.type('x');
    await hidden(page.getByText("Passwords don't match"));
    expect(await save.isDisabled()).toBe(false);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Password updated successfully!'));
    expect(await page.getByLabel(/^Current password/).inputValue()).toBe('');
    await context.close();
  });

  it('asks for the captcha when the profile flag is on and checks it on the server', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(page, { email: CAPTCHA_EMAIL, password: PASSWORD });
    await page.goto('/p/profile');
    // A real server-drawn image first.
    const image = page.getByTestId('captcha-image');
    await visible(image);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expectNoAxeViolations(page, 'profile with captcha');
    // From here on the browser gets the challenges whose answers the test knows.
    await page.route('**/generate_captcha', (route) =>
      route.fulfill({
        json: {
          captcha_image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
          captcha_text: challenges.shift(),
          captcha_words: [],
        },
      }),
    );
    await page.getByRole('button', { name: 'Show another image' }).click();
    await page.getByLabel(/^Current password/).fill(PASSWORD);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    const save = page.getByRole('form', { name: 'Change password' }).getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel(/^Enter the characters/).fill('WRONG234');
    await save.click();
    await visible(page.getByText('Invalid CAPTCHA. Please try again.').first());
    await page.getByLabel(/^Enter the characters/).fill('known234');
    await save.click();
    // Saved: the success banner, and the form emptied for the next change. The banner stays up
    // a while, so a later save's outcome is the emptied form, not the banner alone. The field is
    // found by its autocomplete token, the same in every language the journey switches to.
    const saved = async (message: string) => {
      await visible(page.getByText(message).first());
      await value(page.locator('input[autocomplete="current-password"]')).toBe('');
    };
    await saved('Password updated successfully!');
    expect(challenges).toHaveLength(0);

    // Without the image (WCAG 1.1.1): the field's description holds a text question a screen
    // reader reads with it; the first letters of its words answer a real server challenge.
    await page.unroute('**/generate_captcha');
    await page.getByRole('button', { name: 'Show another image' }).click();
    const field = page.getByLabel(/^Enter the characters/);
    await text(page.getByTestId('captcha-question')).toMatch(
      /Type the first letter of each of these words: ([a-z]+, ){7}[a-z]+\.$/,
    );
    const question = await page.getByTestId('captcha-question').innerText();
    const described = await field.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(question.split(': ').pop());
    await expectNoAxeViolations(page, 'captcha with its text question');
    const initials = question
      .split(': ')
      .pop()!
      .replace('.', '')
      .split(', ')
      .map((w) => w[0])
      .join('');
    await page.getByLabel(/^Current password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^New password/).fill(`${NEW_PASSWORD}x`);
    await page.getByLabel(/^Confirm new password/).fill(`${NEW_PASSWORD}x`);
    await field.fill(initials);
    await save.click();
    await saved('Password updated successfully!');

    // In Arabic the text question names digits in Arabic words; typed as digits they answer.
    await page.getByRole('combobox', { name: en.common.language.label }).selectOption({ label: 'العربية' });
    // The page has turned right to left (the last render of the switch) before anything is typed.
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.waitForLoadState('networkidle');
    await page.getByLabel(new RegExp(`^${ar.profile.password.current}`)).fill(`${NEW_PASSWORD}x`);
    await page.getByLabel(new RegExp(`^${ar.profile.password.new}`)).fill(`${NEW_PASSWORD}y`);
    await page.getByLabel(new RegExp(`^${ar.profile.password.confirm}`)).fill(`${NEW_PASSWORD}y`);
    // The challenge on screen once the page has settled in Arabic (switching language may fetch a new one).
    await page.waitForLoadState('networkidle');
    const words = Object.entries(ar.profile.password.captchaDigits) as Array<[string, string]>;
    const arQuestion = page.getByTestId('captcha-question');
    await text(arQuestion).toContain(first(ar.profile.password.captchaDigitsQuestion.split('{{')).trim());
    // Right to left, a filled-in value is wrapped in an isolate (U+2068 … U+2069).
    const shownQuestion = await arQuestion.innerText();
    expect(shownQuestion).not.toMatch(/[A-Za-z]{2}/);
    const named = shownQuestion
      .replace(/[\u2068\u2069]/g, '')
      .split(/[:：]/)
      .pop()!
      .replace(/[.。]\s*$/, '')
      .split(/\s*[،,、]\s*/)
      .map((w) => w.trim())
      .filter(Boolean);
    expect(named).toHaveLength(8);
    const digits = named.map((w) => words.find(([, v]) => v === w)![0]).join('');
    await expectNoAxeViolations(page, 'captcha question (ar)');
    await page.getByLabel(new RegExp(`^${ar.profile.password.captchaLabel}`)).fill(digits);
    await page
      .getByRole('form', { name: ar.profile.password.title })
      .getByRole('button', { name: ar.profile.password.save })
      .click();
    await saved(ar.messages.passwordUpdated);
    await context.close();
  });
});

describe('help desk', () => {
  it('sends feedback with the page code; shows the server message on failure', async () => {
    const user = await createUser(server.url);
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(page, user);
    await page.goto('/p/profile');
    await page.getByRole('button', { name: 'Provide Feedback' }).click();
    const modal = page.getByRole('dialog', { name: 'Provide Feedback' });
    await visible(modal);
    await text(modal.getByTestId('feedback-page-code')).toBe('Page code: P-2007');
    expect(
      await modal
        .getByLabel(/^Issue/)
        .locator('option:not([disabled])')
        .allInnerTexts(),
    ).toEqual([
      'Application working slowly',
      'Application is no longer responding',
      'Application is not functioning as expected',
      'I have a suggestion',
      'Something else',
    ]);
    await modal.getByRole('button', { name: 'Send' }).click();
    await visible(modal.getByText('Field is required').first());
    await expectNoAxeViolations(page, 'help-desk modal');
    await modal.getByLabel(/^Issue/).selectOption('I have a suggestion');
    await modal.getByLabel(/^Title/).fill('Dark mode');
    await modal.getByLabel(/^Comment/).fill('Please add a dark mode.');
    await page.route('**/api/v2/support/jira', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'BAD_REQUEST', messages: ['The help desk is closed today'] } },
      }),
    );
    await modal.getByRole('button', { name: 'Send' }).click();
    await text(modal.getByTestId('feedback-failure')).toBe('The help desk is closed today');
    await page.unroute('**/api/v2/support/jira');
    await modal.getByRole('button', { name: 'Send' }).click();
    await visible(modal.getByTestId('feedback-success'));
    await hidden(modal, 8_000);
    await context.close();
  });
});
