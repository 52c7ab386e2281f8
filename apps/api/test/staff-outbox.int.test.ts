// One database suffices: its concurrent calls only sign a clerk and a patient in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, mailOutbox } from '../src/db/schema';
import { OUTBOX_PAGE_SIZE } from '../src/modules/staff/outbox-routes';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { signInStaff } from './staff-helpers';

let t: TestApp;
let clerk: TestUser;
let patient: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [clerk, patient] = await Promise.all([signInStaff(t), signUp(t)]);
  await t.database.db.insert(mailOutbox).values(
    Array.from({ length: OUTBOX_PAGE_SIZE + 3 }, (_, i) => ({
      to: `r${i}@example.com`,
      subject: `Mail ${i}`,
      text: `Open http://x.test/p?i=${i}`,
    })),
  );
});
afterAll(() => t.close());

const get = (u: TestUser | null, q = '') =>
  t.app.inject({ method: 'GET', url: `/api/v2/staff/outbox${q}`, headers: u?.headers ?? {} });

describe('staff outbox (development mail view)', () => {
  it('lists mail newest first, paginated, and audits the read', async () => {
    const first = await get(clerk);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total_pages).toBeGreaterThanOrEqual(2);
    expect(body.mails).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(body.mails[0].id).toBeGreaterThan(body.mails[1].id);
    const second = (await get(clerk, '?page=2')).json();
    expect(second.mails.map((m: { id: number }) => m.id)).not.toContain(body.mails[0].id);
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'mail_outbox'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses patients (403), no token (401) and bad pages (400)', async () => {
    expect((await get(patient)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(clerk, '?page=0')).statusCode).toBe(400);
    expect((await get(clerk, '?page=abc')).statusCode).toBe(400);
  });

  it('is not there when mail is really sent (SMTP configured)', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const c = await signInStaff(smtp);
      const res = await smtp.app.inject({ method: 'GET', url: '/api/v2/staff/outbox', headers: c.headers });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
