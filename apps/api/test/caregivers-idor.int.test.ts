// One database suffices: access decisions by route and grant; nothing here depends on the engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREGIVER_ROUTE_SCOPE, CAREGIVER_SCOPES, type CaregiverScope } from '@portal/shared';
import { operationOf } from '../src/platform/acting';
import { registeredRoutes } from '../src/platform/sessions';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { addRecord } from './payments-helpers';
import { makeRequest } from './tracking-fixtures';
import { grantTo } from './support/caregivers';

/**
 * The access matrix of a caregiver's token over every route the app registers (its own route
 * table, not a hand-kept list): acting under a grant, an operation outside the grant's scopes (or
 * with none) answers 403, one inside it is not refused, and ids of another patient never answer
 * with data. A route that maps to no operation is refused while acting, and fails this test.
 */
let t: TestApp;
let patient: TestUser;
let carer: TestUser;
let stranger: TestUser;
let ownRid: string;
let strangerRid: string;
let strangerIds: number[];
const grants: Partial<Record<'view' | 'all', number>> = {};

const grant = (u: TestUser, scopes: readonly CaregiverScope[]) =>
  grantTo(t, patient, u, scopes, { role: 'personal_representative' });

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t);
  carer = await signUp(t);
  stranger = await signUp(t);
  ownRid = (await makeRequest(t.database.db, patient.id)).rid;
  const theirs = await makeRequest(t.database.db, stranger.id, { status: 'completed', completedOn: new Date() });
  strangerRid = theirs.rid;
  const record = await addRecord(t, theirs.id, 'labs.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
  strangerIds = [record.id, theirs.id];
  grants.view = await grant(carer, ['requests_view']);
  const second = await signUp(t);
  carer2 = second;
  grants.all = await grant(second, CAREGIVER_SCOPES);
});
let carer2: TestUser;
afterAll(() => t.close());

const fill = (url: string, rid: string, id: number) =>
  url
    .replace(/:(\w+)/g, (_m, name: string) => (name === 'rid' ? rid : name === 'kind' ? 'acknowledgement' : String(id)))
    .replace(/\*$/, 'x');

/** The routes a caregiver's session reaches at all: the patient's (desk and public ones are not theirs). */
const patientRoutes = () =>
  registeredRoutes(t.app).flatMap((r) =>
    r.config?.access === 'patient'
      ? [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: r.url }))
      : [],
  );

describe('a caregiver token over every route', () => {
  it('every patient route maps to an operation with a declared caregiver scope (or none)', () => {
    const routes = patientRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const unmapped = routes.filter((r) => !operationOf({ method: r.method, routeOptions: { url: r.url } } as never));
    expect(unmapped.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of routes) {
      const op = operationOf({ method: r.method, routeOptions: { url: r.url } } as never)!;
      expect(op in CAREGIVER_ROUTE_SCOPE, op).toBe(true);
    }
  });

  for (const which of ['view', 'all'] as const) {
    it(`acting under a grant of ${which === 'view' ? 'requests_view only' : 'every scope'}: 403 outside it, never refused inside it`, async () => {
      const u = which === 'view' ? carer : carer2;
      const scopes: readonly string[] = which === 'view' ? ['requests_view'] : CAREGIVER_SCOPES;
      const failures: string[] = [];
      let granted = 0;
      for (const r of patientRoutes()) {
        const op = operationOf({ method: r.method, routeOptions: { url: r.url } } as never)!;
        const need = CAREGIVER_ROUTE_SCOPE[op];
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fill(r.url, ownRid, 1),
          headers: { ...u.headers, 'x-acting-for': String(grants[which]) },
          payload: r.method === 'GET' ? undefined : {},
        });
        const allowed = need !== null && scopes.includes(need);
        if (allowed) granted++;
        if (!allowed && res.statusCode !== 403) failures.push(`${op} (${need}) → ${res.statusCode}, expected 403`);
        if (allowed && [401, 403].includes(res.statusCode))
          failures.push(`${op} (${need}) → ${res.statusCode}, expected not refused`);
        if (res.statusCode >= 500) failures.push(`${op} → ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
      expect(granted).toBeGreaterThan(which === 'view' ? 2 : 50);
    });
  }

  it("another patient's requests, records and files never answer with data to a caregiver, whatever the grant", async () => {
    const failures: string[] = [];
    for (const r of patientRoutes()) {
      if (!/:(rid|id|fileId)\b/.test(r.url)) continue;
      const op = operationOf({ method: r.method, routeOptions: { url: r.url } } as never)!;
      // A provider's id is the public directory's, not a patient's.
      if (['getCustodian', 'getCustodianByUrl', 'getServiceCharge', 'generateCaptcha'].includes(op)) continue;
      for (const id of strangerIds) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fill(r.url, strangerRid, id),
          headers: { ...carer2.headers, 'x-acting-for': String(grants.all) },
          payload: r.method === 'GET' ? undefined : {},
        });
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${op} id ${id} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the lists answer the granted patient only', async () => {
    const h = { ...carer2.headers, 'x-acting-for': String(grants.all) };
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/requests', headers: h });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(ownRid);
    expect(list.body).not.toContain(strangerRid);
    const records = await t.app.inject({ method: 'GET', url: '/api/v2/medical_records/requests', headers: h });
    expect(records.statusCode).toBe(200);
    expect(records.body).not.toContain(strangerRid);
  });
});
