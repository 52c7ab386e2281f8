import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import {
  authorizations,
  custodians,
  files,
  mailOutbox,
  oneTimeTokens,
  requestDocuments,
  requests,
} from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { exe, multipart, pdf, png, pngDataUrl, storedObjects } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let rid: string;
let requestId: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { name: 'Alice', last_name: 'Owner' });
  bob = await signUp(t);
  const c = first(await t.database.db.insert(custodians).values({ urlId: 'mercy-pub', name: 'Mercy' }).returning());
  rid = newRid();
  const r = first(
    await t.database.db
      .insert(requests)
      .values({ rid, userId: alice.id, requestType: 'Record', custodianId: c.id })
      .returning(),
  );
  requestId = r.id;
});
afterAll(() => t.close());

/** Asks for a link and reads it back from the outbox, as the person would from their mail. */
async function mailedLink(path: string): Promise<URL> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/authorizations/${path}?rid=${rid}`,
    headers: alice.headers,
  });
  expect(res.statusCode).toBe(200);
  const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
  expect(mail.to).toBe(alice.email);
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}

const post = (kind: string, query: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/authorizations/${kind}?${query}`,
    headers: body.headers,
    payload: body.payload,
  });
};
const stored = async () => [
  first(await t.database.db.select({ n: count() }).from(files)).n,
  storedObjects(t.config.dataDir).length,
];

describe('public links', () => {
  it('mails a government ID link with a token; the ids alone grant nothing; the link works once', async () => {
    const url = await mailedLink('send_upload_government_document_link');
    expect(url.searchParams.get('govt_document')).toBe('true');
    expect(url.searchParams.get('request_id')).toBe(String(requestId));
    const token = url.searchParams.get('token')!;
    const ids = `user_id=${alice.id}&request_id=${requestId}`;
    const both = [
      { name: 'frontFile', filename: 'front.png', data: png() },
      { name: 'backFile', filename: 'back.png', data: png() },
    ];

    expect((await post('upload_government_document', ids, both)).statusCode).toBe(404);
    expect(
      (await post('upload_government_document', `user_id=${bob.id}&request_id=${requestId}&token=${token}`, both))
        .statusCode,
    ).toBe(404);
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/public_link?kind=govt&${ids}&token=${token}`,
    });
    expect(check.statusCode).toBe(200);

    // Front only: refused, nothing kept, link still usable.
    const before = await stored();
    const half = await post('upload_government_document', `${ids}&token=${token}`, both.slice(0, 1));
    expect(half.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    const bad = await post('upload_government_document', `${ids}&token=${token}`, [
      first(both),
      { name: 'backFile', filename: 'back.png', data: exe() },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messages[0]).toBe('Only jpg, jpeg, png, heic, heif files are allowed to upload.');
    expect(await stored()).toEqual(before);

    const ok = await post('upload_government_document', `${ids}&token=${token}`, both);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MESSAGES.formSubmitted);
    const docs = await t.database.db.select().from(requestDocuments).where(eq(requestDocuments.requestId, requestId));
    expect(docs.map((d) => d.kind).sort()).toEqual(['govt_id_back', 'govt_id_front']);

    const again = await post('upload_government_document', `${ids}&token=${token}`, both);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.messages[0]).toBe(MESSAGES.linkExpired);
    const show = await t.app.inject({
      method: 'GET',
      url: `/api/v2/government_documents/show?rid=${rid}`,
      headers: alice.headers,
    });
    expect(show.json().front_file.name).toBe('front.png');
  });

  it('a patient form link names the form and refuses an expired token', async () => {
    const url = await mailedLink('send_patient_form_document_link');
    const token = url.searchParams.get('token')!;
    const ids = `user_id=${alice.id}&request_id=${requestId}&token=${token}`;
    const ok = await post('upload_patient_form', ids, [{ name: 'form_record', filename: 'intake.pdf', data: pdf() }]);
    expect(ok.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/get_patient_form?rid=${rid}`,
      headers: alice.headers,
    });
    expect(form.json().front_file.name).toMatch(/^Form_O_intake_\d{6}\.pdf$/);

    const url2 = await mailedLink('send_patient_form_document_link');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'public_patient_document'));
    const late = await post(
      'upload_patient_form',
      `user_id=${alice.id}&request_id=${requestId}&token=${url2.searchParams.get('token')}`,
      [{ name: 'form_record', filename: 'x.pdf', data: pdf() }],
    );
    expect(late.statusCode).toBe(404);
  });

  it('a HIPAA link signs an authorization with a drawn signature and optional ID images', async () => {
    const url = await mailedLink('send_hipaa_authorization_link');
    expect(url.searchParams.get('hippa_auth')).toBe('true');
    const q = `request_id=${requestId}&token=${url.searchParams.get('token')}`;
    const missing = await post('upload_hippa_document', q, [
      { name: 'first_name', value: 'Alice' },
      { name: 'last_name', value: 'Owner' },
      { name: 'date_of_birth', value: '1/2/1980' },
    ]);
    expect(missing.statusCode).toBe(400);
    const res = await post('upload_hippa_document', q, [
      { name: 'first_name', value: 'Alice' },
      { name: 'last_name', value: 'Owner' },
      { name: 'date_of_birth', value: '1/2/1980' },
      { name: 'ssn', value: '' },
      { name: 'signature', value: pngDataUrl() },
      { name: 'government_id_front', filename: 'front.png', data: png() },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(authorizations).where(eq(authorizations.requestId, requestId));
    expect(rows.map((r) => [r.type, r.drawMode, r.signerAuthMethod])).toEqual([
      ['HipaaAuthorization', true, 'public_link'],
    ]);
  });

  it("refuses to send a link for another user's request", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/send_upload_government_document_link?rid=${rid}`,
      headers: bob.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
