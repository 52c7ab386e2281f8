import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import {
  auditEvents,
  mailOutbox,
  requestDesk,
  requests,
  requestStatusHistory,
  sessions,
  users,
} from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { multipart, orderedRequest, PDF, signInStaff } from './staff-helpers';
import { first } from './support/rows';

let t: TestApp;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let patient: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await signInStaff(t);
  patient = await signUp(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

describe('staff accounts and access', () => {
  it('signs a staff account in to the console with a staff session', async () => {
    expect(clerk.redirect).toBe('/staff');
    const u = first(await t.database.db.select().from(users).where(eq(users.email, clerk.email)));
    expect(u.role).toBe('staff');
    expect(u.passwordHash.startsWith('$argon2id$')).toBe(true);
    const s = first(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id)));
    expect(s.kind).toBe('staff');
    const me = await get('/api/v2/staff/me', clerk.headers);
    expect(me.json()).toMatchObject({ email: clerk.email, name: 'Casey', last_name: 'Morgan' });
  });

  it('refuses a patient token on every staff endpoint (403) and a staff token on patient endpoints', async () => {
    const r = await orderedRequest(t, patient.id);
    for (const [method, url] of [
      ['GET', '/api/v2/staff/me'],
      ['GET', '/api/v2/staff/queue'],
      ['GET', `/api/v2/staff/requests/${r.rid}`],
      ['POST', `/api/v2/staff/requests/${r.rid}/price`],
      ['POST', `/api/v2/staff/requests/${r.rid}/complete`],
      ['GET', '/api/v2/staff/suggested-providers'],
      ['POST', '/api/v2/staff/suggested-providers/1/approve'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: patient.headers,
        payload: method === 'POST' ? { amount_cents: 1 } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.messages).toEqual([MESSAGES.forbidden]);
    }
    for (const url of ['/api/v2/user', '/api/v2/requests', '/api/v2/patient/dependents']) {
      const res = await get(url, clerk.headers);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await get('/api/v2/staff/queue', {})).statusCode).toBe(401);
    // Nothing was changed by the refused calls.
    const after = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
    expect(after.amountCents).toBeNull();
  });

  it('tells either app which kind of session it holds, without a staff route (a patient at /staff)', async () => {
    const keep = (headers: Record<string, string>) => post('/api/v2/auth/keepalive', headers);
    expect((await keep(patient.headers)).json()).toMatchObject({ kind: 'patient' });
    expect((await keep(clerk.headers)).json()).toMatchObject({ kind: 'staff' });
    expect((await keep({})).statusCode).toBe(401);
    // Asking did not end the patient's session.
    expect((await get('/api/v2/user', patient.headers)).statusCode).toBe(200);
  });
});

describe('queues', () => {
  it('lists ordered requests with the HIPAA clock, flags overdue ones, filters, and never shows drafts', async () => {
    const fresh = await orderedRequest(t, patient.id, { daysAgo: 3 });
    const late = await orderedRequest(t, patient.id, { daysAgo: 41 });
    const form = await orderedRequest(t, patient.id, { daysAgo: 5, requestType: 'Form' });
    const draft = await orderedRequest(t, patient.id, { status: 'draft', orderedOn: null });
    const res = await get('/api/v2/staff/queue?queue=new', clerk.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rids = body.requests.map((r: { rid: string }) => r.rid);
    expect(rids).toContain(fresh.rid);
    expect(rids).not.toContain(draft.rid);
    // Oldest first: the request closest to (or past) the limit heads the queue.
    expect(rids.indexOf(late.rid)).toBeLessThan(rids.indexOf(fresh.rid));
    const lateItem = body.requests.find((r: { rid: string }) => r.rid === late.rid);
    expect(lateItem).toMatchObject({
      days_open: 41,
      overdue: true,
      stage: 'new',
      custodian: { name: 'Desk Test Clinic' },
    });
    expect(body.requests.find((r: { rid: string }) => r.rid === fresh.rid)).toMatchObject({
      days_open: 3,
      overdue: false,
    });
    expect(body.counts.new).toBe(body.total);

    const overdue = (await get('/api/v2/staff/queue?queue=new&overdue=true', clerk.headers)).json();
    expect(overdue.requests.map((r: { rid: string }) => r.rid)).toEqual([late.rid]);
    const forms = (await get('/api/v2/staff/queue?queue=new&request_type=Form', clerk.headers)).json();
    expect(forms.requests.map((r: { rid: string }) => r.rid)).toEqual([form.rid]);
    const byName = (await get(`/api/v2/staff/queue?queue=new&keyword=${fresh.patientLastName}`, clerk.headers)).json();
    expect(byName.requests.map((r: { rid: string }) => r.rid)).toEqual([fresh.rid]);
    expect((await get('/api/v2/staff/queue?queue=nope', clerk.headers)).statusCode).toBe(400);

    const seen = first(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'staff.view'), eq(auditEvents.entityType, 'request_queue'))),
    );
    expect(seen.actorKind).toBe('staff');
  });
});

