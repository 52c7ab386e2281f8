import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { MESSAGES, stateOf } from '@portal/shared';
import {
  auditEvents,
  dependents,
  files,
  localGatewayObjects,
  mailOutbox,
  requestDesk,
  requestDocuments,
  requestPayments,
  requests,
  requestStatusHistory,
} from '../src/db/schema';
import { authorizeRequestPayment } from '../src/modules/payments';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addCard, makeCustodian } from './payments-helpers';
import { multipart, orderedRequest, PDF, signInStaff } from './staff-helpers';

/**
 * Revoking the authorization online (issue 18): the patient signs a revocation before fulfilment;
 * the request stops (lifecycle 'revoke' → closed), the hold is released, the signed PDF with its
 * audit certificate is stored with the request, the patient is mailed and the desk sees it. And
 * every refusal: after fulfilment, another account's request, twice, no signature, a draft.
 */
let t: TestApp;
let jordan: TestUser;
let bob: TestUser;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let custodianId: number;

beforeAll(async () => {
  t = await createTestApp();
  jordan = await signUp(t, { name: 'Jordan', last_name: 'Rivera' });
  bob = await signUp(t);
  clerk = await signInStaff(t);
  // A provider that reads Spanish as well as English: the revocation may be signed in either.
  custodianId = (
    await makeCustodian(t, {
      name: 'Mercy Revocation Hospital',
      multiLanguageForPatientEauth: [{ key: 'es', value: 'Spanish' }],
    })
  ).id;
});
afterAll(() => t.close());

const post = (u: TestUser | null, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u?.headers ?? {}, payload: payload as Record<string, unknown> });
const revoke = (u: TestUser | null, rid: string, body: unknown) =>
  post(u, `/api/v2/requests/${encodeURIComponent(rid)}/revoke_authorization`, body);
const typed = (over: Record<string, unknown> = {}) => ({
  confirm: true,
  signature_mode: 'type',
  signature: 'Jordan Rivera',
  ...over,
});
const desk = (rid: string, action: string, payload?: unknown) =>
  post(clerk, `/api/v2/staff/requests/${rid}/${action}`, payload);

function pdfText(bytes: Buffer): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'revocation-pdf-'));
  const file = path.join(dir, 'a.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch {
    return null; // poppler-utils missing: the byte-level checks still run
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function stateOfRequest(id: number) {
  const [r] = await t.database.db.select().from(requests).where(eq(requests.id, id));
  const [d] = await t.database.db.select().from(requestDesk).where(eq(requestDesk.requestId, id));
  return stateOf(r.status, d?.stage);
}
const stored = async () => [
  (await t.database.db.select({ n: count() }).from(requestDocuments).where(eq(requestDocuments.kind, 'revocation')))[0]
    .n,
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.purpose, 'revocation')))[0].n,
  (await t.database.db.select({ n: count() }).from(mailOutbox))[0].n,
];
const payment = async (requestId: number) =>
  (await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, requestId)))[0];

/** An ordered request of Jordan's with its estimate held on a card, as submission leaves it. */
async function heldRequest(over: Partial<typeof requests.$inferInsert> = {}) {
  const card = (await addCard(t, jordan)).json().card;
  const r = await orderedRequest(t, jordan.id, {
    custodianId,
    cardId: card.id,
    amountCents: 2650,
    patientFirstName: 'Jordan',
    patientLastName: 'Rivera',
    ...over,
  });
  const res = await t.database.db.transaction((tx) =>
    authorizeRequestPayment(
      tx,
      { userId: jordan.id, requestId: r.id, cardId: card.id, check: false, amountCents: 2650 },
      t.app.ctx.gateway,
    ),
  );
  expect(res.status).toBe('authorized');
  return r;
}

