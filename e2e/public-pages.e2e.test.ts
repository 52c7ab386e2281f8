import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_TEXTS } from '@portal/shared';
import type { Browser, Page } from 'playwright-core';
import { apiAs, createUser, type ApiUser } from './support/api';
import { draftRequest, latestLink, pdfText, pgReachable, startDocsServer, type DocsServer } from './support/auth-docs';
import { expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { first, text, visible } from './support/expect';

const hasPg = await pgReachable();
let browser: Browser;
let server: DocsServer;
let user: ApiUser;
let userId: number;
const dir = mkdtempSync(path.join(os.tmpdir(), 'public-e2e-'));

/** A real 2x2 PNG on disk, as a person would pick it. */
function pngFile(name: string): string {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 1, 2, 0, 3, 4]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(dir, name);
  writeFileSync(file, png);
  return file;
}

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

/** Asks for a link as the signed-in user, then opens it from the mail as an anonymous visitor. */
async function openMailedLink(page: Page, endpoint: string, rid: string): Promise<string> {
  await apiAs(server.url, user, `/api/v2/authorizations/${endpoint}?rid=${rid}`);
  const link = await latestLink(server.db, user.email);
  const target = `${link.pathname}${link.search}`;
  await page.goto(target);
  return target;
}

async function expectSuccessCards(page: Page) {
  await visible(page.getByText('Form submitted successfully!'));
  await visible(page.getByRole('heading', { name: 'Create an Account' }));
  await visible(page.getByRole('heading', { name: 'Subscribe & Share' }));
  await expectNoAxeViolations(page, 'public success');
}

describe.skipIf(!hasPg)('public pages from a mailed link', () => {
  it('government ID: front and back, success cards; the link then says it is used', async () => {
    const { rid } = await draftRequest(server.db, userId, {});
    const { context, page } = await newPage(browser, server.url, PHONE);
    const target = await openMailedLink(page, 'send_upload_government_document_link', rid);
    await visible(page.getByRole('heading', { name: 'Upload your government ID' }));
    await expectNoAxeViolations(page, 'government ID page');
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.locator('input[type=file]').nth(0).setInputFiles(pngFile('front.png'));
    await visible(page.getByText('Uploaded: front.png'));
    await page.locator('input[type=file]').nth(1).setInputFiles(pngFile('back.png'));
    await visible(page.getByText('Uploaded: back.png'));
    await submit.click();
    await expectSuccessCards(page);
    await page.goto(target);
    await visible(page.getByText('This link has expired or has already been used.'));
    await context.close();
  });

  it('patient form: one file to success', async () => {
    const { rid } = await draftRequest(server.db, userId, {});
    const { context, page } = await newPage(browser, server.url);
    await openMailedLink(page, 'send_patient_form_document_link', rid);
    await visible(page.getByRole('heading', { name: 'Upload your patient form' }));
    await page.locator('input[type=file]').setInputFiles(pngFile('form.png'));
    await visible(page.getByText('Uploaded: form.png'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessCards(page);
    await context.close();
  });

  it('HIPAA: the brand, who asked, the provider and the full text before anything is asked; Begin, the form, success; the PDF carries the text', async () => {
    const { rid } = await draftRequest(server.db, userId, { sensitive: true });
    const { context, page } = await newPage(browser, server.url);
    await openMailedLink(page, 'send_hipaa_authorization_link', rid);
    await visible(page.getByRole('heading', { name: 'HIPAA Authorization' }));
    // Before any field: whose page this is, who asked, which provider releases, and what is authorized.
    await visible(page.getByRole('banner').getByText('Patient Portal'));
    await visible(page.getByText(`Requested by Avery Stone (request ${rid})`));
    await visible(page.getByText('Provider that will release the records: Mercy General Hospital'));
    const legal = page.getByTestId('authorization-text');
    const en = AUTHORIZATION_TEXTS.en;
    // The signed document's own text, for what the request asks: who discloses, who receives
    // (the person who asked), the purpose, the expiry and the required statements.
    for (const statement of [
      en.subheading,
      'Who may disclose the information: Mercy General Hospital',
      'Who receives the information: Avery Stone, who asked for this authorization.',
      en.document.revoke,
      en.document.notConditioned,
      en.document.redisclosure,
      en.document.part2,
      en.document.esign,
    ]) {
      await text(legal).toContain(statement);
    }
    await text(legal).toContain('This authorization expires on');
    for (const old of ['I authorize', 'my protected health information', 'I may state'])
      expect(await legal.innerText()).not.toContain(old);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await expectNoAxeViolations(page, 'HIPAA intro');
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.waitForURL(/form=true/);
    await text(legal).toContain(en.document.revoke);
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Stone');
    await page.getByLabel('Date of birth (M/D/YYYY)').fill('3/14/1988');
    await page.getByLabel('Social security number (optional)').pressSequentially('123456789');
    expect(await page.getByLabel('Social security number (optional)').inputValue()).toBe('123-45-6789');
    await page.getByLabel('Type your signature').fill('Avery Stone');
    await expectNoAxeViolations(page, 'HIPAA form');
    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(dir, 'hipaa-form-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessCards(page);
    const { authorizations } = await apiAs<{ authorizations: Array<{ url: string; name: string }> }>(
      server.url,
      user,
      `/api/v2/authorizations?rid=${rid}`,
    );
    const res = await fetch(`${server.url}${first(authorizations, 'authorization').url}`, {
      headers: { 'authorization-token': user.token },
    });
    const file = path.join(dir, 'hipaa.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const signed = pdfText(file);
    if (signed !== null) {
      expect(signed).toContain('Who may disclose the information: Mercy General Hospital');
      expect(signed).toContain(en.document.revoke);
      expect(signed).toMatch(/This authorization expires on \d{1,2}\/\d{1,2}\/\d{4}, unless it is revoked earlier\./);
      // Signed from the mailed link: the person who asked for it receives the records.
      expect(signed).toContain('Who receives the information: Avery Stone');
      expect(signed).toContain('requested by Avery Stone');
    }
    await context.close();
  });
});
