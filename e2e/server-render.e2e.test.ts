import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { count, text, visible } from './support/expect';
import { keepHtmlCopies, launchBrowser, newPage, PHONE, withoutAppScripts } from './support/browser';

/**
 * A signed-in page opened cold (a reload, a link from a mail) paints the page itself, with its
 * data, from the document the server drew for the session of the portal's cookie, before any of
 * the app's scripts has arrived; React then draws the same page from the answers in the document,
 * without asking for them again. Another patient's page, a signed-out browser and a caregiver's
 * tab acting for a patient get the ordinary document.
 */
let browser: Browser;
// These journeys look at what the HTML paints before React takes over.
keepHtmlCopies();
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A one-pixel PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The page the server drew, as the patient sees it before the app's scripts run. */
const serverPage = (page: Page) => page.locator('html[data-shell="ssr"] [data-shell-page="ssr"]');

async function patientWithData(
  baseURL: string,
  child = 'Milo',
): Promise<{ user: ApiUser; dependentId: number; draft: string }> {
  const user = await createUser(baseURL, { name: 'Serena', last_name: 'Okafor' });
  const milo = await apiAs<{ id: number }>(baseURL, user, '/api/v2/patient/dependents', {
    method: 'POST',
    body: { first_name: child, last_name: 'Okafor', dob: '9/3/2015', relation: 'child' },
  });
  // A picture: the header draws it from an image, which no document carries.
  const form = new FormData();
  form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const up = await fetch(`${baseURL}/api/v2/user/avatar`, {
    method: 'POST',
    headers: { 'authorization-token': user.token },
    body: form,
  });
  if (!up.ok) throw new Error(`avatar: ${up.status}`);
  const found = await apiAs<{ custodians: { id: number; name: string }[] }>(
    baseURL,
    user,
    '/api/v2/custodians?search%5Bname%5D=a&page=1',
  );
  const provider = found.custodians[0]!;
  const key = randomUUID();
  const save = (body: Record<string, unknown>) =>
    apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
      method: 'POST',
      body: { status: 'draft', idempotency_key: key, custodian_id: provider.id, ...body },
    });
  const { request_rid: draft } = await save({ current_step: 2 });
  await save({
    rid: draft,
    current_step: 3,
    wizard: { provider, patientInfo: { first_name: 'Serena', last_name: 'Okafor', dob: '1988-03-14' } },
  });
  return { user, dependentId: milo.id, draft };
}