describe('revoking the authorization (issue 18)', () => {
  it("the dialog's context: allowed while open, the signer and the provider's languages; 404 for another account, 401 without a session", async () => {
    const r = await orderedRequest(t, jordan.id, {
      custodianId,
      patientFirstName: 'Jordan',
      patientLastName: 'Rivera',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/requests/${r.rid}/revocation`,
      headers: jordan.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      allowed: true,
      signer: { name: 'Jordan Rivera', role: 'patient' },
      patient: 'Jordan Rivera',
      provider: 'Mercy Revocation Hospital',
      languages: ['es', 'en'],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/revocation`, headers: bob.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/revocation` })).statusCode).toBe(401);
  });

  it('stops the request, releases the hold, stores the signed PDF with its audit certificate, mails the patient, and puts it in front of the desk', async () => {
    const r = await heldRequest();
    const hold = (await payment(r.id)).gatewayIntentId!;
    const before = await stored();
    const res = await revoke(jordan, r.rid, typed({ language: 'es' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Authorization revoked',
      document: { name: `Revocation_${r.rid}.pdf` },
    });

    // The lifecycle moved it: closed, with 'revoked' in its history and the move's audit row.
    expect(await stateOfRequest(r.id)).toBe('closed_archived');
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row.closedOn).not.toBeNull();
    const hist = await t.database.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id))
      .orderBy(desc(requestStatusHistory.id));
    expect(hist[0]).toMatchObject({ status: 'revoked', actorUserId: jordan.id });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, r.id))
      .orderBy(auditEvents.id);
    expect(audits.find((a) => a.action === 'request.status_change')?.details).toMatchObject({
      event: 'revoke',
      from: 'ordered',
      to: 'closed_archived',
      by: 'patient',
    });
    expect(audits.find((a) => a.action === 'authorization.revoke')?.details).toMatchObject({
      language: 'es',
      draw: false,
      role: 'patient',
      hold_released: true,
    });

    // The hold is released at the gateway.
    expect((await payment(r.id)).status).toBe('canceled');
    const [intent] = await t.database.db.select().from(localGatewayObjects).where(eq(localGatewayObjects.id, hold));
    expect(intent.data).toMatchObject({ status: 'canceled' });

    // One document, one encrypted file, one mail.
    expect(await stored()).toEqual([before[0] + 1, before[1] + 1, before[2] + 1]);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: jordan.email, subject: `You revoked the authorization for request ${r.rid}` });
    expect(mail.text).not.toContain('Mercy');

    // The patient reads it on the request: the history line and the signed PDF among the documents.
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: jordan.headers })
    ).json();
    expect(detail.state).toBe('closed_archived');
    expect(detail.history.at(-1)).toMatchObject({ status: 'revoked' });
    const doc = detail.documents.find((d: { kind: string }) => d.kind === 'revocation');
    expect(doc).toMatchObject({ name: `Revocation_${r.rid}.pdf`, url: res.json().document.url });
    const dl = await t.app.inject({ method: 'GET', url: doc.url, headers: jordan.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: doc.url, headers: bob.headers })).statusCode).toBe(404);
    const text = pdfText(dl.rawPayload);
    if (text !== null) {
      // In Spanish, as chosen (the provider reads it); the certificate is the authorization's.
      expect(text).toContain('Revocación de la autorización');
      expect(text).toContain(
        `Revoco la autorización que firmé para que Mercy Revocation Hospital use y divulgue la información médica protegida de Jordan Rivera para la solicitud ${r.rid}.`,
      );
      expect(text).toContain('Firmado por: Jordan Rivera');
      expect(text).toContain('Audit certificate');
      expect(text).toContain(`Signed by: Jordan Rivera (account ${jordan.email})`);
      expect(text).toContain('Language: es (Spanish)');
      expect(text).toMatch(/SHA-256 of the signed document: [0-9a-f]{64}/);
    }
    // The stored bytes are encrypted at rest (the PDF header is not in the blob).
    const [f] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.purpose, 'revocation'))
      .orderBy(desc(files.createdAt))
      .limit(1);
    expect(f.mime).toBe('application/pdf');

    // The desk: in the 'revoked' queue (not 'closed'), with the signed PDF it can open.
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/v2/staff/queue?queue=revoked', headers: clerk.headers })
    ).json();
    expect(queue.requests.map((q: { rid: string }) => q.rid)).toContain(r.rid);
    expect(queue.counts.revoked).toBeGreaterThanOrEqual(1);
    const closed = (
      await t.app.inject({ method: 'GET', url: '/api/v2/staff/queue?queue=closed', headers: clerk.headers })
    ).json();
    expect(closed.requests.map((q: { rid: string }) => q.rid)).not.toContain(r.rid);
    const staff = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${r.rid}`, headers: clerk.headers })
    ).json();
    expect(staff.revoked_at).toBe(hist[0].at.toISOString());
    const file = staff.documents.find((d: { kind: string }) => d.kind === 'revocation');
    expect(file).toMatchObject({ name: `Revocation_${r.rid}.pdf` });
    const opened = await t.app.inject({ method: 'GET', url: file.url, headers: clerk.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The desk cannot work it any more: it is closed.
    expect((await desk(r.rid, 'price', { amount_cents: 1000 })).statusCode).toBe(409);
  });

  it('is allowed while waiting on the patient and once priced (before fulfilment), with a drawn signature', async () => {
    const png = `data:image/png;base64,${(await import('./documents-fixtures')).png().toString('base64')}`;
    for (const setUp of [
      (rid: string) => desk(rid, 'incomplete', { reason: 'Please upload a photo ID' }),
      (rid: string) => desk(rid, 'price', { amount_cents: 1500 }),
    ]) {
      const r = await orderedRequest(t, jordan.id, {
        custodianId,
        patientFirstName: 'Jordan',
        patientLastName: 'Rivera',
        checkPayment: true,
      });
      expect((await setUp(r.rid)).statusCode).toBe(200);
      const res = await revoke(jordan, r.rid, { confirm: true, signature_mode: 'draw', signature: png });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stateOfRequest(r.id)).toBe('closed_archived');
    }
  });

  it("a dependent's request: the guardian who signed the authorization signs the revocation as guardian", async () => {
    const [maya] = await t.database.db
      .insert(dependents)
      .values({ userId: jordan.id, firstName: 'Maya', lastName: 'Rivera', dob: '2015-09-03', relation: 'child' })
      .returning();
    const r = await orderedRequest(t, jordan.id, {
      custodianId,
      dependentId: maya.id,
      patientFirstName: 'Maya',
      patientLastName: 'Rivera',
      patientDob: '2015-09-03',
    });
    // Before the authorization is signed: the account holder, as guardian.
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/revocation`, headers: jordan.headers })
    ).json();
    expect(first).toMatchObject({ signer: { name: 'Jordan Rivera', role: 'guardian' }, patient: 'Maya Rivera' });
    const signed = await post(jordan, '/api/v2/authorizations/e_authorization', {
      rid: r.rid,
      form: {
        full_name: 'Maya Rivera',
        initials: 'JAR',
        dob: '9/3/2015',
        ssn: '',
        role: 'guardian',
        extra_value: 'Jordan A. Rivera',
        authority: 'Parent of Maya, a minor child',
        patient_is_dependent: true,
        sensitive_offered: false,
        release_sensitive_info: null,
        sensitive_info: [],
        signature_mode: 'type',
        signature: 'Jordan A. Rivera',
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const ctx = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/revocation`, headers: jordan.headers })
    ).json();
    expect(ctx).toMatchObject({ signer: { name: 'Jordan A. Rivera', role: 'guardian' }, patient: 'Maya Rivera' });
    const res = await revoke(jordan, r.rid, typed({ signature: 'Jordan A. Rivera' }));
    expect(res.statusCode, res.body).toBe(200);
    const dl = await t.app.inject({ method: 'GET', url: res.json().document.url, headers: jordan.headers });
    const text = pdfText(dl.rawPayload);
    if (text !== null) {
      expect(text).toContain('Revocation of Authorization');
      expect(text).toContain('Signed by: Jordan A. Rivera — Guardian');
      expect(text).toContain('Patient: Maya Rivera');
      expect(text).toContain(`Signed by: Jordan A. Rivera (account ${jordan.email})`);
      expect(text).toContain('Role: Guardian');
      expect(text).toContain('Authority: Parent of Maya, a minor child');
      expect(text).toContain('Language: en (English)');
    }
  });

  describe('refused, storing nothing', () => {
    it('after fulfilment (completed), once closed, and for a draft: 409 with a sentence', async () => {
      const done = await orderedRequest(t, jordan.id, { custodianId });
      expect((await desk(done.rid, 'price', { amount_cents: 0 })).statusCode).toBe(200);
      const up = multipart([{ name: 'records.pdf', body: PDF }]);
      await t.app.inject({
        method: 'POST',
        url: `/api/v2/staff/requests/${done.rid}/records`,
        headers: { ...clerk.headers, ...up.headers },
        payload: up.payload,
      });
      expect((await desk(done.rid, 'complete')).statusCode).toBe(200);
      const closed = await orderedRequest(t, jordan.id, { custodianId });
      expect((await desk(closed.rid, 'close', { note: 'Duplicate' })).statusCode).toBe(200);
      const draft = await orderedRequest(t, jordan.id, {
        custodianId,
        status: 'draft',
        orderedOn: null,
        submittedOn: null,
      });
      const before = await stored();
      for (const [r, words] of [
        [done, 'completed'],
        [closed, 'closed - archived'],
        [draft, 'draft'],
      ] as const) {
        const res = await revoke(jordan, r.rid, typed());
        expect(res.statusCode, r.status).toBe(409);
        expect(res.json().error.messages[0]).toBe(`This request cannot be revoked now: it is ${words}.`);
        const ctx = (
          await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/revocation`, headers: jordan.headers })
        ).json();
        expect(ctx.allowed).toBe(false);
      }
      expect(await stored()).toEqual(before);
    });

    it('twice: the second answers 409 and stores nothing more', async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      expect((await revoke(jordan, r.rid, typed())).statusCode).toBe(200);
      const before = await stored();
      const again = await revoke(jordan, r.rid, typed());
      expect(again.statusCode).toBe(409);
      expect(again.json().error.messages[0]).toBe('This request cannot be revoked now: it is closed - archived.');
      expect(await stored()).toEqual(before);
      const docs = await t.database.db
        .select()
        .from(requestDocuments)
        .where(and(eq(requestDocuments.requestId, r.id), eq(requestDocuments.kind, 'revocation')));
      expect(docs).toHaveLength(1);
    });

    it('two at once: one wins, the other is refused, one document', async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const codes = (await Promise.all([revoke(jordan, r.rid, typed()), revoke(jordan, r.rid, typed())]))
        .map((x) => x.statusCode)
        .sort();
      expect(codes).toEqual([200, 409]);
      const docs = await t.database.db
        .select()
        .from(requestDocuments)
        .where(and(eq(requestDocuments.requestId, r.id), eq(requestDocuments.kind, 'revocation')));
      expect(docs).toHaveLength(1);
    });

    it("another account's request answers 404 and the request stays open; no session answers 401", async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const before = await stored();
      expect((await revoke(bob, r.rid, typed())).statusCode).toBe(404);
      expect((await revoke(bob, 'NO-SUCH-RID', typed())).statusCode).toBe(404);
      expect((await revoke(null, r.rid, typed())).statusCode).toBe(401);
      expect(await stateOfRequest(r.id)).toBe('ordered');
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['no signature', { signature: '' }],
      ['a blank typed signature', { signature: '   ' }],
      ['no signature field', { signature: undefined }],
      ['a drawn signature that is not a PNG', { signature_mode: 'draw', signature: 'data:image/png;base64,AAAA' }],
      ['a drawn signature that is no image', { signature_mode: 'draw', signature: 'Jordan' }],
      ['no confirmation', { confirm: false }],
      ['a language the provider does not read', { language: 'ja' }],
      ['an unknown language', { language: 'xx' }],
    ])('%s: 400 with the error model', async (_l, over) => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const before = await stored();
      const res = await revoke(jordan, r.rid, typed(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.messages[0]).toBeTruthy();
      if ('signature' in over && over.signature !== 'data:image/png;base64,AAAA')
        expect(res.json().error.messages[0]).toBe(MESSAGES.required);
      expect(await stateOfRequest(r.id)).toBe('ordered');
      expect(await stored()).toEqual(before);
    });

    it('a malformed body (not JSON, oversized) never answers 500', async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/v2/requests/${r.rid}/revoke_authorization`,
        headers: { ...jordan.headers, 'content-type': 'application/json' },
        payload: '{"confirm":',
      });
      expect(bad.statusCode).toBe(400);
      const big = await revoke(jordan, r.rid, typed({ signature: 'x'.repeat(1_100_000) }));
      expect([400, 413]).toContain(big.statusCode);
      expect(await stateOfRequest(r.id)).toBe('ordered');
    });
  });
});
