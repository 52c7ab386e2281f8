import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { hidden, text, visible } from './support/expect';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage } from './support/browser';
import {
  addCardByApi, chooseProvider, continueButton, heading, listRequests, PDF, signEAuthorization, uploadThrough,
} from './wizard-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('records request wizard', () => {
  it('goes from the provider to the confirmation with an e-authorization and a card', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    await addCardByApi(baseURL, user);
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    page.on('dialog', (d) => void d.accept());
    await signIn(page, user);
    await page.goto('/p/record-request/provider');
    await heading(page, 'Choose your provider');
    await expectNoAxeViolations(page, 'provider step');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');

    await heading(page, 'Who is the patient?');
    await page.waitForURL(/rid=/);
    await expectNoAxeViolations(page, 'patient step');
    // Keyboard: focus the first radio, choose it with Space, submit with Enter.
    await page.getByRole('radio', { name: /Myself/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    await heading(page, 'Dates of service');
    await page.getByRole('radio', { name: 'Between' }).check();
    await page.getByLabel('From (M/D/YYYY)').fill('1/2/2020');
    await page.getByLabel('To (M/D/YYYY)').fill('13/45/2021');
    await continueButton(page).click();
    await visible(page.getByText('Invalid date'));
    await expectNoAxeViolations(page, 'date step with an error');
    await page.getByLabel('To (M/D/YYYY)').fill('3/4/2021');
    await continueButton(page).click();

    await heading(page, 'How will you authorize the release?');
    await expectNoAxeViolations(page, 'auth-type step');
    await page.getByRole('radio', { name: 'Sign an electronic authorization' }).check();
    await continueButton(page).click();
    await heading(page, 'Authorization');
    // Reload keeps the work: the draft comes back from the rid in the URL.
    await page.reload();
    await heading(page, 'Authorization');
    expect(page.url()).toContain('/record-request/authorization?rid=');
    await expectNoAxeViolations(page, 'authorization step');
    await signEAuthorization(page);

    await heading(page, 'Government ID');
    await expectNoAxeViolations(page, 'govt-id step');
    await continueButton(page).click();
    await heading(page, 'Supporting documents (optional)');
    await expectNoAxeViolations(page, 'supporting-docs step');
    await continueButton(page).click();

    await heading(page, 'Request information');
    await continueButton(page).click();
    await visible(page.getByText('Field is required').first());
    await expectNoAxeViolations(page, 'request-info step with errors');
    await page.getByRole('checkbox', { name: 'Personal use' }).check();
    await page.getByRole('checkbox', { name: 'Medical records' }).check();
    await page.getByRole('radio', { name: /Fax return/ }).check();
    await page.getByLabel('Fax number').fill('+1 555-555-5555');
    await page.getByLabel('Recipient name').fill('Dr. Lee');
    await page.getByLabel('Recipient type').selectOption('physician');
    await continueButton(page).click();

    await heading(page, 'Payment');
    await expectNoAxeViolations(page, 'payment step');
    await visible(page.getByRole('radio', { name: /4242/ }));
    await continueButton(page).click();

    await heading(page, 'Review and confirm');
    await text(page.getByTestId('request-summary')).toContain('Between 1/2/2020 - 3/4/2021');
    await text(page.getByTestId('request-summary')).toContain('Fax return');
    await text(page.getByTestId('request-summary')).toContain('Card ending 4242');
    await page.getByLabel(/Your initials/).fill('A'.repeat(21));
    await page.getByRole('button', { name: 'Submit request' }).click();
    await visible(page.getByText('Must be less than 20 characters'));
    await expectNoAxeViolations(page, 'confirm step');
    await page.getByLabel(/Your initials/).fill('AS');
    await page.getByRole('button', { name: 'Submit request' }).click();

    await heading(page, 'Request submitted');
    const rid = (await page.getByTestId('request-rid').innerText()).replace('Request ID: ', '');
    await expectNoAxeViolations(page, 'requestConfirmed step');
    const listed = (await listRequests(baseURL, user)).find((r) => r.rid === rid);
    expect(listed).toMatchObject({ status: 'ordered', request_type: 'Record' });
    // Leaving a finished wizard asks nothing.
    await page.getByRole('link', { name: 'Go to Records & Forms' }).click();
    await page.waitForURL('**/p/records-and-forms');
    await context.close();
  });

  it('leaves half-way with Save as Draft, signs out and in, resumes the draft and pays by check', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    page.on('dialog', (d) => void d.accept());
    await signIn(page, user);
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await heading(page, 'Dates of service');
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Upload a signed general release' }).check();
    await continueButton(page).click();
    await heading(page, 'Authorization');
    await uploadThrough(page, /Choose file: Signed release document/, PDF);
    await heading(page, 'Government ID');
    const rid = new URL(page.url()).searchParams.get('rid')!;

    // Leaving for another part of the app asks; Continue stays.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave this request?' });
    await visible(prompt);
    await expectNoAxeViolations(page, 'leave prompt');
    await visible(prompt.getByRole('button', { name: 'Abandon' }));
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await hidden(prompt);
    expect(page.url()).toContain('/record-request/govt-id');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await prompt.getByRole('button', { name: 'Save as Draft' }).click();
    await page.waitForURL('**/p/dashboard');

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login/?logout=1');
    await signIn(page, user);
    await page.goto('/p/records-and-forms');
    await page.locator(`[data-testid="request-card"][data-rid="${rid}"]`).click();
    // Restored up to step 6, it lands one step before: the authorization, already on file.
    await visible(page.getByText('Restoring your draft…'));
    await heading(page, 'Authorization');
    await text(page.getByText(/Authorization on file/)).toContain('release');
    await continueButton(page).click();
    await heading(page, 'Government ID');
    await continueButton(page).click();
    await heading(page, 'Supporting documents (optional)');
    await continueButton(page).click();
    await heading(page, 'Request information');
    await page.getByRole('checkbox', { name: 'Insurance' }).check();
    await page.getByRole('checkbox', { name: 'Lab results' }).check();
    await continueButton(page).click();
    await heading(page, 'Payment');
    // No saved card: 'Please select card first' until the check is chosen.
    await continueButton(page).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Please select card first' }).first());
    await page.getByRole('radio', { name: 'Check' }).check();
    await continueButton(page).click();
    await heading(page, 'Review and confirm');
    await text(page.getByTestId('request-summary')).toContain('Check');
    await page.getByLabel(/Your initials/).fill('AS');
    await page.getByLabel(/Your initials/).press('Enter');
    await heading(page, 'Request submitted');
    await text(page.getByTestId('request-rid')).toContain(rid);
    const listed = (await listRequests(baseURL, user)).filter((r) => r.rid === rid);
    expect(listed).toEqual([expect.objectContaining({ status: 'ordered' })]);
    await context.close();
  });

  it('hides Abandon for retrieval providers; Abandon ends a draft; a landing page starts at the patient step', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL);
    page.on('dialog', (d) => void d.accept());
    await signIn(page, user);
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'MA', 'Harbor Family Health Center');
    await heading(page, 'Who is the patient?');
    await page.waitForURL(/rid=/);
    await page.getByRole('link', { name: 'Records & Forms' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave this request?' });
    await visible(prompt);
    expect(await prompt.getByRole('button', { name: 'Abandon' }).count()).toBe(0);
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await hidden(prompt);

    // The provider's landing page starts the wizard with the provider chosen.
    await page.goto('/p/l/mercy-general-hospital');
    await page.getByRole('button', { name: 'Request medical records' }).click();
    await heading(page, 'Who is the patient?');
    await page.waitForURL(/record-request\/patient\?rid=/);
    const rid = new URL(page.url()).searchParams.get('rid')!;
    await page.getByRole('link', { name: 'Records & Forms' }).click();
    await prompt.getByRole('button', { name: 'Abandon' }).click();
    await page.waitForURL('**/p/records-and-forms');
    expect((await listRequests(baseURL, user)).find((r) => r.rid === rid)?.status).toBe('abandoned');
    await context.close();
  });
});
