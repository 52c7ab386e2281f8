import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, type ApiUser } from './support/api';
import { DESKTOP, expectNoAxeViolations, newPage, PHONE } from './support/browser';
import { text, visible } from './support/expect';
import { signInClerk } from './support/records';
import { journeyBrowser, recordDraftAtConfirm, requestPayment, startJourney } from './wizard-fixtures';
import { addCardByApi, custodianId } from './wizard-helpers';

/**
 * A payment that fails is an error the patient fixes at once, and the desk waits for it. Driven
 * through the screens (the cards on file and the draft at its confirm step are put in place through
 * the API, as the wizard journeys do): the card that needs 3-D Secure fails its hold at submission;
 * the confirmation is an error with the way out; a declined card is refused when added; another
 * card pays; the request is new work for the desk. A card that expired by the desk's completion
 * stops the completion, and the patient pays again from the request's detail on a phone.
 */
const browser = journeyBrowser();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A card that passed 3-D Secure when saved: an off-session hold on it fails ("authentication required"). */
async function addAuthenticationCard(baseURL: string, user: ApiUser): Promise<number> {
  const si = await apiAs<{ intent: { id: string; client_secret: string } }>(
    baseURL,
    user,
    '/api/v2/patient/cards/setup_payment_intent',
  );
  const conf = await apiAs<{ payment_method: string }>(baseURL, user, '/api/v2/payment_gateway/local/confirm_setup', {
    method: 'POST',
    body: {
      client_secret: si.intent.client_secret,
      card: { number: '4000002500003155', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
    },
  });
  await apiAs(baseURL, user, '/api/v2/payment_gateway/local/authenticate_setup', {
    method: 'POST',
    body: { client_secret: si.intent.client_secret, success: true },
  });
  const saved = await apiAs<{ card: { id: number } }>(baseURL, user, '/api/v2/patient/cards', {
    method: 'POST',
    body: {
      payment_method_id: conf.payment_method,
      setup_intent_id: si.intent.id,
      name: 'Avery Stone',
      address1: '1 Main St',
      address2: '',
      state: 'NY',
      city: 'Albany',
      zipCode: '12207',
    },
  });
  return saved.card.id;
}

/** The add-card form inside the payment panel. */
async function addCardInPanel(page: Page, number: string) {
  const panel = page.getByTestId('payment-needed');
  await panel.getByRole('button', { name: 'Add card' }).click();
  await panel.getByLabel('Name on card').fill('Avery Stone');
  await panel.getByLabel('Address line 1').fill('1 Main St');
  await panel.getByLabel('State').selectOption('NY');
  await panel.getByLabel('City').fill('Albany');
  await panel.getByLabel('ZIP code').fill('12207');
  await panel.getByLabel('Card number').fill(number);
  await panel.getByLabel('Expiry (MM/YY)').fill(`12${String(new Date().getFullYear() + 2).slice(-2)}`);
  await panel.getByLabel('CVV').fill('123');
  await panel.getByRole('button', { name: 'Save card' }).click();
}

/** The state of a request in the desk's New queue, as the clerk reads it. */
async function deskRow(page: Page, rid: string) {
  await page.goto('/staff/queue/new');
  await page.getByLabel('Search by request id, patient or provider').fill(rid);
  const row = page.getByTestId('queue-table').getByRole('row').filter({ hasText: rid });
  await visible(row);
  return row;
}

describe('a payment that fails', () => {
  it('at submission: an error with another card (a declined one refused), then new work for the desk', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL, { viewport: PHONE });
    const weak = await addAuthenticationCard(baseURL, user);
    const custodian = {
      id: await custodianId(baseURL, user, 'CA', 'Mercy General Hospital'),
      name: 'Mercy General Hospital',
    };
    const rid = await recordDraftAtConfirm(baseURL, user, { custodian, cardId: weak });

    await page.goto(`/p/record-request/confirm?rid=${rid}`);
    await page.getByLabel(/^Your initials/).fill('AS');
    await page.getByRole('button', { name: 'Submit request' }).click();

    // An error, announced, with the way out on the same screen; no success anywhere.
    const panel = page.getByTestId('payment-needed');
    await visible(panel);
    await text(panel.getByRole('alert')).toContain('Payment needed');
    await text(panel.getByRole('alert')).toContain('We could not authenticate your card');
    expect(await page.getByText('Your request has been submitted').count()).toBe(0);
    await expectNoAxeViolations(page, 'payment needed at submission');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The receipt says payment is needed, never that the card is authorized.
    const clerkPage = await newPage(browser(), baseURL, DESKTOP);
    await signInClerk(clerkPage.page);
    // textContent: the badge's CSS writes it in capitals.
    const flagged = (await deskRow(clerkPage.page, rid)).getByTestId('payment-needed');
    await visible(flagged);
    expect(await flagged.textContent()).toBe('Payment failed – waiting on patient');
    await clerkPage.page.goto('/staff/outbox');
    const receipt = clerkPage.page.getByRole('article', { name: `We received your request ${rid}` });
    await text(receipt).toContain('Payment needed: your card could not be charged');
    expect(await receipt.innerText()).not.toContain('Your card is authorized');

    // The gateway's decline number is refused when it is added; nothing is paid with it.
    await addCardInPanel(page, '4000 0000 0000 0002');
    await visible(page.getByText('Your card was declined.').first());
    await panel.getByRole('button', { name: 'Cancel' }).click();

    // Another card pays: the confirmation appears, and the request is no longer "payment needed".
    await addCardInPanel(page, '4242 4242 4242 4242');
    await visible(panel.getByRole('radio', { name: /4242/, checked: true }));
    await panel.getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByText('Payment accepted. Your request is with the records desk.'));
    await visible(page.getByText('Your request has been submitted'));
    await page.getByRole('link', { name: 'Go to Records & Forms' }).click();
    const card = page.locator(`[data-rid="${rid}"]`);
    await visible(card);
    expect(await card.getByText('Payment needed').count()).toBe(0);

    // The desk sees it as new work again.
    const row = await deskRow(clerkPage.page, rid);
    expect(await row.getByTestId('payment-needed').count()).toBe(0);
    await clerkPage.context.close();
    await context.close();
  });

  it('at completion (the card expired): the desk is stopped, the patient pays from the detail, the desk completes', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL, { viewport: PHONE });
    const expiring = await addCardByApi(baseURL, user, '4000000000000069');
    await addCardByApi(baseURL, user, '4242424242424242');
    const custodian = {
      id: await custodianId(baseURL, user, 'CA', 'Mercy General Hospital'),
      name: 'Mercy General Hospital',
    };
    const rid = await recordDraftAtConfirm(baseURL, user, { custodian, cardId: expiring });
    await page.goto(`/p/record-request/confirm?rid=${rid}`);
    await page.getByLabel(/^Your initials/).fill('AS');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await visible(page.getByText('Your request has been submitted'));
    // The desk prices it at what the patient authorized (a higher price would wait for an approval).
    const held = await requestPayment(baseURL, user, rid);
    const amount = `$${(held.amount_cents / 100).toFixed(2)}`;

    const desk = await newPage(browser(), baseURL, DESKTOP);
    await signInClerk(desk.page);
    await (await deskRow(desk.page, rid)).getByRole('link', { name: rid }).click();
    await visible(desk.page.getByRole('heading', { name: `Request ${rid}` }));
    await desk.page.getByLabel(/^Price in dollars/).fill((held.amount_cents / 100).toFixed(2));
    await desk.page.getByRole('button', { name: 'Save price' }).click();
    await visible(desk.page.getByText('Price saved.'));
    await desk.page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'labs.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await desk.page.getByRole('button', { name: 'Upload records' }).click();
    await visible(desk.page.getByText('1 file uploaded.'));
    await desk.page.getByRole('button', { name: 'Complete request' }).click();
    await desk.page
      .getByRole('dialog')
      .getByRole('button', { name: `Complete and charge ${amount}` })
      .click();
    await visible(desk.page.getByText(/Your card has expired\. The patient's payment failed/).first());
    await visible(desk.page.getByTestId('desk-payment-needed'));
    expect(await desk.page.getByRole('button', { name: 'Complete request' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(desk.page, 'desk: payment needed');

    // The patient, on a phone: the detail's first lines say it, with one way to pay.
    await page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await visible(page.getByTestId('detail-status'));
    expect(await page.getByTestId('detail-status').textContent()).toBe('Payment needed');
    const panel = page.getByTestId('payment-needed');
    await visible(panel);
    const box = await panel.boundingBox();
    expect(box && box.y < 844).toBe(true);
    await expectNoAxeViolations(page, 'detail: payment needed');
    await panel.getByRole('radio', { name: /4242/ }).check();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByText('Payment accepted. Your request is with the records desk.'));
    await page.reload();
    await visible(page.getByTestId('detail-status'));
    expect(await page.getByTestId('payment-needed').count()).toBe(0);

    // The desk completes it now.
    await desk.page.reload();
    await visible(desk.page.getByRole('heading', { name: `Request ${rid}` }));
    expect(await desk.page.getByTestId('desk-payment-needed').count()).toBe(0);
    await desk.page.getByRole('button', { name: 'Complete request' }).click();
    await desk.page
      .getByRole('dialog')
      .getByRole('button', { name: `Complete and charge ${amount}` })
      .click();
    await visible(desk.page.getByText('Request completed. The patient has been notified.'));
    await desk.context.close();
    await context.close();
  });
});
