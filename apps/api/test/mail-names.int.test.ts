import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { MESSAGES } from '@portal/shared';
import { mailOutbox, subscriptions, users } from '../src/db/schema';
import { mailHtml } from '../src/platform/mail-templates';
import { createTestApp, signUp, TEST_PASSWORD, type TestApp, type TestUser } from './harness';
import { addRecord, makeRequest } from './payments-helpers';
import { first } from './support/rows';

/**
 * An account name goes into the subject and greeting of mail the portal sends, some of it to a
 * stranger (a share's recipient). A name holding a line break, markup or a web address is refused
 * where it is typed, and whatever a stored name holds, a mail never turns it into a link or a header.
 */
let t: TestApp;
let alice: TestUser;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { name: 'Ana', last_name: 'Silva', date_of_birth: '3/14/1988' });
  await t.database.db.insert(subscriptions).values({
    userId: alice.id,
    status: 'active',
    initials: 'AS',
    priceCents: 499,
    currentPeriodEnd: new Date(Date.now() + 20 * DAY),
  });
});
afterAll(() => t.close());

const BAD_NAMES = [
  'Ana http://evil.example/login',
  'Ana\r\nBcc: victim@example.com',
  '<a href="https://evil.example">Ana</a>',
  'Ana\u2028Silva',
  'www.evil.example',
];

describe('names that would be phishing or a header in mail', () => {
  it.each(BAD_NAMES)('refuses %j at sign-up, in the profile and as a share recipient, storing nothing', async (bad) => {
    const email = `n${Math.random().toString(36).slice(2)}@example.com`;
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_up',
      payload: { name: bad, last_name: 'Silva', email, password: TEST_PASSWORD, date_of_birth: '1/2/1990' },
    });
    expect(up.statusCode).toBe(400);
    expect(up.json().error.messages).toContain(MESSAGES.dependentName);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user',
      headers: alice.headers,
      payload: { user: { name: 'Ana', last_name: bad, organization: '', date_of_birth: '' } },
    });
    expect(profile.statusCode).toBe(400);
    expect(first(await t.database.db.select().from(users).where(eq(users.id, alice.id))).lastName).toBe('Silva');

    const share = await t.app.inject({
      method: 'POST',
      url: '/api/v2/shares',
      headers: alice.headers,
      payload: {
        record_id: 1,
        recipient_name: bad,
        recipient_email: 'rivera@clinic.test',
        purpose: 'Second opinion',
        expires_in_days: 7,
      },
    });
    expect(share.statusCode).toBe(400);
  });

  it('keeps real names: hyphens, apostrophes, accents, periods', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user',
      headers: alice.headers,
      payload: { user: { name: 'Mary-Jane', last_name: "O'Brien-Núñez Jr.", organization: '', date_of_birth: '' } },
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/user',
      headers: alice.headers,
      payload: { user: { name: 'Ana', last_name: 'Silva', organization: '', date_of_birth: '' } },
    });
  });

  it('mails a name stored before these checks as inert text on one line: no link, no added header', async () => {
    // A row from before names were checked (or written around the API).
    await t.database.db
      .update(users)
      .set({ name: 'Ana http://evil.example/login\r\nBcc: victim@example.com' })
      .where(eq(users.id, alice.id));
    const r = await makeRequest(t, alice.id, {
      status: 'completed',
      completedOn: new Date(Date.now() - 2 * DAY),
      patientDob: '1988-03-14',
    });
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const record = await addRecord(t, r.id, 'labs.pdf', Buffer.from(await doc.save()));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/shares',
      headers: alice.headers,
      payload: {
        record_id: record.id,
        recipient_name: 'Dr. Rivera',
        recipient_email: 'rivera@clinic.test',
        purpose: 'Second opinion',
        expires_in_days: 7,
      },
    });
    expect(res.statusCode).toBe(200);
    const mail = first(await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1));
    expect(mail.to).toBe('rivera@clinic.test');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Ana http://evil.example/login Bcc: victim@example.com');
    // The only link in the HTML part is the portal's own.
    const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/^http:\/\/[^/]+\/p\?shared_records=true#share=/);
    expect(mail.html).not.toContain('href="http://evil.example');
    // The text part keeps the name on the line it belongs to.
    expect(mail.text.split('\n')[0]).toContain('Bcc: victim@example.com Silva shared records');
  });

  it('links only lines that are wholly an address, escaped', () => {
    const html = mailHtml('en', 'S', 'Hello Ana http://evil.example/x,\n\nhttps://portal.example/p?a=1&b="2"\n');
    expect([...html.matchAll(/<a /g)]).toHaveLength(1);
    expect(html).toContain('<a href="https://portal.example/p?a=1&#38;b=&#34;2&#34;" dir="ltr">');
  });
});
