// Runs on both databases: the list's JSON written by PostgreSQL through each driver.
// The request list written by PostgreSQL (list/json-repository.ts, listJsonStatement): the same bytes
// as the JavaScript mapping (toListItem) and the shared schema give for the same rows, for every
// filter and edge case of its data, and only the user's own requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestsListSchema } from '@portal/shared';
import { chatMessages, chatReadMarkers, dependents, requestDesk, users } from '../src/db/schema';
import { listAnsweredAsJson, listRequests, listRequestsJson } from '../src/modules/requests/list/service';
import { SYSTEM_ACTOR } from '../src/platform/actor';
import { userReadAs } from '../src/platform/sessions';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from './harness';
import { makeCustodian, makeRequest } from './tracking-fixtures';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Filters = Parameters<typeof listRequestsJson>[2];

describe('the request list written by PostgreSQL', () => {
  it('is the same bytes as toListItem and the schema, for every filter (odd names, dates, stages, unread)', async () => {
    const db = t.database.db;
    const u = await signUp(t, { name: 'Owner', last_name: 'Holder' });
    await db.update(users).set({ dateOfBirth: '0999-01-02' }).where(eq(users.id, u.id));
    const kid = first(
      await db
        .insert(dependents)
        .values({ userId: u.id, firstName: 'Kid "Q"', middleName: 'M', lastName: 'Lee\\n', dob: '2015-02-28' })
        .returning(),
    );
    const bare = first(
      await db
        .insert(dependents)
        .values({ userId: u.id, firstName: 'Émile 😀', lastName: '', dob: '2016-02-29' })
        .returning(),
    );
    const clinic = await makeCustodian(db, 'Oak % Clinic_\u0001');
    const nameless = await makeCustodian(db, '');
    const at = (iso: string) => new Date(iso);
    const rows = [
      // The request's own patient, microseconds written in the database below.
      { custodianId: clinic.id, status: 'ordered' as const },
      // No names of its own: the dependent's (middle name, odd characters).
      { dependentId: kid.id, patientFirstName: '', patientLastName: null, patientDob: null, status: 'draft' as const },
      // No names of its own and no dependent: the account holder (a birth year before 1000).
      { patientFirstName: null, patientLastName: '', patientMiddleName: 'Mid', status: 'abandoned' as const },
      // A last name only; a dependent whose last name is empty; a provider without a name.
      {
        dependentId: bare.id,
        patientFirstName: null,
        patientLastName: 'Solo',
        custodianId: nameless.id,
        status: 'completed' as const,
        completedOn: at('2026-02-03T04:05:06.789Z'),
      },
      { dependentId: bare.id, patientFirstName: null, patientLastName: null, status: 'completed_archived' as const },
      {
        requestType: 'Form' as const,
        custodianForm: 'Intake_%\\',
        allRecords: false,
        recordsBefore: '2020-12-31',
        recordsAfter: '0999-01-01',
        status: 'closed_archived' as const,
      },
      { status: 'ordered' as const, custodianId: clinic.id },
      { status: 'ordered' as const },
      { status: 'ordered' as const },
    ];
    const made = [];
    for (const [i, over] of rows.entries()) {
      made.push(
        await makeRequest(db, u.id, {
          ...over,
          createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
          orderedOn: new Date(Date.UTC(2024, 1, 1 + (i % 4))),
        }),
      );
    }
    // Desk stages of three ordered requests: waiting on the patient, priced, awaiting approval.
    await db.insert(requestDesk).values([
      { requestId: made[6]!.id, stage: 'incomplete', incompleteReason: 'ID' },
      { requestId: made[7]!.id, stage: 'priced' },
      { requestId: made[8]!.id, stage: 'approval' },
      { requestId: made[0]!.id, stage: 'new' },
    ]);
    // Unread staff messages: two on one request, one read of three on another, the patient's own never.
    const msgs = await db
      .insert(chatMessages)
      .values([
        { requestId: made[0]!.id, senderKind: 'staff', body: 'a' },
        { requestId: made[0]!.id, senderKind: 'staff', body: 'b' },
        { requestId: made[1]!.id, senderKind: 'staff', body: 'c' },
        { requestId: made[1]!.id, senderKind: 'patient', body: 'd' },
        { requestId: made[1]!.id, senderKind: 'staff', body: 'e' },
      ])
      .returning();
    await db
      .insert(chatReadMarkers)
      .values({ requestId: made[1]!.id, readerKind: 'patient', lastReadMessageId: msgs[2]!.id });
    // Timestamps with microseconds (JavaScript keeps milliseconds, truncated).
    await db.execute(
      sql`update requests set updated_at = '2026-01-02 03:04:05.999999+00', submitted_on = '2025-06-07 08:09:10.0005+02'
        where id = ${made[0]!.id}`,
    );
    // Another user's requests never appear.
    const other = await signUp(t);
    await makeRequest(db, other.id, { custodianId: clinic.id });

    const read = userReadAs(SYSTEM_ACTOR, u.id);
    const expectSame = async (f: Filters) => {
      const json = await listRequestsJson(t.app.ctx, read, f);
      const expected = JSON.stringify(requestsListSchema.parse(await listRequests(t.app.ctx, read, f)));
      expect(json, JSON.stringify(f)).toBe(expected);
      return JSON.parse(json) as { requests: Array<{ rid: string }>; total: number; total_pages: number };
    };
    const all = await expectSame({});
    expect(all.total).toBe(rows.length);
    expect(all.total_pages).toBe(1);
    for (const f of [
      { sortDir: 'asc' },
      { perPage: 2 },
      { perPage: 4, page: 3 },
      { perPage: 4, page: 4 },
      { page: 50 },
      { type: 'Form' },
      { statuses: ['ordered', 'draft'] },
      { custodianId: clinic.id },
      { custodianId: 2_000_000_000 },
      { startDate: '2024-01-03', endDate: '2024-01-05' },
      { startDate: '2025-06-07' },
      { endDate: '2024-01-02' },
      { keyword: 'kid' },
      { keyword: '%' },
      { keyword: '_%\\' },
      { keyword: 'oak' },
      { keyword: 'owner' },
      { keyword: 'Solo', sortDir: 'asc', perPage: 1 },
      { keyword: 'nothing matches this' },
    ] as Filters[]) {
      await expectSame(f);
    }
    expect((await expectSame({ page: 50 })).requests).toEqual([]);
    expect((await expectSame({ keyword: '%' })).total).toBe(3);

    // A user with no request: an empty list, and another user's provider filter finds nothing.
    const none = userReadAs(SYSTEM_ACTOR, (await signUp(t)).id);
    expect(await listRequestsJson(t.app.ctx, none, {})).toBe('{"requests":[],"total_pages":0,"total":0}');
    expect(await listRequestsJson(t.app.ctx, none, { custodianId: clinic.id })).toBe(
      '{"requests":[],"total_pages":0,"total":0}',
    );
  });

  it("answers only the portal's own page sizes with the JSON statement (one statement per size), any other by the mapping", async () => {
    expect(listAnsweredAsJson({})).toBe(true);
    expect(listAnsweredAsJson({ perPage: 10 })).toBe(true);
    expect(listAnsweredAsJson({ perPage: 4 })).toBe(true);
    expect(listAnsweredAsJson({ perPage: 37 })).toBe(false);
    expect(listAnsweredAsJson({ perPage: 10, dependentId: 0 })).toBe(false);
    // Over HTTP both paths give the same list for the same requests.
    const u = await signUp(t);
    const clinic = await makeCustodian(t.database.db, 'Sizes Clinic');
    for (let i = 0; i < 3; i++) await makeRequest(t.database.db, u.id, { custodianId: clinic.id, status: 'ordered' });
    const get = (perPage: number) =>
      t.app.inject({ method: 'GET', url: `/api/v2/requests?per_page=${perPage}`, headers: u.headers });
    const [ten, odd] = await Promise.all([get(10), get(37)]);
    expect(ten.statusCode).toBe(200);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().requests).toEqual(ten.json().requests);
    expect(odd.json().total).toBe(3);
  });
});
