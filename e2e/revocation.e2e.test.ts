import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiAs, createUser, signIn } from './support/api';
import { pdfText } from './support/auth-docs';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll, PHONE } from './support/browser';
import { hidden, reachRequestRest, text, visible } from './support/expect';
import { activate, typeInto } from './support/keyboard';
import { signInClerk, submittedRequest } from './support/records';

/**
 * the patient revokes the authorization of an open request
 * on a phone with the keyboard alone (confirmation and typed signature in a dialog); the request
 * stops, its pending payment is released, the signed PDF (with the audit certificate) is on the
 * request; the records desk finds it in its 'Revoked by patient' queue and opens the signed PDF.
 */
const outDir = mkdtempSync(path.join(os.tmpdir(), 'revocation-e2e-'));
const shots = process.env.E2E_SHOTS_DIR ?? '/tmp';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('revoking the authorization', () => {
  it('the patient revokes before fulfilment → the request stops → the desk sees the signed PDF', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, patient);

    const me = await newPage(browser, baseURL, PHONE);
    await signIn(me.page, patient);
    await me.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await text(me.page.getByTestId('detail-status')).toMatch(/^ordered$/i);
    const section = me.page.getByTestId('revoke');
    await visible(section.getByRole('heading', { name: 'Revoke your authorization' }));
    await section.scrollIntoViewIfNeeded();
    await me.page.screenshot({ path: path.join(shots, 'revocation-offer-phone.png'), fullPage: false });

    // The dialog opens and closes with the keyboard (Escape), and opens again.
    await activate(section.getByRole('button', { name: 'Revoke authorization' }), 'Enter', { max: 80 });
    const dialog = me.page.getByRole('dialog', { name: 'Revoke the authorization for this request?' });
    await visible(dialog.getByTestId('revocation-statement'));
    await me.page.keyboard.press('Escape');
    await hidden(dialog);
    await activate(section.getByRole('button', { name: 'Revoke authorization' }), 'Enter', { max: 80 });
    await visible(dialog.getByTestId('revocation-statement'));
    await text(dialog.getByTestId('revocation-statement')).toContain(`for request ${rid}`);
    await text(dialog.getByTestId('revocation-statement')).toContain(
      'The request is stopped and will not be fulfilled.',
    );
    expect(await noSideScroll(me.page)).toBe(true);
    await expectNoAxeViolations(me.page, 'revocation dialog (phone)');
    await me.page.screenshot({ path: path.join(shots, 'revocation-dialog-phone.png'), fullPage: false });

    // Nothing signed or confirmed: refused in words, nothing sent.
    await activate(dialog.getByRole('button', { name: 'Sign and revoke' }));
    await expect.poll(() => dialog.getByText('Field is required').count()).toBe(2);
    await text(me.page.getByTestId('detail-status')).toMatch(/^ordered$/i);

    // Typed signature and confirmation, keyboard only (focus stays inside the dialog).
    await typeInto(dialog.getByLabel('Type your signature'), 'Avery Stone', { back: true });
    await activate(
      dialog.getByRole('checkbox', { name: 'I understand that my request stops and cannot be restarted.' }),
      'Space',
    );
    await expectNoAxeViolations(me.page, 'revocation dialog, filled (phone)');
    await activate(dialog.getByRole('button', { name: 'Sign and revoke' }));
    await hidden(dialog);

    // Stopped: closed, 'authorization revoked' in the history, the signed PDF to download.
    await text(me.page.getByTestId('detail-status')).toMatch(/^closed - archived$/i);
    await visible(me.page.getByTestId('revoked'));
    await text(me.page.getByTestId('revoked')).toMatch(
      /^Authorization revoked\s+You revoked the authorization on .+\. The request is stopped, and the records team has been told\./,
    );
    await text(me.page.getByTestId('hipaa-clock')).toMatch(/Stopped on day \d+ of 30: you revoked the authorization\./);
    await text(me.page.locator('body')).toMatch(/authorization revoked/i);
    await reachRequestRest(me.page);
    await text(me.page.getByTestId('documents')).toContain(`Revocation of authorization: Revocation_${rid}.pdf`);
    await hidden(me.page.getByRole('button', { name: 'Revoke authorization' }));
    expect(await noSideScroll(me.page)).toBe(true);
    await expectNoAxeViolations(me.page, 'revoked request (phone)');
    await me.page.screenshot({ path: path.join(shots, 'revocation-done-phone.png'), fullPage: true });
    const [download] = await Promise.all([
      me.page.waitForEvent('download'),
      activate(me.page.getByRole('button', { name: 'Signed revocation (PDF)' }), 'Enter', { back: true, max: 80 }),
    ]);
    const file = path.join(outDir, 'revocation.pdf');
    await download.saveAs(file);
    const signed = pdfText(file);
    if (signed !== null) {
      expect(signed).toContain('Revocation of Authorization');
      expect(signed).toContain(`for request ${rid}.`);
      expect(signed).toContain('Signed by: Avery Stone');
      expect(signed).toContain('Audit certificate');
      expect(signed).toContain(`(account ${patient.email})`);
      expect(signed).toMatch(/SHA-256 of the signed document: [0-9a-f]{64}/);
    }
    await me.context.close();

    // The pending check is no longer expected (the hold is released).
    const detail = await apiAs<{ payment: { status: string | null } }>(
      baseURL,
      patient,
      `/api/v2/requests/${rid}/detail`,
    );
    expect(detail.payment.status).toBe('canceled');

    // The desk: the request waits in 'Revoked by patient', with the notice and the signed PDF.
    const desk = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(desk.page);
    await desk.page.getByRole('tab', { name: /^Revoked by patient/ }).click();
    await desk.page.waitForURL('**/staff/queue/revoked');
    await visible(desk.page.getByTestId('queue-table').getByRole('link', { name: rid }));
    await expectNoAxeViolations(desk.page, 'staff revoked queue');
    await desk.page.getByRole('link', { name: rid }).click();
    await text(desk.page.getByTestId('revoked')).toMatch(
      /^The patient revoked the authorization on .+\. The request is stopped/,
    );
    const open = desk.page.getByTestId('patient-documents').getByRole('button', { name: `Open Revocation_${rid}.pdf` });
    await visible(open);
    await text(desk.page.getByTestId('patient-documents')).toContain(
      'Signed revocation of the authorization (with audit certificate)',
    );
    await expectNoAxeViolations(desk.page, 'staff request revoked by the patient');
    await desk.page.screenshot({ path: path.join(shots, 'revocation-desk.png'), fullPage: true });
    const [opened] = await Promise.all([desk.page.waitForEvent('download'), open.click()]);
    const deskFile = path.join(outDir, 'desk-revocation.pdf');
    await opened.saveAs(deskFile);
    const deskText = pdfText(deskFile);
    if (deskText !== null) expect(deskText).toContain('Audit certificate');
    await desk.context.close();

    // The desktop view of the revoked request, for a person to look at.
    const wide = await newPage(browser, baseURL, DESKTOP);
    await signIn(wide.page, patient);
    await wide.page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await visible(wide.page.getByTestId('revoked'));
    await expectNoAxeViolations(wide.page, 'revoked request (desktop)');
    await wide.page.screenshot({ path: path.join(shots, 'revocation-done-desktop.png'), fullPage: true });
    await wide.context.close();
  });

  it('on a desktop, the dialog offers the drawn signature too, and closes without revoking', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);
    const rid = await submittedRequest(baseURL, patient);
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signIn(page, patient);
    await page.goto(`/p/request-detail/${rid}?requestType=Record`);
    await activate(page.getByRole('button', { name: 'Revoke authorization' }), 'Enter', { max: 80 });
    const dialog = page.getByRole('dialog', { name: 'Revoke the authorization for this request?' });
    await visible(dialog.getByTestId('revocation-statement'));
    await activate(dialog.getByRole('switch', { name: 'Draw my signature' }), 'Space');
    await visible(dialog.getByRole('img', { name: 'Signature drawing area' }));
    await expectNoAxeViolations(page, 'revocation dialog, drawing (desktop)');
    await page.screenshot({ path: path.join(shots, 'revocation-dialog-desktop.png'), fullPage: false });
    await activate(dialog.getByRole('button', { name: 'Keep my request' }));
    await hidden(dialog);
    await text(page.getByTestId('detail-status')).toMatch(/^ordered$/i);
    await context.close();
  });
});
