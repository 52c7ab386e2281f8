import type { Page } from 'playwright-core';
import { apiAs, type ApiUser } from './support/api';
import { clerkSession, textPdf } from './support/records';

/**
 * What the caregiver journeys share: a grant set up through the API as the caregivers page makes
 * it, the invitation as mailed (the desk's outbox holds every mail the app sends), and calls made
 * as the portal makes them while acting (the grant's id in the x-acting-for header).
 */
export const PHONE_390 = { width: 390, height: 844 };

export type Scope = 'requests_view' | 'requests_make' | 'records' | 'chat' | 'payments';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the app has sent (newest first, as the outbox lists them). */
export async function outbox(baseURL: string): Promise<Mail[]> {
  const clerk = await clerkSession(baseURL);
  return (await apiAs<{ mails: Mail[] }>(baseURL, clerk, '/api/v2/staff/outbox')).mails;
}

/** The patient invites `email` through the API; the grant's id. */
export async function invite(baseURL: string, patient: ApiUser, email: string, scopes: Scope[]): Promise<number> {
  const g = await apiAs<{ id: number }>(baseURL, patient, '/api/v2/caregivers', {
    method: 'POST',
    body: { email, scopes, role: 'spouse_or_family', ends_on: '', part2_consent: false },
  });
  return g.id;
}

/** The invitation link mailed to `email` (the newest one), as the mail's text spells it. */
export async function mailedLink(baseURL: string, email: string): Promise<URL> {
  const mail = (await outbox(baseURL)).find((m) => m.to === email && /invitation to act/.test(m.subject));
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  const m = /(https?:\/\/\S+\/p\/caregiver-invite#\S+)/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no invitation link in the mail to ${email}`);
  return new URL(m[1]);
}

/** The caregiver accepts a mailed link through the API; the grant's id. */
export async function accept(baseURL: string, caregiver: ApiUser, link: URL): Promise<number> {
  const token = link.hash.replace(/^#/, '');
  return (
    await apiAs<{ id: number }>(baseURL, caregiver, '/api/v2/caregiver_invites/accept', {
      method: 'POST',
      body: { token },
    })
  ).id;
}

/** A call made as the caregiver acting under `grantId`: its status and body. */
export async function actingCall(
  baseURL: string,
  caregiver: ApiUser,
  grantId: number,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'authorization-token': caregiver.token,
      'x-acting-for': String(grantId),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text as it came.
  }
  return { status: res.status, body };
}

/** An API call from the page as the portal makes it, with the acting header of the tab's grant. */
export const callAsPage = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const token = localStorage.getItem('portal.session') ?? '';
    const acting = JSON.parse(sessionStorage.getItem('portal.actingFor') ?? 'null') as { id: number } | null;
    const res = await fetch(p, {
      headers: { 'authorization-token': token, ...(acting ? { 'x-acting-for': String(acting.id) } : {}) },
    });
    return res.status;
  }, path);

/**
 * A records request the caregiver submits for the patient while acting, through the API as the
 * wizard makes it (the draft, the signed release uploaded, then the submission); its rid.
 */
export async function requestAsCaregiver(baseURL: string, caregiver: ApiUser, grantId: number): Promise<string> {
  const found = await actingCall(baseURL, caregiver, grantId, '/api/v2/custodians?search[state]=NY&search[name]=a');
  const custodian = (found.body as { custodians?: Array<{ id: number }> }).custodians?.[0];
  if (!custodian) throw new Error(`no provider: ${found.status} ${JSON.stringify(found.body)}`);
  const body = {
    idempotency_key: `care-e2e-${Date.now()}-${Math.random()}`,
    custodian_id: custodian.id,
    all_records: true,
    reason_for_request: ['continuing_care'],
    record_types: ['medical'],
    delivery_method: 'instant_download',
    check_payment: true,
    initials: 'MH',
    current_step: 10,
  };
  const draft = await actingCall(baseURL, caregiver, grantId, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, status: 'draft' },
  });
  const rid = (draft.body as { request_rid?: string }).request_rid;
  if (draft.status !== 200 || !rid) throw new Error(`draft: ${draft.status} ${JSON.stringify(draft.body)}`);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await textPdf(['Release']))], { type: 'application/pdf' }), 'r.pdf');
  const up = await fetch(`${baseURL}/api/v2/authorizations/general_release?rid=${rid}`, {
    method: 'POST',
    headers: { 'authorization-token': caregiver.token, 'x-acting-for': String(grantId) },
    body: form,
  });
  if (!up.ok) throw new Error(`general release: ${up.status} ${await up.text()}`);
  const sent = await actingCall(baseURL, caregiver, grantId, '/api/v2/request/record_request', {
    method: 'POST',
    body: { ...body, rid, is_upload_authorization: true },
  });
  if (sent.status !== 200) throw new Error(`submit: ${sent.status} ${JSON.stringify(sent.body)}`);
  return rid;
}
