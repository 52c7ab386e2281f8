// Runs on both databases: concurrent submissions of one draft.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { auditEvents, custodians, requestPayments, requests, requestStatusHistory } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addCard } from './payments-helpers';
import { first } from './support/rows';
import { attachRelease } from './tracking-fixtures';

let t: TestApp;
let custodianId: number;
let formCustodianId: number;
beforeAll(async () => {
  t = await createTestApp();
  const c = first(
    await t.database.db
      .insert(custodians)
      .values({ urlId: 'wiz-clinic', name: 'Wizard Clinic', state: 'CA' })
      .returning(),
  );
  const f = first(
    await t.database.db
      .insert(custodians)
      .values({
        urlId: 'wiz-forms',
        name: 'Forms Clinic',
        state: 'CA',
        acceptsForms: true,
        patientFormTemplates: [{ id: 1, name: 'Intake' }],
      })
      .returning(),
  );
  custodianId = c.id;
  formCustodianId = f.id;
});
afterAll(() => t.close());

const post = (u: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u.headers, payload: payload as Record<string, unknown> });

const draftBody = (over: Record<string, unknown> = {}) => ({
  status: 'draft',
  idempotency_key: randomUUID(),
  custodian_id: custodianId,
  current_step: 2,
  ...over,
});
const complete = (rid: string, key: string, over: Record<string, unknown> = {}) => ({
  rid,
  idempotency_key: key,
  custodian_id: custodianId,
  current_step: 10,
  all_records: true,
  reason_for_request: ['personal'],
  record_types: ['medical'],
  scope: [],
  delivery_method: 'instant_download',
  rush_request: false,
  check_payment: true,
  initials: 'AS',
  ...over,
});

async function createDraft(u: TestUser, over: Record<string, unknown> = {}) {
  const body = draftBody(over);
  const res = await post(u, '/api/v2/request/record_request', body);
  expect(res.statusCode, res.body).toBe(200);
  return { rid: res.json().request_rid as string, key: body.idempotency_key as string };
}

/** An authorization on the request, as the authorizations step leaves it. */
const attachAuthorization = (u: TestUser, rid: string) => attachRelease(t.database.db, u.id, rid);

const countRequests = async (userId: number) =>
  (await t.database.db.select().from(requests).where(eq(requests.userId, userId))).length;

describe('drafts', () => {
  it('creates a draft at step 2, saves it again, and resumes it (owner only)', async () => {
    const u = await signUp(t);
    const { rid, key } = await createDraft(u);
    // The same wizard session saving again without its rid (a retried first save) makes no second draft.
    const again = await post(u, '/api/v2/request/record_request', { ...draftBody(), idempotency_key: key });
    expect(again.json().request_rid).toBe(rid);
    const save = await post(
      u,
      '/api/v2/request/record_request',
      draftBody({
        rid,
        idempotency_key: key,
        current_step: 8,
        reason_for_request: ['legal', 'other'],
        record_types: ['lab'],
        all_records: true,
      }),
    );
    expect(save.statusCode).toBe(200);
    // Moving back does not lower the saved step.
    await post(
      u,
      '/api/v2/request/record_request',
      draftBody({
        rid,
        idempotency_key: key,
        current_step: 4,
        reason_for_request: ['legal', 'other'],
        record_types: ['lab'],
        all_records: true,
      }),
    );
    const got = await t.app.inject({ method: 'GET', url: `/api/v2/request/${rid}`, headers: u.headers });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      rid,
      status: 'draft',
      current_step: 8,
      request_type: 'Record',
      reason_for_request: 'legal,other',
      record_types: ['lab'],
      custodian: { id: custodianId, name: 'Wizard Clinic' },
      patient: { first_name: 'Test', last_name: 'User', dob: '1990-01-02' },
    });
    expect(await countRequests(u.id)).toBe(1);
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, rid));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['request.create', 'request.update', 'request.read']),
    );
  });

  it("answers 404 for another user's draft and changes nothing", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { rid } = await createDraft(owner);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/request/${rid}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await post(other, '/api/v2/request/record_request', draftBody({ rid, current_step: 9 }))).statusCode).toBe(
      404,
    );
    expect((await post(other, '/api/v2/request/record_request/abandoned_draft_request', { rid })).statusCode).toBe(404);
    expect((await post(other, '/api/v2/request/record_request', complete(rid, randomUUID()))).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(requests).where(eq(requests.rid, rid));
    expect(row).toMatchObject({ status: 'draft', currentStep: 2 });
    expect(await countRequests(other.id)).toBe(0);
  });

  it('refuses a forged provider or dependent id and stores nothing', async () => {
    const u = await signUp(t);
    const forged = await post(u, '/api/v2/request/record_request', draftBody({ custodian_id: 999999 }));
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.messages).toEqual([MESSAGES.custodianNotFound]);
    const dep = await post(u, '/api/v2/request/record_request', draftBody({ dependent_id: 999999 }));
    expect(dep.statusCode).toBe(404);
    expect(dep.json().error.messages).toEqual([MESSAGES.noDependentFound]);
    const bad = await post(u, '/api/v2/request/record_request', draftBody({ custodian_id: 'abc' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messages).toEqual([MESSAGES.required]);
    expect(await countRequests(u.id)).toBe(0);
  });

  it('abandons a draft from the leave prompt, once', async () => {
    const u = await signUp(t);
    const { rid } = await createDraft(u);
    const res = await post(u, '/api/v2/request/record_request/abandoned_draft_request', { rid });
    expect(res.json()).toEqual({ request_rid: rid, message: 'Request abandoned' });
    const row = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid)));
    expect(row.status).toBe('abandoned');
    expect((await post(u, '/api/v2/request/record_request/abandoned_draft_request', { rid })).statusCode).toBe(409);
    // A record draft is not a form draft.
    const form = await createDraft(u);
    expect(
      (await post(u, '/api/v2/request/form_request/abandoned_draft_form_request', { rid: form.rid })).statusCode,
    ).toBe(404);
  });
});

