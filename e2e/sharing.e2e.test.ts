import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { text, visible } from './support/expect';
import {
  clerkSession,
  CLERK,
  enterClerkCode,
  deliverRecords,
  shot,
  submittedRequest,
  subscribeViaApi,
  textPdf,
} from './support/records';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Nothing on the page is wider than the screen (WCAG 1.4.10 reflow at 375 px). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width, wide } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
    // What sticks out, to name it when this fails.
    wide: Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('[data-testid=viewer-area]'))
      .slice(0, 5)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${e.textContent?.slice(0, 40)}`),
  }));
  expect(scroll, wide.join('\n')).toBeLessThanOrEqual(width);
}

describe('Store & Share: view and share records', () => {
  it('a subscriber views records on a phone, shares them; the recipient is refused, then reads them; the patient sees the view, revokes, and the link stops', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { date_of_birth: '3/14/1988' });
    const rid = await submittedRequest(baseURL, patient);
    await deliverRecords(baseURL, await clerkSession(baseURL), rid, [
      { name: 'labs.pdf', body: await textPdf(['Hemoglobin 14.2 g/dL', 'Cholesterol 180 mg/dL']) },
    ]);
    await subscribeViaApi(baseURL, patient);

    // The patient, on a phone: the archive, the viewer (pages, zoom), no sideways scrolling.
    const phone = await newPage(browser, baseURL, PHONE);
    await signIn(phone.page, patient);
    // The request detail lists what arrived, with its pages.
    await phone.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(phone.page.getByTestId('received-records')).toMatch(/labs\.pdf\s*· 2 pages · received/);
    await expectNoAxeViolations(phone.page, 'request detail with received records');
    await shot(phone.page, 'request-detail-phone');
    await expectNoSidewaysScroll(phone.page);
    await phone.page.goto('/p/subscription');
    await phone.page.getByLabel('Search by provider or patient').fill('no such provider');
    await visible(phone.page.getByText('No record sets match your search.'));
    await phone.page.getByLabel('Search by provider or patient').fill('');
    await phone.page
      .getByRole('button', { name: /^labs\.pdf/ })
      .first()
      .click();
    const viewer = phone.page.getByRole('dialog', { name: 'labs.pdf' });
    await text(viewer.getByTestId('viewer-page')).toBe('Page 1 of 2');
    await text(viewer.getByTestId('text-layer')).toContain('Hemoglobin 14.2');
    await expectNoSidewaysScroll(phone.page);
    await expectNoAxeViolations(phone.page, 'viewer (phone)');
    await shot(phone.page, 'viewer-phone');
    await viewer.getByTestId('viewer-area').focus();
    await phone.page.keyboard.press('ArrowRight');
    await text(viewer.getByTestId('viewer-page')).toBe('Page 2 of 2');
    await text(viewer.getByTestId('text-layer')).toContain('Cholesterol 180');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await text(viewer).toContain('125%');
    await expectNoSidewaysScroll(phone.page);
    await viewer.getByRole('button', { name: 'Previous page' }).click();
    await text(viewer.getByTestId('viewer-page')).toBe('Page 1 of 2');
    await viewer.getByRole('button', { name: 'Close viewer' }).click();

    // Share the record set with a doctor; the access code shows once.
    const doctor = `dr-${Date.now().toString(36)}@clinic.test`;
    await phone.page.getByRole('button', { name: `Share records of ${rid}` }).click();
    const form = phone.page.getByRole('dialog', { name: 'Share records' });
    await form.getByLabel('Recipient name').fill('Dr. Rivera');
    await form.getByLabel('Recipient email').fill(doctor);
    await form.getByLabel('Purpose').fill('Second opinion');
    await form.getByLabel(/Link works for/).fill('7');
    await expectNoAxeViolations(phone.page, 'share form (phone)');
    await shot(phone.page, 'share-form-phone');
    await expectNoSidewaysScroll(phone.page);
    await form.getByRole('button', { name: 'Share', exact: true }).click();
    const code = (await phone.page.getByTestId('access-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // Shown once: the dialog says so where the code is, and copies it to pass it on.
    await visible(phone.page.getByText('This code will not be shown again.'));
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await phone.page.getByRole('button', { name: 'Copy access code' }).click();
    await visible(phone.page.getByRole('button', { name: 'Access code copied' }));
    expect(await phone.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoAxeViolations(phone.page, 'access code (phone)');
    await shot(phone.page, 'access-code-phone');
    await phone.page.getByRole('button', { name: 'Done' }).click();
    await text(phone.page.getByTestId('share').first()).toContain('Dr. Rivera');
    await text(phone.page.getByTestId('share-status').first()).toMatch(/^active$/i);

    // The link, from the records desk's outbox (what the recipient's mailbox would show).
    const desk = await newPage(browser, baseURL, DESKTOP);
    await desk.page.goto('/login/');
    await desk.page.getByLabel('Email').fill(CLERK.email);
    await desk.page.getByLabel(/^Password/).fill(CLERK.password);
    await desk.page.getByRole('button', { name: 'Sign in' }).click();
    await enterClerkCode(desk.page);
    await desk.page.waitForURL('**/staff/queue/new');
    await desk.page.getByRole('link', { name: 'Mail outbox' }).click();
    const mail = desk.page.getByRole('article').filter({ hasText: `To ${doctor}` });
    await visible(mail);
    await expectNoAxeViolations(desk.page, 'staff outbox');
    await shot(desk.page, 'outbox-desktop');
    const href = await mail.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/\/p\?shared_records=true#share=/);
    expect(href).not.toMatch(/Avery|Stone/);
    await desk.context.close();

    // A second browser, no account: a wrong code and DOB are refused; the right ones open the records.
    const other = await newPage(browser, baseURL, DESKTOP);
    const link = new URL(href!);
    await other.page.goto(`${link.pathname}${link.search}${link.hash}`);
    await visible(other.page.getByRole('heading', { name: 'Shared medical records' }));
    await expectNoAxeViolations(other.page, 'share code form');
    await shot(other.page, 'recipient-form');
    await other.page.getByLabel('Access code').fill('WRONG123');
    await other.page.getByLabel("Patient's date of birth (M/D/YYYY)").fill('1/1/1990');
    await other.page.getByRole('button', { name: 'Open records' }).click();
    await text(other.page.getByRole('alert')).toContain(
      'The access code or the date of birth is not right. 4 tries left.',
    );
    await other.page.getByLabel('Access code').fill(code.toLowerCase());
    await other.page.getByLabel("Patient's date of birth (M/D/YYYY)").fill('3/14/1988');
    await other.page.getByRole('button', { name: 'Open records' }).click();
    await visible(other.page.getByRole('heading', { name: /Records shared with Dr\. Rivera by Avery Stone/ }));
    await expectNoAxeViolations(other.page, 'shared records');
    await other.page.getByRole('button', { name: /^labs\.pdf/ }).click();
    const shared = other.page.getByRole('dialog', { name: 'labs.pdf' });
    await text(shared.getByTestId('text-layer')).toContain('Hemoglobin 14.2');
    // The watermark is part of the page itself.
    await text(shared.getByTestId('text-layer')).toContain('Shared by Avery Stone for Dr. Rivera');
    await expectNoAxeViolations(other.page, 'shared viewer');
    await shot(other.page, 'recipient-viewer');
    await shared.getByRole('button', { name: 'Close viewer' }).click();

    // The patient sees the view (and the refused try) in the log, and revokes.
    await phone.page.reload();
    // The shares list loads when reached: scrolled to, as a reader does.
    await phone.page.getByTestId('below-records-place').scrollIntoViewIfNeeded();
    const entry = phone.page.getByTestId('share').filter({ hasText: doctor });
    await text(entry.getByTestId('share-log')).toContain('Viewed');
    await text(entry.getByTestId('share-log')).toContain('Chrome');
    await text(entry.getByTestId('share-log')).toContain('Refused');
    await expectNoSidewaysScroll(phone.page);
    await shot(phone.page, 'shares-log-phone');
    await entry.getByRole('button', { name: 'Revoke share with Dr. Rivera' }).click();
    await phone.page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await text(entry.getByTestId('share-status')).toMatch(/^revoked$/i);
    await phone.context.close();

    // The recipient's open page is refused from now on, and so is the link.
    await other.page.getByRole('button', { name: /^labs\.pdf/ }).click();
    await visible(other.page.getByRole('heading', { name: 'Link not available' }));
    await other.page.goto('about:blank');
    await other.page.goto(`${link.pathname}${link.search}${link.hash}`);
    await other.page.getByLabel('Access code').fill(code);
    await other.page.getByLabel("Patient's date of birth (M/D/YYYY)").fill('3/14/1988');
    await other.page.getByRole('button', { name: 'Open records' }).click();
    await visible(other.page.getByRole('heading', { name: 'Link not available' }));
    await text(other.page.getByRole('alert')).toContain('This link is not available.');
    await expectNoAxeViolations(other.page, 'share unavailable');
    await shot(other.page, 'recipient-unavailable');
    await other.context.close();
  });
});
