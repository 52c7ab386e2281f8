import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll } from './support/browser';
import { text, visible } from './support/expect';
import { clerkSession, deliverRecords, shot, submittedRequest, textPdf } from './support/records';

/**
 * Sharing where the records are. A patient without Store & Share learns that sharing needs it on the
 * button itself, before typing anything; the share form opens with the offer on top; the patient
 * types, subscribes inside the dialog with the test card, comes back to the form as typed, and
 * shares. The archive's rows say the same on their share buttons.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_390 = { width: 390, height: 844 };

describe('sharing needs Store & Share, and says so first', () => {
  for (const [label, viewport] of [
    ['phone', PHONE_390],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${label}: the offer before the form, subscribe with the test card, back to the form as typed, shared`, async () => {
      const baseURL = inject('baseURL');
      const patient = await createUser(baseURL);
      const rid = await submittedRequest(baseURL, patient);
      await deliverRecords(baseURL, await clerkSession(baseURL), rid, [
        { name: 'labs.pdf', body: await textPdf(['Hemoglobin 14.2 g/dL']) },
      ]);
      const { context, page } = await newPage(browser, baseURL, viewport);
      await signIn(page, patient);

      // The archive's rows say it on their buttons.
      await page.goto('/p/subscription');
      await visible(page.getByRole('button', { name: `Share records of ${rid} (needs Store & Share)` }));
      await visible(page.getByRole('button', { name: 'Share labs.pdf (needs Store & Share)' }));

      // The request's records: the button says it, the form opens with the offer on top.
      await page.goto(`/p/request-detail/${rid}?requestType=Record`);
      const share = page.getByTestId('records-share');
      await text(share).toBe('Share (needs Store & Share)');
      await share.click();
      const dialog = page.getByRole('dialog', { name: 'Share records' });
      await text(dialog.getByTestId('share-offer')).toContain('Sharing needs Store & Share');
      await text(dialog.getByTestId('share-offer')).toContain('$4.99 a month');
      await expectNoAxeViolations(page, `share form with the offer (${label})`);
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, `share-offer-${label}`);

      const doctor = `dr-${Date.now().toString(36)}@clinic.test`;
      await dialog.getByLabel('Recipient name').fill('Dr. Rivera');
      await dialog.getByLabel('Recipient email').fill(doctor);
      await dialog.getByLabel('Purpose').fill('Second opinion on my labs');
      await dialog.getByRole('button', { name: 'Subscribe, then share' }).click();

      // To the subscription's card step, which says it brings the patient back.
      await page.waitForURL('**/p/subscription');
      const flow = page.locator('#store-and-share');
      await text(flow.getByTestId('share-return')).toContain('you come back to your share form');
      await flow.getByRole('button', { name: 'Add card' }).click();
      await flow.getByLabel('Name on card').fill('Avery Stone');
      await flow.getByLabel('Address line 1').fill('1 Main St');
      await flow.getByLabel('State').selectOption('NY');
      await flow.getByLabel('City').fill('Albany');
      await flow.getByLabel('ZIP code').fill('12207');
      await flow.getByLabel('Card number').fill('4242424242424242');
      await flow.getByLabel('Expiry (MM/YY)').fill(`12${String(new Date().getFullYear() + 2).slice(-2)}`);
      await flow.getByLabel('CVV').fill('123');
      await flow.getByRole('button', { name: 'Save card' }).click();
      await visible(flow.getByRole('radio', { name: 'Use card ending in 4242' }));
      await expectNoAxeViolations(page, `subscribing on the way to share (${label})`);
      await shot(page, `share-subscribe-${label}`);
      await flow.getByRole('button', { name: 'Continue' }).click();
      await flow.getByLabel('Your initials').fill('A S');
      await flow.getByRole('button', { name: 'Continue' }).click();
      await flow.getByRole('button', { name: 'Confirm subscription' }).click();

      // Back on the request, the share form open again, as typed.
      await page.waitForURL(`**/p/request-detail/${rid}?requestType=Record`);
      await visible(dialog);
      // Back in the form, as typed.
      await visible(dialog.getByTestId('share-subscribed'));
      expect(await dialog.getByLabel('Recipient name').inputValue()).toBe('Dr. Rivera');
      expect(await dialog.getByLabel('Recipient email').inputValue()).toBe(doctor);
      expect(await dialog.getByLabel('Purpose').inputValue()).toBe('Second opinion on my labs');
      expect(await dialog.getByTestId('share-offer').count()).toBe(0);
      await expectNoAxeViolations(page, `share form after subscribing (${label})`);
      await dialog.getByRole('button', { name: 'Share', exact: true }).click();
      const code = (await page.getByTestId('access-code').innerText()).trim();
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      await page.getByRole('button', { name: 'Done' }).click();
      // Subscribed now: the button is a plain Share.
      await text(share).toBe('Share');
      await context.close();
    });
  }
});
