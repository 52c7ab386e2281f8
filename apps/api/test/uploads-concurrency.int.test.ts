// Runs on both databases: concurrent uploads on a pool.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodians, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let alice: TestUser;
let rid: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t);
  const c = first(
    await t.database.db.insert(custodians).values({ urlId: 'slow-uploads', name: 'Slow Uploads Clinic' }).returning(),
  );
  rid = newRid();
  await t.database.db.insert(requests).values({ rid, userId: alice.id, requestType: 'Record', custodianId: c.id });
});
afterAll(() => t.close());

/** A multipart upload whose body the test feeds by hand, chunk by chunk. */
function slowUpload() {
  const boundary = '----slowupload';
  const body = new Readable({ read() {} });
  const res = t.app.inject({
    method: 'POST',
    url: `/api/v2/documents/supporting?rid=${rid}`,
    headers: { ...alice.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  /** Resolves once the server has taken everything pushed so far (it is reading, not waiting). */
  const taken = async () => {
    while (body.readableLength > 0) await new Promise((r) => setImmediate(r));
  };
  return {
    res,
    async start() {
      body.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      await taken();
      // Well past every buffer on the way: the server is streaming this file into the store.
      for (let i = 0; i < 16; i++) {
        body.push(Buffer.alloc(64 * 1024, '%'));
        await taken();
      }
    },
    finish() {
      body.push(`\n%%EOF\n\r\n--${boundary}--\r\n`);
      body.push(null);
    },
  };
}

describe('uploads hold no transaction while the file streams in', () => {
  it('answers other calls while ten uploads (as many as the PostgreSQL pool has connections) are still arriving', async () => {
    const uploads = Array.from({ length: 10 }, slowUpload);
    let finished = 0;
    for (const u of uploads) void u.res.then(() => finished++);
    for (const u of uploads) await u.start();

    // Every upload is open, mid-file. Reads and a write of the same user go through now.
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/requests', headers: alice.headers });
    const docs = await t.app.inject({
      method: 'GET',
      url: `/api/v2/documents/supporting?rid=${rid}`,
      headers: alice.headers,
    });
    const dep = await t.app.inject({
      method: 'POST',
      url: '/api/v2/patient/dependents',
      headers: alice.headers,
      payload: {
        first_name: 'Sam',
        middle_name: '',
        last_name: 'Doe',
        dob: '3/4/2015',
        gender: 'male',
        grade: '5',
        school: 'Oak',
        sport: '',
        relation: 'child',
      },
    });
    expect([list.statusCode, docs.statusCode, dep.statusCode]).toEqual([200, 200, 200]);
    expect(docs.json().documents).toHaveLength(0);
    expect(finished).toBe(0);

    for (const u of uploads) u.finish();
    const done = await Promise.all(uploads.map((u) => u.res));
    expect(done.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v2/documents/supporting?rid=${rid}`,
      headers: alice.headers,
    });
    expect(after.json().documents).toHaveLength(10);
  });
});
