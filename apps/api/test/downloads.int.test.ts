import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@portal/shared';
import { auditEvents, requests } from '../src/db/schema';
import { archiveRequests } from '../src/modules/lifecycle';
import { createTestApp, signUp, type TestApp } from './harness';
import { addCard, addRecord, makeRequest, requestRow } from './payments-helpers';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const link = (headers: Record<string, string>, rid: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/medical_records/download_link', headers, payload: { request_id: rid } });

describe('record downloads', () => {
  it('streams a zip of the records through a one-time link, within the free 30 days', async () => {
    const u = await signUp(t);
    const r = await makeRequest(t, u.id, { status: 'completed', completedOn: new Date(Date.now() - 2 * DAY) });
    await addRecord(t, r.id, 'report.pdf', Buffer.from('%PDF-1.4 first'));
    await addRecord(t, r.id, 'report.pdf', Buffer.from('%PDF-1.4 second'));
    const res = await link(u.headers, r.rid);
    expect(res.json()).toMatchObject({ allowed: true });
    const url: string = res.json().url;
    expect(url).not.toContain(u.token);
    const zip = await t.app.inject({ method: 'GET', url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('report (2).pdf'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('%PDF-1.4 second'))).toBe(true);
    expect(zip.headers['content-disposition']).toContain(`filename="medical-records-${r.rid}.zip"`);
    // One use only.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // The archive is named in the account's language, as the other files the server makes.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/language',
      headers: u.headers,
      payload: { language: 'es' },
    });
    const again = await t.app.inject({ method: 'GET', url: (await link(u.headers, r.rid)).json().url });
    expect(again.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Expedientes médicos ${r.rid}.zip`)}`,
    );
    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, r.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['records.link', 'records.download']));
  });

  it('one record downloads as that file (its type and name, a PDF a phone opens); several as a zip', async () => {
    const u = await signUp(t);
    const r = await makeRequest(t, u.id, { status: 'completed', completedOn: new Date(Date.now() - 2 * DAY) });
    await addRecord(t, r.id, 'labs é.pdf', Buffer.from('%PDF-1.4 only'));
    const url: string = (await link(u.headers, r.rid)).json().url;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="labs _.pdf"; filename*=UTF-8''labs%20%C3%A9.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.toString()).toBe('%PDF-1.4 only');
    // One use only, as the zip.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // A second record arrives: the same link now gives the zip of both.
    await addRecord(t, r.id, 'imaging.pdf', Buffer.from('%PDF-1.4 two'));
    const zip = await t.app.inject({ method: 'GET', url: (await link(u.headers, r.rid)).json().url });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain(`medical-records-${r.rid}.zip`);
  });

  it('answers the subscription offer for archived records, and allows them with a subscription', async () => {
    const u = await signUp(t);
    const r = await makeRequest(t, u.id, {
      status: 'completed',
      orderedOn: new Date(Date.now() - 90 * DAY),
      completedOn: new Date(Date.now() - 45 * DAY),
    });
    await addRecord(t, r.id, 'old.pdf', Buffer.from('%PDF old'));
    expect(await archiveRequests(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await requestRow(t, r.id)).status).toBe('completed_archived');
    const offer = await link(u.headers, r.rid);
    expect(offer.json()).toEqual({
      allowed: false,
      url: null,
      expires_at: null,
      message: PAYMENT_MESSAGES.subscriptionRequired,
      price_cents: 499,
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v2/medical_records/requests', headers: u.headers })
    ).json();
    expect(list.requests).toMatchObject([
      { rid: r.rid, status: 'completed_archived', can_download: false, records: [{ name: 'old.pdf' }] },
    ]);
    const card = (await addCard(t, u)).json().card;
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/storages/subscribe',
      headers: u.headers,
      payload: { card_id: card.id, initials: 'AS' },
    });
    expect((await link(u.headers, r.rid)).json().allowed).toBe(true);
  });

  it("nobody reaches another user's downloads: link and token are both refused with 404", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const r = await makeRequest(t, owner.id, { status: 'completed', completedOn: new Date() });
    await addRecord(t, r.id, 'mine.pdf', Buffer.from('%PDF mine'));
    expect((await link(other.headers, r.rid)).statusCode).toBe(404);
    const theirs = await makeRequest(t, other.id, { status: 'completed', completedOn: new Date() });
    await addRecord(t, theirs.id, 'theirs.pdf', Buffer.from('%PDF theirs'));
    const url: string = (await link(other.headers, theirs.rid)).json().url;
    // A valid token for one request does not open another.
    const swapped = url.replace(encodeURIComponent(theirs.rid), encodeURIComponent(r.rid));
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/medical_records/download_all?request_id=${r.rid}&token=${'x'.repeat(43)}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/medical_records/download_all?request_id=${r.rid}` }))
        .statusCode,
    ).toBe(400);
  });

  it('a request with no records yet says so; the job leaves ordered requests alone', async () => {
    const u = await signUp(t);
    const r = await makeRequest(t, u.id, { orderedOn: new Date(Date.now() - 40 * DAY) });
    expect((await link(u.headers, r.rid)).json()).toMatchObject({
      allowed: false,
      message: PAYMENT_MESSAGES.noRecords,
    });
    await archiveRequests(t.database.db);
    const row = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
    expect(row.status).toBe('ordered');
  });
});
