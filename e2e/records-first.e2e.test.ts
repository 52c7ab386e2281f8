import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll } from './support/browser';
import { text, visible } from './support/expect';
import { clerkSession, deliverRecords, shot, submittedRequest, textPdf } from './support/records';

/**
 * Records first: a request whose records have arrived starts with them. On a phone (390x844) View,
 * Download and Share are on the first screen, above the history, the clock and the fees; one record
 * downloads as that file (a PDF), several as one zip. The desk delivers through its own upload API.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_390 = { width: 390, height: 844 };

/** The saved file's name and first bytes. */
async function saved(download: Download) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'records-first-'));
  try {
    const file = path.join(dir, 'file');
    await download.saveAs(file);
    return { name: download.suggestedFilename(), head: readFileSync(file).subarray(0, 4).toString('latin1') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withinFirstScreen(page: Page, name: string | RegExp) {
  const box = await page.getByTestId('records-actions').getByRole('button', { name }).boundingBox();
  expect(box, String(name)).not.toBeNull();
  expect(box!.y + box!.height, String(name)).toBeLessThanOrEqual(PHONE_390.height);
}

describe('records first', () => {
  it('on a phone: View, Download and Share on the first screen; one record downloads as that PDF', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, patient);
    await deliverRecords(baseURL, await clerkSession(baseURL), rid, [
      { name: 'labs.pdf', body: await textPdf(['Hemoglobin 14.2 g/dL']) },
    ]);

    const { context, page } = await newPage(browser, baseURL, PHONE_390);
    await signIn(page, patient);
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
    // The record's line draws whole from the request's own read: with the archive's read held
    // back, it already says how many pages arrived (a count added later would push the page down).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v2/medical_records/requests', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await visible(page.getByTestId('records-actions'));
    await text(page.getByTestId('received-records')).toContain('labs.pdf · 1 page · received');
    release();
    for (const name of ['View', 'Download', /^Share/]) await withinFirstScreen(page, name);
    // Above the history, the clock and the fees.
    const records = (await page.getByTestId('records-first').boundingBox())!;
    const history = (await page.getByRole('heading', { name: 'Status history' }).boundingBox())!;
    expect(records.y).toBeLessThan(history.y);
    expect(await noSideScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'request detail, records first (phone)');
    await shot(page, 'records-first-phone');

    // Below the history, the rest of the page (what was asked for, the fees, documents, the chat
    // with its form) is a chunk of its own loaded when reached: not asked for while the phone
    // shows the first screen (its place kept), drawn as soon as the reader scrolls to it.
    await visible(page.getByTestId('request-rest-place'));
    // Its observer has had frames to report the place (were it on screen, the chunk would be asked for).
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 500)))),
    );
    expect(scripts.filter((p) => /\/assets\/detail-rest-/.test(p))).toEqual([]);
    await page.mouse.wheel(0, 600);
    await visible(page.getByTestId('chat'));
    expect(scripts.filter((p) => /\/assets\/detail-rest-/.test(p))).toHaveLength(1);
    await page.evaluate(() => window.scrollTo(0, 0));

    // View opens the record in the viewer.
    await page.getByTestId('records-actions').getByRole('button', { name: 'View' }).click();
    const viewer = page.getByRole('dialog', { name: 'labs.pdf' });
    await text(viewer.getByTestId('text-layer')).toContain('Hemoglobin 14.2');
    await viewer.getByRole('button', { name: 'Close viewer' }).click();

    // One record: that file, not a zip.
    const download = page.waitForEvent('download');
    await page.getByTestId('records-actions').getByRole('button', { name: 'Download' }).click();
    const file = await saved(await download);
    expect(file.name).toBe('labs.pdf');
    expect(file.head).toBe('%PDF');
    await context.close();
  });

  it('on a desktop: several records come as one zip, each viewable by name', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, patient);
    await deliverRecords(baseURL, await clerkSession(baseURL), rid, [
      { name: 'labs.pdf', body: await textPdf(['Hemoglobin 14.2 g/dL']) },
      { name: 'imaging.pdf', body: await textPdf(['Chest X-ray: clear']) },
    ]);

    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signIn(page, patient);
    await page.goto(`/p/request-detail/${rid}?requestType=Record`);
    const actions = page.getByTestId('records-actions');
    await visible(actions.getByRole('button', { name: 'Download all (ZIP)' }));
    await visible(actions.getByRole('button', { name: /^Share/ }));
    await visible(page.getByTestId('received-records').getByRole('button', { name: 'imaging.pdf' }));
    await expectNoAxeViolations(page, 'request detail, several records (desktop)');
    await shot(page, 'records-first-desktop');

    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download all (ZIP)' }).click();
    const file = await saved(await download);
    expect(file.name).toBe(`medical-records-${rid}.zip`);
    expect(file.head.slice(0, 2)).toBe('PK');
    await context.close();
  });
});
