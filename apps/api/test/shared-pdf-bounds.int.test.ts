// One database suffices: the concurrency is a file view beside /healthz; what differs is the event loop, not the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SHARE_MESSAGES } from '@portal/shared';
import { mailOutbox, subscriptions } from '../src/db/schema';
import { stampStats } from '../src/modules/shares/watermark';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addRecord, makeRequest } from './payments-helpers';
import { first } from './support/rows';

/**
 * A shared record is stamped off the event loop, within bounds, and once per share: a small PDF
 * that declares 20,000 pages (the same page listed over and over) is refused with the share's
 * "cannot be shown" message instead of holding the server for a minute, and a record viewed
 * twice is stamped once.
 */
let t: TestApp;
let alice: TestUser;
let rid: string;
let bigId: number;
let smallId: number;
const DAY = 86_400_000;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

/** A 120 KB PDF whose page tree lists one page 20,000 times. */
function manyPagePdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, () => '3 0 R').join(' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

beforeAll(async () => {
  t = await createTestApp({ SHARE_STAMP_MAX_PAGES: 500 });
  alice = await signUp(t, { name: 'Ana', last_name: 'Silva', date_of_birth: '3/14/1988' });
  await t.database.db.insert(subscriptions).values({
    userId: alice.id,
    status: 'active',
    initials: 'AS',
    priceCents: 499,
    currentPeriodEnd: new Date(Date.now() + 20 * DAY),
  });
  const r = await makeRequest(t, alice.id, {
    status: 'completed',
    completedOn: new Date(Date.now() - 2 * DAY),
    patientDob: '1988-03-14',
  });
  rid = r.rid;
  bigId = (await addRecord(t, r.id, 'huge.pdf', manyPagePdf(20_000))).id;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Lab results', { x: 50, y: 780, size: 14, font });
  smallId = (await addRecord(t, r.id, 'labs.pdf', Buffer.from(await doc.save()))).id;
});
afterAll(() => t.close());

async function openShare() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/shares',
    headers: alice.headers,
    payload: {
      request_ids: [rid],
      recipient_name: 'Dr. Rivera',
      recipient_email: 'rivera@clinic.test',
      purpose: 'Second opinion',
      expires_in_days: 7,
      allow_download: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
  const token = new URLSearchParams(new URL(/https?:\/\/\S+/.exec(mail.text)![0]).hash.slice(1)).get('share')!;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/v2/shared/open',
    headers: { 'user-agent': UA },
    payload: { token, code: res.json().access_code, dob: '3/14/1988' },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().session as string;
}
const view = (session: string, id: number, q = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/shared/files/${id}${q}`,
    headers: { 'user-agent': UA, 'share-session': session },
  });

describe('stamping shared records', () => {
  it('refuses a PDF past the page bound with the share message, and the server keeps answering', async () => {
    const session = await openShare();
    const [res, health] = await Promise.all([view(session, bigId), t.app.inject({ method: 'GET', url: '/healthz' })]);
    expect(health.statusCode).toBe(200);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.messages).toEqual([SHARE_MESSAGES.cannotShow]);
  }, 180_000);

  it('stamps a record once per share: viewing again and downloading reuse the stamped copy', async () => {
    const session = await openShare();
    const before = stampStats.stamped;
    const a = await view(session, smallId);
    expect(a.statusCode).toBe(200);
    const doc = await PDFDocument.load(a.rawPayload, { updateMetadata: false });
    expect(doc.getProducer()).toBe('Patient Portal share');
    const b = await view(session, smallId, '?download=true');
    expect(b.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(stampStats.stamped - before).toBe(1);
  });
});
