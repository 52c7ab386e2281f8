// One database suffices: the concurrent calls are parallel uploads cut short, answered by the multipart parser before any statement runs.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared';
import { custodians, files, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

/**
 * Bodies that never arrive whole: a multipart form cut off inside a file part, and a body that
 * stops arriving. Both are answered (400, 408) in the spec's error format, over a real socket
 * (app.inject always delivers a whole body), and nothing is stored.
 */
let t: TestApp;
let alice: TestUser;
let rid: string;
let port: number;

beforeAll(async () => {
  // Long enough that a busy machine's stalled event loop is not taken for a silent client (the
  // idle timer can fire before bytes already waiting are read), short enough for the 408 test.
  t = await createTestApp({ REQUEST_IDLE_TIMEOUT_MS: 4000 });
  alice = await signUp(t, { name: 'Alice', last_name: 'Owner' });
  const c = first(await t.database.db.insert(custodians).values({ urlId: 'mercy-cut', name: 'Mercy' }).returning());
  rid = newRid();
  await t.database.db.insert(requests).values({ rid, userId: alice.id, requestType: 'Record', custodianId: c.id });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const BOUNDARY = 'cutShortBoundary';
/** A supporting document whose file part breaks off after 20 bytes (no closing boundary). */
const cutForm = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%cut short.`,
);

/** Sends a request's head and `body`, then waits (socket open) for the whole answer or the server's close. */
function send(body: Buffer, contentLength = body.length): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/v2/documents/supporting?rid=${rid} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `authorization-token: ${alice.token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          `Content-Length: ${contentLength}\r\n\r\n`,
      );
      socket.write(body);
    });
    let raw = '';
    socket.on('data', (d) => (raw += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      const bodyText = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      let json: unknown = null;
      try {
        json = JSON.parse(bodyText);
      } catch {
        json = bodyText;
      }
      resolve({ status, json });
    });
    // The answer says `Connection: close` (408) or is complete (400): either way the socket ends.
    socket.on('data', () => {
      if (/\r\n\r\n[\s\S]*\}$/.test(raw)) socket.end();
    });
  });
}

describe('bodies that never arrive whole', () => {
  it('answers a form cut off inside a file part with 400, every one of many at once, storing nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(cutForm)));
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.json).toMatchObject({ error: { code: 'BAD_REQUEST', messages: [MESSAGES.badRequest] } });
    }
    expect(await t.database.db.select().from(files)).toEqual([]);
  }, 60_000);

  it('answers a body that stops arriving with 408 once it has been idle, and closes the connection', async () => {
    const a = await send(cutForm, cutForm.length + 5000);
    expect(a.status).toBe(408);
    expect(a.json).toMatchObject({ error: { code: 'BAD_REQUEST', messages: [MESSAGES.badRequest] } });
    expect(await t.database.db.select().from(files)).toEqual([]);
  }, 60_000);
});
