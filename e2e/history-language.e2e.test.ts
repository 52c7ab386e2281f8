import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { catalog as ar } from '@portal/shared/i18n/ar/index';
import { apiAs, createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser } from './support/browser';
import { first, visible } from './support/expect';
import { clerkSession, submittedRequest, textPdf } from './support/records';

/**
 * the notes the server writes on a request's history (priced, uploaded, sent through a
 * link, archived) are stored as codes and read in the viewer's language. An Arabic-speaking patient
 * whose request the desk priced, asked something of (in Arabic) and got an upload back reads its
 * history with no English left in it.
 */
let browser: Browser;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'history-e2e-'));
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

describe('request history in the reader’s language', () => {
  it('Arabic: no English on the request detail’s history (server notes by code)', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL, { name: 'Layla', language: 'ar' });
    const clerk = await clerkSession(baseURL);
    const rid = await submittedRequest(baseURL, user);
    const desk = (action: string, body: unknown) =>
      apiAs(baseURL, clerk, `/api/v2/staff/requests/${encodeURIComponent(rid)}/${action}`, { method: 'POST', body });
    await desk('price', { amount_cents: 2500 });
    // A person's note is shown as written: this desk wrote to an Arabic reader in Arabic.
    await desk('incomplete', { reason: 'يرجى رفع صورة من بطاقة الهوية' });
    const form = new FormData();
    const file = 'هوية.pdf';
    form.append('file', new Blob([new Uint8Array(await textPdf(['ID']))], { type: 'application/pdf' }), file);
    const up = await fetch(`${baseURL}/api/v2/documents/supporting?rid=${encodeURIComponent(rid)}`, {
      method: 'POST',
      headers: { 'authorization-token': user.token },
      body: form,
    });
    expect(up.status).toBe(200);

    const context = await browser.newContext({
      baseURL,
      viewport: DESKTOP,
      locale: 'en-US',
      timezoneId: 'America/New_York',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, user); // the login page in the browser's English; the account's Arabic after
    await page.goto(`/p/request-detail/${rid}?requestType=Record`);
    const history = page
      .getByRole('list', { name: ar.tracking.status.history })
      .or(page.getByLabel(ar.tracking.status.history))
      .first();
    await visible(history);
    const shown = await history.innerText();
    expect(shown).toContain(ar.tracking.historyNote.uploaded.replace('{{name}}', '').trim());
    expect(shown).toContain(first(ar.tracking.historyNote.priced.split('{{')).trim());
    // No Latin word is left but the file's extension and the currency code of the amount.
    const latin =
      shown
        .replace(/\.pdf\b/g, '')
        .replace(/US\$|\$/g, '')
        .match(/[A-Za-z]{2,}/g) ?? [];
    expect(latin, `English on the history: ${shown}`).toEqual([]);
    await expectNoAxeViolations(page, 'request detail history (ar)');
    await page.screenshot({ path: path.join(outDir, 'ar-history.png'), fullPage: true });
    await context.close();
  });
});
