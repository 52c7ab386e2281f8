import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, stateOf, type LifecycleEvent } from '@portal/shared';
import {
  auditEvents,
  files,
  mailOutbox,
  requestDesk,
  requestDocuments,
  requestPayments,
  requests,
  requestStatusHistory,
} from '../src/db/schema';
import { archiveRequests, notifyOverdue, transition } from '../src/modules/lifecycle';
import { exe, multipart, pdf, png } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { multipart as deskMultipart, orderedRequest, PDF, signInStaff } from './staff-helpers';

/**
 * Every move of the request lifecycle (shared domain/request-lifecycle), made through the routes
 * that make it, and every refused move: status, history, audit and mail move together or not at all.
 */
let t: TestApp;
let patient: TestUser;
let other: TestUser;
let clerk: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t);
  other = await signUp(t);
  clerk = await signInStaff(t);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const desk = (rid: string, action: string, payload?: unknown) =>
  post(`/api/v2/staff/requests/${rid}/${action}`, clerk.headers, payload);

async function stateOfRequest(id: number) {
  const [r] = await t.database.db.select().from(requests).where(eq(requests.id, id));
  const [d] = await t.database.db.select().from(requestDesk).where(eq(requestDesk.requestId, id));
  return stateOf(r.status, d?.stage);
}
const historyOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, id))
      .orderBy(requestStatusHistory.id)
  ).map((h) => [h.status, h.note]);
const auditsOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, id), eq(auditEvents.action, 'request.status_change')))
      .orderBy(auditEvents.id)
  ).map((a) => a.details as { event: LifecycleEvent; from: string; to: string; by: string });
const mailCount = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0].n;

