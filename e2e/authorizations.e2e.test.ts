import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AUTHORIZATION_TEXTS } from '@portal/shared';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import {
  draftRequest,
  pdfText,
  pgReachable,
  renderFirstPage,
  startDocsServer,
  type DocsServer,
} from './support/auth-docs';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { reachRequestRest, visible } from './support/expect';

const hasPg = await pgReachable();
let browser: Browser;
let server: DocsServer;
let user: ApiUser;
let userId: number;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'auth-e2e-'));

beforeAll(async () => {
  if (!hasPg) return;
  [browser, server] = await Promise.all([launchBrowser(), startDocsServer()]);
  user = await createUser(server.url, { name: 'Avery', last_name: 'Stone' });
  userId = (await apiAs<{ id: number }>(server.url, user, '/api/v2/user')).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Fills the common fields of the e-authorization, as the patient, in the form's language. */
async function fillCommon(page: Page, lang: keyof typeof AUTHORIZATION_TEXTS = 'en') {
  const t = AUTHORIZATION_TEXTS[lang];
  await page.getByRole('textbox', { name: t.fullName }).fill('Avery Stone');
  await page.getByRole('textbox', { name: t.dob }).fill('3/14/1988');
  await page.getByRole('combobox', { name: t.iAmThe }).selectOption('patient');
  await page.getByRole('textbox', { name: t.initials, exact: false }).fill('AS');
}

/** Draws a stroke on the signature canvas with the mouse. */
async function drawStroke(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await visible(canvas);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 70);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 25, box.y + 70 + (i % 2 ? -30 : 30), { steps: 2 });
  await page.mouse.up();
}

/**
 * After a resize to a phone the navbar slides away: wait until the form stops moving and sits at the
 * page's phone padding, so the screenshot shows the phone layout and not the transition.
 */
async function phoneLayoutSettled(page: Page) {
  const left = () => page.locator('form').evaluate((f) => f.getBoundingClientRect().left);
  await expect
    .poll(async () => {
      const before = await left();
      await page.waitForTimeout(150);
      return before === (await left()) ? before : Infinity;
    })
    .toBeLessThanOrEqual(24);
}

async function downloadSigned(page: Page, name: string): Promise<string> {
  await visible(page.getByText('Authorization signed.').first());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the signed authorization' }).click(),
  ]);
  const file = path.join(outDir, `${name}.pdf`);
  await download.saveAs(file);
  renderFirstPage(file, path.join(outDir, name));
  return file;
}

