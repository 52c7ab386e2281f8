// One database suffices: the Part 2 rule is plain SQL over the patient's rows; nothing here depends on the engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { authorizations, custodians, medicalRecords } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { makeCustodian, makeFile, makeRequest } from './tracking-fixtures';
import { first } from './support/rows';
import { caller, grantTo } from './support/caregivers';

/**
 * 42 CFR Part 2: a request whose authorization releases alcohol or drug treatment records is out
 * of a caregiver's reach unless the patient consented for that caregiver: not listed anywhere, and
 * by id answered 404 (as if it did not exist); nor may such a caregiver sign an authorization that
 * releases those records.
 */
let t: TestApp;
let patient: TestUser;
let carer: TestUser;
let grant: number;
let part2Rid: string;
let part2RecordId: number;
let plainRid: string;
let part2Custodian: string;

const call: ReturnType<typeof caller> = (...args) => caller(t)(...args);

const ALL = ['requests_view', 'requests_make', 'records', 'chat', 'payments'];
const setConsent = async (part2: boolean) => {
  const res = await call(patient, 'PUT', `/api/v2/caregivers/${grant}`, {
    scopes: ALL,
    role: 'power_of_attorney',
    ends_on: null,
    part2_consent: part2,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** A request of the patient's with a record file, and an authorization releasing these categories. */
async function requestReleasing(sensitive: string[], custodianName: string) {
  const c = await makeCustodian(t.database.db, custodianName);
  const r = await makeRequest(t.database.db, patient.id, { custodianId: c.id, completedOn: new Date() });
  const authFile = await makeFile(t.database.db, patient.id, 'auth.pdf');
  await t.database.db.insert(authorizations).values({
    requestId: r.id,
    userId: patient.id,
    type: 'PatientEAuthorization',
    fileId: authFile,
    name: 'auth.pdf',
    releaseSensitiveInfo: sensitive.length > 0,
    sensitiveInfo: sensitive,
  });
  const recFile = await makeFile(t.database.db, patient.id, 'records.pdf');
  const rec = first(
    await t.database.db
      .insert(medicalRecords)
      .values({ requestId: r.id, fileId: recFile, name: 'records.pdf' })
      .returning(),
  );
  return { rid: r.rid, recordId: rec.id };
}

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t, { name: 'Margaret', last_name: 'Hale' });
  carer = await signUp(t, { name: 'John', last_name: 'Thornton' });
  grant = await grantTo(t, patient, carer, ALL);
  part2Custodian = 'Harbor Recovery Center';
  const p2 = await requestReleasing(['alcohol_drug', 'mental_health'], part2Custodian);
  part2Rid = p2.rid;
  part2RecordId = p2.recordId;
  plainRid = (await requestReleasing(['mental_health'], 'Lakeside Family Clinic')).rid;
});
afterAll(() => t.close());

const rids = (body: { requests: Array<{ rid: string }> }) => body.requests.map((r) => r.rid);

