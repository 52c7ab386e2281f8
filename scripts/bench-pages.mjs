// The pages `npm run bench:lighthouse` measures: the one list. Each page says who opens it
// (`as`: nobody, the demo patient or the demo clerk) and its address; an address that needs ids
// or a mailed token is built from what `resolveIds` finds the way a person would (the demo data
// read through the API with the app's own headers, a mailed link as the API hands it to its
// owner), never by writing to the database.
import { Secret, TOTP } from 'otpauth';
import { signInThroughApi } from './lib.mjs';

/** Every patient-facing page, the public pages opened from mail, and the records desk. */
export const PAGES = [
  { name: 'login', as: 'none', path: () => '/login/' },
  { name: 'dashboard', as: 'patient', path: () => '/p/dashboard' },
  { name: 'records list', as: 'patient', path: () => '/p/records-and-forms' },
  { name: 'request detail', as: 'patient', path: (ids) => `/p/request-detail/${ids.rid}` },
  { name: 'wizard provider', as: 'patient', path: () => '/p/record-request/provider' },
  // The later steps resume the demo's drafts (a record request at its authorization choice, a
  // form request at its type), as the records list's Continue does.
  { name: 'wizard patient', as: 'patient', path: (ids) => `/p/record-request/patient?rid=${ids.drafts.Record}` },
  { name: 'wizard date', as: 'patient', path: (ids) => `/p/record-request/date?rid=${ids.drafts.Record}` },
  { name: 'wizard auth type', as: 'patient', path: (ids) => `/p/record-request/auth-type?rid=${ids.drafts.Record}` },
  { name: 'form wizard provider', as: 'patient', path: () => '/p/form-request/provider' },
  { name: 'form wizard type', as: 'patient', path: (ids) => `/p/form-request/type?rid=${ids.drafts.Form}` },
  { name: 'store & share', as: 'patient', path: () => '/p/subscription' },
  { name: 'profile', as: 'patient', path: () => '/p/profile' },
  { name: 'dependents', as: 'patient', path: () => '/p/dependents' },
  { name: 'dependent timeline', as: 'patient', path: (ids) => `/p/dependents/${ids.dependentId}/timeline` },
  { name: 'favorites', as: 'patient', path: () => '/p/favorites-providers' },
  { name: 'support', as: 'patient', path: () => '/p/support' },
  { name: 'provider landing', as: 'patient', path: (ids) => `/p/l/${ids.urlId}` },
  { name: 'public hipaa', as: 'none', path: (ids) => ids.links.hipaa },
  { name: 'public government id', as: 'none', path: (ids) => ids.links.govt },
  { name: 'public patient form', as: 'none', path: (ids) => ids.links.patient },
  // Sharing needs Store & Share: the demo patient subscribes (with the card on file) only here,
  // after the Store & Share page above was measured as a patient who has not subscribed.
  { name: 'public shared records', as: 'none', path: (ids) => ids.shareLink() },
  { name: 'desk queue', as: 'staff', path: () => '/staff/queue/new' },
  { name: 'desk request', as: 'staff', path: (ids) => `/staff/requests/${ids.rid}` },
];

export const DEMO_CLERK = {
  email: 'clerk@patientportal.test',
  password: 'Clerk#Desk2026',
  // Published in the README and apps/api/src/seed/staff.ts.
  totpSecret: 'DEMOCLERKTOTPSECRETFORTHEDESKAAA',
};

/** The app's own headers (lib/api.ts). */
const APP_HEADERS = { authorization: 'Client patient-portal-web' };

