import { Writable } from 'node:stream';
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dependents } from '../src/db/schema';
import { loggerOptions } from '../src/platform/logger';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';

/**
 * Malformed input answers 4xx in the spec's error format and stores nothing; nothing a patient
 * typed reaches the log, even when the database refuses it.
 */
let t: TestApp;
let alice: TestUser;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' });
  alice = await signUp(t);
});
afterAll(() => t.close());

const isSpecError = (body: string) => {
  const j = JSON.parse(body);
  return typeof j.error?.code === 'string' && Array.isArray(j.error?.messages) && j.error.messages.length > 0;
};
const dependent = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  dob: '3/4/2015',
  gender: 'female',
  school: 'Oak Street',
  relation: 'child',
};

describe('control characters', () => {
  it.each([
    ['school', { school: 'Ana\u0000Ruiz' }],
    ['first_name', { first_name: 'An\u0000a' }],
    ['sport', { sport: 'Soc\u0007cer' }],
    ['a key', { ['sch\u0000ool']: 'x' }],
  ])('a NUL or control character in %s is a 400, and nothing is stored', async (_what, over) => {
    const before = (await t.database.db.select().from(dependents)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: alice.headers,
      payload: { ...dependent, ...over },
    });
    expect(res.statusCode).toBe(400);
    expect(isSpecError(res.body)).toBe(true);
    expect((await t.database.db.select().from(dependents)).length).toBe(before);
  });

  it('keeps line breaks in free text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: alice.headers,
      payload: { ...dependent, sport: 'Soccer\nswim' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses NUL in a query string, a path and a multipart field', async () => {
    const q = await t.app.inject({ method: 'GET', url: '/api/v2/custodians?search=Ced%00ar', headers: alice.headers });
    expect(q.statusCode).toBe(400);
    expect(isSpecError(q.body)).toBe(true);
    const p = await t.app.inject({ method: 'GET', url: '/api/v2/patient/dependents/1%00', headers: alice.headers });
    expect([400, 404]).toContain(p.statusCode);
    expect(isSpecError(p.body)).toBe(true);
    const boundary = 'b0undary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="issue"\r\n\r\nOther\r\n--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHel\u0000p\r\n--${boundary}--\r\n`;
    const m = await t.app.inject({
      method: 'POST',
      url: '/api/v2/support/jira',
      headers: { ...alice.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(m.statusCode).toBe(400);
    expect(isSpecError(m.body)).toBe(true);
  });
});

describe('malformed bodies', () => {
  it('multipart without a boundary is a 4xx in the spec format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/support/jira',
      headers: { ...alice.headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(isSpecError(res.body)).toBe(true);
  });

  it('truncated multipart is a 4xx in the spec format', async () => {
    const boundary = 'trunc';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="issue"\r\n\r\nOth`;
    for (const url of [
      '/api/v2/support/jira',
      '/api/v2/documents/supporting?rid=R1',
      '/api/v2/request/record_request',
      '/api/v2/payments/store_screen_shot',
      '/api/v2/user/avatar',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...alice.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(isSpecError(res.body), url).toBe(true);
    }
  });

  it('JSON in a charset other than UTF-8 is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: { ...alice.headers, 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from(JSON.stringify(dependent), 'utf16le'),
    });
    expect(res.statusCode).toBe(415);
    expect(isSpecError(res.body)).toBe(true);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: { ...alice.headers, 'content-type': 'application/json; charset=UTF-8' },
      payload: JSON.stringify({ ...dependent, first_name: 'Utf' }),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('ids are decimal digits only: 0x10, 1e3, +7 and " 7" are refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: alice.headers,
      payload: dependent,
    });
    const id = res.json().id as number;
    for (const bad of ['0x10', '1e3', '+7', '%207', '7.0', `${id}.0`]) {
      const r = await t.app.inject({ method: 'GET', url: `/api/v2/patient/dependents/${bad}`, headers: alice.headers });
      expect(r.statusCode, bad).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/patient/dependents/${id}`, headers: alice.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('over-long headers get the spec error body, not a bare status', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const sock = net.connect(port, '127.0.0.1', () => {
        sock.write(`GET /api/v2/user HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
      });
      let got = '';
      sock.on('data', (d) => (got += d.toString()));
      sock.on('close', () => resolve(got));
      sock.on('error', (e) => (got ? resolve(got) : reject(e)));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(isSpecError(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toBe(true);
  });
});

describe('answers of patient data are never cached', () => {
  it('sends no-store on JSON answers, files and errors', async () => {
    for (const url of ['/api/v2/user', '/api/v2/patient/dependents', '/api/v2/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: alice.headers });
      expect(res.headers['cache-control'], url).toContain('no-store');
    }
  });
});

describe('logs', () => {
  it('never carry a value a patient sent, even from a database error', () => {
    const sink = new Writable({
      write(chunk, _e, cb) {
        logLines.push(chunk.toString());
        cb();
      },
    });
    const log = pino(loggerOptions('info') as pino.LoggerOptions, sink);
    const dbErr = Object.assign(
      new Error('Failed query: insert into dependents ... params: Ana\u0000Ruiz,2015-03-04,ana@example.com'),
      {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
          code: '22021',
          severity: 'ERROR',
          detail: 'Key (email)=(ana@example.com)',
        }),
      },
    );
    log.error({ err: dbErr, patientName: 'Ana Ruiz', subject: 'Records for Ana Ruiz', mailId: 7 }, 'unhandled error');
    const line = logLines.join('');
    expect(line).not.toMatch(/Ana|ana@example|2015-03-04|Ruiz/);
    const j = JSON.parse(line);
    expect(j.err.cause.sqlState).toBe('22021');
    expect(j.mailId).toBe(7);
    expect(j.patientName).toBe('[redacted]');
  });
});
