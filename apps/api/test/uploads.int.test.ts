import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { fileTooLargeMessage, MESSAGES, wrongFileTypeMessage, UPLOAD_RULES } from '@portal/shared';
import { custodians, files, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { cfb, docx, exe, jpeg, multipart, pdf, png, storedObjects, zip } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let alice: TestUser;
let rid: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { name: 'Alice', last_name: 'Owner' });
  const c = first(await t.database.db.insert(custodians).values({ urlId: 'mercy-up', name: 'Mercy' }).returning());
  rid = newRid();
  await t.database.db.insert(requests).values({ rid, userId: alice.id, requestType: 'Record', custodianId: c.id });
});
afterAll(() => t.close());

const upload = (url: string, filename: string, data: Buffer, method: 'POST' | 'PATCH' = 'POST') => {
  const body = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({ method, url, headers: { ...alice.headers, ...body.headers }, payload: body.payload });
};
const supporting = (filename: string, data: Buffer) =>
  upload(`/api/v2/documents/supporting?rid=${rid}`, filename, data);
const patientForm = (filename: string, data: Buffer) =>
  upload(`/api/v2/authorizations/patient_form?rid=${rid}`, filename, data);
/** `GIF89a/*` opens a comment (the width bytes), the script closes it; the last byte ';' is also the GIF trailer. */
const gifScript = () =>
  Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'),
    Buffer.from([0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]),
    Buffer.from('*/=alert(document.domain);', 'latin1'),
  ]);
const fileRows = async () => first(await t.database.db.select({ n: count() }).from(files)).n;

describe('the upload pipeline', () => {
  it('accepts each allowed kind, typed by content, under a generated name', async () => {
    for (const [name, data] of [
      ['a.png', png()],
      ['b.jpg', jpeg()],
      ['c.pdf', pdf()],
      ['d.docx', docx()],
      ['e.doc', cfb()],
    ] as const) {
      const res = await supporting(name, data);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().name).toBe(name);
    }
    const rows = await t.database.db.select().from(files);
    expect(rows.map((r) => r.mime)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
    ]);
    // Stored under a generated key, encrypted: the plain PNG bytes are not on disk.
    expect(rows.every((r) => /^[0-9a-f-]{36}$/.test(r.storageKey))).toBe(true);
  });

  const attacks: Array<[string, string, Buffer]> = [
    ['a renamed executable', 'photo.jpg', exe()],
    ['a PNG with a ZIP appended (polyglot)', 'photo.png', Buffer.concat([png(), zip({ 'evil.exe': 'MZ' })])],
    [
      'a JPEG carrying a script (polyglot)',
      'photo.jpg',
      Buffer.concat([jpeg().subarray(0, 20), Buffer.from('<script>alert(1)</script>'), jpeg().subarray(20)]),
    ],
    ['a truncated PNG', 'photo.png', png().subarray(0, png().length - 12)],
    ['a truncated JPEG', 'photo.jpg', jpeg().subarray(0, 100)],
    ['a compound file that is not a Word document (.msi)', 'setup.doc', cfb('MsiDigitalSignature')],
    ['a zip that is not a Word document', 'letter.docx', zip({ 'a.txt': 'x' })],
    [
      'a docx with a macro project',
      'letter.docx',
      zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>', 'word/vbaProject.bin': 'x' }),
    ],
    ['an empty file', 'empty.png', Buffer.alloc(0)],
    ['a GIF that is also JavaScript', 'id.gif', gifScript()],
    ['a PNG with a script after its end', 'photo.png', Buffer.concat([png(), Buffer.from(';alert(1)//')])],
  ];
  it.each(attacks)('refuses %s with the spec message and stores nothing', async (_label, filename, data) => {
    const before = [await fileRows(), storedObjects(t.config.dataDir).length];
    const res = await supporting(filename, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages[0]).toBe(wrongFileTypeMessage(UPLOAD_RULES.default.typesLabel));
    expect([await fileRows(), storedObjects(t.config.dataDir).length]).toEqual(before);
  });

  // The type is right, the name is not: the message must say what is wrong.
  it.each([
    ['a path in the file name', '../../etc/cron.d/evil.png'],
    ['a Windows path in the file name', 'C:\\temp\\x.png'],
    ['a file name that is only ..', '..'],
    ['a control character in the file name', 'a\u0007b.png'],
    ['a file name over 200 characters', `${'x'.repeat(200)}.png`],
  ])('refuses %s, a valid PNG, saying the name is wrong, and stores nothing', async (_label, filename) => {
    const before = [await fileRows(), storedObjects(t.config.dataDir).length];
    const res = await supporting(filename, png());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages[0]).toBe(MESSAGES.badFileName);
    expect([await fileRows(), storedObjects(t.config.dataDir).length]).toEqual(before);
  });

  it('keeps a name with two dots inside it as its label', async () => {
    const res = await supporting('scan..final.png', png());
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('scan..final.png');
  });

  it('refuses a GIF that is also JavaScript as a government ID, and stores nothing', async () => {
    const before = [await fileRows(), storedObjects(t.config.dataDir).length];
    const res = await upload(
      `/api/v2/government_documents/update?rid=${rid}&side=front`,
      'id.gif',
      gifScript(),
      'PATCH',
    );
    expect(res.statusCode).toBe(400);
    expect([await fileRows(), storedObjects(t.config.dataDir).length]).toEqual(before);
  });

  it('refuses a PDF where the patient-form zone allows it but a government ID does not', async () => {
    const res = await upload(`/api/v2/government_documents/update?rid=${rid}&side=front`, 'id.pdf', pdf(), 'PATCH');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages[0]).toBe('Only jpg, jpeg, png, heic, heif files are allowed to upload.');
  });

  it('answers 413 with the spec message past the zone limit while streaming, and stores nothing', async () => {
    const before = [await fileRows(), storedObjects(t.config.dataDir).length];
    const big = Buffer.concat([png(), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    const res = await supporting('scan.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.messages[0]).toBe(fileTooLargeMessage('scan.png', 15));
    const res2 = await patientForm('form.pdf', Buffer.concat([pdf(), Buffer.alloc(26_214_400)]));
    expect(res2.statusCode).toBe(413);
    expect(res2.json().error.messages[0]).toBe('form.pdf is too large. Maximum 25mb allowed for upload.');
    expect([await fileRows(), storedObjects(t.config.dataDir).length]).toEqual(before);
  });

  it('names a patient form Form_{last initial}_{name}_{MMDDYY}.{ext}', async () => {
    const res = await patientForm('intake sheet.pdf', pdf());
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toMatch(/^Form_O_intake_sheet_\d{6}\.pdf$/);
  });
});
