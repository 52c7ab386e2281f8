import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll, PHONE } from './support/browser';
import { reachRequestRest, text, visible } from './support/expect';
import { activate, typeInto } from './support/keyboard';
import { addCardViaApi, clerkSession, signInClerk, submittedRequest } from './support/records';

/**
 * the fee basis on the request and the
 * desk; a desk price above what the patient authorized waits for the patient, who declines it
 * with a reason (the hold is released); a request closed by the desk as "no records found" is
 * refunded and the patient downloads the desk's signed statement (read with pdftotext).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = process.env.FEES_SHOTS_DIR;

/** A records request paid by a new card to a named provider, submitted through the API as the wizard submits it. */
const cardRequest = async (baseURL: string, user: ApiUser, provider: { state: string; name: string }) =>
  submittedRequest(baseURL, user, { provider, cardId: await addCardViaApi(baseURL, user), reason: 'personal' });

type Detail = {
  state: string;
  payment: { status: string; amount_cents: number };
  fee_breakdown: { authorized_cents: number };
};
const detailOf = (baseURL: string, user: ApiUser, rid: string) =>
  apiAs<Detail>(baseURL, user, `/api/v2/requests/${rid}/detail`);

describe('fees the patient can trust', () => {
  it('a price raise waits for the patient, who declines it with a reason: the request closes and the hold is released', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await cardRequest(baseURL, patient, { state: 'CA', name: 'Mercy General Hospital' });
    const before = await detailOf(baseURL, patient, rid);
    expect(before.payment.status).toBe('authorized');
    const authorized = before.fee_breakdown.authorized_cents;
    const raised = ((authorized + 1500) / 100).toFixed(2);

    // The desk prices it above what the patient authorized: the console says it waits.
    const desk = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(desk.page);
    await desk.page.goto(`/staff/requests/${rid}`);
    await visible(desk.page.getByRole('heading', { name: `Request ${rid}` }));
    await text(desk.page.getByTestId('fee-basis-label')).toBe("The patient's own access to their records");
    await desk.page.getByLabel(/^Price in dollars/).fill(raised);
    // A raise needs a reason: the desk's form refuses it without one, and the API too.
    await desk.page.getByRole('button', { name: 'Save price' }).click();
    await visible(
      desk.page.getByText('Say why the price is higher: the patient reads the reason beside the new fee lines.'),
    );
    const clerkApi = await clerkSession(baseURL);
    const refused = await fetch(`${baseURL}/api/v2/staff/requests/${rid}/price`, {
      method: 'POST',
      headers: { 'authorization-token': clerkApi.token, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_cents: authorized + 1500 }),
    });
    expect(refused.status).toBe(400);
    // The clerk is told, before writing it, that the reason goes to the patient as written.
    await visible(desk.page.getByText(/in the email asking them to approve the price\.$/));
    await desk.page.getByLabel(/^Reason for a higher price/).fill('The chart has 180 pages');
    await desk.page.getByRole('button', { name: 'Save price' }).click();
    await visible(
      desk.page
        .getByText('The price is more than the patient authorized: it has been sent to the patient for approval.')
        .first(),
    );
    await text(desk.page.getByTestId('price-pending')).toContain(`Waiting for the patient to approve $${raised}`);
    await expectNoAxeViolations(desk.page, 'desk: price waiting for approval');
    if (SHOTS) await desk.page.screenshot({ path: `${SHOTS}/desk-price-pending.png`, fullPage: true });
    expect((await detailOf(baseURL, patient, rid)).payment).toMatchObject({
      status: 'authorized',
      amount_cents: authorized,
    });

    // The mailed link opens the request (the outbox holds it); the patient reads the price and the basis.
    const clerk = clerkApi;
    const outbox = await apiAs<{ mails: Array<{ subject: string; text: string }> }>(
      baseURL,
      clerk,
      '/api/v2/staff/outbox',
    );
    const mail = outbox.mails.find((m) => m.subject === `Your request ${rid}: a new price needs your approval`)!;
    const link = /(https?:\/\/\S+\/p\/request-detail\/\S+)/.exec(mail.text)![1]!;
    const me = await newPage(browser, baseURL, PHONE);
    await signIn(me.page, patient);
    await me.page.goto(new URL(link).pathname + new URL(link).search);
    await text(me.page.getByTestId('detail-status')).toMatch(/waiting for your approval/i);
    await text(me.page.getByTestId('price-approval')).toContain(`$${raised}`);
    await reachRequestRest(me.page);
    await text(me.page.getByTestId('request-fees')).toContain('HIPAA right of access (45 CFR 164.524)');
    // The approval shows the reason with the new lines, which add up to the new price.
    await text(me.page.getByTestId('approval-lines')).toContain('The chart has 180 pages');
    await text(me.page.getByTestId('approval-lines-total')).toBe(`$${raised}`);
    const approvalLines = await me.page
      .locator('[data-testid="approval-lines"] tr[data-fee^="line-"] td')
      .allInnerTexts();
    expect(approvalLines.reduce((s, v) => s + Math.round(Number(v.replace(/[$,]/g, '')) * 100), 0)).toBe(
      authorized + 1500,
    );
    // The request's own lines add up to what is held; the note names the cost-based rate, not a
    // flat fee of up to $6.50 above a larger total.
    const held = await me.page.locator('[data-testid="fee-breakdown"] tr[data-fee^="line-"] td').allInnerTexts();
    expect(held.reduce((s, v) => s + Math.round(Number(v.replace(/[$,]/g, '')) * 100), 0)).toBe(authorized);
    await text(me.page.getByTestId('fee-breakdown-total')).toBe(`$${(authorized / 100).toFixed(2)}`);
    expect(await me.page.getByTestId('request-fees').innerText()).not.toContain('flat fee');
    expect(await noSideScroll(me.page)).toBe(true);
    await expectNoAxeViolations(me.page, 'request with a price to approve (phone)');
    if (SHOTS) await me.page.screenshot({ path: `${SHOTS}/patient-approval-phone.png`, fullPage: true });

    // Declining needs a reason; then, with the keyboard alone, it closes the request.
    await activate(me.page.getByTestId('decline-price'));
    const dialog = me.page.getByRole('dialog', { name: 'Decline the new price?' });
    await visible(dialog);
    await activate(dialog.getByRole('button', { name: 'Decline and close the request' }));
    await text(dialog.getByText('Field is required')).toBe('Field is required');
    await expectNoAxeViolations(me.page, 'decline dialog (phone)');
    await typeInto(dialog.getByLabel(/^Reason/), 'I will ask the clinic directly.');
    await activate(dialog.getByRole('button', { name: 'Decline and close the request' }));
    await text(me.page.getByTestId('detail-status')).toMatch(/closed - archived/i);
    await expect.poll(async () => (await detailOf(baseURL, patient, rid)).payment.status).toBe('canceled');
    expect((await detailOf(baseURL, patient, rid)).state).toBe('closed_archived');

    // The desk reads the decline and its reason in the history.
    await desk.page.goto(`/staff/requests/${rid}`);
    await text(desk.page.getByTestId('request-status')).toMatch(/closed/i);
    await text(desk.page.locator('body')).toContain('I will ask the clinic directly.');
    await desk.context.close();
    await me.context.close();
  });

  it('a request closed as "no records found" is refunded, and the patient downloads the signed statement', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    // Summit Cardiology Group charges at submission: the card is charged when the request is sent.
    const rid = await cardRequest(baseURL, patient, { state: 'WA', name: 'Summit Cardiology Group' });
    const paid = await detailOf(baseURL, patient, rid);
    expect(paid.payment.status).toBe('paid');

    const desk = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(desk.page);
    await desk.page.goto(`/staff/requests/${rid}`);
    await visible(desk.page.getByRole('heading', { name: `Request ${rid}` }));
    await desk.page.getByTestId('no-records-open').click();
    const dialog = desk.page.getByRole('dialog', { name: 'Close as "no records found"?' });
    await visible(dialog);
    await expectNoAxeViolations(desk.page, 'desk: no-records dialog');
    if (SHOTS) await desk.page.screenshot({ path: `${SHOTS}/desk-no-records.png`, fullPage: false });
    await dialog.getByRole('button', { name: 'Sign and close' }).click();
    await text(dialog.getByText('Field is required')).toBe('Field is required'); // the signature
    await dialog.getByLabel(/^Type your full name to sign/).fill('Casey Morgan');
    await dialog.getByRole('button', { name: 'Sign and close' }).click();
    await visible(
      desk.page.getByText('Request closed: no records found. The patient has been told and owes nothing.').first(),
    );
    await text(desk.page.getByTestId('no-records-statement')).toContain('signed by Casey Morgan');
    await expect.poll(async () => (await detailOf(baseURL, patient, rid)).payment.status).toBe('refunded');

    const me = await newPage(browser, baseURL, PHONE);
    await signIn(me.page, patient);
    await me.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(me.page.getByTestId('no-records')).toContain('The provider found no records for this request');
    expect(await noSideScroll(me.page)).toBe(true);
    await expectNoAxeViolations(me.page, 'request closed with no records (phone)');
    if (SHOTS) await me.page.screenshot({ path: `${SHOTS}/patient-no-records-phone.png`, fullPage: true });
    const download = me.page.waitForEvent('download');
    await reachRequestRest(me.page);
    await activate(me.page.getByTestId('no-records-download'));
    const file = await download;
    expect(file.suggestedFilename()).toBe(`no-records-statement-${rid}.pdf`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fees-e2e-'));
    const saved = path.join(dir, 'statement.pdf');
    await file.saveAs(saved);
    const pdf = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    rmSync(dir, { recursive: true, force: true });
    expect(pdf).toContain('Statement: no records found');
    expect(pdf).toContain(`Request ${rid}`);
    expect(pdf).toContain(
      "We searched the provider's records for the patient and the dates of service of this request and found no records.",
    );
    expect(pdf).toMatch(/Every charge for this request \(\$\d+\.\d\d\) has been refunded to your card\./);
    expect(pdf).toContain('Signed electronically by Casey Morgan');
    await desk.context.close();
    await me.context.close();
  });
});
