import { describe, expect, inject, it } from 'vitest';
import { text, visible } from './support/expect';
import { expectNoAxeViolations, PHONE } from './support/browser';
import { activate, chooseFile, tabTo, typeInto } from './support/keyboard';
import {
  chooseProvider,
  chooseProviderByKeyboard,
  continueButton,
  heading,
  listRequests,
  PDF,
  signEAuthorization,
  signEAuthorizationByKeyboard,
} from './wizard-helpers';
import { evidenceImage, isPng, journeyBrowser, keptEvidence, requestPayment, startJourney } from './wizard-fixtures';

const browser = journeyBrowser();

describe('forms request wizard', () => {
  it('by keyboard alone on a phone: a new dependent, an uploaded form, the e-authorization as guardian, a card; consent evidence kept', async () => {
    const baseURL = inject('baseURL');
    const {
      user,
      context,
      page,
      cardIds: [cardId],
    } = await startJourney(browser(), baseURL, { viewport: PHONE, cards: ['4242424242424242'] });
    const k = page.keyboard;
    await page.goto('/p/form-request/provider');
    await heading(page, 'Choose your provider');
    await chooseProviderByKeyboard(page, 'California', 'Mercy Gen', 'Mercy General Hospital');

    await heading(page, 'Who is the patient?');
    await activate(page.getByRole('link', { name: 'Add a new patient' }));
    await heading(page, 'Add a patient');
    await activate(page.getByRole('button', { name: 'Add dependent' }));
    await visible(page.getByText('Field is required and Special characters are not allowed').first());
    await expectNoAxeViolations(page, 'create-patient step with errors');
    await typeInto(page.getByLabel(/^First name/), 'Robin', { back: true, max: 40 });
    await typeInto(page.getByLabel(/^Last name/), 'Stone');
    await typeInto(page.getByLabel(/^Date of birth/), '5/6/2015');
    await tabTo(page.getByLabel(/^Relation/));
    await k.type('Child');
    await activate(page.getByRole('button', { name: 'Add dependent' }));

    await heading(page, 'Choose a form');
    await expectNoAxeViolations(page, 'type step');
    await tabTo(page.getByRole('radio', { name: /Patient Intake Form/ }));
    await k.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'I have a completed form to upload' }).isChecked()).toBe(true);
    await k.press('Enter');
    await heading(page, 'Upload your completed form');
    await expectNoAxeViolations(page, 'upload-type step');
    await chooseFile(
      page.getByRole('button', { name: 'Choose file: Completed patient form' }),
      { ...PDF, name: 'intake.pdf' },
      'Space',
    );

    await heading(page, 'How will you authorize the release?');
    await tabTo(page.getByRole('radio', { name: 'Sign an electronic authorization' }));
    await k.press('Space');
    await k.press('Enter');
    await heading(page, 'Authorization');
    await signEAuthorizationByKeyboard(page, {
      fullName: 'Robin Stone',
      initials: 'RS',
      dob: '5/6/2015',
      role: { label: 'Guardian', extra: 'Avery Stone' },
    });
    await heading(page, 'Government ID');
    await activate(continueButton(page));
    await heading(page, 'Supporting documents (optional)');
    await activate(continueButton(page));

    await heading(page, 'Request information');
    // A forms request asks no record types: those are a records request's questions.
    expect(await page.getByRole('group', { name: /Record types/ }).count()).toBe(0);
    for (const name of ['School or sports', /Rush request/]) {
      await tabTo(page.getByRole('checkbox', { name }));
      await k.press('Space');
    }
    await expectNoAxeViolations(page, 'request-info step (phone)');
    await activate(continueButton(page));
    await heading(page, 'Payment');
    await visible(page.getByRole('radio', { name: 'Use card ending in 4242', checked: true }));
    await activate(continueButton(page));

    await heading(page, 'Review and confirm');
    await text(page.getByTestId('request-summary')).toContain('Robin Stone');
    await text(page.getByTestId('request-summary')).toContain('Form_S_');
    // Default schedule: retrieval 15.00 + instant download 6.50 + rush 25.00 + form completion 25.00.
    await text(page.getByTestId('estimate-total')).toBe('$71.50');
    // The summary (long form file name included) fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'confirm step (phone)');
    await typeInto(page.getByLabel(/Your initials/), 'AS');
    await k.press('Enter');
    await heading(page, 'Request submitted');
    const rid = (await page.getByTestId('request-rid').innerText()).replace('Request ID: ', '');
    expect((await listRequests(baseURL, user)).find((r) => r.rid === rid)).toMatchObject({
      status: 'ordered',
      request_type: 'Form',
    });
    expect(await requestPayment(baseURL, user, rid)).toMatchObject({ status: 'authorized', card: { id: cardId } });
    const [evidence] = await keptEvidence(baseURL, user, rid);
    expect(evidence).toMatchObject({ card_id: cardId, image: { mime: 'image/png' } });
    expect(evidence!.detail).toContain('Estimated total: $71.50');
    expect(evidence!.detail).toContain('Patient: Robin Stone');
    expect(isPng(await evidenceImage(baseURL, user, rid, evidence!.id))).toBe(true);
    await context.close();
  });

  it("signs the provider's own form online (then /upload-type shows /type) and pays by check", async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL);
    await page.goto('/p/form-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await page.getByRole('radio', { name: /Patient Intake Form/ }).check();
    // The form's own questions, not the records request's.
    const questions = page.getByTestId('form-questions');
    await text(questions).toContain('Patient Intake Form: your answers');
    await continueButton(page).click();
    await visible(questions.getByText('Field is required').first());
    await expectNoAxeViolations(page, 'intake form questions with errors');
    await questions.getByLabel(/^Home address/).fill('12 Elm St, Sacramento, CA 95814');
    await questions.getByLabel(/^Phone number/).fill('+1 916-555-0100');
    await questions.getByLabel(/^Emergency contact name/).fill('Jordan Stone');
    await questions.getByLabel(/^Emergency contact phone/).fill('+1 916-555-0101');
    await questions.getByLabel(/^Allergies/).fill('Penicillin');
    await questions.getByLabel(/^Reason for your visit/).fill('New patient check-up');
    await continueButton(page).click();
    // A provider form goes straight to the authorization (spec: form type → Authorization), signed with its answers.
    await heading(page, 'Authorization');
    await text(page.getByTestId('signing-form')).toContain('You are signing Patient Intake Form with these answers:');
    await text(page.getByTestId('signing-form')).toContain('Allergies (write "None" if there are none): Penicillin');
    await signEAuthorization(page);
    await heading(page, 'Government ID');
    const rid = new URL(page.url()).searchParams.get('rid')!;

    // The form authorization now has a form id: /upload-type is replaced by /type (spec section 2),
    // whether the user asks for it from the type step or opens (or reloads) its address.
    await page.getByRole('button', { name: 'Back', exact: true }).last().click();
    await heading(page, 'Authorization');
    await page.getByRole('button', { name: 'Back', exact: true }).last().click();
    await heading(page, 'Choose a form');
    await page.getByRole('radio', { name: 'I have a completed form to upload' }).check();
    await continueButton(page).click();
    await page.waitForURL(/\/form-request\/type\?rid=/);
    await heading(page, 'Choose a form');
    await text(page.getByTestId('upload-replaced')).toContain('Patient Intake Form');
    await expectNoAxeViolations(page, 'type step in place of upload-type');
    await page.goto(`/p/form-request/upload-type?rid=${rid}`);
    await page.waitForURL(/\/form-request\/type\?rid=/);
    await heading(page, 'Choose a form');
    await visible(page.getByRole('radio', { name: /Patient Intake Form/, checked: true }));
    await continueButton(page).click();
    await heading(page, 'Authorization');
    await visible(page.getByText(/Authorization on file/));
    await continueButton(page).click();

    await heading(page, 'Government ID');
    await continueButton(page).click();
    await continueButton(page).click();
    await heading(page, 'Request information');
    await page.getByRole('checkbox', { name: 'Personal use' }).check();
    expect(await page.getByRole('checkbox', { name: 'Medical records' }).count()).toBe(0);
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Check' }).check();
    await continueButton(page).click();
    await heading(page, 'Review and confirm');
    await text(page.getByTestId('request-summary')).toContain('Patient Intake Form');
    await text(page.getByTestId('request-summary')).toContain('Penicillin');
    expect(await page.getByTestId('request-summary').innerText()).not.toContain('Record types');
    await page.getByLabel(/Your initials/).fill('AS');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await heading(page, 'Request submitted');
    expect((await listRequests(baseURL, user)).find((r) => r.rid === rid)).toMatchObject({
      status: 'ordered',
      request_type: 'Form',
    });
    // A check needs no card consent: nothing was kept.
    expect(await keptEvidence(baseURL, user, rid)).toEqual([]);
    await context.close();
  });
});