describe('working a request', () => {
  it('shows the request and logs the view; a draft or unknown rid answers 404', async () => {
    const r = await orderedRequest(t, patient.id);
    const res = await get(`/api/v2/staff/requests/${r.rid}`, clerk.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rid: r.rid,
      account: { id: patient.id, email: patient.email },
      reason_for_request: ['Continuing care'],
    });
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, r.id), eq(auditEvents.action, 'staff.view')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorKind: 'staff', subjectUserId: patient.id, entityId: r.rid });
    const draft = await orderedRequest(t, patient.id, { status: 'draft' });
    expect((await get(`/api/v2/staff/requests/${draft.rid}`, clerk.headers)).statusCode).toBe(404);
    expect((await get('/api/v2/staff/requests/NOPE123', clerk.headers)).statusCode).toBe(404);
  });

  it('marks a request incomplete with the reason the patient sees, refusing a blank reason', async () => {
    const r = await orderedRequest(t, patient.id);
    const blank = await post(`/api/v2/staff/requests/${r.rid}/incomplete`, clerk.headers, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.messages).toEqual([MESSAGES.required]);
    expect(await t.database.db.select().from(requestDesk).where(eq(requestDesk.requestId, r.id))).toHaveLength(0);

    const reason = 'The authorization is not signed on page 2.';
    expect((await post(`/api/v2/staff/requests/${r.rid}/incomplete`, clerk.headers, { reason })).statusCode).toBe(200);
    const [desk] = await t.database.db.select().from(requestDesk).where(eq(requestDesk.requestId, r.id));
    expect(desk).toMatchObject({ stage: 'incomplete', incompleteReason: reason });
    const hist = await t.database.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id));
    expect(hist.map((h) => [h.status, h.note])).toEqual([['waiting_on_patient', reason]]);
    const queue = (await get('/api/v2/staff/queue?queue=incomplete', clerk.headers)).json();
    expect(queue.requests.map((q: { rid: string }) => q.rid)).toContain(r.rid);
    const detail = (await get(`/api/v2/staff/requests/${r.rid}`, clerk.headers)).json();
    expect(detail.incomplete_reason).toBe(reason);
    // The patient reads the reason on their request.
    const mine = await get(`/api/v2/requests/${r.rid}/detail`, patient.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().history.map((h: { note: string | null }) => h.note)).toContain(reason);
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, patient.email));
    expect(mail.some((m) => m.subject.includes(r.rid))).toBe(true);
  });

  it('prices in integer cents, refusing fractions and negatives, then completes with records', async () => {
    const r = await orderedRequest(t, patient.id);
    const early = await post(`/api/v2/staff/requests/${r.rid}/complete`, clerk.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.messages).toEqual(['This request cannot be completed now: it is ordered.']);
    for (const amount_cents of [-1, 12.5, 'ten']) {
      const bad = await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, { amount_cents });
      expect(bad.statusCode, String(amount_cents)).toBe(400);
    }
    const unchanged = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
    expect(unchanged.amountCents).toBeNull();

    expect(
      (
        await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
          amount_cents: 2550,
          reason: 'More pages than estimated',
        })
      ).statusCode,
    ).toBe(200);
    const priced = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
    expect(priced.amountCents).toBe(2550);
    const pricedQueue = (await get('/api/v2/staff/queue?queue=priced', clerk.headers)).json();
    expect(pricedQueue.requests.find((q: { rid: string }) => q.rid === r.rid)).toMatchObject({
      amount_cents: 2550,
      stage: 'priced',
    });

    const upload = multipart([{ name: 'records.pdf', body: PDF }]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v2/staff/requests/${r.rid}/records`,
          headers: { ...clerk.headers, ...upload.headers },
          payload: upload.payload,
        })
      ).statusCode,
    ).toBe(200);
    const done = await post(`/api/v2/staff/requests/${r.rid}/complete`, clerk.headers);
    expect(done.statusCode).toBe(200);
    const completed = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
    expect(completed.status).toBe('completed');
    // The 30-day download window starts now.
    expect(Date.now() - completed.completedOn!.getTime()).toBeLessThan(60_000);
    const hist = await t.database.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id));
    expect(hist.map((h) => h.status)).toEqual(['priced', 'completed']);
    const twice = await post(`/api/v2/staff/requests/${r.rid}/complete`, clerk.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.messages).toEqual(['This request cannot be completed now: it is completed.']);
    const doneQueue = (await get('/api/v2/staff/queue?queue=completed', clerk.headers)).json();
    expect(doneQueue.requests.map((q: { rid: string }) => q.rid)).toContain(r.rid);
  });

  it('closes an open request and refuses to work a closed one', async () => {
    const r = await orderedRequest(t, patient.id);
    expect(
      (await post(`/api/v2/staff/requests/${r.rid}/close`, clerk.headers, { note: 'Duplicate of an earlier request' }))
        .statusCode,
    ).toBe(200);
    const closed = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
    expect(closed.status).toBe('closed_archived');
    const again = await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
      amount_cents: 100,
      reason: 'More pages than estimated',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messages).toEqual(['This request cannot be priced now: it is closed - archived.']);
    const closedQueue = (await get('/api/v2/staff/queue?queue=closed', clerk.headers)).json();
    expect(closedQueue.requests.map((q: { rid: string }) => q.rid)).toContain(r.rid);
  });

  it('lists the audit log of a request, with the clerk and the patient as actors', async () => {
    const r = await orderedRequest(t, patient.id);
    await get(`/api/v2/staff/requests/${r.rid}`, clerk.headers);
    await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
      amount_cents: 900,
      reason: 'More pages than estimated',
    });
    const res = await get(`/api/v2/staff/requests/${r.rid}/audit`, clerk.headers);
    expect(res.statusCode).toBe(200);
    const events = res.json().events as Array<{ action: string; actor_kind: string; actor_name: string | null }>;
    expect(events.map((e) => e.action)).toEqual(['request.status_change', 'staff.view']);
    expect(events[0]).toMatchObject({ actor_kind: 'staff', actor_name: 'Casey Morgan' });
  });
});
