// One database suffices: its concurrent calls only sign users up and read mail, each on its own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, requestStatusHistory } from '../src/db/schema';
import { notifyChatMessage, notifyRecordsReady, notifyStatusChange } from '../src/modules/notifications';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { orderedRequest, signInStaff } from './staff-helpers';
import { first } from './support/rows';

/**
 * Mail and letters in the recipient's language: an account holder's mail follows
 * users.language (subject, text, and an HTML part with lang/dir), English stays word for word what
 * it was, and the overdue letters are in the patient's language (checked with pdftotext).
 */
let t: TestApp;
let es: TestUser;
let ar: TestUser;
let en: TestUser;
let clerk: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.test' });
  [es, ar, en, clerk] = await Promise.all([
    signUp(t, { language: 'es', name: 'Lucía' }),
    signUp(t, { language: 'ar', name: 'Layla' }),
    signUp(t, { name: 'Morgan' }),
    signInStaff(t),
  ]);
});
afterAll(() => t.close());

const mailsTo = async (u: TestUser) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(desc(mailOutbox.id));
const latest = async (u: TestUser) => first(await mailsTo(u), 'mail');
/** The staff outbox API (what a person trying the demo reads). */
const outbox = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/staff/outbox', headers: clerk.headers })).json().mails as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
const desk = (rid: string, action: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/staff/requests/${rid}/${action}`,
    headers: clerk.headers,
    payload: payload as object,
  });
const ENGLISH_WORDS = /\b(Hello|Your|request|the|Sign in|privacy|health information)\b/;

describe("mail in the recipient's language", () => {
  it('welcomes each new account in its language, with lang and dir on the HTML part', async () => {
    const [mEs, mAr, mEn] = await Promise.all([latest(es), latest(ar), latest(en)]);
    expect(mEs.subject).toBe('Bienvenido al Portal del Paciente');
    expect(mEs.text).toContain('Hola, Lucía:');
    expect(mEs.text).toContain('Para proteger su privacidad, este correo no incluye ninguna información de salud.');
    expect(mEs.html).toMatch(/<html lang="es" dir="ltr">/);
    expect(mAr.subject).toBe('مرحبًا بك في بوابة المريض');
    expect(mAr.text).toContain('مرحبًا Layla،');
    expect(mAr.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mAr.html).toContain('<a href="https://portal.example.test/login/" dir="ltr">');
    expect(mEn.subject).toBe('Welcome to the Patient Portal');
    expect(mEn.text).toBe(
      [
        'Hello Morgan,',
        '',
        `Your Patient Portal account for ${en.email} is ready.`,
        '',
        'You can now find your healthcare providers, request your medical records or complete their forms, and follow each request here:',
        '',
        'https://portal.example.test/login/',
        '',
        'If you did not create this account, reply to this e-mail and we will close it.',
        '',
        'For your privacy this e-mail does not include any health information.',
      ].join('\n'),
    );
    expect(mEn.html).toMatch(/<html lang="en" dir="ltr">/);
    for (const m of [mEs, mAr])
      expect(`${m.subject}\n${m.text}`.replace(/https?:\S+|Store & Share|HIPAA/g, '')).not.toMatch(ENGLISH_WORDS);
  });

  it('mails status changes, chat and records ready in Spanish, Arabic and unchanged English (read through the staff outbox)', async () => {
    const rEs = await orderedRequest(t, es.id);
    const rAr = await orderedRequest(t, ar.id);
    const rEn = await orderedRequest(t, en.id);
    for (const r of [rEs, rAr, rEn]) {
      expect(await notifyStatusChange(t.app.ctx, r.id, 'completed_archived')).toBe(true);
      expect(await notifyChatMessage(t.app.ctx, r.id)).toBe(true);
      expect(await notifyRecordsReady(t.app.ctx, r.id)).toBe(true);
    }
    const mails = await outbox();
    const of = (u: TestUser) => mails.filter((m) => m.to === u.email);
    expect(of(es).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Su solicitud ${rEs.rid} se ha actualizado`,
        `Nuevo mensaje sobre su solicitud ${rEs.rid}`,
        `Sus expedientes de la solicitud ${rEs.rid} están listos`,
      ]),
    );
    expect(of(es).find((m) => m.subject.includes('actualizado'))!.text).toContain(
      `El estado de su solicitud ${rEs.rid} es ahora: completada - archivada.`,
    );
    expect(of(ar).find((m) => m.subject.startsWith('تم تحديث'))!.text).toContain(
      `حالة طلبك ${rAr.rid} الآن: مكتمل - مؤرشف.`,
    );
    expect(of(ar).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `تم تحديث طلبك ${rAr.rid}`,
        `رسالة جديدة بشأن طلبك ${rAr.rid}`,
        `سجلاتك الخاصة بالطلب ${rAr.rid} جاهزة`,
      ]),
    );
    expect(of(en).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your request ${rEn.rid} has been updated`,
        `New message about your request ${rEn.rid}`,
        `Your records for request ${rEn.rid} are ready`,
      ]),
    );
    const enStatus = of(en).find((m) => m.subject === `Your request ${rEn.rid} has been updated`)!;
    expect(enStatus.text).toBe(
      [
        'Hello Morgan,',
        '',
        `The status of your request ${rEn.rid} is now: completed - archived.`,
        '',
        'Sign in to the Patient Portal to see the details:',
        `https://portal.example.test/p/request-detail/${rEn.rid}?requestType=Record`,
        '',
        'For your privacy this e-mail does not include any health information.',
      ].join('\n'),
    );
    // The state's words come from the portal's catalog, not English; no health details in any of them.
    for (const m of [...of(es), ...of(ar)]) {
      expect(m.text).not.toContain('completed - archived');
      expect(`${m.subject}\n${m.text}`.replace(/https?:\S+|Store & Share|HIPAA/g, '')).not.toMatch(ENGLISH_WORDS);
      for (const secret of ['Desk Test Clinic', 'Avery', 'Stone', '1988']) expect(m.text).not.toContain(secret);
    }
  });

  it("mails the desk's moves (waiting on you, with the legal deadline) in the patient's language, dates through Intl", async () => {
    const r = await orderedRequest(t, ar.id, { daysAgo: 3 });
    expect((await desk(r.rid, 'incomplete', { reason: 'Please upload a photo ID' })).statusCode).toBe(200);
    const m = await latest(ar);
    expect(m.subject).toBe(`طلبك ${r.rid} بانتظار ردك`);
    expect(m.text).toContain('يمنح القانون (HIPAA) المزوّد مهلة حتى');
    expect(m.text).not.toContain('Please upload a photo ID'); // the reason stays behind sign-in
    expect(m.text).not.toMatch(/\d+\/\d+\/\d{4}/); // not the English M/D/YYYY
    const e = await orderedRequest(t, en.id, { daysAgo: 3 });
    expect((await desk(e.rid, 'incomplete', { reason: 'Please upload a photo ID' })).statusCode).toBe(200);
    expect((await latest(en)).text).toMatch(
      /The law \(HIPAA\) gives the provider until \d+\/\d+\/\d{4} to answer your request \(day 3 of 30 today\)\./,
    );
  });

  it("sends the password reset in the account's language", async () => {
    for (const u of [es, ar, en]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v2/auth/forgot_password', payload: { email: u.email } }))
          .statusCode,
      ).toBe(200);
    }
    expect((await latest(es)).subject).toBe('Restablezca su contraseña del Portal del Paciente');
    expect((await latest(ar)).subject).toBe('إعادة تعيين كلمة مرور بوابة المريض');
    const mEn = await latest(en);
    expect(mEn.subject).toBe('Reset your Patient Portal password');
    expect(mEn.text).toMatch(
      /^Hello Morgan,\n\nUse this link within one hour to choose a new password:\nhttps:\/\/portal\.example\.test\/login\/reset-password\?token=\S+\n\nIf you did not ask for this, you can ignore this message\.$/,
    );
  });
});