describe('Part 2 records and a caregiver without the patient’s consent', () => {
  it('the lists leave the request out (every page size, the home, the records, the providers filter)', async () => {
    // The list's two reads: PostgreSQL-written JSON (10 a page) and the mapped page (any other size).
    for (const q of ['', '?per_page=10', '?per_page=3', '?per_page=10&keyword=990101']) {
      const mine = (await call(patient, 'GET', `/api/v2/requests${q}`)).json();
      expect(rids(mine), q).toEqual(expect.arrayContaining([part2Rid, plainRid]));
      const res = await call(carer, 'GET', `/api/v2/requests${q}`, undefined, grant);
      expect(res.statusCode, res.body).toBe(200);
      expect(rids(res.json()), q).toContain(plainRid);
      expect(rids(res.json()), q).not.toContain(part2Rid);
      expect(res.json().total, q).toBe(mine.total - 1);
    }
    const timeline = await call(carer, 'GET', '/api/v2/requests?dependent_id=0', undefined, grant);
    expect(rids(timeline.json())).not.toContain(part2Rid);

    const records = await call(carer, 'GET', '/api/v2/medical_records/requests', undefined, grant);
    expect(records.statusCode, records.body).toBe(200);
    const recordRids = records.json().requests.map((r: { rid: string }) => r.rid);
    expect(recordRids).toContain(plainRid);
    expect(recordRids).not.toContain(part2Rid);
    const ownRecords = (await call(patient, 'GET', '/api/v2/medical_records/requests')).json();
    expect(ownRecords.requests.map((r: { rid: string }) => r.rid)).toContain(part2Rid);

    const options = (await call(carer, 'GET', '/api/v2/requests/filter_options', undefined, grant)).json();
    expect(options.custodians.map((c: { name: string }) => c.name)).not.toContain(part2Custodian);
    const ownOptions = (await call(patient, 'GET', '/api/v2/requests/filter_options')).json();
    expect(ownOptions.custodians.map((c: { name: string }) => c.name)).toContain(part2Custodian);
  });

  it('the home does not list its to-dos', async () => {
    // A new record makes a "records ready" to-do on both requests.
    const mine = (await call(patient, 'GET', '/api/v2/home')).json();
    expect(mine.todos.map((x: { rid: string }) => x.rid)).toEqual(expect.arrayContaining([part2Rid, plainRid]));
    const home = await call(carer, 'GET', '/api/v2/home', undefined, grant);
    expect(home.statusCode, home.body).toBe(200);
    const todoRids = home.json().todos.map((x: { rid: string }) => x.rid);
    expect(todoRids).toContain(plainRid);
    expect(todoRids).not.toContain(part2Rid);
  });

  it('by id, the request, its messages, records and authorization answer 404, as if they did not exist', async () => {
    const [auth] = await t.database.db
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(eq(authorizations.sensitiveInfo, ['alcohol_drug', 'mental_health']));
    const urls = [
      `/api/v2/requests/${part2Rid}/detail`,
      `/api/v2/requests/${part2Rid}/messages`,
      `/api/v2/authorizations?rid=${part2Rid}`,
      `/api/v2/medical_records/download_link?request_id=${part2Rid}`,
      `/api/v2/medical_records/${part2RecordId}/view`,
      `/api/v2/authorizations/${auth!.id}/download`,
    ];
    for (const url of urls) {
      const res = await call(carer, 'GET', url, undefined, grant);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(MESSAGES.notFound);
    }
    // The same request of another kind (no Part 2) answers; so does the patient's own read.
    expect((await call(carer, 'GET', `/api/v2/requests/${plainRid}/detail`, undefined, grant)).statusCode).toBe(200);
    expect((await call(patient, 'GET', `/api/v2/requests/${part2Rid}/detail`)).statusCode).toBe(200);
  });

  it('with the consent, the request is listed and answered again', async () => {
    await setConsent(true);
    try {
      expect(rids((await call(carer, 'GET', '/api/v2/requests', undefined, grant)).json())).toContain(part2Rid);
      expect(rids((await call(carer, 'GET', '/api/v2/requests?per_page=3', undefined, grant)).json())).toContain(
        part2Rid,
      );
      const home = (await call(carer, 'GET', '/api/v2/home', undefined, grant)).json();
      expect(home.todos.map((x: { rid: string }) => x.rid)).toContain(part2Rid);
      expect((await call(carer, 'GET', `/api/v2/requests/${part2Rid}/detail`, undefined, grant)).statusCode).toBe(200);
    } finally {
      await setConsent(false);
    }
  });
});

describe('signing an authorization that releases alcohol and drug records', () => {
  let rid: string;
  const form = (sensitive: string[]) => ({
    full_name: 'Margaret Hale',
    initials: 'JT',
    dob: '3/14/1988',
    ssn: '',
    role: 'power_of_attorney',
    extra_value: 'John Thornton',
    authority: 'Durable power of attorney for health care',
    patient_is_dependent: true,
    sensitive_offered: true,
    release_sensitive_info: sensitive.length ? 'yes' : 'no',
    sensitive_info: sensitive,
    signature_mode: 'type',
    signature: 'John Thornton',
  });

  beforeAll(async () => {
    const c = await makeCustodian(t.database.db, 'Bayview Clinic');
    await t.database.db
      .update(custodians)
      .set({ sensitiveInformationOptions: ['alcohol_drug', 'mental_health'] })
      .where(eq(custodians.id, c.id));
    rid = (
      await makeRequest(t.database.db, patient.id, {
        custodianId: c.id,
        status: 'draft',
        patientFirstName: 'Margaret',
        patientLastName: 'Hale',
      })
    ).rid;
  });

  it('is refused to a caregiver without the consent, with a message that says why; nothing is stored', async () => {
    const before = (await t.database.db.select().from(authorizations)).length;
    for (const url of ['/api/v2/authorizations/e_authorization', '/api/v2/authorizations/e_authorization/preview']) {
      const res = await call(carer, 'POST', url, { rid, form: form(['alcohol_drug']) }, grant);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.messages).toEqual([MESSAGES.caregiverPart2]);
    }
    expect((await t.database.db.select().from(authorizations)).length).toBe(before);
    // The other categories remain the caregiver's to release.
    const preview = await call(
      carer,
      'POST',
      '/api/v2/authorizations/e_authorization/preview',
      { rid, form: form(['mental_health']) },
      grant,
    );
    expect(preview.statusCode, preview.body).toBe(200);
  });

  it('is allowed once the patient consents', async () => {
    await setConsent(true);
    try {
      const res = await call(
        carer,
        'POST',
        '/api/v2/authorizations/e_authorization/preview',
        { rid, form: form(['alcohol_drug']) },
        grant,
      );
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await setConsent(false);
    }
  });
});
