import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { apiAs, type ApiUser } from './api';
import { CLERK_TOTP_SECRET, freshCode, totpCode } from './totp';

/** The demo records-desk account the server seeds (apps/api/src/seed/staff.ts). */
export const CLERK = { email: 'clerk@patientportal.test', password: 'Clerk#Desk2026' };

/**
 * A clerk's API session, through the login API as the console gets one: the password, then a code.
 * The journeys set up the desk's side through it in almost every file, and each new session spends
 * one of the demo authenticator's codes (the server takes each 30-second step's code once): a file
 * that needs one when they are spent waits for the clock. So one session serves every journey
 * file on a server: its token is kept in a file named by the server's port, and a kept token that
 * no longer answers (the session idled out or was revoked, or the port now belongs to another
 * server) is replaced by a new sign-in.
 */
export async function clerkSession(baseURL: string): Promise<ApiUser> {
  const kept = path.join(os.tmpdir(), `portal-e2e-clerk-session-${new URL(baseURL).port}`);
  const token = existsSync(kept) ? readFileSync(kept, 'utf8') : '';
  if (token) {
    const me = await fetch(`${baseURL}/api/v2/staff/me`, { headers: { 'authorization-token': token } });
    if (me.ok) return { ...CLERK, token };
  }
  const fresh = await signInClerkApi(baseURL);
  writeFileSync(kept, fresh);
  return { ...CLERK, token: fresh };
}

