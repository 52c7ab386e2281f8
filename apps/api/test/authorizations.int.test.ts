import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { auditEvents, authorizations, custodians, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { multipart, pdf, pngDataUrl } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first as firstOf } from './support/rows';
import { pdfText } from './support/pdf-text';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let ridEn: string;
let ridAr: string;

const form = (over: Record<string, unknown> = {}) => ({
  full_name: 'Alice Owner',
  initials: 'AO',
  dob: '1/2/1980',
  ssn: '123-45-6789',
  role: 'patient',
  extra_value: '',
  sensitive_offered: true,
  release_sensitive_info: 'yes',
  sensitive_info: ['mental_health'],
  signature_mode: 'type',
  signature: 'Alice Owner',
  ...over,
});
const sign = (u: TestUser, rid: string, f: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/authorizations/e_authorization',
    headers: u.headers,
    payload: { rid, form: f },
  });

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { name: 'Alice', last_name: 'Owner' });
  bob = await signUp(t);
  const en = firstOf(
    await t.database.db
      .insert(custodians)
      .values({ urlId: 'mercy-auth', name: 'Mercy General Hospital', sensitiveInformationOptions: ['mental_health'] })
      .returning(),
  );
  const ar = firstOf(
    await t.database.db
      .insert(custodians)
      .values({
        urlId: 'nour-auth',
        name: 'Nour Clinic',
        multiLanguageForPatientEauth: [{ key: 'ar', value: 'Arabic' }],
      })
      .returning(),
  );
  ridEn = newRid();
  ridAr = newRid();
  await t.database.db.insert(requests).values([
    { rid: ridEn, userId: alice.id, requestType: 'Record', custodianId: en.id },
    { rid: ridAr, userId: alice.id, requestType: 'Record', custodianId: ar.id },
  ]);
});
afterAll(() => t.close());

describe('POST /api/v2/authorizations/e_authorization', () => {
  it('signs in English (typed), stores the PDF with an audit certificate, downloadable by the owner only', async () => {
    const res = await sign(alice, ridEn, form());
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      type: 'PatientEAuthorization',
      is_upload_authorization: false,
      auth_name: 'Alice Owner',
    });
    const dl = await t.app.inject({ method: 'GET', url: a.url, headers: alice.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="Authorization_/);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const row = firstOf(await t.database.db.select().from(authorizations).where(eq(authorizations.id, a.id)));
    expect(row.authSsnLast4).toBe('6789');
    expect(row.signerAuthMethod).toBe('password');
    expect(row.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const text = pdfText(dl.rawPayload);
    if (text !== null) {
      expect(text).toContain('Individual Electronic Record Release Authorization Form');
      expect(text).toContain('Who may disclose the information:');
      expect(text).toContain('Mental health counseling');
      // No screen heading in the legal document.
      expect(text).not.toContain('Please read and sign');
      expect(text).not.toContain('Adopt Your Signature');
      expect(text).toContain('Audit certificate');
      expect(text).toContain(row.documentSha256);
      expect(text).toContain('Signed in with: password');
      expect(text).not.toContain('123-45-6789');
    }
    expect((await t.app.inject({ method: 'GET', url: a.url, headers: bob.headers })).statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'authorization.sign'));
    expect(audits).toHaveLength(1);
  });

  const arabic = (over: Record<string, unknown> = {}) =>
    form({
      signature_mode: 'draw',
      signature: pngDataUrl(),
      sensitive_offered: false,
      release_sensitive_info: null,
      sensitive_info: [],
      ...over,
    });

  it('refuses a language the provider does not offer (or an unknown code), and stores nothing', async () => {
    const before = (await t.database.db.select().from(authorizations)).length;
    for (const language of ['fr', 'xx']) {
      const res = await sign(alice, ridAr, arabic({ language }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields?.language ?? res.json().error.fields?.['form.language']).toBeTruthy();
    }
    expect((await t.database.db.select().from(authorizations)).length).toBe(before);
  });

  it("signs in the language the signer chose (Arabic, drawn), not the provider's first, and says so everywhere", async () => {
    const res = await sign(alice, ridAr, arabic({ language: 'ar' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'ar' });
    const [row] = await t.database.db.select().from(authorizations).where(eq(authorizations.id, res.json().id));
    expect(row).toMatchObject({ language: 'ar', drawMode: true, releaseSensitiveInfo: null });
    const text = pdfText(
      (await t.app.inject({ method: 'GET', url: res.json().url, headers: alice.headers })).rawPayload,
    );
    if (text !== null) {
      expect(text).toContain('Language: ar (Arabic)');
      // Arabic letters in the document (pdftotext gives RTL runs in visual order, so check words).
      expect(text).toMatch(/[\u0600-\u06FF]{3,}/);
      expect(text).toContain('التفويض');
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v2/requests/${ridAr}/detail`,
      headers: alice.headers,
    });
    expect(detail.statusCode).toBe(200);
    const docs = detail.json().documents as Array<{ kind: string; language?: string }>;
    expect(docs.find((d) => d.kind === 'authorization')?.language).toBe('ar');
  });

  it('signs in English when the signer keeps the default, even where the provider lists another language first', async () => {
    const res = await sign(alice, ridAr, arabic());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en' });
    const text = pdfText(
      (await t.app.inject({ method: 'GET', url: res.json().url, headers: alice.headers })).rawPayload,
    );
    if (text !== null) {
      expect(text).toContain('Individual Electronic Record Release Authorization Form');
      expect(text).toContain('Language: en (English)');
    }
  });

  it.each([
    ['initials with digits', { initials: 'A1' }, 'initials', MESSAGES.lettersAndSpaces],
    ['initials over 20', { initials: 'A'.repeat(21) }, 'initials', MESSAGES.initialsTooLong],
    ['a future birthday', { dob: '1/1/2999' }, 'dob', MESSAGES.invalidDate],
    ['a bad SSN', { ssn: '12-3' }, 'ssn', MESSAGES.ssn],
    ['a guardian without the name', { role: 'guardian', extra_value: '' }, 'extra_value', MESSAGES.required],
    ['an unanswered sensitive question', { release_sensitive_info: null }, 'release_sensitive_info', MESSAGES.required],
    [
      'a drawn signature that is not an image',
      { signature_mode: 'draw', signature: 'x' },
      'signature',
      MESSAGES.required,
    ],
  ])('refuses %s with the spec message and stores nothing', async (_l, over, field, message) => {
    const before = (await t.database.db.select().from(authorizations)).length;
    const res = await sign(alice, ridEn, form(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[`form.${field}`] ?? res.json().error.fields[field]).toBe(message);
    expect((await t.database.db.select().from(authorizations)).length).toBe(before);
  });

  it("answers 404 for another user's request", async () => {
    expect((await sign(bob, ridEn, form())).statusCode).toBe(404);
  });

  it('takes a GeneralRelease as an upload instead', async () => {
    const body = multipart([{ name: 'file', filename: 'release.pdf', data: pdf() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/authorizations/general_release?rid=${ridEn}`,
      headers: { ...alice.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'GeneralRelease', is_upload_authorization: true, name: 'release.pdf' });
    const dl = await t.app.inject({ method: 'GET', url: res.json().url, headers: alice.headers });
    expect(createHash('sha256').update(dl.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(pdf()).digest('hex'),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations?rid=${ridEn}`,
      headers: alice.headers,
    });
    expect(list.json().authorizations.map((x: { type: string }) => x.type)).toEqual([
      'PatientEAuthorization',
      'GeneralRelease',
    ]);
  });
});