describe('submission', () => {
  it('refuses missing fields with the spec messages and leaves the draft as it was', async () => {
    const u = await signUp(t);
    const { rid, key } = await createDraft(u);
    await attachAuthorization(u, rid);
    const base = complete(rid, key);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reason_for_request: [] }, MESSAGES.required],
      [{ record_types: [] }, MESSAGES.required],
      [{ all_records: false }, MESSAGES.required],
      [{ check_payment: false }, MESSAGES.selectCardFirst],
      [{ initials: '' }, MESSAGES.required],
      [{ initials: 'A'.repeat(21) }, MESSAGES.initialsTooLong],
      [{ delivery_method: 'fax_return', fax_number: '+1 555-555-5555', recipient_name: 'Dr Who' }, MESSAGES.required],
    ];
    for (const [over, message] of cases) {
      const res = await post(u, '/api/v2/request/record_request', { ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.messages).toEqual([message]);
    }
    const [row] = await t.database.db.select().from(requests).where(eq(requests.rid, rid));
    expect(row).toMatchObject({ status: 'draft', currentStep: 2, orderedOn: null });
  });

  it('needs an authorization on the request', async () => {
    const u = await signUp(t);
    const { rid, key } = await createDraft(u);
    const res = await post(u, '/api/v2/request/record_request', complete(rid, key));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual(['Please sign or upload an authorization']);
  });

  it('orders the request once, however many times it is sent', async () => {
    const u = await signUp(t);
    const { rid, key } = await createDraft(u);
    await attachAuthorization(u, rid);
    const body = complete(rid, key);
    const [a, b] = await Promise.all([
      post(u, '/api/v2/request/record_request', body),
      post(u, '/api/v2/request/record_request', body),
    ]);
    expect(a.json()).toEqual({ request_rid: rid, message: 'Request submitted successfully' });
    expect(b.json().request_rid).toBe(rid);
    // A retry that lost its rid but keeps the session's key is the same submission too.
    const retry = await post(u, '/api/v2/request/record_request', { ...body, rid: undefined });
    expect(retry.json().request_rid).toBe(rid);
    expect(await countRequests(u.id)).toBe(1);
    const row = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid)));
    expect(row).toMatchObject({ status: 'ordered', currentStep: 11, checkPayment: true, initials: 'AS' });
    expect(row.orderedOn).toBeInstanceOf(Date);
    const history = await t.database.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, row.id));
    expect(history.map((h) => h.status)).toEqual(['draft', 'ordered']);
    const submitted = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, rid), eq(auditEvents.action, 'request.submit')));
    expect(submitted).toHaveLength(1);
    // A submitted request is no longer a draft: it cannot be saved over or abandoned.
    expect((await post(u, '/api/v2/request/record_request', draftBody({ rid, idempotency_key: key }))).statusCode).toBe(
      400,
    );
    expect((await post(u, '/api/v2/request/record_request/abandoned_draft_request', { rid })).statusCode).toBe(409);
  });

  it('accepts a multipart submission (spec section 7)', async () => {
    const u = await signUp(t);
    const { rid, key } = await createDraft(u);
    await attachAuthorization(u, rid);
    const boundary = '----wizard';
    const fields: Array<[string, string]> = [
      ['rid', rid],
      ['idempotency_key', key],
      ['custodian_id', String(custodianId)],
      ['current_step', '10'],
      ['records_after', '1/2/2020'],
      ['records_before', '3/4/2021'],
      ['reason_for_request[]', 'personal'],
      ['reason_for_request[]', 'legal'],
      ['record_types', 'medical,lab'],
      ['delivery_method', 'fax_return'],
      ['fax_number', '+1 555-555-5555'],
      ['recipient_name', 'Dr Who'],
      ['recipient_type', 'physician'],
      ['rush_request', 'true'],
      ['check_payment', 'true'],
      ['initials', 'AS'],
    ];
    const payload =
      fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') +
      `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/request/record_request',
      payload,
      headers: { ...u.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(requests).where(eq(requests.rid, rid));
    expect(row).toMatchObject({
      status: 'ordered',
      recordsAfter: '2020-01-02',
      recordsBefore: '2021-03-04',
      reasonForRequest: ['personal', 'legal'],
      recordTypes: ['medical', 'lab'],
      faxNumber: '+1 555-555-5555',
      recipientType: 'physician',
      rushRequest: true,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/requests', headers: u.headers });
    expect(list.json().requests.find((r: { rid: string }) => r.rid === rid)?.status).toBe('ordered');
  });

  it('forms: refuses a form the provider does not offer, orders one it does', async () => {
    const u = await signUp(t);
    const d = await post(u, '/api/v2/request/form_request', draftBody({ custodian_id: formCustodianId }));
    const rid = d.json().request_rid as string;
    await attachAuthorization(u, rid);
    const key = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid))).idempotencyKey!;
    const base = { ...complete(rid, key), custodian_id: formCustodianId, all_records: false };
    const wrong = await post(u, '/api/v2/request/form_request', { ...base, form_id: 42 });
    expect(wrong.statusCode).toBe(400);
    expect((await post(u, '/api/v2/request/record_request', { ...base, form_id: 1 })).statusCode).toBe(404);
    // A provider form is filled in online: its questions (the general ones for this form) are answered.
    const answers = { address: '1 Main St', phone: '+1 555-555-0100', purpose: 'School' };
    const ok = await post(u, '/api/v2/request/form_request', {
      ...base,
      form_id: 1,
      custodian_form: 'Intake',
      form_answers: answers,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db.select().from(requests).where(eq(requests.rid, rid));
    expect(row).toMatchObject({ status: 'ordered', requestType: 'Form', formId: 1, custodianForm: 'Intake' });
  });

  it('authorizes the server-computed estimate on the chosen card, in the same transaction', async () => {
    const u = await signUp(t);
    const card = (await addCard(t, u)).json().card;
    const { rid, key } = await createDraft(u);
    await attachAuthorization(u, rid);
    const other = await signUp(t);
    const othersCard = (await addCard(t, other)).json().card;
    // Another user's card is refused and the whole submission rolls back.
    const forged = await post(
      u,
      '/api/v2/request/record_request',
      complete(rid, key, { check_payment: false, card_id: othersCard.id }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.messages).toEqual([MESSAGES.selectCardFirst]);
    const still = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid)));
    expect(still.status).toBe('draft');
    expect(
      await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, still.id)),
    ).toHaveLength(0);

    const ok = await post(
      u,
      '/api/v2/request/record_request',
      complete(rid, key, { check_payment: false, card_id: card.id, rush_request: true }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const row = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid)));
    // Default schedule: retrieval 15.00 + instant download 6.50 + rush 25.00 + archive service 5.00.
    expect(row).toMatchObject({ status: 'ordered', cardId: card.id, amountCents: 5150 });
    const [pay] = await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, row.id));
    expect(pay).toMatchObject({ method: 'card', status: 'authorized', amountCents: 5150, cardId: card.id });
  });

  it('records a check as a pending payment', async () => {
    const u = await signUp(t);
    const { rid, key } = await createDraft(u);
    await attachAuthorization(u, rid);
    expect((await post(u, '/api/v2/request/record_request', complete(rid, key))).statusCode).toBe(200);
    const row = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid)));
    const [pay] = await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, row.id));
    expect(pay).toMatchObject({ method: 'check', status: 'check_pending' });
  });
});
