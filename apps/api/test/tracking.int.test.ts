import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, TRACKING_MESSAGES } from '@portal/shared';
import {
  auditEvents,
  authorizations,
  chatMessages,
  dependents,
  mailOutbox,
  refundRequests,
  requestDocuments,
} from '../src/db/schema';
import { SYSTEM_ACTOR } from '../src/platform/actor';
import { postStaffMessage } from '../src/modules/requests/tracking/chat';
import { decideRefund } from '../src/modules/requests/tracking/refunds';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { makeCustodian, makeFile, makeRequest } from './tracking-fixtures';
import { first as firstOf } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { name: 'Alice' });
  bob = await signUp(t, { name: 'Bob' });
});
afterAll(() => t.close());

const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });
const post = (u: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u.headers, payload: payload as object });

describe('request detail', () => {
  it('answers everything submitted, the history and the HIPAA clock to the owner only', async () => {
    const c = await makeCustodian(t.database.db);
    const r = await makeRequest(t.database.db, alice.id, {
      custodianId: c.id,
      orderedOn: new Date(Date.now() - 4 * 86_400_000),
    });
    const res = await get(alice, `/api/v2/requests/${r.rid}/detail`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      rid: r.rid,
      status: 'ordered',
      request_type: 'Record',
      custodian: { id: c.id, name: c.name },
      custodian_detail: { city: 'Austin', phone: '+1 512-555-0100' },
      patient: { name: 'Avery Stone', dob: '3/14/1988' },
      reason_for_request: ['Continuity of care'],
      record_types: ['Lab results'],
      delivery_method: 'instant_download',
      hipaa: { day: 4, limit_days: 30, overdue: false, stopped: false },
      downloads: { allowed: true, records: [], records_available: false },
      refunds: [],
    });
    expect(d.history).toEqual([expect.objectContaining({ status: 'ordered' })]);
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'request.read'), eq(auditEvents.requestId, r.id)));
    expect(audits).toHaveLength(1);

    expect((await get(bob, `/api/v2/requests/${r.rid}/detail`)).statusCode).toBe(404);
    expect((await get(alice, '/api/v2/requests/000000-000000/detail')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail` })).statusCode).toBe(401);
  });

  it('stops the clock at completion and flags an overdue request', async () => {
    const done = await makeRequest(t.database.db, alice.id, {
      status: 'completed',
      orderedOn: new Date(Date.now() - 40 * 86_400_000),
      completedOn: new Date(Date.now() - 31 * 86_400_000),
    });
    expect((await get(alice, `/api/v2/requests/${done.rid}/detail`)).json().hipaa).toMatchObject({
      day: 9,
      stopped: true,
      overdue: false,
    });
    const late = await makeRequest(t.database.db, alice.id, { orderedOn: new Date(Date.now() - 35 * 86_400_000) });
    expect((await get(alice, `/api/v2/requests/${late.rid}/detail`)).json()).toMatchObject({
      hipaa: { day: 35, overdue: true },
      downloads: { allowed: false },
    });
  });
});

describe('list patient filter', () => {
  it("dependent_id=0 lists the account holder's own requests only", async () => {
    const u = await signUp(t);
    const kid = firstOf(
      await t.database.db
        .insert(dependents)
        .values({ userId: u.id, firstName: 'Kid', lastName: 'User', dob: '2015-01-01' })
        .returning(),
    );
    const own = await makeRequest(t.database.db, u.id);
    await makeRequest(t.database.db, u.id, { dependentId: kid.id });
    const res = (await get(u, '/api/v2/requests?dependent_id=0')).json();
    expect(res.requests.map((r: { rid: string }) => r.rid)).toEqual([own.rid]);
    expect((await get(u, '/api/v2/requests')).json().total).toBe(2);
    expect((await get(u, '/api/v2/requests/filter_options')).json()).toEqual({
      custodians: [],
      dependents: [{ id: kid.id, name: 'Kid User' }],
    });
  });
});

describe('documents on the detail', () => {
  it('lists what was sent with its date and download link, without deleted supporting documents', async () => {
    const db = t.database.db;
    const r = await makeRequest(db, alice.id);
    const file = (name: string) => makeFile(db, alice.id, name);
    const signedAt = new Date('2026-03-04T15:06:00Z');
    const a = firstOf(
      await db
        .insert(authorizations)
        .values({
          requestId: r.id,
          userId: alice.id,
          type: 'PatientEAuthorization',
          fileId: await file('auth.pdf'),
          name: 'authorization.pdf',
          signedAt,
        })
        .returning(),
    );
    await db.insert(requestDocuments).values([
      { requestId: r.id, userId: alice.id, kind: 'supporting', fileId: await file('a.pdf'), name: 'referral.pdf' },
      {
        requestId: r.id,
        userId: alice.id,
        kind: 'supporting',
        fileId: await file('b.pdf'),
        name: 'old.pdf',
        deleted: true,
      },
    ]);
    const d = (await get(alice, `/api/v2/requests/${r.rid}/detail`)).json();
    expect(d.documents).toEqual([
      {
        id: `authorization-${a.id}`,
        kind: 'authorization',
        name: 'authorization.pdf',
        url: `/api/v2/authorizations/${a.id}/download`,
        created_at: signedAt.toISOString(),
        language: 'en',
      },
      expect.objectContaining({
        kind: 'supporting_document',
        name: 'referral.pdf',
        url: expect.stringMatching(/^\/api\/v2\/documents\/\d+\/download$/),
      }),
    ]);
    expect(d.downloads.authorization_available).toBe(true);
  });
});

describe('chat', () => {
  it('goes back and forth, polls only what is new, and counts unread on the list', async () => {
    const r = await makeRequest(t.database.db, alice.id);
    const first = await get(alice, `/api/v2/requests/${r.rid}/messages`);
    expect(first.json()).toEqual({ messages: [], can_post: true });

    const mine = await post(alice, `/api/v2/requests/${r.rid}/messages`, { body: '  When will my records arrive?  ' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ sender_kind: 'patient', body: 'When will my records arrive?' });

    await postStaffMessage(t.app.ctx, SYSTEM_ACTOR, { requestId: r.id, staffUserId: null, body: 'Within two weeks.' });
    const list = await get(alice, `/api/v2/requests?keyword=${r.rid}&dependent_id=0`);
    expect(list.json().requests[0].unread_messages).toBe(1);

    const poll = await t.app.inject({
      method: 'GET',
      url: `/api/v2/requests/${r.rid}/messages?since=${mine.json().id}`,
      headers: { ...alice.headers, 'x-background': '1' },
    });
    expect(poll.json().messages.map((m: { body: string; sender_kind: string }) => [m.sender_kind, m.body])).toEqual([
      ['staff', 'Within two weeks.'],
    ]);
    expect((await get(alice, `/api/v2/requests?keyword=${r.rid}`)).json().requests[0].unread_messages).toBe(0);
    // A poll that finds nothing new reads no patient data and writes no audit row.
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const reads = async () =>
      (
        await t.database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'request.chat_read'), eq(auditEvents.requestId, r.id)))
      ).length;
    const before = await reads();
    const empty = await get(alice, `/api/v2/requests/${r.rid}/messages?since=${poll.json().messages[0].id}`);
    expect(empty.json().messages).toEqual([]);
    expect(await reads()).toBe(before);

    // The staff message mailed the patient a link, never the message or any health detail.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    const chatMail = mails.find((m) => m.subject.includes('New message'));
    // It opens the request's page at the chat.
    expect(chatMail?.text).toContain(`/p/request-detail/${r.rid}?requestType=Record#chat`);
    expect(chatMail?.text).not.toContain('two weeks');
    expect(chatMail?.text).not.toContain('Avery');

    // A second staff line within minutes does not send a second mail.
    await postStaffMessage(t.app.ctx, SYSTEM_ACTOR, {
      requestId: r.id,
      staffUserId: null,
      body: 'Sent to the provider.',
    });
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    expect(after.filter((m) => m.subject.includes('New message'))).toHaveLength(1);
  });

  it('refuses another user and bad input, and stores nothing', async () => {
    const r = await makeRequest(t.database.db, alice.id);
    const count = async () =>
      (await t.database.db.select().from(chatMessages).where(eq(chatMessages.requestId, r.id))).length;
    expect((await get(bob, `/api/v2/requests/${r.rid}/messages`)).statusCode).toBe(404);
    expect((await post(bob, `/api/v2/requests/${r.rid}/messages`, { body: 'hello' })).statusCode).toBe(404);
    const blank = await post(alice, `/api/v2/requests/${r.rid}/messages`, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.messages).toEqual([MESSAGES.required]);
    const long = await post(alice, `/api/v2/requests/${r.rid}/messages`, { body: 'x'.repeat(2001) });
    expect(long.json().error.messages).toEqual([TRACKING_MESSAGES.chatTooLong]);
    expect((await get(alice, `/api/v2/requests/${r.rid}/messages?since=abc`)).statusCode).toBe(400);
    const draft = await makeRequest(t.database.db, alice.id, { status: 'draft' });
    const closed = await post(alice, `/api/v2/requests/${draft.rid}/messages`, { body: 'hi' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.messages).toEqual([TRACKING_MESSAGES.chatClosed]);
    expect(await count()).toBe(0);
  });
});

