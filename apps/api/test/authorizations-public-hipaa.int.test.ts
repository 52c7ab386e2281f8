import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { AUTHORIZATION_TEXTS } from '@portal/shared';
import { authorizations, custodians, mailOutbox, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { pdfText, signerWorld } from './authorizations-signer-fixtures';
import { multipart } from './documents-fixtures';
import { createTestApp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

/**
 * The public HIPAA page: the mailed link answers the provider, its languages and who asked, and
 * the PDF signed from it carries the page's text in the page's language and every element of
 * 45 CFR 164.508(c).
 */
let t: TestApp;
let jordan: TestUser;
let ridMaya: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ jordan, ridMaya } = await signerWorld(t));
});
afterAll(() => t.close());

/** Jordan mails the request's signing link: its query (request id and token), as the page sends it. */
async function mailedLink(rid: string): Promise<{ q: string; requestId: string }> {
  const sent = await t.app.inject({
    method: 'GET',
    url: `/api/v2/authorizations/send_hipaa_authorization_link?rid=${rid}`,
    headers: jordan.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  const requestId = url.searchParams.get('request_id')!;
  return { q: `request_id=${requestId}&token=${url.searchParams.get('token')}`, requestId };
}

/** Signs from the link with these fields; the authorization row it stored for the request. */
async function signFromLink(q: string, requestId: number, fields: Array<{ name: string; value: string }>) {
  const body = multipart(fields);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/authorizations/upload_hippa_document?${q}`,
    headers: body.headers,
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return first(await t.database.db.select().from(authorizations).where(eq(authorizations.requestId, requestId)));
}

/** The signed PDF as the requester downloads it, and its text (null without pdftotext). */
async function signedText(authorizationId: number): Promise<string | null> {
  const dl = await t.app.inject({
    method: 'GET',
    url: `/api/v2/authorizations/${authorizationId}/download`,
    headers: jordan.headers,
  });
  expect(dl.statusCode).toBe(200);
  return pdfText(dl.rawPayload);
}

describe('the public HIPAA page', () => {
  it('the link answers the provider, the languages and who asked; the signed PDF carries the same text', async () => {
    const { q, requestId } = await mailedLink(ridMaya);
    const check = await t.app.inject({ method: 'GET', url: `/api/v2/authorizations/public_link?kind=hipaa&${q}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      valid: true,
      hipaa: { rid: ridMaya, provider: 'Mercy General Hospital', languages: ['en'], requested_by: 'Jordan Rivera' },
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/public_link?kind=hipaa&request_id=${requestId}&token=nope`,
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
    const { q } = await mailedLink(rid);
    const check = await t.app.inject({ method: 'GET', url: `/api/v2/authorizations/public_link?kind=hipaa&${q}` });
    expect(check.json().hipaa).toMatchObject({ provider: 'Clínica del Valle', languages: ['es'] });
    const row = await signFromLink(q, r.id, [
      { name: 'first_name', value: 'Mary-Jane' },
      { name: 'last_name', value: "O'Brien" },
      { name: 'date_of_birth', value: '1/2/1980' },
      { name: 'sign_name', value: "Mary-Jane O'Brien" },
      { name: 'language', value: 'es' },
      { name: 'org_name', value: 'Forged Provider' },
    ]);
    expect(row).toMatchObject({ type: 'HipaaAuthorization', language: 'es', authName: "Mary-Jane O'Brien" });
    const text = await signedText(row.id);
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
    const { q } = await mailedLink(rid);
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
    const row = await signFromLink(q, r.id, [
      { name: 'first_name', value: 'Ann' },
      { name: 'last_name', value: 'Lee' },
      { name: 'date_of_birth', value: '4/5/1970' },
      { name: 'sign_name', value: 'Ann Lee' },
    ]);
    expect(row.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const text = await signedText(row.id);
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
