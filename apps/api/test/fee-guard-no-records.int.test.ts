// One database suffices: its concurrent calls only sign two patients up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, refundRequests } from '../src/db/schema';
import { signUp, type TestApp, type TestUser } from './harness';
import { multipart, PDF } from './staff-helpers';
import { first } from './support/rows';
import { feesHelpers, feesWorld } from './support/fees';
import type { Clerk } from './support/lifecycle';

/**
 * a request closed as "no records found" releasing the
 * hold or refunding every charge, with the desk's signed statement as a PDF, in the patient's
 * language; and refused once completed or for a request the desk cannot see.
 */
let t: TestApp;
let clerk: Clerk;
let patient: TestUser;
let other: TestUser;
beforeAll(async () => {
  ({ t, clerk, patient, other } = await feesWorld());
});
afterAll(() => t.close());

const { db, post, desk, payment, intent, detail, stateOfRequest, heldRequest } = feesHelpers(() => ({
  t,
  clerk,
  patient,
  other,
}));

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
    const mail = first(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, patient.email))
        .orderBy(desc(mailOutbox.id))
        .limit(1),
    );
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
