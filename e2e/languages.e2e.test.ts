import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AUTHORIZATION_TEXTS, en } from '@portal/shared';
import { catalog as ar } from '@portal/shared/i18n/ar/index';
import { catalog as bn } from '@portal/shared/i18n/bn/index';
import { catalog as es } from '@portal/shared/i18n/es/index';
import { PASSWORD } from './support/api';
import { pdfText } from './support/auth-docs';
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE } from './support/browser';
import { count, first, visible } from './support/expect';

/**
 * a patient reads the whole portal in their language. An Arabic-speaking new user picks
 * Arabic on the login page, signs up, requests records from a provider offering Arabic, signs the
 * authorization in Arabic (right to left) and gets an Arabic PDF; signs in again on another
 * browser and the account's language holds. A Spanish speaker (browser in Spanish) on a phone
 * reads a list of patient screens in which no English text is left.
 */
let browser: Browser;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'lang-e2e-'));
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

async function open(locale: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport,
    locale,
    timezoneId: 'America/New_York',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return { context, page };
}

/** A catalog text with its {{values}} filled, as a pattern: right to left each value is wrapped in an isolate (U+2068 … U+2069). */
function tpl(template: string, vars: Record<string, string>): RegExp {
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = template.split(/(\{\{\w+\}\})/).map((p) => {
    const name = /^\{\{(\w+)\}\}$/.exec(p)?.[1];
    if (name === undefined) return esc(p);
    const value = vars[name];
    if (value === undefined) throw new Error(`tpl: no value for {{${name}}}`);
    return `\u2068?${esc(value)}\u2069?`;
  });
  return new RegExp(`^${parts.join('')}$`, 'u');
}

const htmlLangDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function signUp(page: Page, t: typeof es, email: string) {
  await page.getByRole('link', { name: t.auth.createAccount }).click();
  await visible(page.getByRole('heading', { name: t.auth.signUpTitle }));
  await page.getByLabel(t.auth.firstName).fill('Layla');
  await page.getByLabel(t.auth.lastName).fill('Haddad');
  await page.getByLabel(t.auth.email).fill(email);
  // The password's own field, not "Confirm password" (in Bengali both labels start alike).
  await page.getByLabel(new RegExp(`^${t.auth.password}\\s*\\*?$`)).fill(PASSWORD);
  await page.getByLabel(t.auth.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: t.auth.signUp }).click();
  await page.waitForURL('**/p/dashboard');
}

/** Readers on a phone whose browser speaks their language (Section 1557: a state's top languages). */
const PHONE_READERS: Array<[string, string, typeof es]> = [
  ['Spanish', 'es-ES', es],
  ['Bengali', 'bn-BD', bn],
];

