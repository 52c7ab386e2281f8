import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_PRICING, estimateTotal, feesFor, stateOf } from '@portal/shared';
import { loadConfig } from '../src/config';
import {
  localGatewayObjects,
  mailOutbox,
  refundRequests,
  requestDesk,
  requestPayments,
  requests,
  requestStatusHistory,
} from '../src/db/schema';
import { authorizeRequestPayment } from '../src/modules/payments';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addCard, makeCustodian } from './payments-helpers';
import { multipart, orderedRequest, PDF, signInStaff } from './staff-helpers';

/**
 * Issue 18, fees the patient can trust: the fee basis, a desk price above what the patient
 * authorized waiting for the patient's approval (approve, decline, and every refused answer), and
 * a request closed as "no records found" releasing the hold or refunding every charge, with the
 * desk's signed statement as a PDF. Each move through the routes that make it.
 */
let t: TestApp;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let patient: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PRICE_RAISE_TOLERANCE_CENTS: 100 });
  clerk = await signInStaff(t);
  patient = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const desk = (rid: string, action: string, payload?: unknown) =>
  post(`/api/v2/staff/requests/${rid}/${action}`, clerk.headers, payload);
const approve = (rid: string, u: TestUser = patient) => post(`/api/v2/requests/${rid}/price/approve`, u.headers);
const decline = (rid: string, reason: unknown, u: TestUser = patient) =>
  post(`/api/v2/requests/${rid}/price/decline`, u.headers, { reason });
const payment = async (id: number) =>
  (await db().select().from(requestPayments).where(eq(requestPayments.requestId, id)))[0];
const intent = async (id: string) =>
  (await db().select().from(localGatewayObjects).where(eq(localGatewayObjects.id, id)))[0].data;
const detail = async (rid: string, u: TestUser = patient) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/requests/${rid}/detail`, headers: u.headers })).json();
async function stateOfRequest(id: number) {
  const [r] = await db().select().from(requests).where(eq(requests.id, id));
  const [d] = await db().select().from(requestDesk).where(eq(requestDesk.requestId, id));
  return stateOf(r.status, d?.stage);
}

/**
 * An ordered request as the wizard leaves it: the custodian's schedule stored with it, the estimate
 * (retrieval 15.00 + instant download 6.50 + archived-record service 5.00 = 26.50) held on a card.
 */
async function heldRequest(
  u: TestUser = patient,
  over: { chargeAtSubmission?: boolean; delivery?: string; recipientType?: string } = {},
) {
  const card = (await addCard(t, u)).json().card;
  const c = await makeCustodian(t, { chargeAtSubmission: over.chargeAtSubmission ?? false });
  const fees = feesFor(null, { freePricing: false, isForm: false });
  const amountCents = estimateTotal(fees, { deliveryMethod: over.delivery ?? 'instant_download' });
  const r = await orderedRequest(t, u.id, {
    custodianId: c.id,
    cardId: card.id,
    amountCents,
    fees: { ...fees },
    deliveryMethod: over.delivery ?? 'instant_download',
    recipientType: over.recipientType ?? null,
    faxNumber: over.delivery === 'fax_return' ? '+1 518-555-0100' : null,
  });
  const res = await db().transaction((tx) =>
    authorizeRequestPayment(
      tx,
      { userId: u.id, requestId: r.id, cardId: card.id, check: false, amountCents },
      t.app.ctx.gateway,
    ),
  );
  expect(res.status).toBe(over.chargeAtSubmission ? 'paid' : 'authorized');
  return { r, hold: (await payment(r.id)).gatewayIntentId! };
}

describe('the fee basis', () => {
  it('labels the patient’s own access (with the $6.50 flat-fee option) and an authorization to a third party', async () => {
    const own = await heldRequest();
    const d = await detail(own.r.rid);
    expect(d.fee_breakdown).toEqual({
      basis: 'patient_access',
      flat_fee_option: true,
      flat_fee_cents: 650,
      lines: [
        { key: 'retrieval_service', cents: DEFAULT_PRICING.retrieval_service },
        { key: 'instant_download', cents: 650 },
        { key: 'archieve_record_service', cents: 500 },
      ],
      estimate_cents: 2650,
      authorized_cents: 2650,
      price_cents: null,
    });
    const third = await heldRequest(patient, { delivery: 'fax_return', recipientType: 'attorney' });
    expect((await detail(third.r.rid)).fee_breakdown).toMatchObject({ basis: 'third_party', flat_fee_option: false });
    const staff = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${third.r.rid}`, headers: clerk.headers })
    ).json();
    // Fax return: retrieval 15.00 + fax 12.00 + archived-record service 5.00.
    expect(staff.fee_breakdown).toMatchObject({ basis: 'third_party', authorized_cents: 3200, estimate_cents: 3200 });
  });
});

