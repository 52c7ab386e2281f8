import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, users } from '../src/db/schema';
import { createTestApp, signUp, TEST_PASSWORD, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

/** The portal language kept on the account: chosen at sign-up or later, one of the 13. */
let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { language: 'ar' });
});
afterAll(() => t.close());

const put = (body: unknown, headers: Record<string, string> = alice.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/user/language', headers, payload: body as object });

describe('portal language on the account', () => {
  it('keeps the language chosen at sign-up and shows it on the profile', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: alice.headers });
    expect(me.json().language).toBe('ar');
  });

  it('refuses sign-up with a language that is not one of the 13', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_up',
      payload: {
        name: 'X',
        last_name: 'Y',
        email: 'xx-lang@example.com',
        password: TEST_PASSWORD,
        date_of_birth: '1/2/1990',
        language: 'xx',
      },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.database.db.select().from(users).where(eq(users.email, 'xx-lang@example.com'))).length).toBe(0);
  });

  it('changes it with PUT /api/v2/user/language, audited', async () => {
    const res = await put({ language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('es');
    const row = first(await t.database.db.select().from(users).where(eq(users.id, alice.id)));
    expect(row.language).toBe('es');
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.update'));
    expect(audits.some((a) => (a.details as { language?: string } | null)?.language === 'es')).toBe(true);
  });

  it('refuses an unknown or malformed language (400) and keeps the old one', async () => {
    for (const body of [{ language: 'xx' }, { language: 'e'.repeat(5000) }, {}, { language: 3 }]) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.messages.length).toBeGreaterThan(0);
    }
    const row = first(await t.database.db.select().from(users).where(eq(users.id, alice.id)));
    expect(row.language).toBe('es');
  });

  it('needs a session (401)', async () => {
    expect((await put({ language: 'fr' }, {})).statusCode).toBe(401);
  });
});
