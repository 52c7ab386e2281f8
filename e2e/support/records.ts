import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiAs, type ApiUser } from './api';

/** The demo records-desk account the server seeds (apps/api/src/seed/staff.ts). */
export const CLERK = { email: 'clerk@patientportal.test', password: 'Clerk#Desk2026' };

/** A clerk's API session, through the login API as the console gets one. */
export async function clerkSession(baseURL: string): Promise<ApiUser> {
  const res = await fetch(`${baseURL}/api/v2/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CLERK),
  });
  const { auth_token } = (await res.json()) as { auth_token: string };
  const ex = await fetch(`${baseURL}/api/v2/auth/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth_token }),
  });
  return { ...CLERK, token: ((await ex.json()) as { session_token: string }).session_token };
}

/** A real PDF with a line of text on each page (so the viewer's text layer has something to read). */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([595, 842]).drawText(line, { x: 50, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

/** A patient's submitted records request, made through the API as the wizard makes it (paid by check). */
export async function submittedRequest(baseURL: string, user: ApiUser): Promise<string> {
  const found = await apiAs<{ custodians: Array<{ id: number }> }>(
    baseURL,
    user,
    '/api/v2/custodians?search[state]=NY&search[name]=a',
  );
  const body = {
    idempotency_key: `share-e2e-${Date.now()}-${Math.random()}`,
    custodian_id: found.custodians[0]!.id,
    all_records: true,
    reason_for_request: ['continuing_care'],
    record_types: ['medical'],
    delivery_method: 'instant_download',
    check_payment: true,
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

/** Store & Share through the API: a test card, then the subscription. */
export async function subscribeViaApi(baseURL: string, user: ApiUser) {
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
  await apiAs(baseURL, user, '/api/v2/patient/cards', {
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
  const { cards } = await apiAs<{ cards: Array<{ id: number }> }>(baseURL, user, '/api/v2/patient/cards');
  await apiAs(baseURL, user, '/api/v2/patient/storages/subscribe', {
    method: 'POST',
    body: { card_id: cards[0]!.id, initials: 'AS' },
  });
}

/** With E2E_SHOTS_DIR set, saves a screenshot for a person to look at (nothing otherwise). */
export async function shot(page: import('playwright-core').Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