describe("overdue letters in the patient's language", () => {
  const pdfText = (buf: Buffer) => {
    const file = path.join(os.tmpdir(), `letter-${randomUUID()}.pdf`);
    writeFileSync(file, buf);
    try {
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    } finally {
      rmSync(file, { force: true });
    }
  };
  const letter = async (u: TestUser, rid: string, kind: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/requests/${rid}/letters/${kind}`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('names the letter file in the account language, safe for Content-Disposition (RFC 5987)', async () => {
    const rEs = await orderedRequest(t, es.id, { daysAgo: 33 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/requests/${rEs.rid}/letters/provider-reminder`,
      headers: es.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Recordatorio ${rEs.rid}.pdf"; filename*=UTF-8''Recordatorio%20${rEs.rid}.pdf`,
    );
    const rAr = await orderedRequest(t, ar.id, { daysAgo: 33 });
    const resAr = await t.app.inject({
      method: 'GET',
      url: `/api/v2/requests/${rAr.rid}/letters/ocr-complaint`,
      headers: ar.headers,
    });
    const header = String(resAr.headers['content-disposition']);
    // An ASCII fallback for old clients, the Arabic name in filename*.
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(`شكوى إلى OCR ${rAr.rid}.pdf`);
  });

  it('writes the reminder and the complaint in Spanish and Arabic (the complaint with an English copy for OCR)', async () => {
    const rEs = await orderedRequest(t, es.id, { daysAgo: 33 });
    const reminderEs = await letter(es, rEs.rid, 'provider-reminder');
    expect(reminderEs).toContain('Recordatorio: solicitud de acceso a expedientes de salud');
    expect(reminderEs).toContain('Estimado Departamento de Expedientes:');
    expect(reminderEs).toContain('Hoy es el día 33');
    expect(reminderEs).not.toContain('Dear Records Department');

    const rAr = await orderedRequest(t, ar.id, { daysAgo: 33 });
    const reminderAr = await letter(ar, rAr.rid, 'provider-reminder');
    // pdftotext reads shaped Arabic back imperfectly (some dotted letters), so check words it keeps.
    expect(reminderAr).toContain('تذكير');
    expect(reminderAr).toContain('الموضوع');
    expect(reminderAr).toContain('السجلات');
    expect(reminderAr).toMatch(
      /نوفمبر|ديسمبر|يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|اكتوبر|إكتوبر/,
    ); // dates through Intl ('ar')
    expect(reminderAr).toContain('164.524');
    expect(reminderAr).not.toContain('Dear Records Department');
    if (process.env.LETTER_DUMP) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v2/requests/${rAr.rid}/letters/ocr-complaint`,
        headers: ar.headers,
      });
      writeFileSync(process.env.LETTER_DUMP, res.rawPayload);
    }
    const complaintAr = await letter(ar, rAr.rid, 'ocr-complaint');
    expect(complaintAr).toContain('الاطلاع');
    expect(complaintAr).toContain(
      'Health information privacy complaint: right of access (English copy for the Office for Civil Rights)',
    );
    expect(complaintAr.indexOf('الاطلاع')).toBeLessThan(complaintAr.indexOf('English copy'));

    const rEn = await orderedRequest(t, en.id, { daysAgo: 33 });
    const complaintEn = await letter(en, rEn.rid, 'ocr-complaint');
    expect(complaintEn).toContain('Health information privacy complaint: right of access');
    expect(complaintEn).not.toContain('English copy');
  });
});

describe('history notes the server writes', () => {
  it('are stored as a code (with the English kept in note) and old English rows are read back as codes', async () => {
    const r = await orderedRequest(t, ar.id);
    expect((await desk(r.rid, 'price', { amount_cents: 2500, reason: 'Copies of the imaging' })).statusCode).toBe(200);
    const [priced] = await t.database.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id))
      .orderBy(desc(requestStatusHistory.id));
    expect(priced).toMatchObject({ note: '$25.00', noteCode: 'priced', noteParams: { cents: 2500 } });
    // Rows from before the codes.
    await t.database.db.insert(requestStatusHistory).values([
      { requestId: r.id, status: 'completed_archived', note: 'Archived after 30 days' },
      { requestId: r.id, status: 'ordered', note: 'Uploaded: photo-id.png' },
      {
        requestId: r.id,
        status: 'ordered',
        note: 'Sent through the mailed link: government ID (front), government ID (back)',
      },
      { requestId: r.id, status: 'ordered', note: 'Please call us' },
    ]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: ar.headers })
    ).json();
    const notes = detail.history.map((h: { note: string | null; note_code: string | null; note_params: unknown }) => [
      h.note_code,
      h.note_params,
    ]);
    expect(notes).toEqual(
      expect.arrayContaining([
        ['priced', { cents: 2500 }],
        ['archived', {}],
        ['uploaded', { name: 'photo-id.png' }],
        ['sent_by_link', { parts: ['frontFile', 'backFile'] }],
        [null, null],
      ]),
    );
  });
});
