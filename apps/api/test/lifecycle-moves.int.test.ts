import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, type LifecycleEvent } from '@portal/shared';
import { auditEvents, requests } from '../src/db/schema';
import { archiveRequests, transition } from '../src/modules/lifecycle';
import type { TestApp, TestUser } from './harness';
import { orderedRequest } from './staff-helpers';
import { first } from './support/rows';
import { lifecycleHelpers, lifecycleWorld, type Clerk } from './support/lifecycle';

/**
 * The lifecycle's other movers: the wizard (draft, abandon), the system (archive) and transition()
 * itself refusing a wrong actor or a missing requirement, writing nothing.
 */
let t: TestApp;
let patient: TestUser;
let clerk: Clerk;

beforeAll(async () => {
  ({ t, patient, clerk } = await lifecycleWorld());
});
afterAll(() => t.close());

const { post, stateOfRequest, historyOf, auditsOf } = lifecycleHelpers(() => ({ t, patient, clerk }));

describe('wizard moves', () => {
  const draftBody = (custodianId: number, over: Record<string, unknown> = {}) => ({
    status: 'draft',
    idempotency_key: randomUUID(),
    custodian_id: custodianId,
    current_step: 2,
    ...over,
  });

  it('create_draft and abandon; abandoning twice or submitting an abandoned draft is refused (409)', async () => {
    const r0 = await orderedRequest(t, patient.id);
    const made = await post('/api/v2/request/record_request', patient.headers, draftBody(r0.custodianId!));
    expect(made.statusCode, made.body).toBe(200);
    const rid = made.json().request_rid as string;
    const row = first(await t.database.db.select().from(requests).where(eq(requests.rid, rid)));
    expect(await historyOf(row.id)).toEqual([['draft', null]]);
    const created = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, row.id), eq(auditEvents.action, 'request.create')));
    expect(first(created).details).toMatchObject({ event: 'create_draft', from: null, to: 'draft', by: 'patient' });

    expect(
      (await post('/api/v2/request/record_request/abandoned_draft_request', patient.headers, { rid })).statusCode,
    ).toBe(200);
    expect(await stateOfRequest(row.id)).toBe('abandoned');
    const again = await post('/api/v2/request/record_request/abandoned_draft_request', patient.headers, { rid });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messages).toEqual(['This request cannot be abandoned now: it is abandoned.']);
    const submit = await post('/api/v2/request/record_request', patient.headers, {
      rid,
      idempotency_key: randomUUID(),
      custodian_id: r0.custodianId,
      current_step: 10,
      all_records: true,
      reason_for_request: ['personal'],
      record_types: ['medical'],
      scope: [],
      delivery_method: 'instant_download',
      rush_request: false,
      check_payment: true,
      initials: 'AS',
    });
    expect(submit.statusCode).toBe(409);
    expect(await historyOf(row.id)).toEqual([
      ['draft', null],
      ['abandoned', null],
    ]);
  });
});

describe('system moves', () => {
  it('archive: completed and abandoned requests 30 days on, never earlier, never twice', async () => {
    const old = await orderedRequest(t, patient.id, {
      status: 'completed',
      completedOn: new Date(Date.now() - 31 * 86_400_000),
    });
    const recent = await orderedRequest(t, patient.id, {
      status: 'completed',
      completedOn: new Date(Date.now() - 5 * 86_400_000),
    });
    const gone = await orderedRequest(t, patient.id, {
      status: 'abandoned',
      orderedOn: null,
      updatedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await archiveRequests(t.database.db);
    expect(await stateOfRequest(old.id)).toBe('completed_archived');
    expect(await stateOfRequest(recent.id)).toBe('completed');
    expect(await stateOfRequest(gone.id)).toBe('closed_archived');
    expect((await auditsOf(old.id)).at(-1)).toMatchObject({
      event: 'archive',
      from: 'completed',
      to: 'completed_archived',
      by: 'system',
    });
    expect(await historyOf(gone.id)).toEqual([['closed_archived', 'Archived after 30 days']]);
    await archiveRequests(t.database.db);
    expect(await historyOf(old.id)).toHaveLength(1);
  });
});

describe('refusals inside transition()', () => {
  const move = (
    requestId: number,
    event: LifecycleEvent,
    kind: 'patient' | 'staff' | 'system',
    extra: Record<string, unknown> = {},
  ) =>
    t.database.db.transaction((tx) =>
      transition(tx, t.app.ctx, { requestId, event, actor: { kind, userId: null }, who: null, ...extra }),
    );

  it('refuses the wrong actor, a missing requirement, and writes nothing', async () => {
    const r = await orderedRequest(t, patient.id);
    await expect(move(r.id, 'price', 'patient', { amountCents: 100 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(move(r.id, 'close', 'system')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(move(r.id, 'mark_incomplete', 'staff', { note: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: LIFECYCLE_MESSAGES.reason,
    });
    await expect(move(r.id, 'create_draft', 'patient')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(move(r.id, 'archive', 'system')).rejects.toMatchObject({ code: 'CONFLICT' });
    await move(r.id, 'price', 'staff', { amountCents: 100 });
    await expect(move(r.id, 'complete', 'staff')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await historyOf(r.id)).toEqual([['priced', null]]);
    expect(await auditsOf(r.id)).toHaveLength(1);
  });
});
