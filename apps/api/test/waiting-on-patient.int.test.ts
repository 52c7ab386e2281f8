import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES } from '@portal/shared';
import { files, mailOutbox, requestDocuments } from '../src/db/schema';
import { exe, multipart, pdf, png } from './documents-fixtures';
import type { TestApp, TestUser } from './harness';
import { first } from './support/rows';
import { lifecycleHelpers, lifecycleWorld, type Clerk } from './support/lifecycle';

/**
 * A request waiting on the patient: what the patient sees, what is refused, and how an
 * upload or an answer (in the portal or through the mailed link) sends it back to the desk.
 */
let t: TestApp;
let patient: TestUser;
let other: TestUser;
let clerk: Clerk;

beforeAll(async () => {
  ({ t, patient, other, clerk } = await lifecycleWorld());
});
afterAll(() => t.close());

const { stateOfRequest, historyOf, auditsOf, requestIn } = lifecycleHelpers(() => ({ t, patient, clerk }));

describe('waiting on the patient', () => {
  const respond = (rid: string, user: TestUser | null, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${rid}/respond`,
      headers: { ...(user?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };
  const docsOf = async (id: number) =>
    first(await t.database.db.select({ n: count() }).from(requestDocuments).where(eq(requestDocuments.requestId, id)))
      .n;
  const fileCount = async () => first(await t.database.db.select({ n: count() }).from(files)).n;

  it('shows the state and the reason to the patient, and the list says so', async () => {
    const r = await requestIn('waiting_on_patient');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
    ).json();
    expect(detail).toMatchObject({
      status: 'ordered',
      state: 'waiting_on_patient',
      waiting: { reason: 'Please upload a photo ID' },
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v2/requests?per_page=100', headers: patient.headers })
    ).json();
    expect(list.requests.find((x: { rid: string }) => x.rid === r.rid)).toMatchObject({ state: 'waiting_on_patient' });
  });

  it('refuses without a session, for another account, when not waiting, when empty or of a wrong type: nothing stored', async () => {
    const waiting = await requestIn('waiting_on_patient');
    const ordered = await requestIn('ordered');
    const photo = [{ name: 'file', filename: 'id.png', data: png() }];
    const before = [await fileCount(), await docsOf(waiting.id), await docsOf(ordered.id)];
    expect((await respond(waiting.rid, null, photo)).statusCode).toBe(401);
    expect((await respond(waiting.rid, other, photo)).statusCode).toBe(404);
    const notWaiting = await respond(ordered.rid, patient, photo);
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().error.messages).toEqual([
      'This request cannot be sent back to the records desk now: it is ordered.',
    ]);
    const empty = await respond(waiting.rid, patient, [{ name: 'answer', value: '   ' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.messages).toEqual([LIFECYCLE_MESSAGES.patient_action]);
    const wrong = await respond(waiting.rid, patient, [{ name: 'file', filename: 'id.png', data: exe() }]);
    expect(wrong.statusCode).toBe(400);
    const long = await respond(waiting.rid, patient, [{ name: 'answer', value: 'x'.repeat(2001) }]);
    expect(long.statusCode).toBe(400);
    const huge = await respond(waiting.rid, patient, [
      { name: 'file', filename: 'big.pdf', data: Buffer.concat([pdf(), Buffer.alloc(16 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect([await fileCount(), await docsOf(waiting.id), await docsOf(ordered.id)]).toEqual(before);
    expect(await stateOfRequest(waiting.id)).toBe('waiting_on_patient');
  });

  it('an upload and an answer send it back to the desk, which sees it at once in its New queue', async () => {
    const r = await requestIn('waiting_on_patient');
    const res = await respond(r.rid, patient, [
      { name: 'answer', value: 'Here is my license.' },
      { name: 'file', filename: 'license.png', data: png() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('ordered');
    expect(await docsOf(r.id)).toBe(1);
    expect((await historyOf(r.id)).at(-1)).toEqual(['ordered', 'Uploaded: license.png — Here is my license.']);
    expect((await auditsOf(r.id)).at(-1)).toMatchObject({
      event: 'patient_respond',
      from: 'waiting_on_patient',
      to: 'ordered',
      by: 'patient',
    });
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/v2/staff/queue?queue=new', headers: clerk.headers })
    ).json();
    const item = queue.requests.find((q: { rid: string }) => q.rid === r.rid);
    expect(item).toMatchObject({ stage: 'new' });
    expect(item.patient_responded_at).not.toBeNull();
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
    ).json();
    expect(mine).toMatchObject({ state: 'ordered', waiting: null });
    // Answered once: a second answer is refused.
    expect((await respond(r.rid, patient, [{ name: 'answer', value: 'again' }])).statusCode).toBe(409);
  });

  it('an upload through the mailed government-ID link sends it back to the desk too', async () => {
    const r = await requestIn('waiting_on_patient');
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/send_upload_government_document_link?rid=${r.rid}`,
      headers: patient.headers,
    });
    expect(link.statusCode).toBe(200);
    const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const q = `user_id=${url.searchParams.get('user_id')}&request_id=${url.searchParams.get('request_id')}&token=${url.searchParams.get('token')}`;
    const body = multipart([
      { name: 'frontFile', filename: 'front.png', data: png() },
      { name: 'backFile', filename: 'back.png', data: png() },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v2/authorizations/upload_government_document?${q}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('ordered');
    expect((await historyOf(r.id)).at(-1)![1]).toBe(
      'Sent through the mailed link: government ID (front), government ID (back)',
    );
  });
});