describe('refunds', () => {
  it('files a refund up to what was paid, once at a time, and shows it on the request', async () => {
    const paid = await makeRequest(t.database.db, alice.id, { paidCents: 4000 });
    const unpaid = await makeRequest(t.database.db, alice.id);
    const refunds = async () => t.database.db.select().from(refundRequests).where(eq(refundRequests.userId, alice.id));

    const options = (await get(alice, '/api/v2/refunds')).json();
    expect(options.refundable).toEqual([
      expect.objectContaining({ rid: paid.rid, paid_cents: 4000, refundable_cents: 4000, has_open_refund: false }),
    ]);

    const tooMuch = await post(alice, '/api/v2/refunds', {
      rid: paid.rid,
      reason: 'Charged twice',
      amount_cents: 4001,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.messages).toEqual([TRACKING_MESSAGES.amountTooHigh]);
    const zero = await post(alice, '/api/v2/refunds', { rid: paid.rid, reason: 'Charged twice', amount_cents: 0 });
    expect(zero.json().error.messages).toEqual([TRACKING_MESSAGES.amountPositive]);
    const noReason = await post(alice, '/api/v2/refunds', { rid: paid.rid, reason: ' ', amount_cents: 100 });
    expect(noReason.json().error.messages).toEqual([MESSAGES.required]);
    const notPaid = await post(alice, '/api/v2/refunds', { rid: unpaid.rid, reason: 'x', amount_cents: 100 });
    expect(notPaid.json().error.messages).toEqual([TRACKING_MESSAGES.notRefundable]);
    expect((await post(bob, '/api/v2/refunds', { rid: paid.rid, reason: 'x', amount_cents: 100 })).statusCode).toBe(
      404,
    );
    expect(await refunds()).toHaveLength(0);

    const ok = await post(alice, '/api/v2/refunds', { rid: paid.rid, reason: 'Charged twice', amount_cents: 2500 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ rid: paid.rid, status: 'requested', amount_cents: 2500 });
    const again = await post(alice, '/api/v2/refunds', { rid: paid.rid, reason: 'Again', amount_cents: 100 });
    expect(again.json().error.messages).toEqual([TRACKING_MESSAGES.refundOpen]);
    expect(await refunds()).toHaveLength(1);

    expect((await get(alice, `/api/v2/requests/${paid.rid}/detail`)).json().refunds).toEqual([
      expect.objectContaining({ status: 'requested', amount_cents: 2500 }),
    ]);
    expect((await get(bob, '/api/v2/refunds')).json()).toEqual({ refunds: [], refundable: [] });

    // The desk approves and pays it; what is left to refund is what was paid less the refund.
    await decideRefund(t.database.db, SYSTEM_ACTOR, {
      refundId: ok.json().id,
      decision: 'approved',
      staffUserId: null,
    });
    await expect(
      decideRefund(t.database.db, SYSTEM_ACTOR, { refundId: ok.json().id, decision: 'approved', staffUserId: null }),
    ).rejects.toThrow();
    await decideRefund(t.database.db, SYSTEM_ACTOR, {
      refundId: ok.json().id,
      decision: 'refunded',
      staffUserId: null,
    });
    const now = (await get(alice, '/api/v2/refunds')).json();
    expect(now.refunds[0].status).toBe('refunded');
    expect(now.refundable[0]).toMatchObject({ refundable_cents: 1500, has_open_refund: false });
  });
});
