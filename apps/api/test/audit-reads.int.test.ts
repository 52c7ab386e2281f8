// Runs on both databases: the read audit's batch insert (json_to_recordset) through each driver.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './harness';
import { first } from './support/rows';

describe('audit of reads', () => {
  let t: TestApp;
  // A long window, so that nothing is written behind the test's back.
  beforeAll(async () => {
    t = await createTestApp({ AUDIT_FLUSH_MS: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const readsOf = async (userId: number) =>
    (await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, userId))).filter((r) =>
      /[._](read|list)$/.test(r.action),
    );

  it('answers a read before its audit row is written, then writes the rows with the moment of each read', async () => {
    const u = await signUp(t);
    await t.app.ctx.readAudit.flush();
    const earlier = (await readsOf(u.id)).length; // signUp read the profile
    const before = new Date();
    for (const url of ['/api/v2/user', '/api/v2/patient/dependents', '/api/v2/requests', '/api/v2/patient/cards']) {
      expect((await t.app.inject({ method: 'GET', url, headers: u.headers })).statusCode).toBe(200);
    }
    // Answered, and the four rows wait in the batch: the read wrote nothing on its way.
    expect(await readsOf(u.id)).toHaveLength(earlier);
    expect(t.app.ctx.readAudit.pending()).toBe(4);
    await t.app.ctx.readAudit.flush();
    const rows = (await readsOf(u.id)).filter((r) => r.at >= before);
    expect(rows.map((r) => r.action).sort()).toEqual([
      'dependent.list',
      'payment.card_list',
      'profile.read',
      'request.list',
    ]);
    for (const r of rows) {
      expect(r.actorKind).toBe('patient');
      expect(r.subjectUserId).toBe(u.id);
    }
  });

  it('writes what is still buffered when the server closes', async () => {
    const other = await createTestApp({ AUDIT_FLUSH_MS: 10_000 });
    const u = await signUp(other);
    await other.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers });
    expect(other.app.ctx.readAudit.pending()).toBeGreaterThan(0);
    await other.app.close();
    const rows = await other.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.read'));
    expect(rows.some((r) => r.actorUserId === u.id)).toBe(true);
    await other.close();
  });

  it('keeps the audit row of a change in the change itself, not in the batch', async () => {
    const u = await signUp(t);
    await t.app.ctx.readAudit.flush();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: u.headers,
      payload: {
        first_name: 'Ann',
        middle_name: '',
        last_name: 'User',
        dob: '3/4/2015',
        gender: 'female',
        grade: '5',
        school: 'Oak Street',
        sport: '',
        relation: 'child',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.ctx.readAudit.pending()).toBe(0);
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'dependent.create'));
    expect(rows.some((r) => r.actorUserId === u.id)).toBe(true);
  });

  it('writes every field of a batched row as recorded (text, nulls, JSON details, the moment to the millisecond)', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const actor = {
      userId: 424242,
      kind: 'patient' as const,
      ip: '203.0.113.9',
      userAgent: 'UA "quoted" \\ back\nslash é',
    };
    t.app.ctx.readAudit.add(
      actor,
      {
        action: 'request.read',
        entityType: 'request',
        entityId: 77,
        details: { count: 3, nested: { ok: true, list: [1, 'two', null] }, text: 'it\'s "x"' },
      },
      at,
    );
    t.app.ctx.readAudit.record({ userId: null, kind: 'system', ip: null, userAgent: null }, { action: 'request.list' });
    await t.app.ctx.readAudit.flush();
    const row = first(await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, 424242)));
    expect(row).toMatchObject({
      action: 'request.read',
      actorKind: 'patient',
      subjectUserId: 424242,
      entityType: 'request',
      entityId: '77',
      requestId: null,
      ip: '203.0.113.9',
      userAgent: actor.userAgent,
      details: { count: 3, nested: { ok: true, list: [1, 'two', null] }, text: 'it\'s "x"' },
    });
    expect(row.at.toISOString()).toBe(at.toISOString());
  });
});