/** A new clerk API session: the password, then a code of the demo authenticator secret. */
async function signInClerkApi(baseURL: string): Promise<string> {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${baseURL}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, string>>;
  };
  const { mfa_token = '' } = await post('/api/v2/auth/sign_in', CLERK);
  const { auth_token } = await post('/api/v2/auth/mfa/code', {
    mfa_token,
    code: await freshCode(baseURL, CLERK_TOTP_SECRET),
  });
  const ex = await fetch(`${baseURL}/api/v2/auth/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth_token }),
  });
  return ((await ex.json()) as { session_token: string }).session_token;
}

/**
 * A new records-desk account's first API session: the password, then the enrolment every staff
 * account makes at its first sign-in (an authenticator app confirmed with a computed code).
 */
export async function enrolledStaffSession(baseURL: string, email: string, password: string): Promise<string> {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${baseURL}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, string>>;
  };
  const { mfa_token } = await post('/api/v2/auth/sign_in', { email, password });
  const { secret = '' } = await post('/api/v2/auth/mfa/enrol_totp', { mfa_token });
  await post('/api/v2/auth/mfa/enrol_totp/confirm', { mfa_token, code: totpCode(secret) });
  const { auth_token } = await post('/api/v2/auth/mfa/continue', { mfa_token });
  return (await post('/api/v2/auth/exchange', { auth_token })).session_token ?? '';
}

/**
 * The clerk signs in on the login page, as a person does (the password, then the code of the demo
 * authenticator secret), and lands on the desk's New queue.
 */
export async function signInClerk(page: Page) {
  await page.goto('/login/');
  await page.getByLabel('Email').fill(CLERK.email);
  await page.getByLabel(/^Password/).fill(CLERK.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterClerkCode(page);
  await page.waitForURL('**/staff/queue/new');
}

/** The second step of the clerk's sign-in on the login page: a code computed from the demo secret. */
export async function enterClerkCode(page: Page) {
  const code = page.getByLabel('Code from your authenticator app');
  await code.fill(await freshCode(new URL(page.url()).origin, CLERK_TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** A real PDF with a line of text on each page (so the viewer's text layer has something to read). */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([595, 842]).drawText(line, { x: 50, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

export interface SubmittedRequestOptions {
  /** The provider, by state and exact name; otherwise the first in New York with an "a" in its name. */
  provider?: { state: string; name: string };
  /** Paid by this saved card (addCardViaApi); otherwise by check. */
  cardId?: number;
  /** The reason for the request (continuing care unless told). */
  reason?: string;
}

/** The provider a request goes to: the one named, or the first in New York with an "a" in its name. */
async function custodianFor(baseURL: string, user: ApiUser, provider?: { state: string; name: string }) {
  const query = provider
    ? `search[state]=${provider.state}&search[name]=${encodeURIComponent(provider.name)}`
    : 'search[state]=NY&search[name]=a';
  const found = await apiAs<{ custodians: Array<{ id: number; name: string }> }>(
    baseURL,
    user,
    `/api/v2/custodians?${query}`,
  );
  const custodian = provider ? found.custodians.find((c) => c.name === provider.name) : found.custodians[0];
  if (!custodian) throw new Error(`no provider found for ${query}`);
  return custodian;
}

/** A patient's submitted records request, made through the API as the wizard makes it (paid by check unless a card is given). */
export async function submittedRequest(
  baseURL: string,
  user: ApiUser,
  opts: SubmittedRequestOptions = {},
): Promise<string> {
  const custodian = await custodianFor(baseURL, user, opts.provider);
  const body = {
    idempotency_key: `${opts.cardId === undefined ? 'share' : 'fees'}-e2e-${Date.now()}-${Math.random()}`,
    custodian_id: custodian.id,
    all_records: true,
    reason_for_request: [opts.reason ?? 'continuing_care'],
    record_types: ['medical'],
    delivery_method: 'instant_download',
    ...(opts.cardId === undefined ? { check_payment: true } : { check_payment: false, card_id: opts.cardId }),
    initials: 'AS',
    current_step: 10,
  };
  const draft = await apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, status: 'draft' },
  });
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await textPdf(['Release']))], { type: 'application/pdf' }),
    'release.pdf',
  );
  const up = await fetch(`${baseURL}/api/v2/authorizations/general_release?rid=${draft.request_rid}`, {
    method: 'POST',
    headers: { 'authorization-token': user.token },
    body: form,
  });
  if (!up.ok) throw new Error(`general release: ${up.status} ${await up.text()}`);
  await apiAs(baseURL, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, rid: draft.request_rid, is_upload_authorization: true },
  });
  return draft.request_rid;
}

/** The records desk delivers records to a request (its upload API, as the console's upload does). */
export async function deliverRecords(
  baseURL: string,
  clerk: ApiUser,
  rid: string,
  files: Array<{ name: string; body: Buffer }>,
) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.body)], { type: 'application/pdf' }), f.name);
  const res = await fetch(`${baseURL}/api/v2/staff/requests/${encodeURIComponent(rid)}/records`, {
    method: 'POST',
    headers: { 'authorization-token': clerk.token },
    body: form,
  });
  if (!res.ok) throw new Error(`records upload: ${res.status} ${await res.text()}`);
}

/** A test card saved through the local gateway, as the add-card form saves one; answers its id. */
export async function addCardViaApi(baseURL: string, user: ApiUser): Promise<number> {
  const { intent } = await apiAs<{ intent: { id: string; client_secret: string } }>(
    baseURL,
    user,
    '/api/v2/patient/cards/setup_payment_intent',
  );
  const conf = await apiAs<{ payment_method: string }>(baseURL, user, '/api/v2/payment_gateway/local/confirm_setup', {
    method: 'POST',
    body: {
      client_secret: intent.client_secret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    },
  });
  const saved = await apiAs<{ card: { id: number } }>(baseURL, user, '/api/v2/patient/cards', {
    method: 'POST',
    body: {
      payment_method_id: conf.payment_method,
      setup_intent_id: intent.id,
      name: 'Avery Stone',
      address1: '1 Main St',
      state: 'NY',
      city: 'Albany',
      zipCode: '12207',
    },
  });
  return saved.card.id;
}

/** Store & Share through the API: a test card, then the subscription. */
export async function subscribeViaApi(baseURL: string, user: ApiUser) {
  const cardId = await addCardViaApi(baseURL, user);
  await apiAs(baseURL, user, '/api/v2/patient/storages/subscribe', {
    method: 'POST',
    body: { card_id: cardId, initials: 'AS' },
  });
}

/** With E2E_SHOTS_DIR set, saves a screenshot for a person to look at (nothing otherwise). */
export async function shot(page: import('playwright-core').Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
