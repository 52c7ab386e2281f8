// Runs on both databases: concurrent share views and locked rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SHARE_LIMITS, SHARE_MESSAGES } from '@portal/shared';
import { auditEvents, mailOutbox, recordShares, subscriptions } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addRecord, makeRequest } from './payments-helpers';
import { multipart, orderedRequest, signInStaff } from './staff-helpers';
import { first } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceRid: string;
let aliceRecordId: number;
let bobRid: string;
const DAY = 86_400_000;

/** A real one-page PDF with text, as the records desk delivers. */
async function pdf(text: string, pages = 1) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    doc.addPage([595, 842]).drawText(`${text} ${i + 1}`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await doc.save());
}

async function subscribe(u: TestUser) {
  await t.database.db.insert(subscriptions).values({
    userId: u.id,
    status: 'active',
    initials: 'AS',
    priceCents: 499,
    currentPeriodEnd: new Date(Date.now() + 20 * DAY),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([signUp(t, { date_of_birth: '3/14/1988' }), signUp(t)]);
  await subscribe(alice);
  await subscribe(bob);
  const r = await makeRequest(t, alice.id, {
    status: 'completed',
    completedOn: new Date(Date.now() - 2 * DAY),
    patientDob: '1988-03-14',
  });
  aliceRid = r.rid;
  aliceRecordId = (await addRecord(t, r.id, 'labs.pdf', await pdf('Lab results page one'))).id;
  const b = await makeRequest(t, bob.id, {
    status: 'completed',
    completedOn: new Date(Date.now() - 2 * DAY),
    patientDob: '1990-01-02',
  });
  bobRid = b.rid;
  await addRecord(t, b.id, 'bob.pdf', await pdf('Bob'));
});
afterAll(() => t.close());

const good = {
  recipient_name: 'Dr. Rivera',
  recipient_email: 'rivera@clinic.test',
  purpose: 'Second opinion',
  expires_in_days: 7,
  allow_download: true,
};
const create = (u: TestUser | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/shares', headers: u?.headers ?? {}, payload: body });
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const open = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/shared/open', headers: { 'user-agent': UA }, payload: body });
const file = (session: string | null, id: number, q = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/shared/files/${id}${q}`,
    headers: { 'user-agent': UA, ...(session ? { 'share-session': session } : {}) },
  });

/** Makes a share of alice's record set; answers the token from the mailed link and the code. */
async function share(over: Record<string, unknown> = {}) {
  const res = await create(alice, { ...good, request_ids: [aliceRid], ...over });
  expect(res.statusCode, res.body).toBe(200);
  const mail = first(
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, String(over.recipient_email ?? good.recipient_email)))
      .orderBy(desc(mailOutbox.id))
      .limit(1),
  );
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  const token = new URLSearchParams(url.hash.slice(1)).get('share')!;
  return { id: res.json().share.id as number, code: res.json().access_code as string, token, url };
}

const audits = (shareId: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'record_share'),
        eq(auditEvents.entityId, String(shareId)),
        eq(auditEvents.action, action),
      ),
    );

describe('sharing records', () => {
  it('mails a link that names no patient and carries the token only in the fragment; the token is stored hashed', async () => {
    const s = await share();
    expect(s.url.pathname).toBe('/p');
    expect(s.url.search).not.toMatch(/share=/);
    expect(s.url.toString()).not.toMatch(/Test|User|labs/);
    expect(s.code).toMatch(new RegExp(`^[A-Z2-9]{${SHARE_LIMITS.codeLength}}$`));
    const [row] = await t.database.db.select().from(recordShares).where(eq(recordShares.id, s.id));
    expect(JSON.stringify(row)).not.toContain(s.token);
    expect(JSON.stringify(row)).not.toContain(s.code);
    expect(await audits(s.id, 'share.create')).toHaveLength(1);
    // The code is answered once: the list never carries it.
    const list = (await t.app.inject({ method: 'GET', url: '/api/v2/shares', headers: alice.headers })).json();
    expect(JSON.stringify(list)).not.toContain(s.code);
    expect(list.shares.find((x: { id: number }) => x.id === s.id)).toMatchObject({
      status: 'active',
      records: [{ name: 'labs.pdf', rid: aliceRid }],
    });
  });

  it('opens with the right code and DOB; the recipient views a watermarked PDF; the patient sees the view with the browser', async () => {
    const s = await share();
    const res = await open({ token: s.token, code: s.code.toLowerCase(), dob: '3/14/1988' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      shared_by: 'Test User',
      recipient_name: 'Dr. Rivera',
      allow_download: true,
      files: [{ id: aliceRecordId, name: 'labs.pdf' }],
    });
    const view = await file(body.session, aliceRecordId);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline/);
    const stamped = await PDFDocument.load(view.rawPayload, { updateMetadata: false });
    expect(stamped.getPageCount()).toBe(1);
    expect(stamped.getProducer()).toBe('Patient Portal share');
    const dl = await file(body.session, aliceRecordId, '?download=true');
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    expect(await audits(s.id, 'share.open')).toHaveLength(1);
    expect(await audits(s.id, 'share.view')).toHaveLength(1);
    expect(await audits(s.id, 'share.download')).toHaveLength(1);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v2/shares', headers: alice.headers }))
      .json()
      .shares.find((x: { id: number }) => x.id === s.id);
    expect(mine.events.map((e: { kind: string }) => e.kind)).toEqual(['download', 'view']);
    expect(mine.events[0].browser).toBe('Chrome on Linux');
  });

  it('refuses access without the code, or with a wrong code or DOB, and audits each refusal', async () => {
    const s = await share();
    expect((await open({ token: s.token })).statusCode).toBe(400);
    const wrongCode = await open({ token: s.token, code: 'AAAAAAAA', dob: '3/14/1988' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.messages[0]).toContain(SHARE_MESSAGES.wrongCode);
    const wrongDob = await open({ token: s.token, code: s.code, dob: '3/15/1988' });
    expect(wrongDob.statusCode).toBe(400);
    expect(wrongDob.json().error.messages[0]).toContain('3 tries left');
    expect(await audits(s.id, 'share.refused')).toHaveLength(2);
    // No session, a made-up session, or a file outside the share: 404.
    expect((await file(null, aliceRecordId)).statusCode).toBe(404);
    expect((await file('x'.repeat(43), aliceRecordId)).statusCode).toBe(404);
    const ok = (await open({ token: s.token, code: s.code, dob: '3/14/1988' })).json();
    const bobRecord = (
      await t.app.inject({ method: 'GET', url: '/api/v2/medical_records/requests', headers: bob.headers })
    ).json().requests[0].records[0].id;
    expect((await file(ok.session, bobRecord)).statusCode).toBe(404);
  });

  it('locks after the limit of wrong tries: even the right code is refused then, and the patient sees it locked', async () => {
    const s = await share();
    for (let i = 1; i < SHARE_LIMITS.maxTries; i++)
      expect((await open({ token: s.token, code: 'WRONGONE', dob: '3/14/1988' })).statusCode).toBe(400);
    const last = await open({ token: s.token, code: 'WRONGONE', dob: '3/14/1988' });
    expect(last.statusCode).toBe(404);
    expect(last.json().error.messages[0]).toBe(SHARE_MESSAGES.unavailable);
    expect((await open({ token: s.token, code: s.code, dob: '3/14/1988' })).statusCode).toBe(404);
    expect(await audits(s.id, 'share.locked')).toHaveLength(1);
    expect((await audits(s.id, 'share.refused')).length).toBe(SHARE_LIMITS.maxTries + 1);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v2/shares', headers: alice.headers }))
      .json()
      .shares.find((x: { id: number }) => x.id === s.id);
    expect(mine.status).toBe('locked');
  });

  it('refuses a revoked share at once, also to a recipient already reading it', async () => {
    const s = await share();
    const ok = (await open({ token: s.token, code: s.code, dob: '3/14/1988' })).json();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v2/shares/${s.id}/revoke`, headers: bob.headers })).statusCode,
    ).toBe(404);
    const rev = await t.app.inject({ method: 'POST', url: `/api/v2/shares/${s.id}/revoke`, headers: alice.headers });
    expect(rev.statusCode).toBe(200);
    expect(rev.json().status).toBe('revoked');
    expect((await file(ok.session, aliceRecordId)).statusCode).toBe(404);
    const again = await open({ token: s.token, code: s.code, dob: '3/14/1988' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.messages[0]).toBe(SHARE_MESSAGES.unavailable);
    expect(await audits(s.id, 'share.revoke')).toHaveLength(1);
    expect(first(await audits(s.id, 'share.refused')).details).toMatchObject({ reason: 'revoked' });
  });

  it("refuses an expired share, an unknown token and another patient's share (their code and DOB do not open it)", async () => {
    const s = await share();
    await t.database.db
      .update(recordShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recordShares.id, s.id));
    expect((await open({ token: s.token, code: s.code, dob: '3/14/1988' })).statusCode).toBe(404);
    expect(first(await audits(s.id, 'share.refused')).details).toMatchObject({ reason: 'expired' });
    expect((await open({ token: 'y'.repeat(43), code: s.code, dob: '3/14/1988' })).statusCode).toBe(404);
    const unknown = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'share.refused'));
    expect(unknown.some((a) => (a.details as { reason?: string })?.reason === 'unknown')).toBe(true);
    const b = await create(bob, { ...good, recipient_email: 'bobs-doc@clinic.test', request_ids: [bobRid] });
    expect(b.statusCode).toBe(200);
    const fresh = await share();
    // Bob's code with alice's link: wrong code.
    expect((await open({ token: fresh.token, code: b.json().access_code, dob: '1/2/1990' })).statusCode).toBe(400);
  });

  it("creation: others' ids 404, bad expiry or input 400, no token 401, non-subscriber 402; nothing stored", async () => {
    const before = (await t.database.db.select().from(recordShares)).length;
    expect((await create(alice, { ...good, request_ids: [bobRid] })).statusCode).toBe(404);
    expect((await create(alice, { ...good, request_ids: [aliceRid, bobRid] })).statusCode).toBe(404);
    const bobRecord = (
      await t.app.inject({ method: 'GET', url: '/api/v2/medical_records/requests', headers: bob.headers })
    ).json().requests[0].records[0].id;
    expect((await create(alice, { ...good, record_id: bobRecord })).statusCode).toBe(404);
    for (const days of [0, 31, 1.5, '7', -1]) {
      const res = await create(alice, { ...good, request_ids: [aliceRid], expires_in_days: days });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.messages[0]).toBe(SHARE_MESSAGES.expiry);
    }
    expect((await create(alice, { ...good, request_ids: [] })).statusCode).toBe(400);
    expect((await create(alice, { ...good, request_ids: [aliceRid], recipient_email: 'nope' })).statusCode).toBe(400);
    expect((await create(alice, { ...good, request_ids: [aliceRid], purpose: '   ' })).statusCode).toBe(400);
    expect((await create(null, { ...good, request_ids: [aliceRid] })).statusCode).toBe(401);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v2/shares',
      headers: alice.headers,
      payload: { ...good, request_ids: [aliceRid], purpose: 'x'.repeat(20_000) },
    });
    expect(big.statusCode).toBe(413);
    const carol = await signUp(t);
    const c = await makeRequest(t, carol.id, { status: 'completed', completedOn: new Date(Date.now() - DAY) });
    await addRecord(t, c.id, 'c.pdf', await pdf('c'));
    const offer = await create(carol, { ...good, request_ids: [c.rid] });
    expect(offer.statusCode).toBe(402);
    expect(offer.json().error.messages[0]).toBe(SHARE_MESSAGES.subscriptionRequired);
    expect((await t.database.db.select().from(recordShares)).length).toBe(before);
  });

  it("the patient's own viewer: same entitlement as downloading, audited, others' records 404", async () => {
    const v = await t.app.inject({
      method: 'GET',
      url: `/api/v2/medical_records/${aliceRecordId}/view`,
      headers: alice.headers,
    });
    expect(v.statusCode).toBe(200);
    expect(v.headers['content-disposition']).toMatch(/^inline/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/medical_records/${aliceRecordId}/view`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/medical_records/${aliceRecordId}/view` })).statusCode,
    ).toBe(401);
    const dave = await signUp(t);
    const old = await makeRequest(t, dave.id, {
      status: 'completed_archived',
      orderedOn: new Date(Date.now() - 90 * DAY),
      completedOn: new Date(Date.now() - 60 * DAY),
    });
    const rec = await addRecord(t, old.id, 'old.pdf', await pdf('old'));
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/v2/medical_records/${rec.id}/view`,
      headers: dave.headers,
    });
    expect(offer.statusCode).toBe(402);
    const views = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'records.view'), eq(auditEvents.entityId, String(aliceRecordId))));
    expect(views).toHaveLength(1);
  });

  it("counts a delivered record's pages when the desk uploads it (the request detail lists them)", async () => {
    const clerk = await signInStaff(t);
    const r = await orderedRequest(t, alice.id);
    const body = multipart([{ name: 'three.pdf', body: await pdf('p', 3) }]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v2/staff/requests/${r.rid}/records`,
      headers: { ...clerk.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v2/medical_records/requests', headers: alice.headers })
    ).json();
    expect(list.requests.find((x: { rid: string }) => x.rid === r.rid).records[0]).toMatchObject({
      name: 'three.pdf',
      page_count: 3,
    });
    // The request's own page carries the count in its one read, so its list draws whole at once.
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: alice.headers })
    ).json();
    expect(detail.downloads.records).toEqual([
      { id: expect.any(Number), name: 'three.pdf', created_at: expect.any(String), page_count: 3 },
    ]);
  });
});