describe('a price above what the patient authorized', () => {
  it('within the tolerance moves the hold at once; past it, waits for the patient with the hold untouched and a mail with the link', async () => {
    const { r, hold } = await heldRequest();
    const small = await desk(r.rid, 'price', { amount_cents: 2700 }); // 0.50 over, tolerance 1.00
    expect(small.json().message).toBe('Price saved.');
    expect(await stateOfRequest(r.id)).toBe('priced');
    const moved = (await payment(r.id)).gatewayIntentId!;
    expect(await intent(moved)).toMatchObject({ status: 'requires_capture', amount: 2700 });
    expect(await intent(hold)).toMatchObject({ status: 'canceled' });

    // 2800 is 1.50 over the 26.50 the patient authorized (not over the last price): it waits.
    const big = await desk(r.rid, 'price', { amount_cents: 2800 });
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json().message).toMatch(/sent to the patient for approval/);
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');
    expect(await payment(r.id)).toMatchObject({ status: 'authorized', amountCents: 2700, gatewayIntentId: moved });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, patient.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail.subject).toBe(`Your request ${r.rid}: a new price needs your approval`);
    expect(mail.text).toContain('$28.00');
    expect(mail.text).toContain(`/p/request-detail/${encodeURIComponent(r.rid)}?requestType=Record`);
    const d = await detail(r.rid);
    expect(d.state).toBe('awaiting_approval');
    expect(d.price_approval).toMatchObject({ amount_cents: 2800, authorized_cents: 2650 });
    // The desk cannot capture it meanwhile.
    const up = multipart([{ name: 'records.pdf', body: PDF }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/staff/requests/${r.rid}/records`,
      headers: { ...clerk.headers, ...up.headers },
      payload: up.payload,
    });
    expect((await desk(r.rid, 'complete')).statusCode).toBe(409);
    expect((await payment(r.id)).status).toBe('authorized');
  });

  it('approve: priced at that price, the hold moves to it; refused for another account (404), without a token (401), twice and with nothing pending (409)', async () => {
    const { r } = await heldRequest();
    expect((await approve(r.rid)).statusCode).toBe(409); // nothing pending yet
    await desk(r.rid, 'price', { amount_cents: 4100 });
    expect((await approve(r.rid, other)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/requests/${r.rid}/price/approve` })).statusCode).toBe(
      401,
    );
    expect((await post(`/api/v2/staff/requests/${r.rid}/price`, patient.headers, { amount_cents: 1 })).statusCode).toBe(
      403,
    );
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');

    const ok = await approve(r.rid);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('priced');
    const p = await payment(r.id);
    expect(p).toMatchObject({ status: 'authorized', amountCents: 4100 });
    expect(await intent(p.gatewayIntentId!)).toMatchObject({ status: 'requires_capture', amount: 4100 });
    const [last] = await db()
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id))
      .orderBy(desc(requestStatusHistory.id))
      .limit(1);
    expect(last).toMatchObject({ status: 'priced', note: '$41.00', actorUserId: patient.id });
    const again = await approve(r.rid);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messages[0]).toBe('This request cannot be approved at this price now: it is priced.');
    expect((await detail(r.rid)).fee_breakdown).toMatchObject({ authorized_cents: 4100, price_cents: 4100 });

    // The approved price is the new bar: the same price passes, a higher one waits again.
    expect((await desk(r.rid, 'price', { amount_cents: 4150 })).json().message).toBe('Price saved.');
    expect((await desk(r.rid, 'price', { amount_cents: 4300 })).json().message).toMatch(/approval/);
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');
    // A lower price from the desk replaces the one waiting.
    expect((await desk(r.rid, 'price', { amount_cents: 4000 })).statusCode).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('priced');
    expect((await approve(r.rid)).statusCode).toBe(409);
  });

  it('decline: needs a reason (400), closes the request and releases the hold; refused for another account, twice and when nothing is pending', async () => {
    const { r, hold } = await heldRequest();
    expect((await decline(r.rid, 'Too expensive')).statusCode).toBe(409);
    await desk(r.rid, 'price', { amount_cents: 9900 });
    for (const bad of ['', '   ', 'x'.repeat(1001), 42]) {
      const res = await decline(r.rid, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.messages[0]).toBe('Field is required');
    }
    expect((await post(`/api/v2/requests/${r.rid}/price/decline`, patient.headers, 'not json')).statusCode).toBe(400);
    expect((await decline(r.rid, 'Too expensive', other)).statusCode).toBe(404);
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');

    const ok = await decline(r.rid, 'Too expensive for me');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('closed_archived');
    expect(await payment(r.id)).toMatchObject({ status: 'canceled', amountCents: 2650 });
    expect(await intent(hold)).toMatchObject({ status: 'canceled' });
    const [row] = await db().select().from(requests).where(eq(requests.id, r.id));
    expect(row.closedOn).not.toBeNull();
    const [last] = await db()
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id))
      .orderBy(desc(requestStatusHistory.id))
      .limit(1);
    expect(last).toMatchObject({ status: 'closed_archived', note: 'Too expensive for me' });
    expect((await decline(r.rid, 'again')).statusCode).toBe(409);
    expect((await approve(r.rid)).statusCode).toBe(409);
    expect((await detail(r.rid)).price_approval).toBeNull();
  });
});

