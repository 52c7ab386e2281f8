import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { AUTHORIZATION_TEXTS, MESSAGES } from '@portal/shared';
import { auditEvents, authorizations, custodians, dependents, files, mailOutbox, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { multipart } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

/**
 * who signs (a representative for a dependent, with their authority), the consent text
 * that follows the answers, the preview of the PDF before signing, and the public HIPAA page's text.
 */
let t: TestApp;
let jordan: TestUser;
let bob: TestUser;
let ridMaya: string;
let ridSelf: string;
let mayaRequestId: number;

function pdfText(bytes: Buffer): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'signer-pdf-'));
  const file = path.join(dir, 'a.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch {
    return null; // poppler-utils missing: the byte-level checks still run
  }
}

const guardian = (over: Record<string, unknown> = {}) => ({
  full_name: 'Maya Rivera',
  initials: 'JR',
  dob: '9/3/2015',
  ssn: '',
  role: 'guardian',
  extra_value: 'Jordan Rivera',
  authority: 'Parent of Maya, a minor child',
  patient_is_dependent: true,
  sensitive_offered: true,
  release_sensitive_info: 'no',
  sensitive_info: [],
  signature_mode: 'type',
  signature: 'Jordan Rivera',
  ...over,
});
const post = (u: TestUser | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u?.headers ?? {}, payload: payload as object });
const sign = (u: TestUser | null, rid: string, form: unknown) =>
  post(u, '/api/v2/authorizations/e_authorization', { rid, form });
const preview = (u: TestUser | null, rid: string, form: unknown) =>
  post(u, '/api/v2/authorizations/e_authorization/preview', { rid, form });
const countRows = async () => [
  first(await t.database.db.select({ n: count() }).from(authorizations)).n,
  first(await t.database.db.select({ n: count() }).from(files)).n,
];

beforeAll(async () => {
  t = await createTestApp();
  jordan = await signUp(t, { name: 'Jordan', last_name: 'Rivera' });
  bob = await signUp(t);
  const c = first(
    await t.database.db
      .insert(custodians)
      .values({ urlId: 'mercy-signer', name: 'Mercy General Hospital', sensitiveInformationOptions: ['mental_health'] })
      .returning(),
  );
  const maya = first(
    await t.database.db
      .insert(dependents)
      .values({ userId: jordan.id, firstName: 'Maya', lastName: 'Rivera', dob: '2015-09-03', relation: 'child' })
      .returning(),
  );
  ridMaya = newRid();
  ridSelf = newRid();
  const r = first(
    await t.database.db
      .insert(requests)
      .values([
        {
          rid: ridMaya,
          userId: jordan.id,
          requestType: 'Record',
          custodianId: c.id,
          dependentId: maya.id,
          patientFirstName: 'Maya',
          patientLastName: 'Rivera',
          patientDob: '2015-09-03',
        },
        {
          rid: ridSelf,
          userId: jordan.id,
          requestType: 'Record',
          custodianId: c.id,
          patientFirstName: 'Jordan',
          patientLastName: 'Rivera',
          patientDob: '1985-04-12',
        },
      ])
      .returning(),
  );
  mayaRequestId = r.id;
});
afterAll(() => t.close());

