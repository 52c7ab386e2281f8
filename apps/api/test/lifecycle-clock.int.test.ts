import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES } from '@portal/shared';
import { auditEvents, mailOutbox, requests } from '../src/db/schema';
import { notifyOverdue } from '../src/modules/lifecycle';
import type { TestApp, TestUser } from './harness';
import { orderedRequest } from './staff-helpers';
import { first } from './support/rows';
import { lifecycleHelpers, lifecycleWorld, type Clerk } from './support/lifecycle';

/**
 * The lifecycle's clock: the HIPAA extension and an overdue request (the patient's notice, the
 * desk's flag, the letters), read the same by patient and desk.
 */
let t: TestApp;
let patient: TestUser;
let other: TestUser;
let clerk: Clerk;

beforeAll(async () => {
  ({ t, patient, other, clerk } = await lifecycleWorld());
});
afterAll(() => t.close());

const { desk, stateOfRequest, historyOf, auditsOf, mailCount, requestIn } = lifecycleHelpers(() => ({
  t,
  patient,
  clerk,
}));

describe('the HIPAA extension', () => {
  it('is recorded once, within the first 30 days, and patient and desk read the same clock', async () => {
    const r = await orderedRequest(t, patient.id, { daysAgo: 25 });
    for (const bad of [
      { reason: '  ', days: 30 },
      { reason: 'x', days: 0 },
      { reason: 'x', days: 31 },
      { reason: 'x', days: 1.5 },
    ]) {
      expect((await desk(r.rid, 'extend', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const mails = await mailCount();
    const res = await desk(r.rid, 'extend', { reason: 'Records are in off-site storage', days: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('ordered');
    expect((await historyOf(r.id)).at(-1)).toEqual(['extended', 'Records are in off-site storage']);
    expect((await auditsOf(r.id)).at(-1)).toMatchObject({
      event: 'extend',
      from: 'ordered',
      to: 'ordered',
      extension_days: 30,
    });
    expect(await mailCount()).toBe(mails + 1);
    const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
    expect(mail.subject).toBe(`The provider extended the deadline of your request ${r.rid}`);
    expect(mail.text).toContain('(day 25 of 60 today)');
    expect(mail.text).not.toContain('off-site');

    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/detail`, headers: patient.headers })
    ).json();
    expect(mine.hipaa).toMatchObject({
      day: 25,
      limit_days: 60,
      overdue: false,
      extension: { days: 30, reason: 'Records are in off-site storage' },
    });
    const theirs = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${r.rid}`, headers: clerk.headers })
    ).json();
    expect(theirs.hipaa).toEqual(mine.hipaa);
    expect(theirs).toMatchObject({ days_open: 25, overdue: false });

    const twice = await desk(r.rid, 'extend', { reason: 'Again', days: 10 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.messages).toEqual([LIFECYCLE_MESSAGES.extension_allowed]);
  });

  it('is refused after day 30, and once the request is answered, writing nothing', async () => {
    const late = await orderedRequest(t, patient.id, { daysAgo: 31 });
    expect((await desk(late.rid, 'extend', { reason: 'Too late', days: 30 })).statusCode).toBe(409);
    const done = await requestIn('completed');
    expect((await desk(done.rid, 'extend', { reason: 'Too late', days: 30 })).statusCode).toBe(409);
    for (const r of [late, done]) {
      const row = first(await t.database.db.select().from(requests).where(eq(requests.id, r.id)));
      expect(row.extensionAt).toBeNull();
      expect((await historyOf(r.id)).some(([s]) => s === 'extended')).toBe(false);
    }
    const queue = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/staff/queue?queue=new&overdue=true&keyword=${late.rid}`,
        headers: clerk.headers,
      })
    ).json();
    expect(queue.requests.map((q: { rid: string }) => q.rid)).toEqual([late.rid]);
  });
});

describe('the queue\'s "Overdue only" filter', () => {
  it('reads the same clock as each row: an extended request on day 35 of 50 is not overdue, one on day 51 is', async () => {
    const extended = (daysAgo: number) =>
      orderedRequest(t, patient.id, {
        daysAgo,
        extensionAt: new Date(Date.now() - (daysAgo - 10) * 86_400_000),
        extensionDays: 20,
        extensionReason: 'Records are in off-site storage',
      });
    const onTime = await extended(35);
    const late = await extended(51);
    const listed = async (rid: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/staff/queue?queue=new&overdue=true&keyword=${rid}`,
          headers: clerk.headers,
        })
      ).json().requests as { rid: string; overdue: boolean; hipaa: { day: number; limit_days: number } }[];
    expect(await listed(onTime.rid)).toEqual([]);
    const row = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/staff/queue?queue=new&keyword=${onTime.rid}`,
        headers: clerk.headers,
      })
    ).json().requests[0];
    expect(row).toMatchObject({ overdue: false, hipaa: { day: 35, limit_days: 50 } });
    const lateRows = await listed(late.rid);
    expect(lateRows.map((r) => [r.rid, r.overdue, r.hipaa.day, r.hipaa.limit_days])).toEqual([
      [late.rid, true, 51, 50],
    ]);
  });
});

describe('overdue', () => {
  const pdfText = (buf: Buffer) => {
    const file = path.join(os.tmpdir(), `letter-${randomUUID()}.pdf`);
    writeFileSync(file, buf);
    try {
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    } finally {
      rmSync(file, { force: true });
    }
  };
  const letter = (rid: string, kind: string, user: TestUser | null = patient) =>
    t.app.inject({ method: 'GET', url: `/api/v2/requests/${rid}/letters/${kind}`, headers: user?.headers ?? {} });

  it('tells the patient once, flags the desk queue, and offers both letters with the dates and history', async () => {
    const late = await orderedRequest(t, patient.id, { daysAgo: 33 });
    const fresh = await orderedRequest(t, patient.id, { daysAgo: 30 });
    expect((await desk(late.rid, 'incomplete', { reason: 'Please upload a photo ID' })).statusCode).toBe(200);
    const mails = await mailCount();
    expect(await notifyOverdue(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const mail = first(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Your request ${late.rid} is past its legal deadline`)),
    );
    expect(mail.text).toContain('day 33 of 30');
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Your request ${fresh.rid} is past its legal deadline`)),
    ).toHaveLength(0);
    const after = await mailCount();
    expect(after).toBeGreaterThan(mails);
    await notifyOverdue(t.app.ctx);
    expect(await mailCount()).toBe(after);

    const item = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${late.rid}`, headers: clerk.headers })
    ).json();
    expect(item).toMatchObject({ overdue: true, hipaa: { day: 33, limit_days: 30, overdue: true } });
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v2/requests/${late.rid}/detail`, headers: patient.headers })
    ).json();
    expect(mine).toMatchObject({ letters_available: true, hipaa: { day: 33, overdue: true } });

    const reminder = await letter(late.rid, 'provider-reminder');
    expect(reminder.statusCode).toBe(200);
    expect(reminder.headers['content-type']).toBe('application/pdf');
    const reminderText = pdfText(reminder.rawPayload);
    expect(reminderText).toContain('Desk Test Clinic');
    expect(reminderText).toContain('45 CFR 164.524(b)(2)');
    expect(reminderText).toContain(`request ${late.rid}`);
    expect(reminderText).toContain('Today is day 33');
    const complaint = pdfText((await letter(late.rid, 'ocr-complaint')).rawPayload);
    expect(complaint).toContain('Office for Civil Rights');
    expect(complaint).toContain('waiting on you: Please upload a photo ID');
    expect(complaint).toContain(patient.email);
    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, late.id), eq(auditEvents.action, 'request.read')));
    expect(
      logged
        .map((a) => (a.details as { letter?: string } | null)?.letter)
        .filter(Boolean)
        .sort(),
    ).toEqual(['ocr-complaint', 'provider-reminder']);
  });

  it('refuses letters before the deadline, once answered, to another account, without a session, for an unknown kind', async () => {
    const fresh = await orderedRequest(t, patient.id, { daysAgo: 30 });
    expect((await letter(fresh.rid, 'provider-reminder')).statusCode).toBe(409);
    const done = await orderedRequest(t, patient.id, { daysAgo: 40, status: 'completed', completedOn: new Date() });
    expect((await letter(done.rid, 'ocr-complaint')).statusCode).toBe(409);
    const late = await orderedRequest(t, patient.id, { daysAgo: 40 });
    expect((await letter(late.rid, 'ocr-complaint', other)).statusCode).toBe(404);
    expect((await letter(late.rid, 'ocr-complaint', null)).statusCode).toBe(401);
    expect((await letter(late.rid, 'nope')).statusCode).toBe(400);
  });
});
