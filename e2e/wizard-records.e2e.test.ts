import { describe, expect, inject, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@portal/shared';
import { apiAs, signIn } from './support/api';
import { hidden, text, visible } from './support/expect';
import { expectNoAxeViolations } from './support/browser';
import { activate, chooseFile, focusDescription, tabTo, typeInto } from './support/keyboard';
import {
  chooseProvider,
  chooseProviderByKeyboard,
  continueButton,
  custodianId,
  fillCardByKeyboard,
  heading,
  listRequests,
  PDF,
  PNG,
  signEAuthorizationByKeyboard,
  uploadThrough,
} from './wizard-helpers';
import {
  evidenceImage,
  isPng,
  keptEvidence,
  recordDraftAtConfirm,
  requestPayment,
  startJourney,
  journeyBrowser,
} from './wizard-fixtures';

const browser = journeyBrowser();

describe('records request wizard', () => {
  it('by keyboard alone: every step, a new card after a declined one, consent evidence kept, ordered with that card', async () => {
    const baseURL = inject('baseURL');
    // A Mastercard on file is the default: the new card must be the one chosen after add-payment.
    const { user, context, page } = await startJourney(browser(), baseURL, { cards: ['5555555555554444'] });
    const k = page.keyboard;
    await page.goto('/p/record-request/provider');
    await heading(page, 'Choose your provider');
    await expectNoAxeViolations(page, 'provider step');
    await chooseProviderByKeyboard(page, 'California', 'Mercy Gen', 'Mercy General Hospital');

    await heading(page, 'Who is the patient?');
    // Each step takes focus at its heading, so the next Tab is the step's first control.
    expect(await focusDescription(page)).toBe('h2 "Who is the patient?"');
    // Spec section 4: the draft is saved on reaching step 2.
    await page.waitForURL(/rid=/);
    await expectNoAxeViolations(page, 'patient step');
    await tabTo(page.getByRole('radio', { name: /Myself/ }), { max: 1 });
    await k.press('Space');
    await k.press('Enter');

    await heading(page, 'Dates of service');
    await tabTo(page.getByRole('radio', { name: 'All' }));
    await k.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Between' }).isChecked()).toBe(true);
    await typeInto(page.getByLabel('From (M/D/YYYY)'), '1/2/2020');
    await typeInto(page.getByLabel('To (M/D/YYYY)'), '13/45/2021');
    await k.press('Enter');
    await visible(page.getByText('Invalid date'));
    await expectNoAxeViolations(page, 'date step with an error');
    await typeInto(page.getByLabel('To (M/D/YYYY)'), '3/4/2021');
    await k.press('Enter');

    await heading(page, 'How will you authorize the release?');
    await expectNoAxeViolations(page, 'auth-type step');
    await tabTo(page.getByRole('radio', { name: 'Sign an electronic authorization' }));
    await k.press('Space');
    await k.press('Enter');
    await heading(page, 'Authorization');
    // Reload keeps the work: the draft comes back from the rid in the URL.
    await page.reload();
    await heading(page, 'Authorization');
    expect(page.url()).toContain('/record-request/authorization?rid=');
    await expectNoAxeViolations(page, 'authorization step');
    await signEAuthorizationByKeyboard(page, { fullName: 'Avery Stone', initials: 'AS', dob: '3/14/1988' });

    await heading(page, 'Government ID');
    await expectNoAxeViolations(page, 'govt-id step');
    // The chooser opens from the zone's button with Enter or Space; focus comes back to it after the upload.
    await chooseFile(page.getByRole('button', { name: 'Choose file: Government ID (front)' }), {
      ...PNG,
      name: 'front.png',
    });
    await visible(page.getByText('Uploaded: front.png'));
    expect(await focusDescription(page)).toBe('button "Choose file: Government ID (front)"');
    await chooseFile(
      page.getByRole('button', { name: 'Choose file: Government ID (back)' }),
      { ...PNG, name: 'back.png' },
      'Space',
    );
    await visible(page.getByText('Uploaded: back.png'));
    await activate(continueButton(page));

    await heading(page, 'Supporting documents (optional)');
    await chooseFile(page.getByRole('button', { name: 'Choose file: Add a supporting document' }), {
      ...PDF,
      name: 'referral.pdf',
    });
    await visible(page.getByText('referral.pdf', { exact: true }));
    await expectNoAxeViolations(page, 'supporting-docs step with a document');
    await activate(continueButton(page));

    await heading(page, 'Request information');
    await activate(continueButton(page));
    await visible(page.getByText('Field is required').first());
    await expectNoAxeViolations(page, 'request-info step with errors');
    await tabTo(page.getByRole('checkbox', { name: 'Personal use' }), { back: true, max: 40 });
    await k.press('Space');
    await tabTo(page.getByRole('checkbox', { name: 'Medical records' }));
    await k.press('Space');
    await tabTo(page.getByRole('radio', { name: /Instant download/ }));
    await k.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Fax return/ }).isChecked()).toBe(true);
    // Ten digits as typed are laid into the spec's mask, not refused.
    await typeInto(page.getByLabel('Fax number'), '5555555555');
    expect(await page.getByLabel('Fax number').inputValue()).toBe('+1 555-555-5555');
    await typeInto(page.getByLabel('Recipient name'), 'Dr. Lee');
    await tabTo(page.getByLabel('Recipient type'));
    await k.type('Physician');
    await typeInto(page.getByRole('textbox', { name: 'Remark for the fax' }), 'Attn: records');
    await activate(continueButton(page));

    await heading(page, 'Payment');
    await expectNoAxeViolations(page, 'payment step');
    expect(await page.getByRole('radio', { name: 'Use card ending in 4444' }).isChecked()).toBe(true);
    await activate(page.getByRole('button', { name: 'Add card', exact: true }));

    await heading(page, 'Add a card');
    expect(page.url()).toContain('/record-request/add-payment?rid=');
    // The declined test card: the gateway's message under the form, nothing saved.
    await fillCardByKeyboard(page, '4000000000000002');
    await text(page.getByTestId('card-form-errors')).toContain(PAYMENT_MESSAGES.declined);
    await expectNoAxeViolations(page, 'add-payment step with the decline');
    await typeInto(page.getByLabel('Card number'), '4242424242424242', { back: true });
    await activate(page.getByRole('button', { name: 'Save card' }));

    await heading(page, 'Payment');
    expect(page.url()).toContain('/record-request/payment?rid=');
    await visible(page.getByRole('radio', { name: 'Use card ending in 4242' }));
    expect(await page.getByRole('radio', { name: 'Use card ending in 4242' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Use card ending in 4444' }).isChecked()).toBe(false);
    await activate(continueButton(page));

    await heading(page, 'Review and confirm');
    const summary = page.getByTestId('request-summary');
    await text(summary).toContain('Between 1/2/2020 - 3/4/2021');
    await text(summary).toContain('Fax return');
    await text(summary).toContain('Card ending 4242');
    // The signed authorization exactly as it will be sent, before submitting.
    const [sent] = await Promise.all([
      page.waitForEvent('download'),
      activate(page.getByRole('button', { name: 'View the authorization that will be sent (PDF)' })),
    ]);
    expect(sent.suggestedFilename()).toMatch(/^Authorization_.*\.pdf$/);
    await typeInto(page.getByLabel(/Your initials/), 'A'.repeat(21));
    await k.press('Enter');
    await visible(page.getByText('Must be less than 20 characters'));
    // Faxed to a physician: an authorization to a third party, with its basis.
    await text(page.getByTestId('fee-basis-label')).toBe('Authorization to send your records to a third party');
    await text(page.getByTestId('fee-basis')).toContain('45 CFR 164.508');
    await expectNoAxeViolations(page, 'confirm step');
    if (process.env.FEES_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.FEES_SHOTS_DIR}/wizard-confirm.png`, fullPage: true });
    await typeInto(page.getByLabel(/Your initials/), 'AS');
    await k.press('Enter');

    await heading(page, 'Request submitted');
    const rid = (await page.getByTestId('request-rid').innerText()).replace('Request ID: ', '');
    await expectNoAxeViolations(page, 'requestConfirmed step');
    // Reload on the confirmation keeps showing it.
    await page.reload();
    await text(page.getByTestId('request-rid')).toContain(rid);

    // What the user agreed to was kept with the request before the card was held: text and picture.
    const cards = (await apiAs<{ cards: Array<{ id: number; last4: string }> }>(baseURL, user, '/api/v2/patient/cards'))
      .cards;
    const newCard = cards.find((c) => c.last4 === '4242')!;
    const [evidence, ...more] = await keptEvidence(baseURL, user, rid);
    expect(more).toEqual([]);
    expect(evidence).toMatchObject({ card_id: newCard.id, remember_me: true, image: { mime: 'image/png' } });
    for (const line of [
      'Dates of service: Between 1/2/2020 - 3/4/2021',
      'Payment: Card ending 4242',
      'Estimated total: $32.00',
      'Your initials: AS',
    ]) {
      expect(evidence!.detail).toContain(line);
    }
    expect(isPng(await evidenceImage(baseURL, user, rid, evidence!.id))).toBe(true);
    expect(await requestPayment(baseURL, user, rid)).toMatchObject({
      status: 'authorized',
      method: 'card',
      card: { id: newCard.id, last4: '4242' },
    });

    // The list shows it ordered (reached by keyboard; leaving a finished wizard asks nothing).
    await activate(page.getByRole('link', { name: 'Go to Records & Forms' }), 'Enter', { max: 30 });
    await page.waitForURL('**/p/records-and-forms');
    await text(page.locator(`[data-testid="request-card"][data-rid="${rid}"]`)).toContain('Ordered');
    expect((await listRequests(baseURL, user)).find((r) => r.rid === rid)).toMatchObject({
      status: 'ordered',
      request_type: 'Record',
    });
    await context.close();
  });

  it('keeps the draft on a reload of any step', async () => {
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
    const steps: Array<[string, string, () => Promise<unknown>]> = [
      ['patient', 'Who is the patient?', () => visible(page.getByRole('radio', { name: /Myself/, checked: true }))],
      ['create-patient', 'Add a patient', () => visible(page.getByLabel(/^First name/))],
      [
        'date',
        'Dates of service',
        async () => expect(await page.getByLabel('From (M/D/YYYY)').inputValue()).toBe('1/2/2020'),
      ],
      [
        'auth-type',
        'How will you authorize the release?',
        () => visible(page.getByRole('radio', { name: 'Upload a signed general release', checked: true })),
      ],
      ['authorization', 'Authorization', () => visible(page.getByText(/Authorization on file/))],
      [
        'govt-id',
        'Government ID',
        () => visible(page.getByRole('button', { name: 'Choose file: Government ID (front)' })),
      ],
      [
        'supporting-docs',
        'Supporting documents (optional)',
        () => visible(page.getByRole('button', { name: 'Choose file: Add a supporting document' })),
      ],
      [
        'request-info',
        'Request information',
        async () => expect(await page.getByLabel('Fax number').inputValue()).toBe('+1 555-555-5555'),
      ],
      [
        'payment',
        'Payment',
        () => visible(page.getByRole('radio', { name: 'Use card ending in 4242', checked: true })),
      ],
      ['add-payment', 'Add a card', () => visible(page.getByLabel('Card number'))],
      [
        'confirm',
        'Review and confirm',
        () => text(page.getByTestId('request-summary')).toContain('Between 1/2/2020 - 3/4/2021'),
      ],
    ];
    for (const [route, title, restored] of steps) {
      await page.goto(`/p/record-request/${route}?rid=${rid}`);
      await heading(page, title);
      await restored();
      expect(new URL(page.url()).pathname, route).toBe(`/p/record-request/${route}`);
    }
    await context.close();
  });

  it('leaves half-way with Save as Draft, signs out and in, resumes the draft and pays by check', async () => {
    const baseURL = inject('baseURL');
    const { user, context, page } = await startJourney(browser(), baseURL);
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
    const card = page.locator(`[data-testid="request-card"][data-rid="${rid}"]`);
    await text(card.getByTestId('draft-saved')).toMatch(/^Draft, last saved on \d+\/\d+\/\d{4}$/);
    await card.getByRole('link', { name: /^Resume draft/ }).click();
    // Restored up to step 6, it lands one step before: the authorization, already on file.
    await visible(page.getByText('Restoring your draft…'));
    await heading(page, 'Authorization');
    // Keyboard and screen-reader users start at the step they landed on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Authorization');
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
    const { user, context, page } = await startJourney(browser(), baseURL);
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'MA', 'Harbor Family Health Center');
    await heading(page, 'Who is the patient?');
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
    expect(page.url()).toContain('/record-request/patient');
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await heading(page, 'Dates of service');
    await continueButton(page).click();
    await page.waitForURL(/record-request\/auth-type\?rid=/);
    const rid = new URL(page.url()).searchParams.get('rid')!;
    await page.getByRole('link', { name: 'Records & Forms' }).click();
    await prompt.getByRole('button', { name: 'Abandon' }).click();
    await page.waitForURL('**/p/records-and-forms');
    expect((await listRequests(baseURL, user)).find((r) => r.rid === rid)?.status).toBe('abandoned');
    await context.close();
  });
});
