import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { addCardByApi, PDF } from './wizard-helpers';

/**
 * What the wizard journeys set up the same way: one Chromium per file, a new user with cards
 * on file and a signed-in page, drafts put in place through the API, and what the server kept
 * (payment, consent evidence) read back through the API. Journeys click only through what they test.
 */

/** One browser for the journeys of a file (launched before them, closed after). */
export function journeyBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

export interface Journey {
  user: ApiUser;
  context: BrowserContext;
  page: Page;
  cardIds: number[];
}

/** A new user with the given test cards on file (the first is the default), signed in on a fresh page. */
export async function startJourney(
  browser: Browser,
  baseURL: string,
  opts: { viewport?: { width: number; height: number }; cards?: string[] } = {},
): Promise<Journey> {
  const user = await createUser(baseURL);
  const cardIds: number[] = [];
  for (const number of opts.cards ?? []) cardIds.push(await addCardByApi(baseURL, user, number));
  const { context, page } = await newPage(browser, baseURL, opts.viewport ?? DESKTOP);
  page.on('dialog', (d) => void d.accept());
  await signIn(page, user);
  return { user, context, page, cardIds };
}

export interface KeptEvidence {
  id: number;
  detail: string | null;
  card_id: number | null;
  remember_me: boolean;
  custodian_ids: number[];
  image: { mime: string; size: number } | null;
}

/** The payment-consent evidence the server keeps with a request (payments/store_screen_shot). */
export async function keptEvidence(baseURL: string, user: ApiUser, rid: string) {
  return (
    await apiAs<{ evidence: KeptEvidence[] }>(
      baseURL,
      user,
      `/api/v2/payments/requests/${encodeURIComponent(rid)}/evidence`,
    )
  ).evidence;
}

export async function evidenceImage(baseURL: string, user: ApiUser, rid: string, id: number): Promise<Buffer> {
  const res = await fetch(`${baseURL}/api/v2/payments/requests/${encodeURIComponent(rid)}/evidence/${id}/image`, {
    headers: { 'authorization-token': user.token },
  });
  if (!res.ok) throw new Error(`evidence image: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

export const isPng = (b: Buffer) =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

export async function requestPayment(baseURL: string, user: ApiUser, rid: string) {
  return apiAs<{
    status: string;
    method: string;
    amount_cents: number;
    card: { id: number; last4: string } | null;
  }>(baseURL, user, `/api/v2/payments/requests/${encodeURIComponent(rid)}`);
}

/**
 * A records draft saved at the confirm step, as the wizard leaves it: dates, an uploaded release,
 * request info with fax return, and a card. The wizard state it restores rides in `wizard`.
 */
export async function recordDraftAtConfirm(
  baseURL: string,
  user: ApiUser,
  o: { custodian: { id: number; name: string }; cardId: number },
) {
  const key = randomUUID();
  const save = (body: Record<string, unknown>) =>
    apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
      method: 'POST',
      body: { status: 'draft', idempotency_key: key, custodian_id: o.custodian.id, ...body },
    });
  const { request_rid: rid } = await save({ current_step: 2 });
  const form = new FormData();
  form.append('file', new Blob([PDF.buffer], { type: PDF.mimeType }), PDF.name);
  const up = await fetch(`${baseURL}/api/v2/authorizations/general_release?rid=${encodeURIComponent(rid)}`, {
    method: 'POST',
    headers: { 'authorization-token': user.token },
    body: form,
  });
  if (!up.ok) throw new Error(`general release: ${up.status} ${await up.text()}`);
  const auth = await up.json();
  await save({
    rid,
    current_step: 10,
    records_after: '1/2/2020',
    records_before: '3/4/2021',
    reason_for_request: ['legal'],
    record_types: ['lab'],
    delivery_method: 'fax_return',
    fax_number: '+1 555-555-5555',
    recipient_name: 'Dr. Lee',
    recipient_type: 'physician',
    card_id: o.cardId,
    initials: 'AS',
    is_upload_authorization: true,
    wizard: {
      provider: o.custodian,
      patientInfo: { first_name: 'Avery', last_name: 'Stone', dob: '1988-03-14' },
      authType: 'upload',
      auth,
      paymentMethod: 'card',
      idempotencyKey: key,
    },
  });
  return rid;
}
