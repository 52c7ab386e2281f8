import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { wrongFileTypeMessage, DESK_MESSAGES } from '@portal/shared';
import {
  auditEvents,
  authorizations,
  chatMessages,
  custodianNameWords,
  custodians,
  errorReports,
  files,
  helpDeskTickets,
  medicalRecords,
  refundRequests,
  requestDocuments,
  requestPayments,
  requests,
  suggestedProviders,
} from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { multipart, orderedRequest, PDF, signInStaff } from './staff-helpers';
import { first } from './support/rows';

let t: TestApp;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let patient: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await signInStaff(t);
  patient = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const upload = (rid: string, list: Parameters<typeof multipart>[0]) => {
  const m = multipart(list);
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/staff/requests/${rid}/records`,
    headers: { ...clerk.headers, ...m.headers },
    payload: m.payload,
  });
};

describe('medical records', () => {
  it('stores many PDFs, refuses anything that is not a PDF by its bytes, and keeps nothing of a refused upload', async () => {
    const r = await orderedRequest(t, patient.id);
    const before = (await t.database.db.select().from(files)).length;
    const fake = await upload(r.rid, [
      { name: 'one.pdf', body: PDF },
      { name: 'notes.pdf', body: Buffer.from('just text, renamed') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.messages).toEqual([wrongFileTypeMessage('pdf')]);
    expect(await t.database.db.select().from(medicalRecords).where(eq(medicalRecords.requestId, r.id))).toHaveLength(0);
    expect(await t.database.db.select().from(files)).toHaveLength(before);

    const ok = await upload(r.rid, [
      { name: 'labs.pdf', body: PDF },
      { name: 'imaging.pdf', body: PDF },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().files.map((f: { name: string }) => f.name)).toEqual(['labs.pdf', 'imaging.pdf']);
    const rows = await t.database.db.select().from(medicalRecords).where(eq(medicalRecords.requestId, r.id));
    expect(rows).toHaveLength(2);
    const [f] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, first(rows).fileId));
    expect(f).toMatchObject({ ownerUserId: patient.id, mime: 'application/pdf', purpose: 'medical_record' });

    // The clerk opens what was uploaded; the bytes come back as stored, and the view is logged.
    const detail = (await get(`/api/v2/staff/requests/${r.rid}`, clerk.headers)).json();
    expect(detail.medical_records).toHaveLength(2);
    const file = await get(detail.medical_records[0].url, clerk.headers);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'file'), eq(auditEvents.requestId, r.id)));
    expect(logged).toHaveLength(1);
  });

  it('refuses completion without records, and files of another request', async () => {
    const r = await orderedRequest(t, patient.id);
    await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
      amount_cents: 0,
      reason: 'More pages than estimated',
    });
    const res = await post(`/api/v2/staff/requests/${r.rid}/complete`, clerk.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual([DESK_MESSAGES.noRecords]);
    const elsewhere = await orderedRequest(t, other.id);
    const up = await upload(elsewhere.rid, [{ name: 'x.pdf', body: PDF }]);
    const fileId = up.json().files[0].id;
    expect((await get(`/api/v2/staff/requests/${r.rid}/files/${fileId}`, clerk.headers)).statusCode).toBe(404);
  });
});

describe('completion charges the card', () => {
  it('keeps the request open, waiting on the patient, when its payment failed', async () => {
    const r = await orderedRequest(t, patient.id, { checkPayment: false });
    await t.database.db
      .insert(requestPayments)
      .values({ requestId: r.id, userId: patient.id, method: 'card', status: 'failed', amountCents: 2550 });
    // The desk cannot work it unpaid: pricing, records and completion wait for the patient's payment.
    const priced = await post(`/api/v2/staff/requests/${r.rid}/price`, clerk.headers, {
      amount_cents: 2550,
      reason: 'More pages than estimated',
    });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().error.messages).toEqual([DESK_MESSAGES.paymentNeeded]);
    expect((await upload(r.rid, [{ name: 'records.pdf', body: PDF }])).statusCode).toBe(409);
    const res = await post(`/api/v2/staff/requests/${r.rid}/complete`, clerk.headers);
    expect(res.statusCode).toBe(409);
    const [still] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(still).toMatchObject({ status: 'ordered', completedOn: null });
  });
});

describe('what the patient sent', () => {
  it('lists the authorization and ID with download links, leaving out deleted supporting documents', async () => {
    const r = await orderedRequest(t, patient.id);
    const mk = async (name: string) => {
      const obj = await t.app.ctx.files.put(PDF);
      const f = first(
        await t.database.db
          .insert(files)
          .values({
            ownerUserId: patient.id,
            purpose: 'test',
            storageKey: obj.key,
            originalName: name,
            mime: 'application/pdf',
            size: obj.size,
            sha256: obj.sha256,
          })
          .returning(),
      );
      return f.id;
    };
    await t.database.db.insert(authorizations).values({
      requestId: r.id,
      userId: patient.id,
      type: 'PatientEAuthorization',
      fileId: await mk('authorization.pdf'),
      name: 'authorization.pdf',
    });
    await t.database.db.insert(requestDocuments).values([
      { requestId: r.id, userId: patient.id, kind: 'govt_id_front', fileId: await mk('front.pdf'), name: 'front.pdf' },
      {
        requestId: r.id,
        userId: patient.id,
        kind: 'supporting',
        fileId: await mk('gone.pdf'),
        name: 'gone.pdf',
        deleted: true,
      },
    ]);
    const detail = (await get(`/api/v2/staff/requests/${r.rid}`, clerk.headers)).json();
    expect(detail.documents.map((d: { name: string; kind: string }) => [d.kind, d.name])).toEqual([
      ['authorization:PatientEAuthorization', 'authorization.pdf'],
      ['govt_id_front', 'front.pdf'],
    ]);
    expect((await get(detail.documents[0].url, clerk.headers)).statusCode).toBe(200);
  });
});

describe('chat and refunds', () => {
  it('answers the patient in the chat as staff', async () => {
    const r = await orderedRequest(t, patient.id);
    const blank = await post(`/api/v2/staff/requests/${r.rid}/messages`, clerk.headers, { body: '  ' });
    expect(blank.statusCode).toBe(400);
    const res = await post(`/api/v2/staff/requests/${r.rid}/messages`, clerk.headers, {
      body: 'We received your request.',
    });
    expect(res.statusCode).toBe(200);
    const [m] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.requestId, r.id));
    expect(m).toMatchObject({ senderKind: 'staff', body: 'We received your request.' });
    const list = (await get(`/api/v2/staff/requests/${r.rid}/messages`, clerk.headers)).json();
    expect(list.messages.map((x: { body: string }) => x.body)).toEqual(['We received your request.']);
  });

  it('decides refunds: approve, then mark refunded; an invalid move is refused', async () => {
    const r = await orderedRequest(t, patient.id, { status: 'completed', completedOn: new Date() });
    const f = first(
      await t.database.db
        .insert(refundRequests)
        .values({ requestId: r.id, userId: patient.id, amountCents: 1000, reason: 'Charged twice' })
        .returning(),
    );
    const open = (await get('/api/v2/staff/refunds', clerk.headers)).json();
    expect(open.refunds.find((x: { id: number }) => x.id === f.id)).toMatchObject({
      rid: r.rid,
      amount_cents: 1000,
      status: 'requested',
    });
    expect(
      (await post(`/api/v2/staff/refunds/${f.id}/decide`, clerk.headers, { decision: 'refunded' })).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/v2/staff/refunds/${f.id}/decide`, clerk.headers, { decision: 'approved' })).json().status,
    ).toBe('approved');
    expect(
      (
        await post(`/api/v2/staff/refunds/${f.id}/decide`, clerk.headers, {
          decision: 'refunded',
          note: 'Returned to card',
        })
      ).json().status,
    ).toBe('refunded');
    const [after] = await t.database.db.select().from(refundRequests).where(eq(refundRequests.id, f.id));
    expect(after).toMatchObject({ status: 'refunded', decisionNote: 'Returned to card' });
  });
});