/** A request in a given lifecycle state, reached through the desk's own routes. */
async function requestIn(state: 'ordered' | 'waiting_on_patient' | 'priced' | 'completed' | 'closed_archived') {
  const r = await orderedRequest(t, patient.id);
  if (state === 'waiting_on_patient')
    expect((await desk(r.rid, 'incomplete', { reason: 'Please upload a photo ID' })).statusCode).toBe(200);
  if (state === 'priced' || state === 'completed')
    expect((await desk(r.rid, 'price', { amount_cents: 1500 })).statusCode).toBe(200);
  if (state === 'completed') {
    const up = deskMultipart([{ name: 'records.pdf', body: PDF }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/staff/requests/${r.rid}/records`,
      headers: { ...clerk.headers, ...up.headers },
      payload: up.payload,
    });
    expect((await desk(r.rid, 'complete')).statusCode).toBe(200);
  }
  if (state === 'closed_archived') expect((await desk(r.rid, 'close', { note: 'Duplicate' })).statusCode).toBe(200);
  expect(await stateOfRequest(r.id)).toBe(state);
  return r;
}

describe('desk moves', () => {
  it('mark_incomplete: from ordered, priced and waiting (a new reason); mails the patient; refused once answered', async () => {
    for (const from of ['ordered', 'priced', 'waiting_on_patient'] as const) {
      const r = await requestIn(from);
      const mails = await mailCount();
      const res = await desk(r.rid, 'incomplete', { reason: 'Please sign page 2 again' });
      expect(res.statusCode, from).toBe(200);
      expect(await stateOfRequest(r.id)).toBe('waiting_on_patient');
      expect((await historyOf(r.id)).at(-1)).toEqual(['waiting_on_patient', 'Please sign page 2 again']);
      expect((await auditsOf(r.id)).at(-1)).toMatchObject({
        event: 'mark_incomplete',
        from,
        to: 'waiting_on_patient',
        by: 'staff',
      });
      expect(await mailCount()).toBe(mails + 1);
      const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(mail).toMatchObject({ to: patient.email, subject: `Your request ${r.rid} is waiting on you` });
      // No health details in mail: the desk's reason stays behind the sign-in.
      expect(mail.text).not.toContain('sign page 2');
      expect(mail.text).toContain(`/p/request-detail/${r.rid}`);
    }
    for (const from of ['completed', 'closed_archived'] as const) {
      const r = await requestIn(from);
      const before = [await historyOf(r.id), await mailCount()];
      const res = await desk(r.rid, 'incomplete', { reason: 'Please upload a photo ID' });
      expect(res.statusCode, from).toBe(409);
      expect(res.json().error.messages[0]).toMatch(
        /^This request cannot be marked as waiting on the patient now: it is /,
      );
      expect([await historyOf(r.id), await mailCount()]).toEqual(before);
    }
  });

  it('price: from ordered and priced; refused while waiting on the patient or once answered', async () => {
    for (const from of ['ordered', 'priced'] as const) {
      const r = await requestIn(from);
      expect((await desk(r.rid, 'price', { amount_cents: 2200 })).statusCode).toBe(200);
      expect(await stateOfRequest(r.id)).toBe('priced');
      expect((await historyOf(r.id)).at(-1)).toEqual(['priced', '$22.00']);
      expect((await auditsOf(r.id)).at(-1)).toMatchObject({ event: 'price', from, to: 'priced' });
    }
    for (const from of ['waiting_on_patient', 'completed', 'closed_archived'] as const) {
      const r = await requestIn(from);
      const res = await desk(r.rid, 'price', { amount_cents: 2200 });
      expect(res.statusCode, from).toBe(409);
      const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
      expect(row.amountCents, from).toBe(from === 'completed' ? 1500 : null);
      expect(await stateOfRequest(r.id)).toBe(from);
    }
  });

  it('complete: only from priced, with records; mails that the records are ready', async () => {
    for (const from of ['ordered', 'waiting_on_patient', 'completed', 'closed_archived'] as const) {
      const r = await requestIn(from);
      expect((await desk(r.rid, 'complete')).statusCode, from).toBe(409);
      expect(await stateOfRequest(r.id)).toBe(from);
    }
    const noRecords = await requestIn('priced');
    const res = await desk(noRecords.rid, 'complete');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual([LIFECYCLE_MESSAGES.records]);
    const r = await requestIn('completed');
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row.completedOn).not.toBeNull();
    expect((await auditsOf(r.id)).at(-1)).toMatchObject({ event: 'complete', from: 'priced', to: 'completed' });
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe(`Your records for request ${r.rid} are ready`);
  });

  it('close: from every open state and from completed; stops the clock; refused when closed', async () => {
    for (const from of ['ordered', 'waiting_on_patient', 'priced', 'completed'] as const) {
      const r = await requestIn(from);
      expect((await desk(r.rid, 'close', { note: 'Provider has no records' })).statusCode, from).toBe(200);
      expect(await stateOfRequest(r.id)).toBe('closed_archived');
      const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
      expect(row.closedOn).not.toBeNull();
      expect((await historyOf(r.id)).at(-1)).toEqual(['closed_archived', 'Provider has no records']);
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
      ).json();
      expect(detail.hipaa).toMatchObject({ stopped: true, day: 2 });
    }
    const closed = await requestIn('closed_archived');
    expect((await desk(closed.rid, 'close', {})).statusCode).toBe(409);
  });

  it('close before completion releases the card hold or the expected check; a captured payment is left to refunds', async () => {
    const held = await orderedRequest(t, patient.id);
    await t.database.db
      .insert(requestPayments)
      .values({ requestId: held.id, userId: patient.id, method: 'card', status: 'authorized', amountCents: 2000 });
    const check = await orderedRequest(t, patient.id);
    await t.database.db
      .insert(requestPayments)
      .values({ requestId: check.id, userId: patient.id, method: 'check', status: 'check_pending', amountCents: 2000 });
    const paid = await orderedRequest(t, patient.id, { status: 'completed', completedOn: new Date() });
    await t.database.db.insert(requestPayments).values({
      requestId: paid.id,
      userId: patient.id,
      method: 'card',
      status: 'paid',
      amountCents: 2000,
      capturedCents: 2000,
    });
    for (const r of [held, check, paid])
      expect((await desk(r.rid, 'close', { note: 'No records found' })).statusCode).toBe(200);
    const status = async (id: number) =>
      (await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, id)))[0].status;
    expect([await status(held.id), await status(check.id), await status(paid.id)]).toEqual([
      'canceled',
      'canceled',
      'paid',
    ]);
  });
});

describe('the HIPAA extension', () => {
  it('is recorded once, within the first 30 days, and patient and desk read the same clock', async () => {
    const r = await orderedRequest(t, patient.id, { daysAgo: 25 });
    for (const bad of [
      { reason: '  ', days: 30 },
      { reason: 'x', days: 0 },
      { reason: 'x', days: 31 },
      { reason: 'x', days: 1.5 },
    ]) {
      expect((await desk(r.rid, 'extend', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const mails = await mailCount();
    const res = await desk(r.rid, 'extend', { reason: 'Records are in off-site storage', days: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('ordered');
    expect((await historyOf(r.id)).at(-1)).toEqual(['extended', 'Records are in off-site storage']);
    expect((await auditsOf(r.id)).at(-1)).toMatchObject({
      event: 'extend',
      from: 'ordered',
      to: 'ordered',
      extension_days: 30,
    });
    expect(await mailCount()).toBe(mails + 1);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe(`The provider extended the deadline of your request ${r.rid}`);
    expect(mail.text).toContain('(day 25 of 60 today)');
    expect(mail.text).not.toContain('off-site');

    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
    ).json();
    expect(mine.hipaa).toMatchObject({
      day: 25,
      limit_days: 60,
      overdue: false,
      extension: { days: 30, reason: 'Records are in off-site storage' },
    });
    const theirs = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${r.rid}`, headers: clerk.headers })
    ).json();
    expect(theirs.hipaa).toEqual(mine.hipaa);
    expect(theirs).toMatchObject({ days_open: 25, overdue: false });

    const twice = await desk(r.rid, 'extend', { reason: 'Again', days: 10 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.messages).toEqual([LIFECYCLE_MESSAGES.extension_allowed]);
  });

  it('is refused after day 30, and once the request is answered, writing nothing', async () => {
    const late = await orderedRequest(t, patient.id, { daysAgo: 31 });
    expect((await desk(late.rid, 'extend', { reason: 'Too late', days: 30 })).statusCode).toBe(409);
    const done = await requestIn('completed');
    expect((await desk(done.rid, 'extend', { reason: 'Too late', days: 30 })).statusCode).toBe(409);
    for (const r of [late, done]) {
      const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
      expect(row.extensionAt).toBeNull();
      expect((await historyOf(r.id)).some(([s]) => s === 'extended')).toBe(false);
    }
    const queue = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/staff/queue?queue=new&overdue=true&keyword=${late.rid}`,
        headers: clerk.headers,
      })
    ).json();
    expect(queue.requests.map((q: { rid: string }) => q.rid)).toEqual([late.rid]);
  });
});

describe('overdue', () => {
  const pdfText = (buf: Buffer) => {
    const file = path.join(os.tmpdir(), `letter-${randomUUID()}.pdf`);
    writeFileSync(file, buf);
    try {
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    } finally {
      rmSync(file, { force: true });
    }
  };
  const letter = (rid: string, kind: string, user: TestUser | null = patient) =>
    t.app.inject({ method: 'GET', url: `/api/v2/requests/${rid}/letters/${kind}`, headers: user?.headers ?? {} });

  it('tells the patient once, flags the desk queue, and offers both letters with the dates and history', async () => {
    const late = await orderedRequest(t, patient.id, { daysAgo: 33 });
    const fresh = await orderedRequest(t, patient.id, { daysAgo: 30 });
    expect((await desk(late.rid, 'incomplete', { reason: 'Please upload a photo ID' })).statusCode).toBe(200);
    const mails = await mailCount();
    expect(await notifyOverdue(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your request ${late.rid} is past its legal deadline`));
    expect(mail.text).toContain('day 33 of 30');
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Your request ${fresh.rid} is past its legal deadline`)),
    ).toHaveLength(0);
    const after = await mailCount();
    expect(after).toBeGreaterThan(mails);
    await notifyOverdue(t.app.ctx);
    expect(await mailCount()).toBe(after);

    const item = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${late.rid}`, headers: clerk.headers })
    ).json();
    expect(item).toMatchObject({ overdue: true, hipaa: { day: 33, limit_days: 30, overdue: true } });
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${late.rid}/detail`, headers: patient.headers })
    ).json();
    expect(mine).toMatchObject({ letters_available: true, hipaa: { day: 33, overdue: true } });

    const reminder = await letter(late.rid, 'provider-reminder');
    expect(reminder.statusCode).toBe(200);
    expect(reminder.headers['content-type']).toBe('application/pdf');
    const reminderText = pdfText(reminder.rawPayload);
    expect(reminderText).toContain('Desk Test Clinic');
    expect(reminderText).toContain('45 CFR 164.524(b)(2)');
    expect(reminderText).toContain(`request ${late.rid}`);
    expect(reminderText).toContain('Today is day 33');
    const complaint = pdfText((await letter(late.rid, 'ocr-complaint')).rawPayload);
    expect(complaint).toContain('Office for Civil Rights');
    expect(complaint).toContain('waiting on you: Please upload a photo ID');
    expect(complaint).toContain(patient.email);
    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, late.id), eq(auditEvents.action, 'request.read')));
    expect(
      logged
        .map((a) => (a.details as { letter?: string } | null)?.letter)
        .filter(Boolean)
        .sort(),
    ).toEqual(['ocr-complaint', 'provider-reminder']);
  });

  it('refuses letters before the deadline, once answered, to another account, without a session, for an unknown kind', async () => {
    const fresh = await orderedRequest(t, patient.id, { daysAgo: 30 });
    expect((await letter(fresh.rid, 'provider-reminder')).statusCode).toBe(409);
    const done = await orderedRequest(t, patient.id, { daysAgo: 40, status: 'completed', completedOn: new Date() });
    expect((await letter(done.rid, 'ocr-complaint')).statusCode).toBe(409);
    const late = await orderedRequest(t, patient.id, { daysAgo: 40 });
    expect((await letter(late.rid, 'ocr-complaint', other)).statusCode).toBe(404);
    expect((await letter(late.rid, 'ocr-complaint', null)).statusCode).toBe(401);
    expect((await letter(late.rid, 'nope')).statusCode).toBe(400);
  });
});

describe('wizard moves', () => {
  const draftBody = (custodianId: number, over: Record<string, unknown> = {}) => ({
    status: 'draft',
    idempotency_key: randomUUID(),
    custodian_id: custodianId,
    current_step: 2,
    ...over,
  });

  it('create_draft and abandon; abandoning twice or submitting an abandoned draft is refused (409)', async () => {
    const r0 = await orderedRequest(t, patient.id);
    const made = await post('/api/v2/request/record_request', patient.headers, draftBody(r0.custodianId!));
    expect(made.statusCode, made.body).toBe(200);
    const rid = made.json().request_rid as string;
    const [row] = await t.database.db.select().from(requests).where(eq(requests.rid, rid));
    expect(await historyOf(row.id)).toEqual([['draft', null]]);
    const created = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, row.id), eq(auditEvents.action, 'request.create')));
    expect(created[0].details).toMatchObject({ event: 'create_draft', from: null, to: 'draft', by: 'patient' });

    expect(
      (await post('/api/v2/request/record_request/abandoned_draft_request', patient.headers, { rid })).statusCode,
    ).toBe(200);
    expect(await stateOfRequest(row.id)).toBe('abandoned');
    const again = await post('/api/v2/request/record_request/abandoned_draft_request', patient.headers, { rid });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messages).toEqual(['This request cannot be abandoned now: it is abandoned.']);
    const submit = await post('/api/v2/request/record_request', patient.headers, {
      rid,
      idempotency_key: randomUUID(),
      custodian_id: r0.custodianId,
      current_step: 10,
      all_records: true,
      reason_for_request: ['personal'],
      record_types: ['medical'],
      scope: [],
      delivery_method: 'instant_download',
      rush_request: false,
      check_payment: true,
      initials: 'AS',
    });
    expect(submit.statusCode).toBe(409);
    expect(await historyOf(row.id)).toEqual([
      ['draft', null],
      ['abandoned', null],
    ]);
  });
});

describe('system moves', () => {
  it('archive: completed and abandoned requests 30 days on, never earlier, never twice', async () => {
    const old = await orderedRequest(t, patient.id, {
      status: 'completed',
      completedOn: new Date(Date.now() - 31 * 86_400_000),
    });
    const recent = await orderedRequest(t, patient.id, {
      status: 'completed',
      completedOn: new Date(Date.now() - 5 * 86_400_000),
    });
    const gone = await orderedRequest(t, patient.id, {
      status: 'abandoned',
      orderedOn: null,
      updatedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await archiveRequests(t.database.db);
    expect(await stateOfRequest(old.id)).toBe('completed_archived');
    expect(await stateOfRequest(recent.id)).toBe('completed');
    expect(await stateOfRequest(gone.id)).toBe('closed_archived');
    expect((await auditsOf(old.id)).at(-1)).toMatchObject({
      event: 'archive',
      from: 'completed',
      to: 'completed_archived',
      by: 'system',
    });
    expect(await historyOf(gone.id)).toEqual([['closed_archived', 'Archived after 30 days']]);
    await archiveRequests(t.database.db);
    expect(await historyOf(old.id)).toHaveLength(1);
  });
});

describe('refusals inside transition()', () => {
  const move = (
    requestId: number,
    event: LifecycleEvent,
    kind: 'patient' | 'staff' | 'system',
    extra: Record<string, unknown> = {},
  ) =>
    t.database.db.transaction((tx) =>
      transition(tx, t.app.ctx, { requestId, event, actor: { kind, userId: null }, who: null, ...extra }),
    );

  it('refuses the wrong actor, a missing requirement, and writes nothing', async () => {
    const r = await orderedRequest(t, patient.id);
    await expect(move(r.id, 'price', 'patient', { amountCents: 100 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(move(r.id, 'close', 'system')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(move(r.id, 'mark_incomplete', 'staff', { note: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: LIFECYCLE_MESSAGES.reason,
    });
    await expect(move(r.id, 'create_draft', 'patient')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(move(r.id, 'archive', 'system')).rejects.toMatchObject({ code: 'CONFLICT' });
    await move(r.id, 'price', 'staff', { amountCents: 100 });
    await expect(move(r.id, 'complete', 'staff')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await historyOf(r.id)).toEqual([['priced', null]]);
    expect(await auditsOf(r.id)).toHaveLength(1);
  });
});

describe('waiting on the patient (issue 14)', () => {
  const respond = (rid: string, user: TestUser | null, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${rid}/respond`,
      headers: { ...(user?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };
  const docsOf = async (id: number) =>
    (await t.database.db.select({ n: count() }).from(requestDocuments).where(eq(requestDocuments.requestId, id)))[0].n;
  const fileCount = async () => (await t.database.db.select({ n: count() }).from(files))[0].n;

  it('shows the state and the reason to the patient, and the list says so', async () => {
    const r = await requestIn('waiting_on_patient');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
    ).json();
    expect(detail).toMatchObject({
      status: 'ordered',
      state: 'waiting_on_patient',
      waiting: { reason: 'Please upload a photo ID' },
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v2/requests?per_page=100', headers: patient.headers })
    ).json();
    expect(list.requests.find((x: { rid: string }) => x.rid === r.rid)).toMatchObject({ state: 'waiting_on_patient' });
  });

  it('refuses without a session, for another account, when not waiting, when empty or of a wrong type: nothing stored', async () => {
    const waiting = await requestIn('waiting_on_patient');
    const ordered = await requestIn('ordered');
    const photo = [{ name: 'file', filename: 'id.png', data: png() }];
    const before = [await fileCount(), await docsOf(waiting.id), await docsOf(ordered.id)];
    expect((await respond(waiting.rid, null, photo)).statusCode).toBe(401);
    expect((await respond(waiting.rid, other, photo)).statusCode).toBe(404);
    const notWaiting = await respond(ordered.rid, patient, photo);
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().error.messages).toEqual([
      'This request cannot be sent back to the records desk now: it is ordered.',
    ]);
    const empty = await respond(waiting.rid, patient, [{ name: 'answer', value: '   ' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.messages).toEqual([LIFECYCLE_MESSAGES.patient_action]);
    const wrong = await respond(waiting.rid, patient, [{ name: 'file', filename: 'id.png', data: exe() }]);
    expect(wrong.statusCode).toBe(400);
    const long = await respond(waiting.rid, patient, [{ name: 'answer', value: 'x'.repeat(2001) }]);
    expect(long.statusCode).toBe(400);
    const huge = await respond(waiting.rid, patient, [
      { name: 'file', filename: 'big.pdf', data: Buffer.concat([pdf(), Buffer.alloc(16 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect([await fileCount(), await docsOf(waiting.id), await docsOf(ordered.id)]).toEqual(before);
    expect(await stateOfRequest(waiting.id)).toBe('waiting_on_patient');
  });

  it('an upload and an answer send it back to the desk, which sees it at once in its New queue', async () => {
    const r = await requestIn('waiting_on_patient');
    const res = await respond(r.rid, patient, [
      { name: 'answer', value: 'Here is my license.' },
      { name: 'file', filename: 'license.png', data: png() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('ordered');
    expect(await docsOf(r.id)).toBe(1);
    expect((await historyOf(r.id)).at(-1)).toEqual(['ordered', 'Uploaded: license.png — Here is my license.']);
    expect((await auditsOf(r.id)).at(-1)).toMatchObject({
      event: 'patient_respond',
      from: 'waiting_on_patient',
      to: 'ordered',
      by: 'patient',
    });
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/v2/staff/queue?queue=new', headers: clerk.headers })
    ).json();
    const item = queue.requests.find((q: { rid: string }) => q.rid === r.rid);
    expect(item).toMatchObject({ stage: 'new' });
    expect(item.patient_responded_at).not.toBeNull();
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
    ).json();
    expect(mine).toMatchObject({ state: 'ordered', waiting: null });
    // Answered once: a second answer is refused.
    expect((await respond(r.rid, patient, [{ name: 'answer', value: 'again' }])).statusCode).toBe(409);
  });

  it('an upload through the mailed government-ID link sends it back to the desk too', async () => {
    const r = await requestIn('waiting_on_patient');
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/send_upload_government_document_link?rid=${r.rid}`,
      headers: patient.headers,
    });
    expect(link.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const q = `user_id=${url.searchParams.get('user_id')}&request_id=${url.searchParams.get('request_id')}&token=${url.searchParams.get('token')}`;
    const body = multipart([
      { name: 'frontFile', filename: 'front.png', data: png() },
      { name: 'backFile', filename: 'back.png', data: png() },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v2/authorizations/upload_government_document?${q}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('ordered');
    expect((await historyOf(r.id)).at(-1)![1]).toBe(
      'Sent through the mailed link: government ID (front), government ID (back)',
    );
  });
});
