import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { custodians, requests } from '../src/db/schema';
import { createStaffAccount } from '../src/modules/staff/accounts';
import { TEST_PASSWORD, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';
import { totpCode } from './support/totp';

/**
 * Creates a staff account the way `staff:create` does and signs it in through the login API: the
 * password, then the enrolment every records-desk account makes at its first sign-in (an
 * authenticator app, confirmed with a code computed here), then the hand-off.
 */
export async function signInStaff(
  t: TestApp,
): Promise<TestUser & { redirect: string; totpSecret: string; setCookies: string[] }> {
  const email = `clerk-${randomBytes(3).toString('hex')}@example.com`;
  await createStaffAccount(t.database.db, { email, password: TEST_PASSWORD, name: 'Casey', last_name: 'Morgan' });
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(`staff sign in failed at ${url}: ${res.body}`);
    return res.json();
  };
  const { mfa_token } = await post('/api/v2/auth/sign_in', { email, password: TEST_PASSWORD });
  const { secret } = await post('/api/v2/auth/mfa/enrol_totp', { mfa_token });
  await post('/api/v2/auth/mfa/enrol_totp/confirm', { mfa_token, code: totpCode(secret) });
  const { auth_token, redirect } = await post('/api/v2/auth/mfa/continue', { mfa_token });
  const ex = await t.app.inject({ method: 'POST', url: '/api/v2/auth/exchange', payload: { auth_token } });
  const token = ex.json().session_token as string;
  // The cookies the exchange's answer set (the desk's document cookie: platform/document-session.ts).
  const setCookies = [ex.headers['set-cookie'] ?? []].flat().map(String);
  return { id: 0, email, token, headers: { 'authorization-token': token }, redirect, totpSecret: secret, setCookies };
}

let seq = 0;
/** A submitted (ordered) request of a patient, as the wizard leaves it; days back sets the HIPAA clock. */
export async function orderedRequest(
  t: TestApp,
  userId: number,
  over: Partial<typeof requests.$inferInsert> & { daysAgo?: number } = {},
) {
  const { daysAgo = 2, ...rest } = over;
  let [c] = await t.database.db.select().from(custodians).where(eq(custodians.urlId, 'desk-test-clinic'));
  if (!c)
    c = first(
      await t.database.db
        .insert(custodians)
        .values({ urlId: 'desk-test-clinic', name: 'Desk Test Clinic', state: 'NY', city: 'Albany' })
        .returning(),
      'custodian',
    );
  const orderedOn = new Date(Date.now() - daysAgo * 86_400_000);
  const r = first(
    await t.database.db
      .insert(requests)
      .values({
        rid: `T${Date.now().toString().slice(-6)}${++seq}`,
        userId,
        custodianId: c.id,
        requestType: 'Record',
        status: 'ordered',
        currentStep: 11,
        patientFirstName: 'Avery',
        patientLastName: `Stone${seq}`,
        patientDob: '1988-03-14',
        allRecords: true,
        reasonForRequest: ['Continuing care'],
        recordTypes: ['All'],
        deliveryMethod: 'instant_download',
        submittedOn: orderedOn,
        orderedOn,
        ...rest,
      })
      .returning(),
    'request',
  );
  return r;
}

/** A multipart body with files (name, bytes), as a browser sends it. */
export function multipart(filesIn: Array<{ field?: string; name: string; body: Buffer; type?: string }>) {
  const boundary = `----desk${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of filesIn) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
      ),
    );
    chunks.push(f.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
