import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import {
  auditEvents,
  authorizations,
  custodians,
  files,
  mailOutbox,
  requestDocuments,
  requests,
} from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { signInStaff } from './staff-helpers';
import { attachRelease, makeRequest } from './tracking-fixtures';
import { first as firstOf, nth } from './support/rows';

/** deleting drafts, and the mails the UI promises. */
let t: TestApp;
let custodianId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.test' });
  const c = firstOf(
    await t.database.db
      .insert(custodians)
      .values({ urlId: 'stuck-clinic', name: 'Riverside Behavioral Health', state: 'CA' })
      .returning(),
  );
  custodianId = c.id;
});
afterAll(() => t.close());

const inject = (u: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: u?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
/** The request of a rid, or undefined once it is gone. */
const requestByRid = async (rid: string) =>
  (await t.database.db.select().from(requests).where(eq(requests.rid, rid))).at(0);
/** The request of a rid, which the test expects to be there. */
const requestOf = async (rid: string) =>
  firstOf(await t.database.db.select().from(requests).where(eq(requests.rid, rid)), 'request');

async function draft(u: TestUser) {
  const res = await inject(u, 'POST', '/api/v2/request/record_request', {
    status: 'draft',
    idempotency_key: randomUUID(),
    custodian_id: custodianId,
    current_step: 3,
    all_records: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().request_rid as string;
}

/** A file and an authorization on a request, as the authorization step leaves them. */
const attachAuthorization = (u: TestUser, rid: string) => attachRelease(t.database.db, u.id, rid);

describe('deleting a draft', () => {
  it('deletes an own draft with its documents, audited; refuses no token, another user (404) and a sent request', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const rid = await draft(alice);
    const fileId = await attachAuthorization(alice, rid);
    const requestId = (await requestOf(rid)).id;

    expect((await inject(null, 'DELETE', `/api/v2/request/${rid}`)).statusCode).toBe(401);
    const other = await inject(bob, 'DELETE', `/api/v2/request/${rid}`);
    expect(other.statusCode).toBe(404);
    expect(await requestByRid(rid)).toBeDefined();
    expect((await inject(alice, 'DELETE', `/api/v2/request/${'9'.repeat(41)}`)).statusCode).toBe(400);
    expect((await inject(alice, 'DELETE', '/api/v2/request/no-such-rid')).statusCode).toBe(404);

    const ok = await inject(alice, 'DELETE', `/api/v2/request/${rid}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await requestByRid(rid)).toBeUndefined();
    expect(await t.database.db.select().from(authorizations).where(eq(authorizations.requestId, requestId))).toEqual(
      [],
    );
    const f = firstOf(await t.database.db.select().from(files).where(eq(files.id, fileId)));
    expect(f.deletedAt).not.toBeNull();
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'request.delete_draft'), eq(auditEvents.entityId, rid)));
    expect(audited).toHaveLength(1);
    expect(firstOf(audited).actorUserId).toBe(alice.id);
    // Gone: the list no longer has it, and a second delete finds nothing.
    expect((await inject(alice, 'DELETE', `/api/v2/request/${rid}`)).statusCode).toBe(404);
    const list = (await inject(alice, 'GET', '/api/v2/requests')).json();
    expect(list.requests.map((r: { rid: string }) => r.rid)).not.toContain(rid);
  });

  it('refuses to delete a submitted or abandoned request and keeps it', async () => {
    const u = await signUp(t);
    const ordered = await makeRequest(t.database.db, u.id, { custodianId });
    const refused = await inject(u, 'DELETE', `/api/v2/request/${ordered.rid}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.messages).toEqual([MESSAGES.badRequest]);
    expect(await requestByRid(ordered.rid)).toBeDefined();
    const abandoned = await makeRequest(t.database.db, u.id, { custodianId, status: 'abandoned' });
    expect((await inject(u, 'DELETE', `/api/v2/request/${abandoned.rid}`)).statusCode).toBe(400);
    expect(await requestByRid(abandoned.rid)).toBeDefined();
    const deletions = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'request.delete_draft'), eq(auditEvents.actorUserId, u.id)));
    expect(deletions).toEqual([]);
  });
});