describe.skipIf(!hasPg)('e-authorization journeys', () => {
  it('signs in English with a typed signature adopted by keyboard, then downloads the signed PDF', async () => {
    const { rid } = await draftRequest(server.db, userId, { sensitive: true });
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, user);
    await page.goto(`/p/authorizations/sign?rid=${rid}`);
    await visible(page.getByRole('heading', { name: 'Please read and sign the authorization below' }));
    // What the request has not decided yet is named as such, not as "all records".
    await visible(page.getByText(/to be completed from the answers you give later/).first());
    await fillCommon(page);
    const adopt = page.getByRole('button', { name: 'Adopt and Sign' });
    expect(await adopt.isDisabled()).toBe(true); // sensitive question not answered yet
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('checkbox', { name: 'Mental health counseling' }).check();
    await page.getByLabel('Type your signature').fill('Avery Stone');
    await visible(page.getByText('Signed by: Avery Stone (AS)'));
    await expectNoAxeViolations(page, 'e-authorization (en)');
    await page.screenshot({ path: path.join(outDir, 'en-form-desktop.png'), fullPage: true });
    await adopt.focus();
    await page.keyboard.press('Enter');
    const file = await downloadSigned(page, 'en');
    const text = pdfText(file);
    if (text !== null) {
      expect(text).toContain('Individual Electronic Record Release Authorization Form');
      expect(text).toContain('Mental health counseling');
      expect(text).toContain('Avery Stone');
      expect(text).toContain('Audit certificate');
      expect(text).toContain('Signed in with: password');
    }
    await context.close();
  });

  it.each([
    ['ar', 'يرجى قراءة التفويض أدناه والتوقيع عليه', 'rtl', 'اعتماد وتوقيع'],
    ['bn', 'অনুগ্রহ করে নিচের অনুমোদনপত্রটি পড়ুন এবং স্বাক্ষর করুন', 'ltr', 'গ্রহণ করুন ও স্বাক্ষর করুন'],
  ] as const)(
    'signs in %s with a drawn signature, the whole form in that language',
    async (lang, heading, dir, adoptLabel) => {
      const t = AUTHORIZATION_TEXTS[lang];
      const en = AUTHORIZATION_TEXTS.en;
      const { rid } = await draftRequest(server.db, userId, { language: lang, sensitive: true });
      const { context, page } = await newPage(browser, server.url);
      await signIn(page, user);
      await page.goto(`/p/authorizations/sign?rid=${rid}`);
      // The provider offers the language; the portal is in English, so the form opens in English
      // and the signer picks the language from the labelled select (each in its own name).
      await visible(page.getByRole('heading', { name: en.heading }));
      await page.getByLabel('Language of the authorization').selectOption({ label: t.languageName });
      await visible(page.getByRole('heading', { name: heading }));
      expect(await page.locator('form').getAttribute('dir')).toBe(dir);
      expect(await page.locator('form').getAttribute('lang')).toBe(lang);
      await fillCommon(page, lang);
      expect(await page.getByRole('textbox', { name: t.dob }).getAttribute('placeholder')).toBe(t.dobPlaceholder);
      await page.getByRole('radio', { name: t.yes }).check();
      await visible(page.getByText(t.sensitiveLegend, { exact: true }));
      // The signature panel's helpers, and the message of a refused submit, are in the form's language.
      await visible(page.getByLabel(t.typedLabel));
      await visible(page.getByRole('group', { name: t.previewLabel }));
      const adopt = page.getByRole('button', { name: adoptLabel });
      await adopt.click(); // nothing typed yet
      await visible(page.getByText(t.messages.required, { exact: true }));
      await page.getByRole('switch').check();
      await visible(page.getByText(t.drawHelp));
      await visible(page.getByRole('img', { name: t.canvasLabel }));
      await visible(page.getByRole('alert').filter({ hasText: t.needStroke }));
      const shown = await page.locator('form').innerText();
      for (const english of [
        en.typedLabel,
        en.drawHelp,
        en.needStroke,
        en.sensitiveLegend,
        en.messages.required,
        en.preview,
      ]) {
        expect(shown).not.toContain(english);
      }
      expect(await adopt.isDisabled()).toBe(true); // a drawn signature needs a stroke
      await drawStroke(page);
      await expect.poll(() => adopt.isDisabled()).toBe(false);
      await expect.poll(() => page.getByText(t.needStroke).count()).toBe(0); // fixed, so the message goes
      await expectNoAxeViolations(page, `e-authorization (${lang})`);
      await page.setViewportSize(PHONE); // and on a phone: a screenshot for a person to look at
      await phoneLayoutSettled(page);
      await page.screenshot({ path: path.join(outDir, `${lang}-form-phone.png`), fullPage: true });
      await page.setViewportSize(DESKTOP);
      await drawStroke(page); // the canvas was resized with the viewport
      await adopt.click();
      const file = await downloadSigned(page, lang);
      const text = pdfText(file);
      if (text !== null) {
        // The document, not the screen: no heading asking to read and sign.
        expect(text).not.toContain(t.heading);
        expect(text).toContain('Avery Stone');
        expect(text).toContain(`Language: ${lang} (`);
        expect(text).toContain('Signature: drawn');
        if (lang === 'bn') expect(text).toContain('স্বাক্ষর');
        if (lang === 'ar') expect(text).toContain('التفويض');
      }
      // The request detail says which language was signed, in its own name.
      await page.goto(`/p/request-detail/${rid}`);
      await reachRequestRest(page);
      await visible(page.getByTestId('signed-language').filter({ hasText: t.languageName }));
      await context.close();
    },
  );
});
