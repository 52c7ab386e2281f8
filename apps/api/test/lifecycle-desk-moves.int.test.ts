import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES } from '@portal/shared';
import { mailOutbox, requestPayments, requests } from '../src/db/schema';
import type { TestApp, TestUser } from './harness';
import { orderedRequest } from './staff-helpers';
import { first } from './support/rows';
import { lifecycleHelpers, lifecycleWorld, type Clerk } from './support/lifecycle';

/**
 * The desk's moves of the request lifecycle (mark incomplete, price, complete, close), made through
 * the staff routes, and every refused move: status, history, audit and mail move together or not at all.
 */
let t: TestApp;
let patient: TestUser;
let clerk: Clerk;

beforeAll(async () => {
  ({ t, patient, clerk } = await lifecycleWorld());
});
afterAll(() => t.close());

const { desk, stateOfRequest, historyOf, auditsOf, mailCount, requestIn } = lifecycleHelpers(() => ({
  t,
  patient,
  clerk,
}));

describe('desk moves', () => {
  it('mark_incomplete: from ordered, priced and waiting (a new reason); mails the patient; refused once answered', async () => {
    for (const from of ['ordered', 'priced', 'waiting_on_patient'] as const) {
      const r = await requestIn(from);
      const mails = await mailCount();
      const res = await desk(r.rid, 'incomplete', { reason: 'Please sign page 2 again' });
      expect(res.statusCode, from).toBe(200);
      expect(await stateOfRequest(r.id)).toBe('waiting_on_patient');
      expect((await historyOf(r.id)).at(-1)).toEqual(['waiting_on_patient', 'Please sign page 2 again']);
      expect((await auditsOf(r.id)).at(-1)).toMatchObject({
        event: 'mark_incomplete',
        from,
        to: 'waiting_on_patient',
        by: 'staff',
      });
      expect(await mailCount()).toBe(mails + 1);
      const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
      expect(mail).toMatchObject({ to: patient.email, subject: `Your request ${r.rid} is waiting on you` });
      // No health details in mail: the desk's reason stays behind the sign-in.
      expect(mail.text).not.toContain('sign page 2');
      expect(mail.text).toContain(`/p/request-detail/${r.rid}`);
    }
    for (const from of ['completed', 'closed_archived'] as const) {
      const r = await requestIn(from);
      const before = [await historyOf(r.id), await mailCount()];
      const res = await desk(r.rid, 'incomplete', { reason: 'Please upload a photo ID' });
      expect(res.statusCode, from).toBe(409);
      expect(res.json().error.messages[0]).toMatch(
        /^This request cannot be marked as waiting on the patient now: it is /,
      );
      expect([await historyOf(r.id), await mailCount()]).toEqual(before);
    }
  });

  it('price: from ordered and priced; refused while waiting on the patient or once answered', async () => {
    for (const from of ['ordered', 'priced'] as const) {
      const r = await requestIn(from);
      expect((await desk(r.rid, 'price', { amount_cents: 2200 })).statusCode).toBe(200);
      expect(await stateOfRequest(r.id)).toBe('priced');
      expect((await historyOf(r.id)).at(-1)).toEqual(['priced', '$22.00']);
      expect((await auditsOf(r.id)).at(-1)).toMatchObject({ event: 'price', from, to: 'priced' });
    }
    for (const from of ['waiting_on_patient', 'completed', 'closed_archived'] as const) {
      const r = await requestIn(from);
      const res = await desk(r.rid, 'price', { amount_cents: 2200 });
      expect(res.statusCode, from).toBe(409);
      const row = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
      expect(row.amountCents, from).toBe(from === 'completed' ? 1500 : null);
      expect(await stateOfRequest(r.id)).toBe(from);
    }
  });

  it('complete: only from priced, with records; mails that the records are ready', async () => {
    for (const from of ['ordered', 'waiting_on_patient', 'completed', 'closed_archived'] as const) {
      const r = await requestIn(from);
      expect((await desk(r.rid, 'complete')).statusCode, from).toBe(409);
      expect(await stateOfRequest(r.id)).toBe(from);
    }
    const noRecords = await requestIn('priced');
    const res = await desk(noRecords.rid, 'complete');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual([LIFECYCLE_MESSAGES.records]);
    const r = await requestIn('completed');
    const row = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
    expect(row.completedOn).not.toBeNull();
    expect((await auditsOf(r.id)).at(-1)).toMatchObject({ event: 'complete', from: 'priced', to: 'completed' });
    const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
    expect(mail.subject).toBe(`Your records for request ${r.rid} are ready`);
  });

  it('close: from every open state and from completed; stops the clock; refused when closed', async () => {
    for (const from of ['ordered', 'waiting_on_patient', 'priced', 'completed'] as const) {
      const r = await requestIn(from);
      expect((await desk(r.rid, 'close', { note: 'Provider has no records' })).statusCode, from).toBe(200);
      expect(await stateOfRequest(r.id)).toBe('closed_archived');
      const row = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
      expect(row.closedOn).not.toBeNull();
      expect((await historyOf(r.id)).at(-1)).toEqual(['closed_archived', 'Provider has no records']);
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
      ).json();
      expect(detail.hipaa).toMatchObject({ stopped: true, day: 2 });
    }
    const closed = await requestIn('closed_archived');
    expect((await desk(closed.rid, 'close', {})).statusCode).toBe(409);
  });

  it('close before completion releases the card hold or the expected check; a captured payment is left to refunds', async () => {
    const held = await orderedRequest(t, patient.id);
    await t.database.db
      .insert(requestPayments)
      .values({ requestId: held.id, userId: patient.id, method: 'card', status: 'authorized', amountCents: 2000 });
    const check = await orderedRequest(t, patient.id);
    await t.database.db
      .insert(requestPayments)
      .values({ requestId: check.id, userId: patient.id, method: 'check', status: 'check_pending', amountCents: 2000 });
    const paid = await orderedRequest(t, patient.id, { status: 'completed', completedOn: new Date() });
    await t.database.db.insert(requestPayments).values({
      requestId: paid.id,
      userId: patient.id,
      method: 'card',
      status: 'paid',
      amountCents: 2000,
      capturedCents: 2000,
    });
    for (const r of [held, check, paid])
      expect((await desk(r.rid, 'close', { note: 'No records found' })).statusCode).toBe(200);
    const status = async (id: number) =>
      first(await t.database.db.select().from(requestPayments).where(eq(requestPayments.requestId, id))).status;
    expect([await status(held.id), await status(check.id), await status(paid.id)]).toEqual([
      'canceled',
      'canceled',
      'paid',
    ]);
  });
});
