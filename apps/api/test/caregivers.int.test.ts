// One database suffices: grants are plain rows checked per call; nothing here depends on the engine.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { auditEvents, authorizations, caregiverGrants, mailOutbox, requests } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { makeCustodian, makeFile, makeRequest } from './tracking-fixtures';
import { caller, grantTo as grantGiven, invitationToken as tokenMailedTo, type Method } from './support/caregivers';

let t: TestApp;
let patient: TestUser;
let carer: TestUser;
let other: TestUser;
let rid: string;
let otherRid: string;

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t, { name: 'Margaret', last_name: 'Hale' });
  carer = await signUp(t, { name: 'John', last_name: 'Thornton' });
  other = await signUp(t);
  rid = (await makeRequest(t.database.db, patient.id)).rid;
  otherRid = (await makeRequest(t.database.db, other.id)).rid;
});
afterAll(() => t.close());

const call: ReturnType<typeof caller> = (...args) => caller(t)(...args);
const invitationToken = (email: string) => tokenMailedTo(t, email);
const grantTo = (u: TestUser, scopes: string[], over: Record<string, unknown> = {}) =>
  grantGiven(t, patient, u, scopes, over);

describe('caregivers', () => {
  let grant: number;

  it('invites by e-mail, the invitation shows what it grants, and the caregiver accepts with their own account', async () => {
    const inv = await call(patient, 'POST', '/api/v2/caregivers', {
      email: carer.email,
      scopes: ['requests_view', 'records'],
      role: 'power_of_attorney',
      ends_on: '',
    });
    expect(inv.statusCode, inv.body).toBe(200);
    expect(inv.json()).toMatchObject({ status: 'invited', name: null, scopes: ['requests_view', 'records'] });
    const token = await invitationToken(carer.email);
    const info = await t.app.inject({ method: 'POST', url: '/api/v2/caregiver_invites/lookup', payload: { token } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ patient_name: 'Margaret Hale', role: 'power_of_attorney' });

    const acc = await call(carer, 'POST', '/api/v2/caregiver_invites/accept', { token });
    expect(acc.statusCode, acc.body).toBe(200);
    grant = acc.json().id;
    // Used once.
    expect((await call(other, 'POST', '/api/v2/caregiver_invites/accept', { token })).statusCode).toBe(404);
    // The patient is mailed who accepted.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, patient.email));
    expect(
      mails.some((m) => m.subject === 'Your caregiver accepted your invitation' && m.text.includes('John Thornton')),
    ).toBe(true);
    const list = await call(patient, 'GET', '/api/v2/caregivers');
    expect(list.json().caregivers[0]).toMatchObject({ id: grant, status: 'active', name: 'John Thornton' });
    const mine = await call(carer, 'GET', '/api/v2/acting_for');
    expect(mine.json().grants).toEqual([expect.objectContaining({ id: grant, patient_name: 'Margaret Hale' })]);
  });

  it('refuses bad input and stores nothing', async () => {
    const before = (await call(patient, 'GET', '/api/v2/caregivers')).json().caregivers.length;
    for (const body of [
      { email: 'not-an-email', scopes: ['records'], role: 'other' },
      { email: 'x@example.com', scopes: [], role: 'other' },
      { email: 'x@example.com', scopes: ['everything'], role: 'other' },
      { email: 'x@example.com', scopes: ['records'], role: 'king' },
      { email: 'x@example.com', scopes: ['records'], role: 'other', ends_on: '2001-01-01' },
      { email: patient.email, scopes: ['records'], role: 'other' },
    ]) {
      const res = await call(patient, 'POST', '/api/v2/caregivers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call(patient, 'POST', '/api/v2/caregivers', { email: carer.email, scopes: ['records'], role: 'other' }))
        .statusCode,
    ).toBe(409);
    expect((await call(patient, 'GET', '/api/v2/caregivers')).json().caregivers.length).toBe(before);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/caregiver_invites/lookup',
      payload: { token: 'x'.repeat(40) },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message ?? bad.body).toContain(MESSAGES.caregiverInviteInvalid);
  });

  it("acts within scope on the patient's data only, and is refused outside it with 403", async () => {
    const list = await call(carer, 'GET', '/api/v2/requests', undefined, grant);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(rid);
    expect(list.body).not.toContain(otherRid);
    expect((await call(carer, 'GET', `/api/v2/requests/${rid}/detail`, undefined, grant)).statusCode).toBe(200);
    expect((await call(carer, 'GET', `/api/v2/requests/${otherRid}/detail`, undefined, grant)).statusCode).toBe(404);
    // Without the header the caregiver is themselves: the patient's request is not theirs.
    expect((await call(carer, 'GET', `/api/v2/requests/${rid}/detail`)).statusCode).toBe(404);

    const refused: Array<[Method, string, unknown?]> = [
      ['GET', `/api/v2/requests/${rid}/messages`],
      ['POST', `/api/v2/requests/${rid}/messages`, { message: 'hello' }],
      ['GET', '/api/v2/patient/cards'],
      ['POST', '/api/v2/request/record_request', { status: 'draft', idempotency_key: randomUUID(), current_step: 2 }],
      // Never while acting, whatever the scope: the patient's sign-in, factors, e-mail, profile, caregivers.
      ['GET', '/api/v2/user'],
      ['POST', '/api/v2/user', { name: 'X' }],
      ['PUT', '/api/v2/user/update_password', { password: 'x' }],
      ['GET', '/api/v2/user/security'],
      ['POST', '/api/v2/user/security/totp'],
      ['DELETE', '/api/v2/user/security/factors/1'],
      ['GET', '/api/v2/caregivers'],
      ['POST', '/api/v2/caregivers', { email: 'friend@example.com', scopes: ['records'], role: 'other' }],
      ['GET', `/api/v2/caregivers/${grant}/activity`],
      ['POST', `/api/v2/caregivers/${grant}/revoke`],
      ['GET', '/api/v2/patient/dependents'],
      ['POST', '/api/v2/shares', {}],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(carer, method, url, body, grant);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('audits the caregiver as the actor and the patient as the subject, and logs the activity for the patient', async () => {
    await t.app.ctx.readAudit.flush();
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, carer.id), eq(auditEvents.subjectUserId, patient.id)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.action === 'caregiver.refused')).toBe(true);

    const act = await call(patient, 'GET', `/api/v2/caregivers/${grant}/activity`);
    expect(act.statusCode).toBe(200);
    const ops = act.json().activity.map((a: { operation: string; action: string }) => `${a.action} ${a.operation}`);
    expect(ops).toContain('viewed listRequests');
    expect(ops).toContain('viewed getRequestDetail');
    // Refused calls are not activity.
    expect(ops.join()).not.toContain('listRequestMessages');
  });

  it("a caregiver cannot see another caregiver's activity, nor manage the patient's caregivers", async () => {
    const second = await signUp(t);
    const g2 = await grantTo(second, ['requests_view']);
    expect((await call(second, 'GET', `/api/v2/caregivers/${grant}/activity`)).statusCode).toBe(404);
    expect((await call(second, 'GET', `/api/v2/caregivers/${grant}/activity`, undefined, g2)).statusCode).toBe(403);
    expect((await call(second, 'GET', '/api/v2/caregivers')).json().caregivers).toEqual([]);
    expect((await call(second, 'POST', `/api/v2/caregivers/${grant}/revoke`)).statusCode).toBe(404);
    // Another caregiver's grant id is not theirs to act under.
    expect((await call(second, 'GET', '/api/v2/requests', undefined, grant)).statusCode).toBe(403);
    expect((await call(carer, 'GET', '/api/v2/requests', undefined, g2)).statusCode).toBe(403);
    for (const bad of ['0', 'abc', '-1', '99999999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v2/requests',
        headers: { ...carer.headers, 'x-acting-for': bad },
      });
      expect(res.statusCode, bad).toBe(403);
    }
  });

  it('a scope change takes effect on the next call', async () => {
    const res = await call(patient, 'PUT', `/api/v2/caregivers/${grant}`, {
      scopes: ['requests_view', 'records', 'chat', 'requests_make'],
      role: 'power_of_attorney',
      ends_on: null,
      part2_consent: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(carer, 'GET', `/api/v2/requests/${rid}/messages`, undefined, grant)).statusCode).toBe(200);
  });

  it('a request made while acting records the caregiver as its requester', async () => {
    const c = await makeCustodian(t.database.db);
    const res = await call(
      carer,
      'POST',
      '/api/v2/request/record_request',
      { status: 'draft', idempotency_key: randomUUID(), custodian_id: c.id, current_step: 2 },
      grant,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(requests).where(eq(requests.rid, res.json().request_rid));
    expect(row).toMatchObject({ userId: patient.id, requestedByUserId: carer.id });
    // The caregiver signs the authorization as the patient's representative, never as the patient.
    const ctx = await call(
      carer,
      'GET',
      `/api/v2/authorizations/e_authorization/context?rid=${row!.rid}`,
      undefined,
      grant,
    );
    expect(ctx.statusCode, ctx.body).toBe(200);
    expect(ctx.json().patient.is_dependent).toBe(true);
    const own = await call(patient, 'GET', `/api/v2/authorizations/e_authorization/context?rid=${row!.rid}`);
    expect(own.json().patient.is_dependent).toBe(false);
  });

  it('Part 2 (alcohol and drug) records need the patient’s consent for this caregiver', async () => {
    const r = await makeRequest(t.database.db, patient.id);
    const fileId = await makeFile(t.database.db, patient.id, 'auth.pdf');
    await t.database.db.insert(authorizations).values({
      requestId: r.id,
      userId: patient.id,
      type: 'PatientEAuthorization',
      fileId,
      name: 'auth.pdf',
      sensitiveInfo: ['alcohol_drug'],
    });
    expect((await call(carer, 'GET', `/api/v2/requests/${r.rid}/detail`, undefined, grant)).statusCode).toBe(404);
    // The patient's own rows are unaffected.
    expect((await call(patient, 'GET', `/api/v2/requests/${r.rid}/detail`)).statusCode).toBe(200);
    await call(patient, 'PUT', `/api/v2/caregivers/${grant}`, {
      scopes: ['requests_view', 'records', 'chat', 'requests_make'],
      role: 'power_of_attorney',
      ends_on: null,
      part2_consent: true,
    });
    expect((await call(carer, 'GET', `/api/v2/requests/${r.rid}/detail`, undefined, grant)).statusCode).toBe(200);
  });

  it('an end date past ends access', async () => {
    const third = await signUp(t);
    const g3 = await grantTo(third, ['requests_view']);
    expect((await call(third, 'GET', '/api/v2/requests', undefined, g3)).statusCode).toBe(200);
    await t.database.db.update(caregiverGrants).set({ endsOn: '2001-01-01' }).where(eq(caregiverGrants.id, g3));
    const res = await call(third, 'GET', '/api/v2/requests', undefined, g3);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(MESSAGES.caregiverAccessEnded);
    expect((await call(third, 'GET', '/api/v2/acting_for')).json().grants).toEqual([]);
    const listed = (await call(patient, 'GET', '/api/v2/caregivers')).json().caregivers;
    expect(listed.find((g: { id: number }) => g.id === g3).status).toBe('expired');
  });

  it('the patient revokes and the very next call is refused; the caregiver is mailed', async () => {
    expect((await call(carer, 'GET', '/api/v2/requests', undefined, grant)).statusCode).toBe(200);
    const rev = await call(patient, 'POST', `/api/v2/caregivers/${grant}/revoke`);
    expect(rev.statusCode).toBe(200);
    expect(rev.json().status).toBe('revoked');
    const next = await call(carer, 'GET', '/api/v2/requests', undefined, grant);
    expect(next.statusCode).toBe(403);
    expect(next.body).toContain(MESSAGES.caregiverAccessEnded);
    // Their own account still works.
    expect((await call(carer, 'GET', '/api/v2/user')).statusCode).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, carer.email));
    expect(mails.some((m) => m.subject === 'Your access as a caregiver has ended')).toBe(true);
  });

  it('a caregiver can leave; the patient is mailed', async () => {
    const fourth = await signUp(t);
    const g4 = await grantTo(fourth, ['records']);
    expect((await call(fourth, 'POST', `/api/v2/acting_for/${g4}/leave`)).statusCode).toBe(200);
    expect((await call(fourth, 'GET', '/api/v2/medical_records/requests', undefined, g4)).statusCode).toBe(403);
    expect((await call(fourth, 'POST', `/api/v2/acting_for/${g4}/leave`)).statusCode).toBe(404);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, patient.email));
    expect(mails.some((m) => m.subject === 'Your caregiver stopped acting for you')).toBe(true);
  });
});
