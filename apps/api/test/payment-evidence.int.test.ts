import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { fileTooLargeMessage, MESSAGES, wrongFileTypeMessage, UPLOAD_RULES } from '@portal/shared';
import { auditEvents, files, paymentEvidence } from '../src/db/schema';
import { exe, multipart, pdf, png, storedObjects, zip } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addCard, makeCustodian, makeRequest } from './payments-helpers';
import { first } from './support/rows';

/** payments/store_screen_shot: the picture and text of the confirm summary a card payment was agreed on. */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let custodianId: number;
let rid: string;
let requestId: number;
let cardId: number;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  custodianId = (await makeCustodian(t)).id;
  const r = await makeRequest(t, owner.id, { status: 'draft', orderedOn: null, custodianId });
  [rid, requestId] = [r.rid, r.id];
  cardId = (await addCard(t, owner)).json().card.id;
});
afterAll(() => t.close());

type Part = { name: string; value?: string; filename?: string; data?: Buffer; type?: string };
const fields = (over: Record<string, string | undefined> = {}): Part[] =>
  Object.entries({
    request_id: rid,
    detail: 'Total: $26.50\nCard ending 4242\nInitials: AS',
    file_name: 'confirm.png',
    'custodian_id[]': String(custodianId),
    remember_me: 'true',
    card_id: String(cardId),
    ...over,
  })
    .filter(([, v]) => v !== undefined)
    .map(([name, value]) => ({ name, value }));
const image = (data = png(), filename = 'confirm.png'): Part => ({ name: 'image', filename, data, type: 'image/png' });

function send(user: TestUser, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/payments/store_screen_shot',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}
const kept = async () => [
  first(await t.database.db.select({ n: count() }).from(paymentEvidence)).n,
  first(await t.database.db.select({ n: count() }).from(files)).n,
  storedObjects(t.config.dataDir).length,
];

describe('POST /api/v2/payments/store_screen_shot', () => {
  it('keeps the image (typed by its bytes, encrypted) and the text with the request; the owner reads them back', async () => {
    const res = await send(owner, [...fields(), image()]);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    const row = first(await t.database.db.select().from(paymentEvidence).where(eq(paymentEvidence.id, id)));
    expect(row).toMatchObject({
      requestId,
      userId: owner.id,
      fileName: 'confirm.png',
      custodianIds: [custodianId],
      rememberMe: true,
      cardId,
    });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, row.fileId!));
    expect(file).toMatchObject({ purpose: 'payment_evidence', mime: 'image/png', ownerUserId: owner.id });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v2/payments/requests/${rid}/evidence`,
      headers: owner.headers,
    });
    expect(list.json().evidence).toEqual([
      expect.objectContaining({
        id,
        detail: expect.stringContaining('Card ending 4242'),
        card_id: cardId,
        image: expect.objectContaining({ mime: 'image/png', size: png().length }),
      }),
    ]);
    const img = await t.app.inject({
      method: 'GET',
      url: `/api/v2/payments/requests/${rid}/evidence/${id}/image`,
      headers: owner.headers,
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png())).toBe(true);
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['payment.evidence', 'payment.read']));

    // Nobody else sees them.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/payments/requests/${rid}/evidence`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/payments/requests/${rid}/evidence/${id}/image`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  const refusals: Array<[string, () => TestUser, () => Part[], number, string]> = [
    ["another user's request", () => other, () => [...fields({ card_id: undefined }), image()], 404, MESSAGES.notFound],
    [
      "another user's card",
      () => owner,
      () => [...fields({ card_id: String(999_999) }), image()],
      404,
      MESSAGES.notFound,
    ],
    [
      "a provider that is not the request's",
      () => owner,
      () => [...fields({ 'custodian_id[]': String(custodianId + 1000) }), image()],
      404,
      MESSAGES.custodianNotFound,
    ],
    ['no request', () => owner, () => [...fields({ request_id: undefined }), image()], 400, MESSAGES.required],
    ['no summary text', () => owner, () => [...fields({ detail: '' }), image()], 400, MESSAGES.required],
    ['no image', () => owner, () => fields(), 400, MESSAGES.required],
    [
      'a PDF instead of an image',
      () => owner,
      () => [...fields(), image(pdf(), 'confirm.pdf')],
      400,
      wrongFileTypeMessage(UPLOAD_RULES.paymentEvidence.typesLabel),
    ],
    [
      'an executable named .png',
      () => owner,
      () => [...fields(), image(exe())],
      400,
      wrongFileTypeMessage(UPLOAD_RULES.paymentEvidence.typesLabel),
    ],
    [
      'a PNG with a ZIP glued on',
      () => owner,
      () => [...fields(), image(Buffer.concat([png(), zip({ 'a.exe': 'MZ' })]))],
      400,
      wrongFileTypeMessage(UPLOAD_RULES.paymentEvidence.typesLabel),
    ],
    [
      'an image past 15 MB',
      () => owner,
      () => [...fields(), image(Buffer.concat([png(), Buffer.alloc(15 * 1024 * 1024 + 1)]))],
      413,
      fileTooLargeMessage('confirm.png', 15),
    ],
    [
      'the image sent before the request id, for another user',
      () => other,
      () => [image(), ...fields({ card_id: undefined })],
      404,
      MESSAGES.notFound,
    ],
  ];
  it.each(refusals)('refuses %s with a clear error and keeps nothing', async (_label, user, parts, status, message) => {
    const before = await kept();
    const res = await send(user(), parts());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.messages).toEqual([message]);
    expect(await kept()).toEqual(before);
  });

  it('refuses a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/store_screen_shot',
      headers: owner.headers,
      payload: { request_id: rid, detail: 'x' },
    });
    expect([400, 415]).toContain(res.statusCode);
  });
});