describe('suggested providers', () => {
  const suggestion = {
    name: 'Harbor Light Pediatrics',
    address1: 'Suite 4',
    city: 'Portland',
    state: 'ME',
    fax: '+1 207-555-0199',
    phone: null,
    zipcode: '04101',
  };

  it('approves a suggestion into the directory, where patients find it; a second decision is refused', async () => {
    expect(
      (await post('/api/v2/provider_signups/suggested_provider_search', patient.headers, suggestion)).statusCode,
    ).toBe(200);
    const list = (await get('/api/v2/staff/suggested-providers', clerk.headers)).json();
    const s = list.suggestions.find((x: { name: string }) => x.name === suggestion.name);
    expect(s).toMatchObject({ status: 'pending', city: 'Portland', state: 'ME' });
    // Searched before approval (a page the search cache keeps), and again after it below.
    const before = await get(`/api/v2/custodians?search[state]=ME&search[name]=Harbor`, patient.headers);
    expect(before.json().custodians.map((x: { name: string }) => x.name)).not.toContain(suggestion.name);
    const res = await post(`/api/v2/staff/suggested-providers/${s.id}/approve`, clerk.headers);
    expect(res.statusCode).toBe(200);
    const c = first(await t.database.db.select().from(custodians).where(eq(custodians.id, res.json().custodian_id)));
    expect(c).toMatchObject({ name: suggestion.name, state: 'ME', city: 'Portland', fax: suggestion.fax });
    expect(
      (await t.database.db.select().from(custodianNameWords).where(eq(custodianNameWords.custodianId, c.id))).length,
    ).toBeGreaterThan(0);
    const again = await post(`/api/v2/staff/suggested-providers/${s.id}/reject`, clerk.headers);
    expect(again.statusCode).toBe(400);
    const search = await get(`/api/v2/custodians?search[state]=ME&search[name]=Harbor`, patient.headers);
    expect(search.json().custodians.map((x: { id: number }) => x.id)).toContain(c.id);
  });

  it('rejects a suggestion, which stays out of the directory', async () => {
    await post('/api/v2/provider_signups/suggested_provider_search', other.headers, {
      ...suggestion,
      name: 'Nowhere Clinic',
    });
    const s = first(
      await t.database.db.select().from(suggestedProviders).where(eq(suggestedProviders.name, 'Nowhere Clinic')),
    );
    expect((await post(`/api/v2/staff/suggested-providers/${s.id}/reject`, clerk.headers)).statusCode).toBe(200);
    expect(await t.database.db.select().from(custodians).where(eq(custodians.name, 'Nowhere Clinic'))).toHaveLength(0);
    expect((await post('/api/v2/staff/suggested-providers/999999/approve', clerk.headers)).statusCode).toBe(404);
  });
});