describe('signed-in pages drawn by the server', () => {
  it('paints the page with its data before any script, then React takes it over from the same answers', async () => {
    const baseURL = inject('baseURL');
    const { user, draft } = await patientWithData(baseURL);
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await signIn(page, user);

    // Cold, without the app's scripts: the dependents page with the patient's child, the header
    // with the patient's name.
    const cold = await context.newPage();
    await withoutAppScripts(cold);
    await cold.goto('/p/dependents');
    await text(serverPage(cold)).toContain('Milo Okafor');
    // The header's name (in its menu, drawn closed on a phone).
    expect(await serverPage(cold).textContent()).toContain('Serena');
    // A wizard's draft reloaded at its step: the step, restored (no "Restoring your draft…").
    await cold.goto(`/p/record-request/date?rid=${draft}`);
    await text(serverPage(cold)).toContain('Dates of service');
    expect(await serverPage(cold).innerText()).not.toContain('Restoring');
    await cold.close();

    // With the scripts: React's page replaces the server's, and the page's reads are not asked
    // for again (the answers came with the document).
    const reads: string[] = [];
    page.on('request', (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) reads.push(new URL(r.url()).pathname);
    });
    await page.goto('/p/dependents');
    await visible(page.locator('#root:not(:has(.static-shell))').getByText('Milo Okafor'));
    expect(reads).not.toContain('/api/v2/patient/dependents');
    expect(reads).not.toContain('/api/v2/user');
    // The picture is read by the page itself and shown.
    const img = page.getByTestId('profile-menu').locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await page.reload();
    await visible(page.locator('#root:not(:has(.static-shell))').getByText('Milo Okafor'));
    await context.close();
  });

  it('draws in the language the patient chose on this browser', async () => {
    const baseURL = inject('baseURL');
    const { user } = await patientWithData(baseURL);
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await signIn(page, user);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Español' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    const cold = await context.newPage();
    await withoutAppScripts(cold);
    await cold.goto('/p/dependents');
    await text(serverPage(cold)).toContain('Milo Okafor');
    expect(await cold.evaluate(() => document.documentElement.lang)).toBe('es');
    await context.close();
  });

  it('never draws another patient’s page, nor anything once signed out', async () => {
    const baseURL = inject('baseURL');
    const mine = await patientWithData(baseURL);
    const theirs = await patientWithData(baseURL, 'Ines');
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await signIn(page, mine.user);
    // Another patient's child and draft: nothing of theirs in the document (the draft's step is
    // not drawn at all; the timeline, if drawn, is the page's own "not found").
    for (const address of [
      `/p/dependents/${theirs.dependentId}/timeline`,
      `/p/record-request/date?rid=${theirs.draft}`,
    ]) {
      const html = await (await context.request.get(address)).text();
      expect(html).not.toContain('Ines');
      expect(html).not.toContain('Dates of service');
    }
    // The patient's own: drawn.
    expect(await (await context.request.get('/p/dependents')).text()).toContain('data-ssr="own"');

    // Signed out from the menu: the cookie is gone, and a stolen copy of it draws nothing either.
    const cookie = (await context.cookies()).find((c) => c.name === 'portal-session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/p');
    await page.goto('/p/dependents');
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login/?logout=1');
    await count(page.getByTestId('signed-out-notice')).toBe(1);
    expect((await context.cookies()).find((c) => c.name === 'portal-session')).toBeUndefined();
    const replayed = await fetch(`${baseURL}/p/dependents`, { headers: { cookie: `portal-session=${cookie!.value}` } });
    expect(await replayed.text()).not.toContain('data-ssr="');
    await context.close();
  });

  it('a public page opened from mail paints with its link’s data before any script, for no session at all', async () => {
    const baseURL = inject('baseURL');
    const { user, draft } = await patientWithData(baseURL);
    const sent = await apiAs<{ url?: string }>(
      baseURL,
      user,
      `/api/v2/authorizations/send_upload_government_document_link?rid=${encodeURIComponent(draft)}`,
    );
    const link = new URL(sent.url!);
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await withoutAppScripts(page);
    await page.goto(`${link.pathname}${link.search}`);
    await text(serverPage(page)).toContain('Upload your government ID');
    expect(await page.locator('[data-ssr]').getAttribute('data-ssr')).toBe('public');
    // A link that is not the mailed one: the ordinary document, which says so once the app runs.
    const forged = new URLSearchParams(link.search);
    forged.set('token', 'x'.repeat(43));
    const html = await (await context.request.get(`/p?${forged.toString()}`)).text();
    expect(html).not.toContain('data-ssr="');
    await context.close();
  });

  it('the shared records’ link paints its code form before any script; without its token the app says the link is not there', async () => {
    const baseURL = inject('baseURL');
    const { context, page } = await newPage(browser, baseURL, PHONE);
    await withoutAppScripts(page);
    // The token is in the fragment, which the server never sees: the form is drawn for any link.
    await page.goto('/p?shared_records=true#share=' + 'x'.repeat(43));
    await text(serverPage(page)).toContain('Enter the access code they gave you');
    await visible(serverPage(page).getByLabel('Access code'));
    expect(await page.locator('[data-ssr]').getAttribute('data-ssr')).toBe('public');
    await context.close();

    const plain = await newPage(browser, baseURL, PHONE);
    await plain.page.goto('/p?shared_records=true');
    await text(plain.page.getByRole('alert')).toContain('This link is not available');
    await count(plain.page.getByLabel('Access code')).toBe(0);
    await plain.context.close();
  });
});
