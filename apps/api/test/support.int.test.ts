import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HELP_DESK_ISSUES, HELP_DESK_SENT, MESSAGES } from '@portal/shared';
import { auditEvents, errorReports, helpDeskTickets } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let tracker: Server;
const received: Array<Record<string, unknown>> = [];
let alice: TestUser;

beforeAll(async () => {
  tracker = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ key: 'HD-42' }));
    });
  });
  await new Promise<void>((r) => tracker.listen(0, '127.0.0.1', r));
  const port = (tracker.address() as AddressInfo).port;
  t = await createTestApp({ HELP_DESK_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` });
  alice = await signUp(t);
});
afterAll(async () => {
  await t.close();
  tracker.close();
});

function form(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = '----helpdesk';
  let body = '';
  for (const [k, v] of Object.entries(fields))
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  if (file)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`;
  body += `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const good = {
  issue: HELP_DESK_ISSUES[2],
  title: 'Upload stuck',
  comment: 'The upload spinner never stops.',
  unique_identifier_number: 'P-2007',
};
const send = (u: TestUser | null, f: ReturnType<typeof form>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/support/jira',
    headers: { ...(u?.headers ?? {}), ...f.headers },
    payload: f.payload,
  });

describe('help desk', () => {
  it('stores a ticket with its page code, audits it and forwards it to the tracker', async () => {
    const res = await send(alice, form(good));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(HELP_DESK_SENT);
    const row = first(
      await t.database.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, res.json().ticket_id)),
    );
    expect(row).toMatchObject({
      userId: alice.id,
      issue: good.issue,
      title: good.title,
      uniqueIdentifierNumber: 'P-2007',
      externalKey: 'HD-42',
    });
    expect(row.forwardedAt).not.toBeNull();
    expect(received.at(-1)).toMatchObject({ ticket_id: row.id, unique_identifier_number: 'P-2007', title: good.title });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'support.ticket'));
    expect(audit.map((a) => a.entityId)).toContain(String(row.id));
  });

  it('refuses missing title or comment, unknown issues, bad page codes and files; stores nothing', async () => {
    const before = (await t.database.db.select().from(helpDeskTickets)).length;
    const noTitle = await send(alice, form({ ...good, title: '  ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.messages).toEqual([MESSAGES.required]);
    expect((await send(alice, form({ ...good, comment: '' }))).json().error.fields).toHaveProperty(
      'comment',
      MESSAGES.required,
    );
    expect((await send(alice, form({ ...good, issue: 'Other' }))).statusCode).toBe(400);
    expect((await send(alice, form({ ...good, unique_identifier_number: 'P-3001' }))).statusCode).toBe(400);
    expect((await send(alice, form(good, { name: 'attachment', content: 'x' }))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/support/jira',
      headers: alice.headers,
      payload: good,
    });
    expect(json.statusCode).toBe(400);
    expect((await send(null, form(good))).statusCode).toBe(401);
    expect((await t.database.db.select().from(helpDeskTickets)).length).toBe(before);
  });
});

describe('error reports', () => {
  it('stores name, message, stacks and the route path without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/error_reports',
      payload: {
        name: 'TypeError',
        message: 'x is undefined',
        stack: 'at y',
        component_stack: 'in Page',
        route: '/p/profile?token=secret',
      },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await t.database.db.select().from(errorReports);
    expect(row).toMatchObject({
      name: 'TypeError',
      message: 'x is undefined',
      stack: 'at y',
      componentStack: 'in Page',
      route: '/p/profile',
    });
  });

  it('refuses oversized fields and limits the rate', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v2/error_reports',
      payload: { message: 'x'.repeat(5000), route: '/' },
    });
    expect(big.statusCode).toBe(400);
    let limited = 0;
    for (let i = 0; i < 12; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v2/error_reports',
        payload: { message: 'again', route: '/' },
      });
      if (r.statusCode === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
