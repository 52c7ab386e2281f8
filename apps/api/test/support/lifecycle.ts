import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stateOf, type LifecycleEvent } from '@portal/shared';
import { auditEvents, mailOutbox, requestDesk, requests, requestStatusHistory } from '../../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from '../harness';
import { multipart as deskMultipart, orderedRequest, PDF, signInStaff } from '../staff-helpers';
import { first } from './rows';

/**
 * The world of the request-lifecycle tests (one app, a patient, another account, a signed-in
 * clerk) and the reads and moves they share: a request's state, history, audit trail and the
 * mail count, and a request brought to a given state through the desk's own routes.
 */
export type Clerk = Awaited<ReturnType<typeof signInStaff>>;
export interface LifecycleWorld {
  t: TestApp;
  patient: TestUser;
  other: TestUser;
  clerk: Clerk;
}

export async function lifecycleWorld(env: Parameters<typeof createTestApp>[0] = {}): Promise<LifecycleWorld> {
  const t = await createTestApp(env);
  const patient = await signUp(t);
  const other = await signUp(t);
  const clerk = await signInStaff(t);
  return { t, patient, other, clerk };
}

/** The helpers, reading the world (set in beforeAll) when they run. */
export function lifecycleHelpers(world: () => Pick<LifecycleWorld, 't' | 'patient' | 'clerk'>) {
  const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
    world().t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  /** A desk action; a price comes with a reason unless the payload says otherwise (a raise needs one). */
  const desk = (rid: string, action: string, payload?: unknown) =>
    post(
      `/api/v2/staff/requests/${rid}/${action}`,
      world().clerk.headers,
      action === 'price' && payload && typeof payload === 'object' && !('reason' in payload)
        ? { ...payload, reason: 'More pages than estimated' }
        : payload,
    );

  async function stateOfRequest(id: number) {
    const { db } = world().t.database;
    const r = first(await db.select().from(requests).where(eq(requests.id, id)), 'request');
    const [d] = await db.select().from(requestDesk).where(eq(requestDesk.requestId, id));
    return stateOf(r.status, d?.stage);
  }
  const historyOf = async (id: number) =>
    (
      await world()
        .t.database.db.select()
        .from(requestStatusHistory)
        .where(eq(requestStatusHistory.requestId, id))
        .orderBy(requestStatusHistory.id)
    ).map((h) => [h.status, h.note]);
  const auditsOf = async (id: number) =>
    (
      await world()
        .t.database.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.requestId, id), eq(auditEvents.action, 'request.status_change')))
        .orderBy(auditEvents.id)
    ).map((a) => a.details as { event: LifecycleEvent; from: string; to: string; by: string });
  const mailCount = async () => first(await world().t.database.db.select({ n: count() }).from(mailOutbox)).n;

  /** A request in a given lifecycle state, reached through the desk's own routes. */
  async function requestIn(state: 'ordered' | 'waiting_on_patient' | 'priced' | 'completed' | 'closed_archived') {
    const { t, patient, clerk } = world();
    const r = await orderedRequest(t, patient.id);
    if (state === 'waiting_on_patient')
      expect((await desk(r.rid, 'incomplete', { reason: 'Please upload a photo ID' })).statusCode).toBe(200);
    if (state === 'priced' || state === 'completed')
      expect((await desk(r.rid, 'price', { amount_cents: 1500 })).statusCode).toBe(200);
    if (state === 'completed') {
      const up = deskMultipart([{ name: 'records.pdf', body: PDF }]);
      await t.app.inject({
        method: 'POST',
        url: `/api/v2/staff/requests/${r.rid}/records`,
        headers: { ...clerk.headers, ...up.headers },
        payload: up.payload,
      });
      expect((await desk(r.rid, 'complete')).statusCode).toBe(200);
    }
    if (state === 'closed_archived') expect((await desk(r.rid, 'close', { note: 'Duplicate' })).statusCode).toBe(200);
    expect(await stateOfRequest(r.id)).toBe(state);
    return r;
  }

  return { post, desk, stateOfRequest, historyOf, auditsOf, mailCount, requestIn };
}
