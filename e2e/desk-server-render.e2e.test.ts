import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { text, visible } from './support/expect';
import { DESKTOP, keepHtmlCopies, launchBrowser, newPage, PHONE, withoutAppScripts } from './support/browser';
import { signInClerk, submittedRequest } from './support/records';

/**
 * A records desk page opened cold (a reload, a typed address) paints the page itself, with its
 * data, from the document the server drew for the clerk's session of the desk's cookie, before any
 * of the app's scripts has arrived; React then draws the same page from the answers in the
 * document, without asking for them again. A patient's browser and a signed-out clerk's get the
 * ordinary document.
 */
let browser: Browser;
// These journeys look at what the HTML paints before React takes over.
keepHtmlCopies();
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page the server drew, as the clerk sees it before the app's scripts run. */
const serverPage = (page: Page) => page.locator('html[data-shell="ssr"] [data-shell-page="ssr"]');

/** React's page, once it has replaced the drawn copy. */
const reactPage = (page: Page) => page.locator('#root:not(:has(.static-shell))');

describe('desk pages drawn by the server', () => {
  it('paints the queue and a request with their data before any script, then React takes them over from the same answers', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Odile', last_name: 'Marchetti' });
    const rid = await submittedRequest(baseURL, patient);
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(page);

    // The desk's document cookie: the script cannot read it, it goes with the desk's pages only.
    const cookie = (await context.cookies()).find((c) => c.name === 'desk-session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/staff');
    expect(cookie?.sameSite).toBe('Strict');
    expect((await context.cookies()).find((c) => c.name === 'portal-session')).toBeUndefined();

    // Cold, without the app's scripts: the queue (filtered to the new request) with its row, the
    // header with the clerk's name; then the request's page with the patient's name.
    const cold = await context.newPage();
    await withoutAppScripts(cold);
    await cold.goto(`/staff/queue/new?keyword=${rid}`);
    await text(serverPage(cold).getByTestId('queue-table')).toContain(rid);
    expect(await serverPage(cold).innerText()).toContain('Odile Marchetti');
    expect(await serverPage(cold).getByTestId('staff-name').innerText()).toMatch(/^Signed in as /);
    await cold.goto(`/staff/requests/${rid}`);
    await text(serverPage(cold).getByRole('heading', { level: 1 })).toBe(`Request ${rid}`);
    expect(await serverPage(cold).innerText()).toContain('Odile Marchetti');
    await cold.close();

    // With the scripts: React's page replaces the server's, and the page's reads are not asked
    // for again (the answers came with the document).
    const reads: string[] = [];
    page.on('request', (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) reads.push(new URL(r.url()).pathname);
    });
    await page.goto(`/staff/queue/new?keyword=${rid}`);
    await visible(reactPage(page).getByTestId('queue-table').getByRole('link', { name: rid }));
    expect(reads).not.toContain('/api/v2/staff/queue');
    expect(reads).not.toContain('/api/v2/staff/me');
    // React's own page works: the row opens the request.
    await reactPage(page).getByRole('link', { name: rid }).click();
    await visible(page.getByRole('heading', { name: `Request ${rid}` }));

    reads.length = 0;
    await page.goto(`/staff/requests/${rid}`);
    await visible(reactPage(page).getByRole('heading', { name: `Request ${rid}` }));
    expect(reads).not.toContain(`/api/v2/staff/requests/${rid}`);
    expect(reads).not.toContain(`/api/v2/staff/requests/${rid}/messages`);
    await context.close();
  });

  it('never draws a desk page for a patient’s browser nor once the clerk has signed out', async () => {
    const baseURL = inject('baseURL');
    // A patient signed in on the portal: the portal's cookie never reaches the desk.
    const patient = await createUser(baseURL);
    const portal = await newPage(browser, baseURL, PHONE);
    await signIn(portal.page, patient);
    expect((await portal.context.cookies()).find((c) => c.name === 'portal-session')).toBeDefined();
    const asPatient = await (await portal.context.request.get('/staff/queue/new')).text();
    expect(asPatient).not.toContain('data-ssr="');
    await portal.context.close();

    // The clerk signs out from the header: the cookie is gone, and a stolen copy draws nothing.
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(page);
    expect(await (await context.request.get('/staff/queue/new')).text()).toContain('data-ssr="own"');
    const cookie = (await context.cookies()).find((c) => c.name === 'desk-session');
    await visible(reactPage(page).getByRole('button', { name: 'Sign out' }));
    await reactPage(page).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login/**');
    expect((await context.cookies()).find((c) => c.name === 'desk-session')).toBeUndefined();
    const replayed = await fetch(`${baseURL}/staff/queue/new`, {
      headers: { cookie: `desk-session=${cookie!.value}` },
    });
    expect(await replayed.text()).not.toContain('data-ssr="');
    await context.close();
  });
});
