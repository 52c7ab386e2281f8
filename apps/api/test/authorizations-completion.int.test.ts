import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  AUTHORIZATION_TEXTS,
  SUBMISSION_MESSAGES,
  authorizationDocument,
  en,
  scopeOf,
  signedAuthorizationSchema,
  signedScopeInput,
} from '@portal/shared';
import { authorizations, custodians, dependents, mailOutbox } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { signInStaff } from './staff-helpers';
import { first } from './support/rows';

/**
 * The signed authorization is completed from the submitted request: a guardian who answered No to
 * sensitive information cannot submit mental health records under it; once submitted, the PDF
 * states the dates, the record types, the exclusions, the recipient and the guardian's authority,
 * its certificate records when the signature was adopted and what was confirmed, and the records
 * desk reads the same scope on the request page.
 */
let t: TestApp;
let jordan: TestUser;
let custodianId: number;
let mayaId: number;
const dir = mkdtempSync(path.join(os.tmpdir(), 'completion-'));

beforeAll(async () => {
  t = await createTestApp();
  jordan = await signUp(t, { name: 'Jordan', last_name: 'Rivera' });
  custodianId = first(
    await t.database.db
      .insert(custodians)
      .values({
        urlId: 'completion-clinic',
        name: 'Mercy General Hospital',
        address1: '12 Main St',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        sensitiveInformationOptions: ['mental_health'],
      })
      .returning(),
  ).id;
  mayaId = first(
    await t.database.db
      .insert(dependents)
      .values({ userId: jordan.id, firstName: 'Maya', lastName: 'Rivera', dob: '2015-09-03', relation: 'child' })
      .returning(),
  ).id;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const post = (url: string, payload: unknown, u: TestUser = jordan) =>
  t.app.inject({ method: 'POST', url, headers: u.headers, payload: payload as Record<string, unknown> });
const text = (bytes: Buffer) => {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

describe('a guardian answers No to sensitive information', () => {
  it('cannot submit mental health records; the submitted document states exactly what is released, and to whom', async () => {
    const key = randomUUID();
    const base = {
      idempotency_key: key,
      custodian_id: custodianId,
      dependent_id: mayaId,
      records_after: '1/1/2020',
      records_before: '12/31/2024',
    };
    const draft = await post('/api/v2/request/record_request', { ...base, status: 'draft', current_step: 4 });
    expect(draft.statusCode, draft.body).toBe(200);
    const rid = draft.json().request_rid as string;
    const signed = await post('/api/v2/authorizations/e_authorization', {
      rid,
      form: {
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
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    // What the wizard needs to keep mental health records off the request-information step.
    expect(signed.json().sensitive_release).toEqual([]);
    const final = {
      ...base,
      rid,
      current_step: 10,
      reason_for_request: ['continuing_care'],
      scope: [],
      delivery_method: 'fax_return',
      fax_number: '+1 555-123-4567',
      recipient_name: 'Dr. Ann Lee',
      recipient_type: 'physician',
      rush_request: false,
      check_payment: true,
      initials: 'JR',
    };
    const refused = await post('/api/v2/request/record_request', {
      ...final,
      record_types: ['medical', 'mental_health'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(SUBMISSION_MESSAGES.notAuthorized);

    // The confirm step's read of what was adopted: the owner's only.
    const readSigned = (u: TestUser) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v2/authorizations/e_authorization/signed?rid=${rid}`,
        headers: u.headers,
      });
    const other = await signUp(t, { name: 'Other', last_name: 'Person' });
    expect((await readSigned(other)).statusCode).toBe(404);
    const adopted = await readSigned(jordan);
    expect(adopted.statusCode, adopted.body).toBe(200);
    const answer = signedAuthorizationSchema.parse(adopted.json());
    expect(answer.signature).toEqual({ mode: 'type', value: 'Jordan Rivera' });
    // The lines the confirm step shows: the shared scope over the final answers, as the browser runs it.
    const shown = authorizationDocument(
      AUTHORIZATION_TEXTS.en,
      scopeOf(
        signedScopeInput(answer, {
          requestType: 'Record',
          allRecords: false,
          recordsAfter: '2020-01-01',
          recordsBefore: '2024-12-31',
          recordTypes: ['medical', 'lab'],
          reasonForRequest: final.reason_for_request,
          deliveryMethod: final.delivery_method,
          faxNumber: final.fax_number,
          recipientName: final.recipient_name,
          recipientType: final.recipient_type,
        }),
        en.wizard.requestInfo,
      ),
    ).paragraphs.filter((p) => !p.small);

    const ok = await post('/api/v2/request/record_request', { ...final, record_types: ['medical', 'lab'] });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = first(
      await t.database.db
        .select()
        .from(authorizations)
        .where(eq(authorizations.id, signed.json().id))
        .orderBy(desc(authorizations.id)),
    );
    const dl = await t.app.inject({ method: 'GET', url: signed.json().url, headers: jordan.headers });
    expect(dl.statusCode).toBe(200);
    const pdf = text(dl.rawPayload);
    expect(pdf).toContain('Patient: Maya Rivera, date of birth 9/3/2015.');
    expect(pdf).toContain(
      'Who may disclose the information: Mercy General Hospital, 12 Main St, Springfield, IL 62701.',
    );
    expect(pdf).toContain('Dates of service: from 1/1/2020 to 12/31/2024.');
    expect(pdf).toContain('Record types: Medical records, Lab results.');
    expect(pdf).toContain(
      'Sensitive information that will NOT be released: HIV and/or AIDS testing and genetic testing,',
    );
    expect(pdf).toContain('Who receives the information: Dr. Ann Lee (Physician), by fax to +1 555-123-4567.');
    expect(pdf).toContain('Purpose of the disclosure: Continuing care.');
    expect(pdf).toContain(
      'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya, a minor child.',
    );
    expect(pdf).not.toContain('all available records');
    expect(pdf).not.toContain('named in this request');
    // The certificate: the signature adopted at signing, the document completed at submission.
    expect(pdf).toContain(`Signature adopted on the authorization step (UTC): ${row.signedAt.toISOString()}`);
    expect(pdf).toContain('Document completed from the submitted request (UTC):');
    expect(pdf).toContain('Scope shown on the confirm step, confirmed with the initials: JR');
    expect(pdf).toContain(row.documentSha256!);
    // Every line the confirm step showed is a line of the document, and the certificate records it.
    expect(shown.length).toBeGreaterThan(6);
    for (const line of shown) {
      expect(pdf).toContain(line.text);
      expect(pdf.split(line.text).length, line.text).toBeGreaterThanOrEqual(3);
    }
    expect(pdf).toContain(`Document states (English): ${shown[0]!.text}`);

    // The desk reads the same scope on the request page.
    const clerk = await signInStaff(t);
    const desk = await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${rid}`, headers: clerk.headers });
    expect(desk.statusCode, desk.body).toBe(200);
    const scope = desk.json().authorization_scope as string[];
    expect(scope).toContain('Dates of service: from 1/1/2020 to 12/31/2024.');
    expect(scope).toContain('Record types: Medical records, Lab results.');
    expect(scope).toContain('Who receives the information: Dr. Ann Lee (Physician), by fax to +1 555-123-4567.');
    for (const line of scope) expect(pdf).toContain(line);

    // The signer's copy: the receipt says the signed authorization is kept with the request and
    // can be downloaded from it, by the request's link (and names nothing of its contents).
    const [receipt] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, jordan.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(receipt?.subject).toBe(`We received your request ${rid}`);
    expect(receipt?.text).toContain(
      'Your signed authorization is kept with this request: you can download your copy (PDF) from the request, at the link below.',
    );
    expect(receipt?.text).toContain(`/p/request-detail/${rid}`);
    expect(receipt?.text).not.toContain('Mercy General');
  });
});
