import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { auditEvents, authorizations, files } from '../src/db/schema';
import { pdfText, signerWorld } from './authorizations-signer-fixtures';
import { createTestApp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

/**
 * who signs (a representative for a dependent, with their authority), the consent text
 * that follows the answers, and the preview of the PDF before signing (the public HIPAA page:
 * authorizations-public-hipaa.int.test.ts).
 */
let t: TestApp;
let jordan: TestUser;
let bob: TestUser;
let ridMaya: string;
let ridSelf: string;
let mayaRequestId: number;

const guardian = (over: Record<string, unknown> = {}) => ({
  full_name: 'Maya Rivera',
  initials: 'JR',
  dob: '9/3/2015',
  ssn: '',
  role: 'guardian',
  extra_value: 'Jordan Rivera',
  authority: 'Parent of Maya, a minor child',
  patient_is_dependent: true,
  sensitive_offered: true,
  release_sensitive_info: 'no',
  sensitive_info: [],
  signature_mode: 'type',
  signature: 'Jordan Rivera',
  ...over,
});
const post = (u: TestUser | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u?.headers ?? {}, payload: payload as object });
const sign = (u: TestUser | null, rid: string, form: unknown) =>
  post(u, '/api/v2/authorizations/e_authorization', { rid, form });
const preview = (u: TestUser | null, rid: string, form: unknown) =>
  post(u, '/api/v2/authorizations/e_authorization/preview', { rid, form });
const countRows = async () => [
  first(await t.database.db.select({ n: count() }).from(authorizations)).n,
  first(await t.database.db.select({ n: count() }).from(files)).n,
];

beforeAll(async () => {
  t = await createTestApp();
  ({ jordan, bob, ridMaya, ridSelf, mayaRequestId } = await signerWorld(t));
});
afterAll(() => t.close());

describe('the signer of an e-authorization', () => {
  it('pre-fills what the account knows: the patient of the request and the account holder', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/e_authorization/context?rid=${ridMaya}`,
      headers: jordan.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      patient: { full_name: 'Maya Rivera', dob: '9/3/2015', is_dependent: true },
      account: { full_name: 'Jordan Rivera', initials: 'JR' },
    });
    const self = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/e_authorization/context?rid=${ridSelf}`,
      headers: jordan.headers,
    });
    expect(self.json().patient).toEqual({ full_name: 'Jordan Rivera', dob: '4/12/1985', is_dependent: false });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/authorizations/e_authorization/context?rid=${ridMaya}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/authorizations/e_authorization/context?rid=${ridMaya}` }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    [
      'as the patient (the form said so)',
      { role: 'patient', extra_value: '', authority: '' },
      'form.role',
      MESSAGES.representativeRequired,
    ],
    [
      'as the patient (the form hid that the patient is a dependent)',
      { role: 'patient', extra_value: '', authority: '', patient_is_dependent: false },
      'form.role',
      MESSAGES.representativeRequired,
    ],
    ['as a guardian without a description of the authority', { authority: '' }, 'form.authority', MESSAGES.required],
    ['as a guardian without the name', { extra_value: ' ' }, 'form.extra_value', MESSAGES.required],
    ['with no role', { role: '' }, 'form.role', MESSAGES.required],
  ])(
    "refuses a dependent's authorization signed %s with a clear 400, storing nothing",
    async (_l, over, field, message) => {
      const before = await countRows();
      for (const call of [sign, preview]) {
        const res = await call(jordan, ridMaya, guardian(over));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
        expect(res.json().error.messages[0]).toBe(message);
      }
      expect(await countRows()).toEqual(before);
    },
  );

  it('a guardian signs for the child: the PDF and its certificate name the guardian as signer, the child as patient, and the authority', async () => {
    const res = await sign(jordan, ridMaya, guardian());
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(authorizations).where(eq(authorizations.id, res.json().id));
    expect(row).toMatchObject({
      authName: 'Maya Rivera',
      authRole: 'guardian',
      authExtraValue: 'Jordan Rivera',
      authAuthority: 'Parent of Maya, a minor child',
      releaseSensitiveInfo: false,
    });
    const dl = await t.app.inject({ method: 'GET', url: res.json().url, headers: jordan.headers });
    const text = pdfText(dl.rawPayload);
    if (text !== null) {
      expect(text).toContain('Patient: Maya Rivera, date of birth');
      expect(text).toContain(
        'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya, a minor child.',
      );
      expect(text).toContain('Signed by: Jordan Rivera (JR) — Guardian');
      // Written about the patient, not "my" records, when a representative signs.
      expect(text).not.toMatch(/\bmy\b/i);
      expect(text).toContain('Patient: Maya Rivera');
      expect(text).toContain(`Signed by: Jordan Rivera (account ${jordan.email})`);
      expect(text).toContain('Role: Guardian');
      expect(text).toContain('Authority: Parent of Maya, a minor child');
      expect(text).not.toContain('Signed by: Maya Rivera');
      // The answer was No: nothing says the sensitive categories are released.
      expect(text).not.toContain('Sensitive information that will be released');
      expect(text).toContain('Sensitive information that will NOT be released:');
      expect(text).toMatch(/This authorization expires on \d{1,2}\/\d{1,2}\/\d{4}, unless it is revoked earlier\./);
    }
  });

  it('the patient signs their own request as Patient, and Yes with one box releases only that category', async () => {
    const res = await sign(
      jordan,
      ridSelf,
      guardian({
        full_name: 'Jordan Rivera',
        dob: '4/12/1985',
        role: 'patient',
        extra_value: '',
        authority: '',
        patient_is_dependent: false,
        release_sensitive_info: 'yes',
        sensitive_info: ['mental_health'],
      }),
    );
    expect(res.statusCode).toBe(200);
    const text = pdfText(
      (await t.app.inject({ method: 'GET', url: res.json().url, headers: jordan.headers })).rawPayload,
    );
    if (text !== null) {
      expect(text).toContain('Signed by: Jordan Rivera (JR)');
      expect(text).toContain('Sensitive information that will be released, and only this: Mental health counseling.');
      expect(text).not.toContain('Authority to act for the patient');
    }
  });
});

describe('POST /api/v2/authorizations/e_authorization/preview', () => {
  it('answers the PDF that signing would store, stores nothing, and writes an audit row', async () => {
    const before = await countRows();
    const res = await preview(jordan, ridMaya, guardian({ signature_mode: 'type', signature: 'Jordan Rivera' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await countRows()).toEqual(before);
    const text = pdfText(res.rawPayload);
    if (text !== null) {
      expect(text).toContain('Signed by: Jordan Rivera (JR) — Guardian');
      expect(text).toContain('Patient: Maya Rivera');
      expect(text).not.toContain('Audit certificate');
    }
    const a = first(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'authorization.preview'))
        .orderBy(desc(auditEvents.id))
        .limit(1),
    );
    expect(a.requestId).toBe(mayaRequestId);
  });

  it('refuses no token (401), another user (404), malformed (400) and oversized (413) bodies', async () => {
    expect((await preview(null, ridMaya, guardian())).statusCode).toBe(401);
    expect((await preview(bob, ridMaya, guardian())).statusCode).toBe(404);
    expect((await post(jordan, '/api/v2/authorizations/e_authorization/preview', { rid: ridMaya })).statusCode).toBe(
      400,
    );
    expect((await preview(jordan, ridMaya, guardian({ dob: '1/1/2999' }))).json().error.fields['form.dob']).toBe(
      MESSAGES.invalidDate,
    );
    const huge = await preview(jordan, ridMaya, guardian({ signature: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
  });
});
