// Runs on both databases: the detail's JSON row, decoded by each driver.
// The request detail's row read as one JSON column (tracking-detail-repository.ts, detailStatement):
// the same values, of the same types, as Drizzle's own typed statement reads, for a request with
// something in every part of its detail (history, records, refunds, payment, documents, the desk,
// unread messages, a subscription) and timestamps with microseconds; another user's rid is none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  authorizations,
  chatMessages,
  dependents,
  medicalRecords,
  refundRequests,
  requestDesk,
  requestDocuments,
  requestStatusHistory,
  subscriptions,
} from '../src/db/schema';
import { detailRowRead, detailRowTyped, detailStatement } from '../src/modules/requests/tracking/detail-repository';
import { SYSTEM_ACTOR } from '../src/platform/actor';
import { userReadAs } from '../src/platform/sessions';
import { createTestApp, signUp, type TestApp } from './harness';
import { makeCustodian, makeFile, makeRequest } from './tracking-fixtures';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the request detail read as JSON', () => {
  it("equals Drizzle's typed row, part for part, and answers one column", async () => {
    const db = t.database.db;
    const u = await signUp(t);
    const kid = first(
      await db
        .insert(dependents)
        .values({ userId: u.id, firstName: 'Kid "Q"', middleName: 'Émile 😀', lastName: 'Lee\\n', dob: '2015-02-28' })
        .returning(),
    );
    const clinic = await makeCustodian(db, 'Oak % Clinic_\u0001');
    const r = await makeRequest(db, u.id, {
      dependentId: kid.id,
      custodianId: clinic.id,
      paidCents: 2500,
      reasonForRequest: ['Continuity of care', 'Quote " and \\ backslash'],
      recordsBefore: '2024-12-31',
      formAnswers: { q1: 'yes', 'odd "key"': 'line\nbreak' },
      extensionAt: new Date('2026-01-05T10:00:00Z'),
      extensionDays: 30,
      extensionReason: 'Records off site',
    });
    const file = (name: string) => makeFile(db, u.id, name);
    await db.insert(requestStatusHistory).values({
      requestId: r.id,
      status: 'ordered',
      note: 'Priced',
      noteCode: 'priced',
      noteParams: { cents: 2500, who: 'Desk "A"' },
      at: new Date('2026-01-02T03:04:05.678Z'),
    });
    await db.insert(medicalRecords).values({ requestId: r.id, fileId: await file('records.pdf'), name: 'records.pdf' });
    await db.insert(refundRequests).values({ requestId: r.id, userId: u.id, amountCents: 1000, reason: 'Twice' });
    await db.insert(authorizations).values({
      requestId: r.id,
      userId: u.id,
      type: 'PatientEAuthorization',
      fileId: await file('auth.pdf'),
      name: 'authorization.pdf',
      signedAt: new Date('2026-03-04T15:06:00Z'),
    });
    await db.insert(requestDocuments).values([
      { requestId: r.id, userId: u.id, kind: 'govt_id_front', fileId: await file('front.pdf'), name: 'front.pdf' },
      {
        requestId: r.id,
        userId: u.id,
        kind: 'supporting',
        fileId: await file('gone.pdf'),
        name: 'gone.pdf',
        deleted: true,
      },
    ]);
    await db.insert(requestDesk).values({
      requestId: r.id,
      stage: 'incomplete',
      incompleteReason: 'Please send a clearer ID',
      incompleteAt: new Date('2026-02-01T00:00:00Z'),
      proposedCents: 4200,
    });
    await db.insert(chatMessages).values({ requestId: r.id, senderKind: 'staff', body: 'Hello' });
    await db.insert(subscriptions).values({
      userId: u.id,
      status: 'active',
      initials: 'AS',
      priceCents: 499,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    // Microseconds, which JavaScript truncates to milliseconds whichever way the row is read.
    await db.execute(
      sql`update requests set updated_at = '2026-01-02 03:04:05.999999+00', submitted_on = '2025-06-07 08:09:10.0005+02'
        where id = ${r.id}`,
    );

    const read = await detailRowRead(db, userReadAs(SYSTEM_ACTOR, u.id), r.rid);
    const typed = await detailRowTyped(db, u.id, r.rid);
    expect(typed).not.toBeNull();
    expect(read).toEqual(typed);
    expect(read!.owned.r.updatedAt.toISOString()).toBe('2026-01-02T03:04:05.999Z');
    expect(read!.owned.r.submittedOn).toBeInstanceOf(Date);
    expect(read!.history).toHaveLength(2);
    expect(read!.documents.docs).toHaveLength(2);
    // Without a dependent, a provider or a desk row: their objects are null, as Drizzle's are.
    const bare = await makeRequest(db, u.id, { dependentId: null, custodianId: null });
    expect(await detailRowRead(db, userReadAs(SYSTEM_ACTOR, u.id), bare.rid)).toEqual(
      await detailRowTyped(db, u.id, bare.rid),
    );
    // Another user's rid reads like a missing one.
    const other = await signUp(t);
    expect(await detailRowRead(db, userReadAs(SYSTEM_ACTOR, other.id), r.rid)).toBeNull();
    // One column for the whole row (node-postgres then describes and parses one field, not ninety).
    expect((detailStatement(db) as unknown as { fields: unknown[] }).fields).toHaveLength(1);
  });
});