describe('the signer of an e-authorization', () => {
  it('pre-fills what the account knows: the patient of the request and the account holder', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/e_authorization/context?rid=${ridMaya}`,
      headers: jordan.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      patient: { full_name: 'Maya Rivera', dob: '9/3/2015', is_dependent: true },
      account: { full_name: 'Jordan Rivera', initials: 'JR' },
    });
    const self = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/e_authorization/context?rid=${ridSelf}`,
      headers: jordan.headers,
    });
    expect(self.json().patient).toEqual({ full_name: 'Jordan Rivera', dob: '4/12/1985', is_dependent: false });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/authorizations/e_authorization/context?rid=${ridMaya}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/authorizations/e_authorization/context?rid=${ridMaya}` }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    [
      'as the patient (the form said so)',
      { role: 'patient', extra_value: '', authority: '' },
      'form.role',
      MESSAGES.representativeRequired,
    ],
    [
      'as the patient (the form hid that the patient is a dependent)',
      { role: 'patient', extra_value: '', authority: '', patient_is_dependent: false },
      'form.role',
      MESSAGES.representativeRequired,
    ],
    ['as a guardian without a description of the authority', { authority: '' }, 'form.authority', MESSAGES.required],
    ['as a guardian without the name', { extra_value: ' ' }, 'form.extra_value', MESSAGES.required],
    ['with no role', { role: '' }, 'form.role', MESSAGES.required],
  ])(
    "refuses a dependent's authorization signed %s with a clear 400, storing nothing",
    async (_l, over, field, message) => {
      const before = await countRows();
      for (const call of [sign, preview]) {
        const res = await call(jordan, ridMaya, guardian(over));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
        expect(res.json().error.messages[0]).toBe(message);
      }
      expect(await countRows()).toEqual(before);
    },
  );

  it('a guardian signs for the child: the PDF and its certificate name the guardian as signer, the child as patient, and the authority', async () => {
    const res = await sign(jordan, ridMaya, guardian());
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(authorizations).where(eq(authorizations.id, res.json().id));
    expect(row).toMatchObject({
      authName: 'Maya Rivera',
      authRole: 'guardian',
      authExtraValue: 'Jordan Rivera',
      authAuthority: 'Parent of Maya, a minor child',
      releaseSensitiveInfo: false,
    });
    const dl = await t.app.inject({ method: 'GET', url: res.json().url, headers: jordan.headers });
    const text = pdfText(dl.rawPayload);
    if (text !== null) {
      expect(text).toContain('Patient: Maya Rivera, date of birth');
      expect(text).toContain(
        'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya, a minor child.',
      );
      expect(text).toContain('Signed by: Jordan Rivera (JR) — Guardian');
      // Written about the patient, not "my" records, when a representative signs.
      expect(text).not.toMatch(/\bmy\b/i);
      expect(text).toContain('Patient: Maya Rivera');
      expect(text).toContain(`Signed by: Jordan Rivera (account ${jordan.email})`);
      expect(text).toContain('Role: Guardian');
      expect(text).toContain('Authority: Parent of Maya, a minor child');
      expect(text).not.toContain('Signed by: Maya Rivera');
      // The answer was No: nothing says the sensitive categories are released.
      expect(text).not.toContain('Sensitive information that will be released');
      expect(text).toContain('Sensitive information that will NOT be released:');
      expect(text).toMatch(/This authorization expires on \d{1,2}\/\d{1,2}\/\d{4}, unless it is revoked earlier\./);
    }
  });

  it('the patient signs their own request as Patient, and Yes with one box releases only that category', async () => {
    const res = await sign(
      jordan,
      ridSelf,
      guardian({
        full_name: 'Jordan Rivera',
        dob: '4/12/1985',
        role: 'patient',
        extra_value: '',
        authority: '',
        patient_is_dependent: false,
        release_sensitive_info: 'yes',
        sensitive_info: ['mental_health'],
      }),
    );
    expect(res.statusCode).toBe(200);
    const text = pdfText(
      (await t.app.inject({ method: 'GET', url: res.json().url, headers: jordan.headers })).rawPayload,
    );
    if (text !== null) {
      expect(text).toContain('Signed by: Jordan Rivera (JR)');
      expect(text).toContain('Sensitive information that will be released, and only this: Mental health counseling.');
      expect(text).not.toContain('Authority to act for the patient');
    }
  });
});

describe('POST /api/v2/authorizations/e_authorization/preview', () => {
  it('answers the PDF that signing would store, stores nothing, and writes an audit row', async () => {
    const before = await countRows();
    const res = await preview(jordan, ridMaya, guardian({ signature_mode: 'type', signature: 'Jordan Rivera' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await countRows()).toEqual(before);
    const text = pdfText(res.rawPayload);
    if (text !== null) {
      expect(text).toContain('Signed by: Jordan Rivera (JR) — Guardian');
      expect(text).toContain('Patient: Maya Rivera');
      expect(text).not.toContain('Audit certificate');
    }
    const a = first(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'authorization.preview'))
        .orderBy(desc(auditEvents.id))
        .limit(1),
    );
    expect(a.requestId).toBe(mayaRequestId);
  });

  it('refuses no token (401), another user (404), malformed (400) and oversized (413) bodies', async () => {
    expect((await preview(null, ridMaya, guardian())).statusCode).toBe(401);
    expect((await preview(bob, ridMaya, guardian())).statusCode).toBe(404);
    expect((await post(jordan, '/api/v2/authorizations/e_authorization/preview', { rid: ridMaya })).statusCode).toBe(
      400,
    );
    expect((await preview(jordan, ridMaya, guardian({ dob: '1/1/2999' }))).json().error.fields['form.dob']).toBe(
      MESSAGES.invalidDate,
    );
    const huge = await preview(jordan, ridMaya, guardian({ signature: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
  });
});

describe('the public HIPAA page', () => {
  it('the link answers the provider, the languages and who asked; the signed PDF carries the same text', async () => {
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/send_hipaa_authorization_link?rid=${ridMaya}`,
      headers: jordan.headers,
    });
    expect(sent.statusCode).toBe(200);
    const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const q = `request_id=${url.searchParams.get('request_id')}&token=${url.searchParams.get('token')}`;
    const check = await t.app.inject({ method: 'GET', url: `/api/v2/authorizations/public_link?kind=hipaa&${q}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      valid: true,
      hipaa: { rid: ridMaya, provider: 'Mercy General Hospital', languages: ['en'], requested_by: 'Jordan Rivera' },
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/public_link?kind=hipaa&request_id=${url.searchParams.get('request_id')}&token=nope`,
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().hipaa).toBeUndefined();
  });

  it('a provider that signs in Spanish: the link answers its languages, and the PDF is in the language the page showed', async () => {
    const es = first(
      await t.database.db
        .insert(custodians)
        .values({
          urlId: 'clinica-es',
          name: 'Clínica del Valle',
          multiLanguageForPatientEauth: [{ key: 'es', value: 'Spanish' }],
        })
        .returning(),
    );
    const rid = newRid();
    const r = first(
      await t.database.db
        .insert(requests)
        .values({ rid, userId: jordan.id, requestType: 'Record', custodianId: es.id })
        .returning(),
    );
    await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/send_hipaa_authorization_link?rid=${rid}`,
      headers: jordan.headers,
    });
    const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const q = `request_id=${r.id}&token=${url.searchParams.get('token')}`;
    const check = await t.app.inject({ method: 'GET', url: `/api/v2/authorizations/public_link?kind=hipaa&${q}` });
    expect(check.json().hipaa).toMatchObject({ provider: 'Clínica del Valle', languages: ['es'] });
    const body = multipart([
      { name: 'first_name', value: 'Mary-Jane' },
      { name: 'last_name', value: "O'Brien" },
      { name: 'date_of_birth', value: '1/2/1980' },
      { name: 'sign_name', value: "Mary-Jane O'Brien" },
      { name: 'language', value: 'es' },
      { name: 'org_name', value: 'Forged Provider' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/authorizations/upload_hippa_document?${q}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const row = first(await t.database.db.select().from(authorizations).where(eq(authorizations.requestId, r.id)));
    expect(row).toMatchObject({ type: 'HipaaAuthorization', language: 'es', authName: "Mary-Jane O'Brien" });
    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/${row.id}/download`,
      headers: jordan.headers,
    });
    const text = pdfText(dl.rawPayload);
    if (text !== null) {
      expect(text).toContain('Quién puede divulgar la información: Clínica del Valle');
      expect(text).toContain(AUTHORIZATION_TEXTS.es.document.revoke);
      // Signed from a mailed link: the person who asked for it receives the records.
      expect(text).toContain('Quién recibe la información:');
      expect(text).toContain('quien solicitó esta autorización');
      expect(text).not.toContain('Forged Provider');
    }
  });

  it('signed from a mailed link, the PDF states every element of 45 CFR 164.508(c) for what the request asks', async () => {
    const clinic = first(
      await t.database.db
        .insert(custodians)
        .values({
          urlId: 'hipaa-elements',
          name: 'Lakeside Clinic',
          address1: '5 Lake Rd',
          city: 'Madison',
          state: 'WI',
          zipcode: '53703',
          patientEAuthorizationType: ['alcohol_drug', 'std'],
        })
        .returning(),
    );
    const rid = newRid();
    const r = first(
      await t.database.db
        .insert(requests)
        .values({
          rid,
          userId: jordan.id,
          requestType: 'Record',
          custodianId: clinic.id,
          recordsAfter: '2021-02-03',
          recordTypes: ['medical', 'imaging'],
          reasonForRequest: ['insurance'],
        })
        .returning(),
    );
    await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/send_hipaa_authorization_link?rid=${rid}`,
      headers: jordan.headers,
    });
    const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const q = `request_id=${r.id}&token=${url.searchParams.get('token')}`;
    // What the page reads the document's text from before anything is asked: the same inputs.
    const check = await t.app.inject({ method: 'GET', url: `/api/v2/authorizations/public_link?kind=hipaa&${q}` });
    expect(check.json().hipaa.scope).toEqual({
      request_type: 'Record',
      all_records: false,
      records_after: '2021-02-03',
      records_before: null,
      record_types: ['medical', 'imaging'],
      reasons: ['insurance'],
      form: null,
      provider_address: '5 Lake Rd, Madison, WI 53703',
    });
    const body = multipart([
      { name: 'first_name', value: 'Ann' },
      { name: 'last_name', value: 'Lee' },
      { name: 'date_of_birth', value: '4/5/1970' },
      { name: 'sign_name', value: 'Ann Lee' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/authorizations/upload_hippa_document?${q}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = first(await t.database.db.select().from(authorizations).where(eq(authorizations.requestId, r.id)));
    expect(row.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/${row.id}/download`,
      headers: jordan.headers,
    });
    expect(dl.statusCode).toBe(200);
    const text = pdfText(dl.rawPayload);
    if (text === null) return;
    const en = AUTHORIZATION_TEXTS.en;
    const year = new Date(row.signedAt);
    year.setUTCFullYear(year.getUTCFullYear() + 1);
    const expiry = `${year.getUTCMonth() + 1}/${year.getUTCDate()}/${year.getUTCFullYear()}`;
    for (const line of [
      'Patient: Ann Lee, date of birth 4/5/1970.', // (c)(1)(vi) and who it concerns
      'Who may disclose the information: Lakeside Clinic, 5 Lake Rd, Madison, WI 53703.', // (c)(1)(ii)
      'Dates of service: from 2/3/2021 onward.', // (c)(1)(i)
      'Record types: Medical records, Imaging and radiology.',
      'Sensitive information that will be released: Alcohol and/or drug abuse, Sexually transmitted diseases.',
      'Who receives the information: Jordan Rivera, who asked for this authorization.', // (c)(1)(iii)
      'Purpose of the disclosure: Insurance.', // (c)(1)(iv)
      `This authorization expires on ${expiry}, unless it is revoked earlier.`, // (c)(1)(v)
      en.document.revoke, // (c)(2)(i)
      en.document.notConditioned, // (c)(2)(ii)
      en.document.redisclosure, // (c)(2)(iii)
      en.document.part2, // alcohol and drug records are released
      en.document.esign,
      'Signed by: Ann Lee', // (c)(1)(vi)
      'Document states (English): Patient: Ann Lee, date of birth 4/5/1970.',
      row.documentSha256!,
    ])
      expect(text, line).toContain(line);
    for (const old of ['all available records', 'I authorize', 'named in this request', 'I may state'])
      expect(text).not.toContain(old);
  });
});