describe('help desk and crash reports', () => {
  it('lists open tickets and closes one (once); the look at the list is logged', async () => {
    const tk = first(
      await t.database.db
        .insert(helpDeskTickets)
        .values({
          userId: patient.id,
          issue: 'I have a suggestion',
          title: 'Dark mode',
          comment: 'Please add it',
          uniqueIdentifierNumber: 'P-2001',
        })
        .returning(),
    );
    const open = (await get('/api/v2/staff/tickets', clerk.headers)).json();
    expect(open.items.find((i: { id: number }) => i.id === tk.id)).toMatchObject({
      title: 'Dark mode',
      status: 'open',
    });
    expect((await post(`/api/v2/staff/tickets/${tk.id}/close`, clerk.headers)).statusCode).toBe(200);
    expect((await post(`/api/v2/staff/tickets/${tk.id}/close`, clerk.headers)).statusCode).toBe(400);
    const after = first(await t.database.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, tk.id)));
    expect(after.status).toBe('closed');
    expect(
      (await get('/api/v2/staff/tickets', clerk.headers)).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(tk.id);
    const seen = first(
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'help_desk_ticket_list')),
    );
    expect(seen.actorKind).toBe('staff');
    expect((await get('/api/v2/staff/tickets', patient.headers)).statusCode).toBe(403);
  });

  it('closes a crash report, which moves from the open list to the closed one', async () => {
    const e = first(
      await t.database.db
        .insert(errorReports)
        .values({ name: 'TypeError', message: 'x is undefined', route: '/p/dashboard' })
        .returning(),
    );
    const ids = async (status: string) =>
      (await get(`/api/v2/staff/crash-reports?status=${status}`, clerk.headers))
        .json()
        .items.map((i: { id: number }) => i.id);
    expect(await ids('open')).toContain(e.id);
    expect((await post(`/api/v2/staff/crash-reports/${e.id}/close`, clerk.headers)).statusCode).toBe(200);
    expect((await post(`/api/v2/staff/crash-reports/${e.id}/close`, clerk.headers)).statusCode).toBe(400);
    expect(await ids('open')).not.toContain(e.id);
    expect(await ids('closed')).toContain(e.id);
    expect((await post('/api/v2/staff/crash-reports/999999/close', clerk.headers)).statusCode).toBe(404);
  });
});
