import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  auditEvents,
  dependents,
  files,
  localGatewayObjects,
  mailOutbox,
  requestPayments,
  requests,
  requestStatusHistory,
} from '../src/db/schema';
import { authorizeRequestPayment } from '../src/modules/payments';
import type { TestApp, TestUser } from './harness';
import { addCard } from './payments-helpers';
import { orderedRequest } from './staff-helpers';
import { first as firstOf, nth } from './support/rows';
import type { Clerk } from './support/lifecycle';
import { revocationHelpers, revocationWorld } from './support/revocation';
import { pdfText } from './support/pdf-text';

/**
 * Revoking the authorization online: the patient signs a revocation before fulfilment;
 * the request stops (lifecycle 'revoke' → closed), the hold is released, the signed PDF with its
 * audit certificate is stored with the request, the patient is mailed and the desk sees it.
 * The refusals are in revocation-refusals.int.test.ts.
 */
let t: TestApp;
let jordan: TestUser;
let bob: TestUser;
let clerk: Clerk;
let custodianId: number;

beforeAll(async () => {
  ({ t, jordan, bob, clerk, custodianId } = await revocationWorld());
});
afterAll(() => t.close());

const { post, revoke, typed, desk, stateOfRequest, stored } = revocationHelpers(() => ({
  t,
  jordan,
  bob,
  clerk,
  custodianId,
}));

const payment = async (requestId: number) =>
  firstOf(
    await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, requestId)),
    'payment',
  );

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

describe('revoking the authorization', () => {
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
    const row = firstOf(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
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
    const intent = firstOf(
      await t.database.db.select().from(localGatewayObjects).where(eq(localGatewayObjects.id, hold)),
    );
    expect(intent.data).toMatchObject({ status: 'canceled' });

    // One document, one encrypted file, one mail.
    expect(await stored()).toEqual([firstOf(before) + 1, nth(before, 1) + 1, nth(before, 2) + 1]);
    const mail = firstOf(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
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
    const f = firstOf(
      await t.database.db
        .select()
        .from(files)
        .where(eq(files.purpose, 'revocation'))
        .orderBy(desc(files.createdAt))
        .limit(1),
    );
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
    expect(staff.revoked_at).toBe(firstOf(hist).at.toISOString());
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
    const maya = firstOf(
      await t.database.db
        .insert(dependents)
        .values({ userId: jordan.id, firstName: 'Maya', lastName: 'Rivera', dob: '2015-09-03', relation: 'child' })
        .returning(),
    );
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
});
