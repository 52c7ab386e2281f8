import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@portal/shared';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { pdfText } from './support/auth-docs';
import { DESKTOP, expectNoAxeViolations, newPage, PHONE } from './support/browser';
import { text, value, visible } from './support/expect';
import { custodianId } from './wizard-helpers';
import { journeyBrowser } from './wizard-fixtures';

/**
 * the demo's situation (Jordan requests
 * records for Maya, 11) on the demo directory's Mercy General Hospital, which asks the sensitive
 * question. Set up through the API with the app's headers (a dependent, a draft at the
 * authorization step), then signed through the screen; the PDFs are read with pdftotext when
 * poppler-utils is installed (the byte checks run either way).
 */
const browser = journeyBrowser();
const outDir = mkdtempSync(path.join(os.tmpdir(), 'signer-e2e-'));

async function draftFor(baseURL: string, user: ApiUser, dependentId: number | null) {
  const custodian = await custodianId(baseURL, user, 'CA', 'Mercy General Hospital');
  const { request_rid: rid } = await apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: {
      status: 'draft',
      idempotency_key: randomUUID(),
      custodian_id: custodian,
      current_step: 5,
      ...(dependentId ? { dependent_id: dependentId } : {}),
    },
  });
  return rid;
}

function savePdf(name: string, bytes: Buffer) {
  const file = path.join(outDir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

describe('who signs the e-authorization, and what it says', () => {
  it('a guardian signs for a child: role chosen (not assumed), authority stated, previewed, then the PDF and certificate name both', async () => {
    const baseURL = inject('baseURL');
    const jordan = await createUser(baseURL, { name: 'Jordan', last_name: 'Rivera' });
    const maya = await apiAs<{ id: number }>(baseURL, jordan, '/api/v2/patient/dependents', {
      method: 'POST',
      body: { first_name: 'Maya', last_name: 'Rivera', dob: '9/3/2015', relation: 'child' },
    });
    const rid = await draftFor(baseURL, jordan, maya.id);
    const { context, page } = await newPage(browser(), baseURL, DESKTOP);
    await signIn(page, jordan);
    await page.goto(`/p/authorizations/sign?rid=${rid}`);
    await visible(page.getByRole('heading', { name: 'Please read and sign the authorization below' }));

    // What the account knows is filled in; who signs is not assumed.
    // Filled in once the page has taken the account's answers (a page drawn by the server shows
    // the form before its fields are filled).
    await value(page.getByRole('textbox', { name: 'Patient full name' })).toBe('Maya Rivera');
    expect(await page.getByRole('textbox', { name: 'Patient date of birth' }).inputValue()).toBe('9/3/2015');
    const role = page.getByRole('combobox', { name: 'I am the' });
    expect(await role.inputValue()).toBe('');
    await page.getByRole('textbox', { name: /social security/i }).pressSequentially('123456789');
    expect(await page.getByRole('textbox', { name: /social security/i }).inputValue()).toBe('123-45-6789');

    await page.getByRole('radio', { name: 'No', exact: true }).check();
    const legal = page.getByTestId('authorization-text');
    // The text read while signing is the document's own: what is known now, and what the
    // request-information step chooses later said to be completed from those answers.
    await text(legal).toContain('Sensitive information that will NOT be released:');
    await text(legal).toContain('Record types: to be completed from the answers you give later in this request.');
    await text(legal).toContain(
      'Who receives the information: to be completed from the answers you give later in this request.',
    );
    const read = await legal.innerText();
    for (const old of ['all available records', 'All of my records', 'I may state which information', 'my protected'])
      expect(read).not.toContain(old);
    await page.getByLabel('Type your signature').fill('Jordan Rivera');
    const adopt = page.getByRole('button', { name: 'Adopt and Sign' });
    await adopt.click();
    await visible(page.getByText(MESSAGES.required).first()); // 'I am the' is required

    // Signing as the patient for a child is refused on the form (and by the server: API tests).
    await role.selectOption('patient');
    await adopt.click();
    await visible(page.getByText(MESSAGES.representativeRequired));

    await role.selectOption('guardian');
    expect(
      await page.getByRole('textbox', { name: /^Full name of the power of attorney holder or guardian/ }).inputValue(),
    ).toBe('Jordan Rivera');
    await page
      .getByRole('textbox', { name: /^Your authority to act for the patient/ })
      .fill('Parent of Maya, a minor child');
    await visible(page.getByText('Signed by: Jordan Rivera (JR) — Guardian'));
    await visible(page.getByText('Patient: Maya Rivera', { exact: true }));
    await expectNoAxeViolations(page, 'e-authorization, guardian');
    await page.screenshot({ path: path.join(outDir, 'guardian-desktop.png'), fullPage: true });

    // The preview is the server's rendering of this form: read it before signing.
    // The bytes the page receives and shows, passed through as they come.
    let previewBytes: Buffer = Buffer.alloc(0);
    await page.route('**/api/v2/authorizations/e_authorization/preview', async (route) => {
      const response = await route.fetch();
      previewBytes = await response.body();
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Preview PDF' }).click();
    await visible(page.getByRole('link', { name: 'Open the preview in a new tab' }));
    expect(await page.getByTitle('Preview PDF').getAttribute('src')).toMatch(/^blob:/);
    await expectNoAxeViolations(page, 'PDF preview');
    await page.screenshot({ path: path.join(outDir, 'preview-desktop.png') });
    expect(previewBytes.subarray(0, 5).toString()).toBe('%PDF-');
    const previewText = pdfText(savePdf('guardian-preview', previewBytes));
    if (previewText !== null) {
      expect(previewText).toContain('Signed by: Jordan Rivera (JR) — Guardian');
      expect(previewText).toContain('Patient: Maya Rivera');
      expect(previewText).not.toContain('including any records about the sensitive categories');
    }
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Open the preview in a new tab' }).waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(outDir, 'guardian-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    const signing = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/authorizations/e_authorization') && r.request().method() === 'POST',
    );
    await adopt.focus();
    await page.keyboard.press('Enter');
    const summary = (await (await signing).json()) as { url: string; sensitive_release: string[] | null };
    expect(summary.sensitive_release).toEqual([]);
    await visible(page.getByText('Authorization signed.').first());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the signed authorization' }).click(),
    ]);
    const file = path.join(outDir, 'guardian-signed.pdf');
    await download.saveAs(file);
    const signed = pdfText(file);
    if (signed !== null) {
      expect(signed).toContain('Patient: Maya Rivera, date of birth 9/3/2015.');
      expect(signed).toContain(
        'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya, a minor child.',
      );
      expect(signed).toContain('Sensitive information that will NOT be released:');
      expect(signed).not.toContain('Adopt Your Signature');
      expect(signed).toContain('Signed by: Jordan Rivera (JR) — Guardian');
      // The audit certificate
      expect(signed).toContain(`Signed by: Jordan Rivera (account ${jordan.email})`);
      expect(signed).toContain('Patient: Maya Rivera');
      expect(signed).toContain('Authority: Parent of Maya, a minor child');
      expect(signed).not.toContain('Signed by: Maya Rivera');
      expect(signed).not.toContain('including any records about the sensitive categories');
    }

    // The request-information step comes after the signature: mental health records, which the
    // guardian's No does not release, cannot be chosen (and so not paid for); the reason is shown
    // with the way back to sign again.
    const custodian = await custodianId(baseURL, jordan, 'CA', 'Mercy General Hospital');
    const draft = {
      rid,
      idempotency_key: randomUUID(),
      custodian_id: custodian,
      dependent_id: maya.id,
      records_after: '1/1/2020',
      records_before: '12/31/2024',
    };
    await apiAs(baseURL, jordan, '/api/v2/request/record_request', {
      method: 'POST',
      body: { ...draft, status: 'draft', current_step: 8, wizard: { authType: 'e-authorization', auth: summary } },
    });
    await page.goto(`/p/record-request/request-info?rid=${rid}`);
    await visible(page.getByRole('heading', { name: 'Request information' }));
    const mental = page.getByRole('checkbox', { name: 'Mental health records' });
    await expect.poll(() => mental.isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Medical records' }).isDisabled()).toBe(false);
    await text(page.getByTestId('record-types-not-covered')).toContain(
      'Mental health records: Not available: the authorization you signed does not release these records.',
    );
    await expectNoAxeViolations(page, 'request information, a record type the authorization does not cover');
    await page.screenshot({ path: path.join(outDir, 'request-info-not-covered.png'), fullPage: true });
    await page.getByRole('button', { name: 'Sign the authorization again to include them' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/p/record-request/authorization');

    // Submitted with what it covers, the signed document states exactly that.
    const submission = {
      ...draft,
      current_step: 10,
      reason_for_request: ['continuing_care'],
      record_types: ['medical', 'lab'],
      scope: [],
      delivery_method: 'fax_return',
      fax_number: '+1 555-123-4567',
      recipient_name: 'Dr. Ann Lee',
      recipient_type: 'physician',
      rush_request: false,
      check_payment: true,
      initials: 'JR',
    };
    const refused = await fetch(`${baseURL}/api/v2/request/record_request`, {
      method: 'POST',
      headers: { 'authorization-token': jordan.token, 'content-type': 'application/json' },
      body: JSON.stringify({ ...submission, record_types: ['medical', 'mental_health'] }),
    });
    expect(refused.status).toBe(400);
    // The confirm step shows the document's scope lines completed from these answers, and the
    // signature adopted on the authorization step, before anything is submitted.
    await apiAs(baseURL, jordan, '/api/v2/request/record_request', {
      method: 'POST',
      body: {
        ...submission,
        status: 'draft',
        wizard: { authType: 'e-authorization', auth: summary, paymentMethod: 'check' },
      },
    });
    // A new tab, as a person resuming the draft would open it (the wizard tab above holds step 8).
    const cp = await context.newPage();
    await cp.goto(`/p/record-request/confirm?rid=${rid}`);
    const shownLines = cp.getByTestId('authorization-scope-lines');
    await visible(shownLines).catch(async (e: Error) => {
      throw new Error(`${e.message}\nat ${cp.url()}:\n${(await cp.locator('body').innerText()).slice(0, 1500)}`);
    });
    for (const line of [
      'Dates of service: from 1/1/2020 to 12/31/2024.',
      'Record types: Medical records, Lab results.',
      'Sensitive information that will NOT be released:',
      'Who receives the information: Dr. Ann Lee (Physician), by fax to +1 555-123-4567.',
      'Purpose of the disclosure: Continuing care.',
      'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya, a minor child.',
    ])
      await text(shownLines).toContain(line);
    const adopted = cp.getByRole('group', { name: 'The signature you adopted' });
    await text(adopted).toContain('Signed by: Jordan Rivera (JR) — Guardian');
    await cp.getByRole('button', { name: 'View the full text as it will be completed' }).click();
    await text(cp.getByTestId('authorization-full-text')).toContain(
      'Information disclosed under this authorization may be re-disclosed by the recipient',
    );
    await expectNoAxeViolations(cp, 'confirm step, the authorization as it will be completed');
    await cp.screenshot({ path: path.join(outDir, 'confirm-desktop.png'), fullPage: true });
    await cp.setViewportSize(PHONE);
    await expect
      .poll(() => cp.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await cp.screenshot({ path: path.join(outDir, 'confirm-phone.png'), fullPage: true });
    await cp.setViewportSize(DESKTOP);
    const confirmLines = (await shownLines.locator('li').allInnerTexts()).map((l) => l.trim());
    expect(confirmLines.length).toBeGreaterThan(6);

    await apiAs(baseURL, jordan, '/api/v2/request/record_request', { method: 'POST', body: submission });
    const completed = await fetch(`${baseURL}${summary.url}`, { headers: { 'authorization-token': jordan.token } });
    const done = pdfText(savePdf('guardian-submitted', Buffer.from(await completed.arrayBuffer())));
    if (done !== null) {
      // Every line the confirm step showed is what the PDF states, and the certificate records it.
      for (const line of confirmLines) {
        expect(done).toContain(line);
        expect(done.split(line).length, line).toBeGreaterThanOrEqual(3);
      }
      expect(done).toContain('Scope shown on the confirm step, confirmed with the initials: JR');
      expect(done).toContain('Dates of service: from 1/1/2020 to 12/31/2024.');
      expect(done).toContain('Record types: Medical records, Lab results.');
      expect(done).toContain('Sensitive information that will NOT be released:');
      expect(done).toContain('Who receives the information: Dr. Ann Lee (Physician), by fax to +1 555-123-4567.');
      expect(done).toContain(
        'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya, a minor child.',
      );
    }
    await context.close();
  });

  it('a patient answering No gets a PDF without the sensitive-release sentence', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL, { name: 'José', last_name: 'Núñez' });
    const rid = await draftFor(baseURL, user, null);
    const { context, page } = await newPage(browser(), baseURL, DESKTOP);
    await signIn(page, user);
    await page.goto(`/p/authorizations/sign?rid=${rid}`);
    await visible(page.getByRole('heading', { name: 'Please read and sign the authorization below' }));
    expect(await page.getByRole('textbox', { name: 'Patient full name' }).inputValue()).toBe('José Núñez');
    await page.getByRole('combobox', { name: 'I am the' }).selectOption('patient');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByLabel('Type your signature').fill('José Núñez');
    await visible(page.getByText('Signed by: José Núñez (JN)'));
    await page.getByRole('button', { name: 'Adopt and Sign' }).click();
    await visible(page.getByText('Authorization signed.').first());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the signed authorization' }).click(),
    ]);
    const file = path.join(outDir, 'patient-no.pdf');
    await download.saveAs(file);
    const signed = pdfText(file);
    if (signed !== null) {
      expect(signed).not.toContain(
        'All of my records will be released, including any records about the sensitive categories listed above.',
      );
      expect(signed).toContain('Sensitive information that will NOT be released:');
      expect(signed).toContain('Signed by: José Núñez (JN)');
      expect(signed).toContain('Patient: José Núñez');
    }
    await context.close();
  });
});
