import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema';
import { notifyRecordsReady, notifyStatusChange } from '../src/modules/notifications';
import { createTestApp, signUp, type TestApp } from './harness';
import { makeCustodian, makeRequest } from './tracking-fixtures';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.test' });
});
afterAll(() => t.close());

describe('notifications', () => {
  it('mails a status change and records ready with a sign-in link and no health details', async () => {
    const u = await signUp(t, { name: 'Morgan' });
    const c = await makeCustodian(t.database.db, 'Riverside Behavioral Health');
    const r = await makeRequest(t.database.db, u.id, {
      custodianId: c.id,
      recordTypes: ['Psychiatric notes'],
      reasonForRequest: ['Second opinion'],
    });

    expect(await notifyStatusChange(t.app.ctx, r.id, 'completed_archived')).toBe(true);
    expect(await notifyRecordsReady(t.app.ctx, r.id)).toBe(true);
    expect(await notifyStatusChange(t.app.ctx, 999_999, 'completed')).toBe(false);

    const mails = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(mailOutbox.id)
    ).filter((m) => m.subject !== 'Welcome to the Patient Portal');
    expect(mails.map((m) => m.subject)).toEqual([
      `Your request ${r.rid} has been updated`,
      `Your records for request ${r.rid} are ready`,
    ]);
    expect(first(mails).text).toContain('is now: completed - archived.');
    for (const m of mails) {
      expect(m.text).toContain('Hello Morgan,');
      expect(m.text).toContain(`https://portal.example.test/p/request-detail/${r.rid}?requestType=Record`);
      for (const secret of ['Riverside', 'Behavioral', 'Psychiatric', 'Second opinion', 'Avery', 'Stone', '1988']) {
        expect(m.text).not.toContain(secret);
        expect(m.subject).not.toContain(secret);
      }
    }
  });
});
