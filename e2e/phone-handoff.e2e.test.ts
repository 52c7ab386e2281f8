import { describe, expect, inject, it } from 'vitest';
import { apiAs } from './support/api';
import { DESKTOP, expectNoAxeViolations, newPage, PHONE } from './support/browser';
import { reachRequestRest, text, visible } from './support/expect';
import { clerkSession, shot, submittedRequest } from './support/records';
import { journeyBrowser, recordDraftAtConfirm, startJourney } from './wizard-fixtures';
import { custodianId, heading, PNG } from './wizard-helpers';

const browser = journeyBrowser();

describe('continue on your phone', () => {
  it('the ID step shows a QR code and the link; a phone uploads through it; the desktop step moves on without a reload', async () => {
    const baseURL = inject('baseURL');
    const {
      user,
      context,
      page,
      cardIds: [cardId],
    } = await startJourney(browser(), baseURL, { cards: ['4242424242424242'] });
    const custodian = {
      id: await custodianId(baseURL, user, 'CA', 'Mercy General Hospital'),
      name: 'Mercy General Hospital',
    };
    const rid = await recordDraftAtConfirm(baseURL, user, { custodian, cardId: cardId! });
    await page.goto(`/p/record-request/govt-id?rid=${rid}`);
    await heading(page, 'Government ID');
    // A marker that a reload would wipe: the step must move on in this same document.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.getByRole('button', { name: 'Continue on your phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue on your phone' });
    await visible(dialog.getByRole('img', { name: 'QR code with the upload link' }));
    const href = await dialog.getByTestId('handoff-link').getAttribute('href');
    expect(href).toMatch(/govt_document=true/);
    expect(href).toMatch(/token=/);
    // Without PUBLIC_URL the link points at this computer: the dialog says a phone cannot open it, and why.
    expect(new URL(href!).hostname).toMatch(/^(localhost|127\.)/);
    await visible(dialog.getByTestId('handoff-localhost'));
    await text(dialog.getByTestId('handoff-localhost')).toContain('PUBLIC_URL');
    await visible(dialog.getByText('Waiting for the upload from your phone…'));
    await expectNoAxeViolations(page, 'continue on your phone');
    await shot(page, 'handoff-desktop');

    const phone = await newPage(browser(), baseURL, PHONE);
    const link = new URL(href!);
    await phone.page.goto(`${link.pathname}${link.search}`);
    await visible(phone.page.getByRole('heading', { name: 'Upload your government ID' }));
    await phone.page
      .locator('input[type=file]')
      .nth(0)
      .setInputFiles({ ...PNG, name: 'front.png' });
    await visible(phone.page.getByText('Uploaded: front.png'));
    await phone.page
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({ ...PNG, name: 'back.png' });
    await visible(phone.page.getByText('Uploaded: back.png'));
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await visible(phone.page.getByText('Form submitted successfully!'));
    await phone.context.close();

    await heading(page, 'Supporting documents (optional)');
    expect(new URL(page.url()).pathname).toBe('/p/record-request/supporting-docs');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The link was used once: it does not open again.
    const again = await newPage(browser(), baseURL, PHONE);
    await again.page.goto(`${link.pathname}${link.search}`);
    await visible(again.page.getByText('This link has expired or has already been used.'));
    await again.context.close();
    await context.close();
  });

  it('a request the desk marked incomplete offers the hand-off on its detail page; the ID arrives there without a reload', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL, { viewport: DESKTOP });
    const rid = await submittedRequest(baseURL, user);
    await apiAs(baseURL, await clerkSession(baseURL), `/api/v2/staff/requests/${encodeURIComponent(rid)}/incomplete`, {
      method: 'POST',
      body: { reason: 'Please send a government ID.' },
    });
    await page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await reachRequestRest(page);
    await visible(page.getByRole('heading', { name: 'Waiting on a document from you' }));
    await expectNoAxeViolations(page, 'request waiting on a document');
    await page.getByRole('button', { name: 'Send your government ID from your phone' }).click();
    const href = await page
      .getByRole('dialog', { name: 'Continue on your phone' })
      .getByTestId('handoff-link')
      .getAttribute('href');
    const phone = await newPage(browser(), baseURL, PHONE);
    const link = new URL(href!);
    await phone.page.goto(`${link.pathname}${link.search}`);
    await phone.page
      .locator('input[type=file]')
      .nth(0)
      .setInputFiles({ ...PNG, name: 'front.png' });
    await visible(phone.page.getByText('Uploaded: front.png'));
    await phone.page
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({ ...PNG, name: 'back.png' });
    await visible(phone.page.getByText('Uploaded: back.png'));
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await visible(phone.page.getByText('Form submitted successfully!'));
    await phone.context.close();
    await reachRequestRest(page);
    await text(page.getByTestId('documents')).toContain('Government ID');
    await context.close();
  });
});