describe('the portal in the reader’s language', () => {
  it('Arabic: picks Arabic on the login page, signs up, signs the authorization in Arabic (RTL), gets an Arabic PDF', async () => {
    const a = AUTHORIZATION_TEXTS.ar;
    const { context, page } = await open('en-US');
    await page.goto('/login/');
    await visible(page.getByRole('heading', { name: en.auth.signInTitle }));
    await page.getByRole('combobox', { name: en.common.language.label }).selectOption({ label: 'العربية' });
    await visible(page.getByRole('heading', { name: ar.auth.signInTitle }));
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await expectNoAxeViolations(page, 'sign in (ar)');

    const email = `ar-${randomBytes(4).toString('hex')}@example.com`;
    await signUp(page, ar, email);
    await visible(page.getByRole('heading', { name: tpl(ar.common.dashboard.greeting, { name: 'Layla' }) }));
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await expectNoAxeViolations(page, 'dashboard (ar)');
    await page.screenshot({ path: path.join(outDir, 'ar-dashboard.png'), fullPage: true });

    // The records request, in Arabic, to a provider of the demo directory that offers Arabic.
    await page.goto('/p/record-request/provider');
    await visible(page.getByRole('heading', { name: ar.wizard.steps.provider, level: 2 }));
    await page.getByLabel(ar.providers.search.state, { exact: false }).first().selectOption('TX');
    await page.getByRole('combobox', { name: new RegExp(ar.providers.search.name) }).fill('Riverside Family Clinic');
    await page.getByRole('button', { name: ar.providers.search.searchButton, exact: true }).click();
    await page
      .getByRole('button', { name: tpl(ar.providers.search.selectNamed, { name: 'Riverside Family Clinic' }) })
      .click();
    await visible(page.getByRole('heading', { name: ar.wizard.steps.patient, level: 2 }));
    await page.getByRole('radio', { name: /Layla/ }).check();
    await page.getByRole('button', { name: ar.wizard.continue, exact: true }).click();
    await visible(page.getByRole('heading', { name: ar.wizard.steps.date, level: 2 }));
    await page.getByRole('radio', { name: ar.wizard.date.kinds.all, exact: true }).check();
    await page.getByRole('button', { name: ar.wizard.continue, exact: true }).click();
    await visible(page.getByRole('heading', { name: ar.wizard.steps['auth-type'], level: 2 }));
    await page.getByRole('radio', { name: ar.wizard.authType.eauth }).check();
    await page.getByRole('button', { name: ar.wizard.continue, exact: true }).click();

    // The form opens in Arabic: the portal's language, which the provider offers.
    await visible(page.getByRole('heading', { name: a.heading }));
    expect(await page.getByLabel(ar.authorizations.language.label).inputValue()).toBe('ar');
    expect(await page.locator('form[lang]').getAttribute('dir')).toBe('rtl');
    await page.getByLabel(a.fullName).fill('Layla Haddad');
    await page.getByRole('textbox', { name: new RegExp(`^${a.initials}`) }).fill('LH');
    await page.getByLabel(a.dob).fill('3/14/1988');
    // 'I am the' starts empty: the signer says who they are.
    await page.getByLabel(new RegExp(`^${a.iAmThe}`)).selectOption('patient');
    const no = page.getByRole('radio', { name: a.no, exact: true });
    if (await no.count()) await no.check();
    await page.getByLabel(a.typedLabel).fill('Layla Haddad');
    await expectNoAxeViolations(page, 'e-authorization in the wizard (ar)');
    await page.getByRole('button', { name: a.adoptAndSign }).click();
    await visible(page.getByRole('heading', { name: ar.wizard.steps['govt-id'], level: 2 }));

    // The signed PDF, fetched with the app's own session.
    const rid = new URL(page.url()).searchParams.get('rid')!;
    const token = await page.evaluate(() => localStorage.getItem('portal.session'));
    const headers = { 'authorization-token': token ?? '', authorization: 'Client patient-portal-web' };
    const list = (await (await page.request.get(`/api/v2/authorizations?rid=${rid}`, { headers })).json()) as {
      authorizations: Array<{ url: string; language: string }>;
    };
    const authorization = first(list.authorizations, 'authorization');
    expect(authorization.language).toBe('ar');
    const pdf = await page.request.get(authorization.url, { headers });
    const file = path.join(outDir, 'ar.pdf');
    writeFileSync(file, await pdf.body());
    const text = pdfText(file);
    if (text !== null) {
      expect(text).toContain('Language: ar (Arabic)');
      expect(text).toContain('التفويض');
    }
    await context.close();

    // Another browser, in English: signing in brings the account's language back, right to left.
    const second = await open('en-US');
    await second.page.goto('/login/');
    await second.page.getByLabel(en.auth.email).fill(email);
    await second.page.getByLabel(/^Password/).fill(PASSWORD);
    await second.page.getByRole('button', { name: en.auth.signIn }).click();
    await second.page.waitForURL('**/p/dashboard');
    await visible(second.page.getByRole('heading', { name: tpl(ar.common.dashboard.greeting, { name: 'Layla' }) }));
    expect(await htmlLangDir(second.page)).toEqual(['ar', 'rtl']);
    await second.page.goto(`/p/request-detail/${rid}`);
    await visible(second.page.getByTestId('signed-language').filter({ hasText: 'العربية' }));
    await expectNoAxeViolations(second.page, 'request detail (ar)');
    await second.page.screenshot({ path: path.join(outDir, 'ar-detail.png'), fullPage: true });
    // Right to left throughout: nothing pushes the page wider than the screen (phone and desktop).
    for (const [route, title] of [
      ['/p/records-and-forms', ar.tracking.list.title],
      ['/p/dependents', ar.dependents.title],
      ['/p/profile', ar.profile.title],
      ['/p/subscription', ar.subscription.title],
      ['/p/favorites-providers', ar.providers.favorites.title],
    ] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        await second.page.setViewportSize(viewport);
        await second.page.goto(route);
        await visible(second.page.getByRole('heading', { name: title }).first());
        expect(
          await sideways(second.page),
          `sideways scroll on ${route} (ar, ${viewport.width}px)`,
        ).toBeLessThanOrEqual(0);
      }
      await expectNoAxeViolations(second.page, `${route} (ar)`);
    }
    await second.page.screenshot({ path: path.join(outDir, 'ar-subscription-phone.png'), fullPage: true });
    await second.context.close();
  });

  for (const [name, locale, t] of PHONE_READERS)
    it(`${name} on a phone: the browser’s language first; every patient screen in ${name}, no English left`, async () => {
      const lang = locale.slice(0, 2);
      const { context, page } = await open(locale, PHONE);
      await page.goto('/login/');
      await visible(page.getByRole('heading', { name: t.auth.signInTitle }));
      expect(await htmlLangDir(page)).toEqual([lang, 'ltr']);
      await signUp(page, t, `${lang}-${randomBytes(4).toString('hex')}@example.com`);

      // English texts that would betray an untranslated screen: the catalog's (not the records
      // desk's), where the translation says something else, long enough not to be a name or a code.
      const { staff: _s, ...patient } = en;
      const englishTexts = [...flatten(patient)]
        .filter(([k, v]) => v.length >= 6 && /[a-z]{3}/.test(v) && flatten(t).get(k) !== v)
        .map(([, v]) => first(v.split('{{')).trim())
        .filter((v) => v.length >= 6);
      const screens: Array<[string, string | RegExp]> = [
        ['/p/dashboard', tpl(t.common.dashboard.greeting, { name: 'Layla' })],
        ['/p/records-and-forms', t.tracking.list.title],
        ['/p/request-status', t.tracking.status.heading],
        ['/p/dependents', t.dependents.title],
        ['/p/dependents/add', t.dependents.addTitle],
        ['/p/favorites-providers', t.providers.favorites.title],
        ['/p/profile', t.profile.title],
        ['/p/subscription', t.subscription.title],
        ['/p/support', t.support.title],
        ['/p/request-refund', t.tracking.refund.title],
        ['/p/record-request/provider', t.wizard.steps.provider],
      ];
      for (const [route, title] of screens) {
        await page.goto(route);
        await visible(page.getByRole('heading', { name: title }).first());
        await page.waitForLoadState('networkidle');
        const shown = await page.evaluate(() => document.body.innerText);
        // Whole words only ("Confirm" is not in "Confirme").
        const left = englishTexts.filter((e) =>
          new RegExp(`(?<!\\p{L})${e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(shown),
        );
        expect(left, `English on ${route}`).toEqual([]);
        expect(await sideways(page), `sideways scroll on ${route}`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${route} (${lang}, phone)`);
      }
      await page.screenshot({ path: path.join(outDir, `${lang}-provider-phone.png`), fullPage: true });
      await context.close();
    });
  it('the language menu with the keyboard: Enter opens the list of languages, the arrows walk it, Enter picks one', async () => {
    const { context, page } = await open('en-US', PHONE);
    await page.goto('/login/');
    const menu = page.getByTestId('language-menu');
    // React's menu, not the static shell's it replaces (a focus given to the shell's would be lost).
    await count(page.locator('.static-shell')).toBe(0);
    await visible(menu);
    // Where the browser has the customizable select, the closed menu is sized by the chosen
    // language alone: the other languages' fonts load when the list opens.
    await expect(menu.evaluate((el) => getComputedStyle(el).appearance)).resolves.toBe('base-select');
    await menu.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('option', { name: 'Español' }));
    // English, then العربية, Deutsch, Español.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: es.auth.signInTitle }));
    await expect(htmlLangDir(page)).resolves.toEqual(['es', 'ltr']);
    await expect(menu.inputValue()).resolves.toBe('es');
    await expectNoAxeViolations(page, 'login page in Spanish, chosen with the keyboard');
    await context.close();
  });
});

function flatten(node: unknown, pathParts: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(pathParts.join('.'), node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flatten(v, [...pathParts, k], out);
  return out;
}
