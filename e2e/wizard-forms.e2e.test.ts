import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, signIn } from './support/api';
import { text, visible } from './support/expect';
import { expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import {
  addCardByApi, chooseProvider, continueButton, heading, listRequests, PDF, signEAuthorization, uploadThrough,
} from './wizard-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('forms request wizard', () => {
  it('for a new dependent: uploads a completed form, signs the e-authorization, pays by card (phone)', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    await addCardByApi(baseURL, user);
    const { context, page } = await newPage(browser, baseURL, PHONE);
    page.on('dialog', (d) => void d.accept());
    await signIn(page, user);
    await page.goto('/p/form-request/provider');
    await heading(page, 'Choose your provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');

    await heading(page, 'Who is the patient?');
    await page.getByRole('link', { name: 'Add a new patient' }).click();
    await heading(page, 'Add a patient');
    await page.getByRole('button', { name: 'Add dependent' }).click();
    await visible(page.getByText('Field is required and Special characters are not allowed').first());
    await expectNoAxeViolations(page, 'create-patient step with errors');
    await page.getByLabel(/^First name/).fill('Robin');
    await page.getByLabel(/^Last name/).fill('Stone');
    await page.getByLabel(/^Date of birth/).fill('5/6/2015');
    await page.getByRole('button', { name: 'Add dependent' }).click();

    await heading(page, 'Choose a form');
    await visible(page.getByRole('radio', { name: /Patient Intake Form/ }));
    await expectNoAxeViolations(page, 'type step');
    await page.getByRole('radio', { name: 'I have a completed form to upload' }).check();
    await continueButton(page).click();
    await heading(page, 'Upload your completed form');
    await expectNoAxeViolations(page, 'upload-type step');
    await uploadThrough(page, /Choose file: Completed patient form/, { ...PDF, name: 'intake.pdf' });

    await heading(page, 'How will you authorize the release?');
    await page.getByRole('radio', { name: 'Sign an electronic authorization' }).check();
    await continueButton(page).click();
    await heading(page, 'Authorization');
    await signEAuthorization(page);
    await heading(page, 'Government ID');
    await continueButton(page).click();
    await heading(page, 'Supporting documents (optional)');
    await continueButton(page).click();
    await heading(page, 'Request information');
    await page.getByRole('checkbox', { name: 'School or sports' }).check();
    await page.getByRole('checkbox', { name: 'Immunization records' }).check();
    await page.getByRole('checkbox', { name: /Rush request/ }).check();
    await expectNoAxeViolations(page, 'request-info step (phone)');
    await continueButton(page).click();
    await heading(page, 'Payment');
    await visible(page.getByRole('radio', { name: /4242/ }));
    await continueButton(page).click();

    await heading(page, 'Review and confirm');
    await text(page.getByTestId('request-summary')).toContain('Robin Stone');
    await text(page.getByTestId('request-summary')).toContain('Form_S_');
    // Default schedule: retrieval 15.00 + instant download 6.50 + rush 25.00 + form completion 25.00.
    await text(page.getByTestId('estimate-total')).toBe('$71.50');
    await expectNoAxeViolations(page, 'confirm step (phone)');
    await page.getByLabel(/Your initials/).fill('AS');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await heading(page, 'Request submitted');
    const rid = (await page.getByTestId('request-rid').innerText()).replace('Request ID: ', '');
    const listed = (await listRequests(baseURL, user)).find((r) => r.rid === rid);
    expect(listed).toMatchObject({ status: 'ordered', request_type: 'Form' });
    await context.close();
  });

  it("signs the provider's own form online and pays by check", async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL);
    page.on('dialog', (d) => void d.accept());
    await signIn(page, user);
    await page.goto('/p/form-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await page.getByRole('radio', { name: /Patient Intake Form/ }).check();
    await continueButton(page).click();
    // A provider form goes straight to the authorization (spec: form type → Authorization).
    await heading(page, 'Authorization');
    await signEAuthorization(page);
    await heading(page, 'Government ID');
    await continueButton(page).click();
    await continueButton(page).click();
    await heading(page, 'Request information');
    await page.getByRole('checkbox', { name: 'Personal use' }).check();
    await page.getByRole('checkbox', { name: 'Medical records' }).check();
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Check' }).check();
    await continueButton(page).click();
    await heading(page, 'Review and confirm');
    await text(page.getByTestId('request-summary')).toContain('Patient Intake Form');
    await page.getByLabel(/Your initials/).fill('AS');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await heading(page, 'Request submitted');
    const rid = (await page.getByTestId('request-rid').innerText()).replace('Request ID: ', '');
    expect((await listRequests(baseURL, user)).find((r) => r.rid === rid)).toMatchObject({ status: 'ordered', request_type: 'Form' });
    await context.close();
  });
});