async function call(base, method, p, { token, body } = {}) {
  const headers = { ...APP_HEADERS };
  if (token) headers['authorization-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${p}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

let clerkSession;
/**
 * The demo clerk's session: password, then the authenticator's code, as the sign-in page does.
 * Signed in once a run (the server takes each 30 s step's code once).
 */
export function signInClerk(base) {
  clerkSession ??= clerkSignIn(base);
  return clerkSession;
}

async function clerkSignIn(base) {
  const first = await call(base, 'POST', '/api/v2/auth/sign_in', {
    body: { email: DEMO_CLERK.email, password: DEMO_CLERK.password },
  });
  let handoff = first;
  if (first.mfa_token) {
    const code = TOTP.generate({ secret: Secret.fromBase32(DEMO_CLERK.totpSecret) });
    handoff = await call(base, 'POST', '/api/v2/auth/mfa/code', { body: { mfa_token: first.mfa_token, code } });
  }
  return (await call(base, 'POST', '/api/v2/auth/exchange', { body: { auth_token: handoff.auth_token } }))
    .session_token;
}

/**
 * The sessions and the ids the page list needs, found in the demo data: the request whose detail
 * shows the most (records, then messages, then documents), a draft for the wizard's later steps,
 * a dependent, a provider's landing address, and the mailed links (each asked for as its owner
 * does: the HIPAA, ID and form links of a request; a share of the request's records).
 */
export async function resolveIds(base, needed) {
  const tokens = { none: null };
  const ids = { links: {}, drafts: {} };
  const wants = (...names) => needed.some((p) => names.includes(p.name));
  if (
    needed.some((p) => p.as === 'patient') ||
    wants('public hipaa', 'public government id', 'public patient form', 'public shared records', 'desk request')
  ) {
    tokens.patient = await signInThroughApi(base);
  }
  const patient = (method, p, body) => call(base, method, p, { token: tokens.patient, body });
  if (needed.some((p) => p.as === 'staff')) tokens.staff = await signInClerk(base);

  if (
    wants(
      'request detail',
      'desk request',
      'public hipaa',
      'public government id',
      'public patient form',
      'public shared records',
      'wizard patient',
      'wizard date',
      'wizard auth type',
      'form wizard type',
    )
  ) {
    const list = await patient('GET', '/api/v2/requests?page=1&per_page=50');
    const { requests } = list;
    let best = null;
    for (const r of requests) {
      if (r.status === 'draft') {
        ids.drafts[r.request_type] ??= r.rid;
        continue;
      }
      const detail = await patient('GET', `/api/v2/requests/${r.rid}/detail`);
      const messages = await patient('GET', `/api/v2/requests/${r.rid}/messages`).catch(() => ({ messages: [] }));
      const records = detail.downloads.records.length;
      const chat = messages.messages.length;
      const docs = detail.documents.length;
      const score = records * 10_000 + chat * 100 + docs;
      if (!best || score > best.score) best = { rid: r.rid, score };
    }
    if (!best) throw new Error('the demo patient has no submitted request');
    ids.rid = best.rid;
  }
  if (wants('wizard patient', 'wizard date', 'wizard auth type') && !ids.drafts.Record) {
    throw new Error('the demo patient has no draft record request for the wizard steps');
  }
  if (wants('form wizard type') && !ids.drafts.Form) throw new Error('the demo patient has no draft form request');
  if (wants('dependent timeline')) {
    const d = await patient('GET', '/api/v2/patient/dependents');
    const first = (d.dependents ?? d.data ?? d)[0];
    if (!first) throw new Error('the demo patient has no dependent');
    ids.dependentId = first.id;
  }
  if (wants('provider landing')) {
    const found = await patient('GET', '/api/v2/custodians?search%5Bname%5D=a&page=1');
    const list = found.custodians ?? found.data ?? found.results ?? [];
    const withUrl = (Array.isArray(list) ? list : []).find((c) => c.url_id);
    if (!withUrl) throw new Error('no provider with a landing address');
    ids.urlId = withUrl.url_id;
  }
  const link = async (endpoint) => {
    const { url } = await patient('GET', `/api/v2/authorizations/${endpoint}?rid=${ids.rid}`);
    const u = new URL(url);
    return `${u.pathname}${u.search}${u.hash}`;
  };
  if (wants('public hipaa')) ids.links.hipaa = await link('send_hipaa_authorization_link');
  if (wants('public government id')) ids.links.govt = await link('send_upload_government_document_link');
  if (wants('public patient form')) ids.links.patient = await link('send_patient_form_document_link');
  ids.shareLink = async () =>
    shareLink(base, tokens.patient ?? (tokens.patient = await signInThroughApi(base)), ids.rid);
  return { tokens, ids };
}

/**
 * A share of a request's records, as the Store & Share page makes one (subscribed with the card on
 * file first), read from the mail it sends (the desk's mail view) unless the answer names it.
 */
async function shareLink(base, token, rid) {
  const storage = await call(base, 'GET', '/api/v2/patient/storages', { token });
  if (storage.subscription?.status !== 'active') {
    const { cards } = await call(base, 'GET', '/api/v2/patient/cards', { token });
    const card = cards.find((c) => c.is_default) ?? cards[0];
    if (!card) throw new Error('the demo patient has no card to subscribe with');
    await call(base, 'POST', '/api/v2/patient/storages/subscribe', {
      token,
      body: { card_id: card.id, initials: 'JR' },
    }).catch((err) => {
      if (!/already/i.test(String(err))) throw err;
    });
  }
  // Sharing asks for a recent proof (step-up): the demo patient confirms with the password.
  await call(base, 'POST', '/api/v2/user/security/step_up', {
    token,
    body: { password: process.env.BENCH_PASSWORD ?? 'Demo#Portal2026' },
  });
  const share = await call(base, 'POST', '/api/v2/shares', {
    token,
    body: {
      request_ids: [rid],
      recipient_name: 'Bench Reader',
      recipient_email: 'bench-reader@example.com',
      purpose: 'Second opinion',
      expires_in_days: 7,
      allow_download: true,
    },
  });
  if (share.url) {
    const u = new URL(share.url);
    return `${u.pathname}${u.search}${u.hash}`;
  }
  const staff = await signInClerk(base);
  const outbox = await call(base, 'GET', '/api/v2/staff/outbox?page=1', { token: staff });
  for (const m of outbox.mails) {
    if (m.to !== 'bench-reader@example.com') continue;
    const found = m.text.match(/https?:\/\/\S+shared_records=true#share=\S+/);
    if (found) {
      const u = new URL(found[0]);
      return `${u.pathname}${u.search}${u.hash}`;
    }
  }
  throw new Error('no share mail in the outbox');
}
