import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { fileTooLargeMessage, MESSAGES, UPLOAD_RULES, wrongFileTypeMessage, type UploadRuleName } from '@portal/shared';
import { authorizations, custodians, files, requestDocuments, requests } from '../src/db/schema';
import { exe, multipart, pdf, png, storedObjects } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

/**
 * The refusal bar across the wizard's own calls: another user's draft rid, a forged
 * provider, a wrong-typed or an oversized file. Each answers a clear error and stores nothing —
 * no request change, no authorization, no document row, no file row, no bytes on disk.
 */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let custodianId: number;
let rid: string;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t, { name: 'Alice', last_name: 'Owner' }), await signUp(t)];
  const c = first(
    await t.database.db
      .insert(custodians)
      .values({ urlId: 'refusals', name: 'Refusal Clinic', state: 'CA' })
      .returning(),
  );
  custodianId = c.id;
  key = randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/request/record_request',
    headers: owner.headers,
    payload: { status: 'draft', idempotency_key: key, custodian_id: custodianId, current_step: 5, all_records: true },
  });
  rid = res.json().request_rid;
});
afterAll(() => t.close());

const n = async (table: typeof files | typeof requestDocuments | typeof authorizations) =>
  first(await t.database.db.select({ n: count() }).from(table)).n;
const stored = async () => [
  await n(files),
  await n(requestDocuments),
  await n(authorizations),
  storedObjects(t.config.dataDir).length,
];
const draft = async () => (await t.database.db.select().from(requests).where(eq(requests.rid, rid)))[0];

const zones: Array<[string, 'POST' | 'PATCH', (r: string) => string, UploadRuleName]> = [
  ['the general release', 'POST', (r) => `/api/v2/authorizations/general_release?rid=${r}`, 'generalRelease'],
  ['the government ID', 'PATCH', (r) => `/api/v2/government_documents/update?rid=${r}&side=front`, 'govtId'],
  ['a supporting document', 'POST', (r) => `/api/v2/documents/supporting?rid=${r}`, 'default'],
  ['the completed form', 'POST', (r) => `/api/v2/authorizations/patient_form?rid=${r}`, 'patientForm'],
];
const upload = (u: TestUser, method: 'POST' | 'PATCH', url: string, filename: string, data: Buffer) => {
  const body = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({ method, url, headers: { ...u.headers, ...body.headers }, payload: body.payload });
};

describe("the wizard's uploads", () => {
  it.each(zones)("refuse %s on another user's draft (404)", async (_zone, method, url) => {
    const before = await stored();
    const res = await upload(other, method, url(rid), 'scan.png', png());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.messages).toEqual([MESSAGES.notFound]);
    expect(await stored()).toEqual(before);
  });

  it.each(zones)('refuse %s with a wrong type, named as the zone says', async (_zone, method, url, rule) => {
    const before = await stored();
    const res = await upload(owner, method, url(rid), 'scan.png', exe());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual([wrongFileTypeMessage(UPLOAD_RULES[rule].typesLabel)]);
    expect(await stored()).toEqual(before);
  });

  // Oversized supporting documents and forms are covered in uploads.int.test.ts; these are the other two zones.
  it.each(zones.slice(0, 2))('refuse %s past its limit while streaming (413)', async (_zone, method, url, rule) => {
    const before = await stored();
    const limit = UPLOAD_RULES[rule].maxBytes;
    const res = await upload(
      owner,
      method,
      url(rid),
      'scan.pdf',
      Buffer.concat([rule === 'govtId' ? png() : pdf(), Buffer.alloc(limit)]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.messages).toEqual([fileTooLargeMessage('scan.pdf', Math.round(limit / 1024 / 1024))]);
    expect(await stored()).toEqual(before);
  });

  it("refuses the e-authorization on another user's draft", async () => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/authorizations/e_authorization',
      headers: other.headers,
      payload: {
        rid,
        form: {
          full_name: 'X Y',
          initials: 'XY',
          dob: '1/2/1980',
          ssn: '',
          role: 'patient',
          extra_value: '',
          sensitive_offered: true,
          release_sensitive_info: 'no',
          sensitive_info: [],
          signature_mode: 'type',
          signature: 'X Y',
        },
      },
    });
    expect(res.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe("the wizard's saves", () => {
  it('refuse moving a draft to a forged provider, and leave it as it was', async () => {
    const before = await draft();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/request/record_request',
      headers: owner.headers,
      payload: { status: 'draft', rid, idempotency_key: key, custodian_id: 999_999, current_step: 6 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.messages).toEqual([MESSAGES.custodianNotFound]);
    expect(await draft()).toEqual(before);
  });

  it('refuse saving a records draft through the forms call', async () => {
    const before = await draft();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/request/form_request',
      headers: owner.headers,
      payload: { status: 'draft', rid, idempotency_key: key, custodian_id: custodianId, current_step: 6, form_id: 42 },
    });
    expect(res.statusCode).toBe(404);
    expect(await draft()).toEqual(before);
  });
  it('refuse a date of service in the future (1/1/2099) with a clear message, and leave the draft as it was', async () => {
    const before = await draft();
    for (const field of ['records_after', 'records_before']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/request/record_request',
        headers: owner.headers,
        payload: {
          status: 'draft',
          idempotency_key: key,
          rid,
          custodian_id: custodianId,
          current_step: 5,
          [field]: '1/1/2099',
        },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.messages).toEqual([MESSAGES.futureDateOfService]);
    }
    expect(await draft()).toEqual(before);
  });
});