describe('closed as "no records found"', () => {
  const STATEMENT =
    'We searched every record system of the practice and found no records for this patient in the dates asked.';

  async function pdfText(rid: string, u: TestUser = patient) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/requests/${rid}/no-records-statement`,
      headers: u.headers,
    });
    if (res.statusCode !== 200) return { status: res.statusCode, text: '' };
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stmt-'));
    writeFileSync(path.join(dir, 's.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    return { status: 200, text: text.replace(/\s+/g, ' ') };
  }

  it('releases the hold, mails the patient, and gives the signed statement to the owner only', async () => {
    const { r, hold } = await heldRequest();
    expect((await pdfText(r.rid)).status).toBe(409); // not closed so yet
    for (const bad of [
      {},
      { statement: STATEMENT },
      { statement: '', signature: 'Casey Morgan' },
      { statement: STATEMENT, signature: '  ' },
    ]) {
      expect((await desk(r.rid, 'close-no-records', bad)).statusCode).toBe(400);
    }
    expect(
      (
        await post(`/api/v2/staff/requests/${r.rid}/close-no-records`, patient.headers, {
          statement: STATEMENT,
          signature: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect(await stateOfRequest(r.id)).toBe('ordered');

    const ok = await desk(r.rid, 'close-no-records', { statement: STATEMENT, signature: 'Casey Morgan' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('closed_archived');
    expect(await payment(r.id)).toMatchObject({ status: 'canceled' });
    expect(await intent(hold)).toMatchObject({ status: 'canceled' });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, patient.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail.subject).toBe(`No records were found for your request ${r.rid}`);
    expect(mail.text).not.toContain(STATEMENT); // no health details in mail

    const d = await detail(r.rid);
    expect(d.no_records).toMatchObject({ signer: 'Casey Morgan' });
    const { text } = await pdfText(r.rid);
    expect(text).toContain('Statement: no records found');
    expect(text).toContain(STATEMENT);
    expect(text).toContain(`Request ${r.rid}`);
    expect(text).toContain('Signed electronically by Casey Morgan');
    expect(text).toContain('The hold of $26.50 on your card has been released; nothing was charged.');
    expect(text).not.toContain('English copy');
    expect((await pdfText(r.rid, other)).status).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/no-records-statement` })).statusCode,
    ).toBe(401);
    expect(
      (await desk(r.rid, 'close-no-records', { statement: STATEMENT, signature: 'Casey Morgan' })).statusCode,
    ).toBe(409);
    const staff = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${r.rid}`, headers: clerk.headers })
    ).json();
    expect(staff.no_records).toMatchObject({ statement: STATEMENT, signer: 'Casey Morgan' });
    // An English account's statement is the English one word for word, with no copy after it.
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mdy = String.raw`\d{1,2}/\d{1,2}/\d{4}`;
    expect(text.trim()).toMatch(
      new RegExp(
        `^Statement: no records found ${mdy} Re: Request ${esc(r.rid)} for the health records of [^,]+, born ${mdy}, received by [^,]+ on ${mdy}\\. ` +
          `Statement ${esc(STATEMENT)} Fees The hold of \\$26\\.50 on your card has been released; nothing was charged\\. ` +
          String.raw`Signature Signed electronically by Casey Morgan, records desk, for [^,]+, on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\. ` +
          String.raw`A typed name adopted as a signature is the electronic equivalent of a handwritten one\.$`,
      ),
    );
  });

  it('is in the patient’s language (Spanish, Arabic), the clerk’s text verbatim, with the English statement as signed after it', async () => {
    const [es, ar] = await Promise.all([signUp(t, { language: 'es' }), signUp(t, { language: 'ar' })]);
    const closed = async (u: TestUser) => {
      const { r } = await heldRequest(u);
      expect(
        (await desk(r.rid, 'close-no-records', { statement: STATEMENT, signature: 'Casey Morgan' })).statusCode,
      ).toBe(200);
      return r;
    };
    const englishCopy = (rid: string) => [
      'Statement: no records found (English copy: the statement as signed)',
      `Re: Request ${rid} for the health records of`,
      STATEMENT,
      'The hold of $26.50 on your card has been released; nothing was charged.',
      'Signed electronically by Casey Morgan, records desk,',
      'A typed name adopted as a signature is the electronic equivalent of a handwritten one.',
    ];

    const rEs = await closed(es);
    const textEs = (await pdfText(rEs.rid, es)).text;
    const copyEs = textEs.indexOf('Statement: no records found (English copy');
    expect(copyEs).toBeGreaterThan(0);
    const [mine, copy] = [textEs.slice(0, copyEs), textEs.slice(copyEs)];
    expect(mine).toContain('Declaración: no se encontraron registros');
    expect(mine).toContain(`Asunto: solicitud ${rEs.rid} de los expedientes de salud de`);
    expect(mine).toMatch(
      /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/,
    ); // dates through Intl ('es')
    expect(mine).toContain(STATEMENT); // the clerk's text as written
    expect(mine).toMatch(/Se ha liberado la retención de 26,50\sUS\$ en su tarjeta; no se cobró nada\./);
    expect(mine).toContain('Firmado electrónicamente por Casey Morgan, departamento de expedientes');
    expect(mine).toContain(
      'Un nombre escrito adoptado como firma es el equivalente electrónico de una firma manuscrita.',
    );
    expect(mine).not.toContain('Signed electronically');
    for (const line of englishCopy(rEs.rid)) expect(copy).toContain(line);

    const rAr = await closed(ar);
    const textAr = (await pdfText(rAr.rid, ar)).text;
    const copyAr = textAr.indexOf('Statement: no records found (English copy');
    expect(copyAr).toBeGreaterThan(0);
    // pdftotext reads shaped Arabic back imperfectly (some dotted letters), so check words it keeps.
    const arabic = textAr.slice(0, copyAr);
    expect(arabic).toContain('الموضوع');
    expect(arabic).toContain('السجلات');
    expect(arabic).toMatch(
      /نوفمبر|ديسمبر|يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|اكتوبر|إكتوبر/,
    ); // dates through Intl ('ar')
    expect(arabic).not.toContain('Signed electronically');
    for (const line of englishCopy(rAr.rid)) expect(textAr.slice(copyAr)).toContain(line);
  });

  it('refunds every charge taken at submission (and settles an open refund request) through the gateway', async () => {
    const { r, hold } = await heldRequest(patient, { chargeAtSubmission: true });
    expect(await payment(r.id)).toMatchObject({ status: 'paid', capturedCents: 2650 });
    const asked = await post('/api/v2/refunds', patient.headers, {
      rid: r.rid,
      amount_cents: 1000,
      reason: 'Nothing arrived',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await desk(r.rid, 'price', { amount_cents: 5000 }); // pending approval: closing drops it too
    const ok = await desk(r.rid, 'close-no-records', { statement: STATEMENT, signature: 'Casey Morgan' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await payment(r.id)).toMatchObject({ status: 'refunded', refundedCents: 2650 });
    expect(await intent(hold)).toMatchObject({ status: 'succeeded', amountRefunded: 2650 });
    const refunds = await db()
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.requestId, r.id)));
    expect(refunds.map((f) => f.status)).toEqual(['refunded']);
    const { text } = await pdfText(r.rid);
    expect(text).toContain('Every charge for this request ($26.50) has been refunded to your card.');
    expect((await detail(r.rid)).payment).toMatchObject({ status: 'refunded' });
  });

  it('is refused once the request is completed (409), and for a request the desk cannot see (404)', async () => {
    const { r } = await heldRequest();
    await desk(r.rid, 'price', { amount_cents: 2650 });
    const up = multipart([{ name: 'records.pdf', body: PDF }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/staff/requests/${r.rid}/records`,
      headers: { ...clerk.headers, ...up.headers },
      payload: up.payload,
    });
    expect((await desk(r.rid, 'complete')).statusCode).toBe(200);
    expect(
      (await desk(r.rid, 'close-no-records', { statement: STATEMENT, signature: 'Casey Morgan' })).statusCode,
    ).toBe(409);
    expect(
      (await desk('NOPE-1', 'close-no-records', { statement: STATEMENT, signature: 'Casey Morgan' })).statusCode,
    ).toBe(404);
  });
});

describe('PRICE_RAISE_TOLERANCE_CENTS', () => {
  it('is validated at start-up', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cfg-'));
    for (const bad of ['-1', 'ten', '1.5', '100001']) {
      expect(() => loadConfig({ DATA_DIR: dir, PRICE_RAISE_TOLERANCE_CENTS: bad })).toThrow(
        /PRICE_RAISE_TOLERANCE_CENTS/,
      );
    }
    expect(loadConfig({ DATA_DIR: dir }).PRICE_RAISE_TOLERANCE_CENTS).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, PRICE_RAISE_TOLERANCE_CENTS: '250' }).PRICE_RAISE_TOLERANCE_CENTS).toBe(250);
    rmSync(dir, { recursive: true, force: true });
  });
});