describe('mail the portal promises', () => {
  const noHealthDetails = (text: string) => {
    for (const secret of ['Riverside', 'Behavioral', 'Charged twice', 'Lab results', 'Continuity', '1988', '1990'])
      expect(text).not.toContain(secret);
  };

  it('welcomes a new account', async () => {
    const u = await signUp(t, { name: 'Morgan' });
    const welcome = firstOf(await mailsTo(u.email));
    expect(welcome.subject).toBe('Welcome to the Patient Portal');
    expect(welcome.text).toContain('Hello Morgan,');
    expect(welcome.text).toContain(`Your Patient Portal account for ${u.email} is ready.`);
    expect(welcome.text).toContain('https://portal.example.test/login/');
  });

  it('sends a receipt once when a request is submitted, not for a draft or a repeated submission', async () => {
    const u = await signUp(t, { name: 'Quinn' });
    const rid = await draft(u);
    await attachAuthorization(u, rid);
    expect((await mailsTo(u.email)).map((m) => m.subject)).toEqual(['Welcome to the Patient Portal']);
    const body = {
      rid,
      idempotency_key: randomUUID(),
      custodian_id: custodianId,
      current_step: 10,
      all_records: true,
      reason_for_request: ['personal'],
      record_types: ['medical'],
      scope: [],
      delivery_method: 'instant_download',
      rush_request: false,
      check_payment: true,
      initials: 'QS',
    };
    const first = await inject(u, 'POST', '/api/v2/request/record_request', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ request_rid: rid, message: expect.any(String) });
    expect((await inject(u, 'POST', '/api/v2/request/record_request', body)).statusCode).toBe(200);
    const receipts = (await mailsTo(u.email)).filter((m) => m.subject === `We received your request ${rid}`);
    expect(receipts).toHaveLength(1);
    expect(firstOf(receipts).text).toContain(`We received your records request ${rid} on`);
    expect(firstOf(receipts).text).toContain('You chose to pay by check');
    expect(firstOf(receipts).text).toContain(`https://portal.example.test/p/request-detail/${rid}?requestType=Record`);
    noHealthDetails(firstOf(receipts).text);
  });

  it('mails the refund decision and the refund, as the refund page promises', async () => {
    const u = await signUp(t, { name: 'Avery' });
    const clerk = await signInStaff(t);
    const paid = await makeRequest(t.database.db, u.id, { custodianId, paidCents: 4000 });
    const asked = await inject(u, 'POST', '/api/v2/refunds', {
      rid: paid.rid,
      reason: 'Charged twice',
      amount_cents: 2500,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const refundId = asked.json().id as number;
    const decide = (decision: string) =>
      inject(clerk, 'POST', `/api/v2/staff/refunds/${refundId}/decide`, { decision });

    expect((await decide('approved')).statusCode).toBe(200);
    // A refused transition mails nothing.
    expect((await decide('approved')).statusCode).toBe(409);
    expect((await decide('refunded')).statusCode).toBe(200);
    const mails = (await mailsTo(u.email)).filter((m) => m.subject.startsWith('Your refund request'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Your refund request for ${paid.rid} was approved`,
      `Your refund request for ${paid.rid} was refunded`,
    ]);
    expect(firstOf(mails).text).toContain(`Your refund request of $25.00 for request ${paid.rid} was approved.`);
    expect(nth(mails, 1).text).toContain(`We have returned $25.00 for request ${paid.rid}`);
    for (const m of mails) {
      expect(m.text).toContain('https://portal.example.test/p/request-refund');
      noHealthDetails(m.text);
    }

    // A denial is mailed too.
    const paid2 = await makeRequest(t.database.db, u.id, { custodianId, paidCents: 1000 });
    const asked2 = await inject(u, 'POST', '/api/v2/refunds', {
      rid: paid2.rid,
      reason: 'Not needed',
      amount_cents: 1000,
    });
    expect(
      (await inject(clerk, 'POST', `/api/v2/staff/refunds/${asked2.json().id}/decide`, { decision: 'denied' }))
        .statusCode,
    ).toBe(200);
    const denied = (await mailsTo(u.email)).find(
      (m) => m.subject === `Your refund request for ${paid2.rid} was denied`,
    );
    expect(denied?.text).toContain(`Your refund request of $10.00 for request ${paid2.rid} was denied.`);
  });

  it('acknowledges a help-desk message by mail (its ticket number, not its text)', async () => {
    const u = await signUp(t, { name: 'Riley' });
    const boundary = '----stuck';
    const fields = {
      issue: 'Something else',
      title: 'Psychiatric notes missing',
      comment: 'My therapy notes from Riverside are missing',
      unique_identifier_number: 'P-2004',
    };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v2/support/jira',
      headers: { ...u.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ack = (await mailsTo(u.email)).find((m) => m.subject === 'We received your message to the help desk');
    expect(ack?.text).toContain(`Your message is ticket #${sent.json().ticket_id} (page code P-2004).`);
    expect(ack?.text).toContain('Our help desk will get back to you at this e-mail address.');
    for (const secret of ['Psychiatric', 'therapy', 'Riverside']) expect(ack?.text).not.toContain(secret);
  });

  it('keeps documents of another request when a draft is deleted', async () => {
    const u = await signUp(t);
    const keep = await makeRequest(t.database.db, u.id, { custodianId });
    const file = firstOf(
      await t.database.db
        .insert(files)
        .values({
          ownerUserId: u.id,
          purpose: 'supporting',
          storageKey: `k-${randomUUID()}`,
          originalName: 'a.pdf',
          mime: 'application/pdf',
          size: 1,
          sha256: 'x',
        })
        .returning(),
    );
    await t.database.db
      .insert(requestDocuments)
      .values({ requestId: keep.id, userId: u.id, kind: 'supporting', fileId: file.id, name: 'a.pdf' });
    const rid = await draft(u);
    expect((await inject(u, 'DELETE', `/api/v2/request/${rid}`)).statusCode).toBe(200);
    const still = firstOf(await t.database.db.select().from(files).where(eq(files.id, file.id)));
    expect(still.deletedAt).toBeNull();
  });
});

describe("a forms request asks the form's questions", () => {
  it('submits a provider form with its answers (no record types), refuses it without them, and restores them', async () => {
    const formsClinic = firstOf(
      await t.database.db
        .insert(custodians)
        .values({
          urlId: 'stuck-forms',
          name: 'Forms Clinic',
          state: 'CA',
          acceptsForms: true,
          patientFormTemplates: [{ id: 7, name: 'Patient Intake Form' }],
        })
        .returning(),
    );
    const u = await signUp(t);
    const key = randomUUID();
    const base = {
      idempotency_key: key,
      custodian_id: formsClinic.id,
      form_id: 7,
      custodian_form: 'Patient Intake Form',
      current_step: 10,
      reason_for_request: ['personal'],
      record_types: [],
      delivery_method: 'instant_download',
      check_payment: true,
      initials: 'AS',
    };
    const saved = await inject(u, 'POST', '/api/v2/request/form_request', {
      ...base,
      status: 'draft',
      current_step: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rid = saved.json().request_rid as string;
    await attachAuthorization(u, rid);

    const missing = await inject(u, 'POST', '/api/v2/request/form_request', { ...base, rid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.messages).toEqual([MESSAGES.required]);
    expect((await requestOf(rid)).status).toBe('draft');

    const answers = {
      address: '12 Elm St',
      phone: '+1 916-555-0100',
      emergency_contact_name: 'Jordan Stone',
      emergency_contact_phone: '+1 916-555-0101',
      allergies: 'Penicillin',
      reason_for_visit: 'Check-up',
      not_a_question: 'dropped',
    };
    const badPhone = await inject(u, 'POST', '/api/v2/request/form_request', {
      ...base,
      rid,
      form_answers: { ...answers, phone: 'call me' },
    });
    expect(badPhone.json().error.messages).toEqual([MESSAGES.phone]);
    const oversized = await inject(u, 'POST', '/api/v2/request/form_request', {
      ...base,
      rid,
      form_answers: { ...answers, allergies: 'x'.repeat(2001) },
    });
    expect(oversized.statusCode).toBe(400);
    expect((await requestOf(rid)).status).toBe('draft');

    const ok = await inject(u, 'POST', '/api/v2/request/form_request', { ...base, rid, form_answers: answers });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await requestOf(rid);
    expect(row.status).toBe('ordered');
    expect(row.recordTypes).toEqual([]);
    const { not_a_question: _dropped, ...kept } = answers;
    expect(row.formAnswers).toEqual(kept);
    const resumed = (await inject(u, 'GET', `/api/v2/request/${rid}`)).json();
    expect(resumed.form_answers).toEqual(kept);
    // Another user cannot read them; the records desk, which completes the form, can.
    expect((await inject(await signUp(t), 'GET', `/api/v2/request/${rid}`)).statusCode).toBe(404);
    const desk = await inject(await signInStaff(t), 'GET', `/api/v2/staff/requests/${rid}`);
    expect(desk.json().form_answers).toEqual(kept);
  });
});
