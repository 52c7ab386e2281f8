import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, noSideScroll, PHONE } from './support/browser';
import { hidden, text, visible } from './support/expect';
import { shot } from './support/records';
import { chooseProvider, continueButton, heading, PNG, signEAuthorization, uploadThrough } from './wizard-helpers';
import { journeyBrowser, startJourney } from './wizard-fixtures';

/** Rough edges of the request wizard, met from outside and driven the way they were met. */
const browser = journeyBrowser();

const RESTORED = 'Your draft is restored';

describe('the wizard, from outside', () => {
  it('keeps a draft from step 2, resumes it from its title, names the provider, explains dates and costs as they change', async () => {
    const baseURL = inject('baseURL');
    const { context, page } = await startJourney(browser(), baseURL, { viewport: PHONE });
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await heading(page, 'Who is the patient?');
    // Spec section 4: the draft is saved on reaching step 2.
    await page.waitForURL(/rid=/);
    const rid = new URL(page.url()).searchParams.get('rid')!;
    // The chosen provider stays in view under each step's heading.
    await text(page.getByTestId('wizard-provider')).toBe('Selected provider: Mercy General Hospital');

    // The tab is closed here: the choice is kept among the drafts, which says there is no patient yet.
    await page.close({ runBeforeUnload: false });
    const list = await context.newPage();
    list.setDefaultTimeout(60_000);
    await list.goto('/p/records-and-forms');
    const card = list.locator(`[data-testid="request-card"][data-rid="${rid}"]`);
    await text(card).toContain('No patient chosen yet');
    await expectNoAxeViolations(list, 'records list with a provider-only draft');
    await shot(list, 'draft-provider-only-phone');
    // Spec section 2: "Clicking a draft card resumes the wizard": its title is a link that does.
    await card.getByRole('link', { name: `Medical Record ${rid}`, exact: true }).click();
    await list.waitForURL(/\/record-request\//);
    await visible(list.getByText(RESTORED));
    await heading(list, 'Choose your provider');
    await expectNoAxeViolations(list, 'restored draft');
    await shot(list, 'draft-restored-phone');
    await continueButton(list).click();
    await heading(list, 'Who is the patient?');
    // The note belongs to the step the draft landed on.
    expect(await list.getByText(RESTORED).count()).toBe(0);
    await list.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(list).click();

    // "To" before "From": the message says which date is wrong; a calendar is offered as on the dependent form.
    await heading(list, 'Dates of service');
    await list.getByRole('radio', { name: 'Between' }).check();
    await list.getByLabel('From (M/D/YYYY)').fill('3/4/2021');
    await list.getByLabel('To (M/D/YYYY)').fill('1/2/2020');
    await continueButton(list).click();
    await visible(list.getByText('The "To" date is before the "From" date. Choose a "To" date on or after it.'));
    await list.getByRole('button', { name: 'Choose the end date from a calendar' }).click();
    await visible(list.getByRole('combobox', { name: 'Year' }));
    await expectNoAxeViolations(list, 'dates of service with the calendar open');
    await shot(list, 'dates-calendar-phone');
    expect(await noSideScroll(list)).toBe(true);
    await list.keyboard.press('Escape');
    await list.getByLabel('To (M/D/YYYY)').fill('5/6/2022');
    await continueButton(list).click();

    await heading(list, 'How will you authorize the release?');
    await list.getByRole('radio', { name: 'Sign an electronic authorization' }).check();
    await continueButton(list).click();
    await heading(list, 'Authorization');
    await signEAuthorization(list);
    // After Adopt and Sign (at the bottom of a long page) the next step opens at the top: the Back
    // link and the progress are in view, not under the fixed header.
    await heading(list, 'Government ID');
    await expect.poll(() => list.evaluate(() => window.scrollY)).toBe(0);
    const back = await list.getByRole('button', { name: 'Back', exact: true }).first().boundingBox();
    expect(back!.y).toBeGreaterThanOrEqual(64);

    await uploadThrough(list, 'Choose file: Government ID (front)', { ...PNG, name: 'front.png' });
    await visible(list.getByText('Uploaded: front.png'));
    await uploadThrough(list, 'Choose file: Government ID (back)', { ...PNG, name: 'back.png' });
    await visible(list.getByText('Uploaded: back.png'));
    await continueButton(list).click();
    await heading(list, 'Supporting documents (optional)');
    await continueButton(list).click();

    // Each delivery says what it delivers; the cost box follows the choice at once.
    await heading(list, 'Request information');
    const costs = list.getByTestId('cost-summary');
    await visible(costs.locator('[data-fee="instant_download"]'));
    await visible(list.getByText('Standard delivery at no charge; it takes longer than an instant download.').first());
    const before = await costs.getByTestId('cost-total').innerText();
    await list.getByRole('radio', { name: /^Free delivery/ }).check();
    await visible(costs.locator('[data-fee="free_delivery"]'));
    expect(await costs.locator('[data-fee="instant_download"]').count()).toBe(0);
    await expect.poll(() => costs.getByTestId('cost-total').innerText()).not.toBe(before);
    await list.getByRole('checkbox', { name: /^Rush request/ }).check();
    await visible(costs.locator('[data-fee="rush_request"]'));
    await expectNoAxeViolations(list, 'request info with the running costs');
    await shot(list, 'request-info-costs-phone');
    expect(await noSideScroll(list)).toBe(true);
    await context.close();
  });

  it('resumes a form filled in online on its answers, saying the draft is restored', async () => {
    const baseURL = inject('baseURL');
    const { context, page } = await startJourney(browser(), baseURL);
    await page.goto('/p/form-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await page.getByRole('radio', { name: /Myself/ }).check();
    await continueButton(page).click();
    await page.getByRole('radio', { name: /Patient Intake Form/ }).check();
    const questions = page.getByTestId('form-questions');
    await questions.getByLabel(/^Home address/).fill('12 Elm St, Sacramento, CA 95814');
    await questions.getByLabel(/^Phone number/).fill('9165550100');
    await questions.getByLabel(/^Emergency contact name/).fill('Jordan Stone');
    await questions.getByLabel(/^Emergency contact phone/).fill('9165550101');
    await questions.getByLabel(/^Allergies/).fill('Penicillin');
    await questions.getByLabel(/^Reason for your visit/).fill('New patient check-up');
    await continueButton(page).click();
    await heading(page, 'Authorization');
    await page.waitForURL(/rid=/);
    const rid = new URL(page.url()).searchParams.get('rid')!;

    await page.goto('/p/records-and-forms');
    const card = page.locator(`[data-testid="request-card"][data-rid="${rid}"]`);
    await card.getByRole('link', { name: /^Resume draft/ }).click();
    await visible(page.getByText(RESTORED));
    // One step before the saved one (spec section 4): for a form filled in online that is the
    // form with its answers, not an empty upload page.
    await page.waitForURL(/\/form-request\/type\?rid=/);
    await heading(page, 'Choose a form');
    await visible(page.getByRole('radio', { name: /Patient Intake Form/, checked: true }));
    expect(
      await page
        .getByTestId('form-questions')
        .getByLabel(/^Phone number/)
        .inputValue(),
    ).toBe('+1 916-555-0100');
    expect(
      await page
        .getByTestId('form-questions')
        .getByLabel(/^Allergies/)
        .inputValue(),
    ).toBe('Penicillin');
    await expectNoAxeViolations(page, 'resumed form on its answers');
    await shot(page, 'form-resumed-desktop');
    await context.close();
  });

  it('left while the first draft save is on its way: the prompt stays up, and Back finds the draft', async () => {
    const baseURL = inject('baseURL');
    const { context, page } = await startJourney(browser(), baseURL);
    // A slow network: the draft saved on reaching step 2 answers only once the patient has asked to leave.
    let release!: () => void;
    const answer = new Promise<void>((r) => (release = r));
    let held = false;
    await page.route(
      /\/api\/v2\/request\/record_request$/,
      async (route) => {
        const response = await route.fetch();
        held = true;
        await answer;
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await page.goto('/p/record-request/provider');
    await chooseProvider(page, 'CA', 'Mercy General Hospital');
    await expect.poll(() => held).toBe(true);
    expect(new URL(page.url()).searchParams.get('rid')).toBeNull();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave this request?' });
    await visible(prompt);
    // The draft's number arrives while the prompt is up: it goes into the address, and the
    // prompt stays until the patient answers it.
    release();
    await page.waitForURL(/\/record-request\/patient\?rid=/);
    const rid = new URL(page.url()).searchParams.get('rid')!;
    await page.waitForTimeout(300);
    await visible(prompt);
    await prompt.getByRole('button', { name: 'Save as Draft' }).click();
    await page.waitForURL('**/p/dashboard');
    await hidden(prompt);

    // Back returns to the step that was left, with its draft.
    await page.goBack();
    await page.waitForURL(new RegExp(`/record-request/patient\\?rid=${rid}$`));
    await heading(page, 'Who is the patient?');
    await text(page.getByTestId('wizard-provider')).toBe('Selected provider: Mercy General Hospital');
    await context.close();
  });
});
