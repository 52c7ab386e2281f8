import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, custodians, requestDocuments, requests } from '../src/db/schema';
import { listRequestDocuments } from '../src/modules/documents';
import { newRid } from '../src/modules/requests/rid';
import { jpeg, multipart, png } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let rid: string;
let requestId: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { name: 'Alice', last_name: 'Owner' });
  bob = await signUp(t);
  const c = first(await t.database.db.insert(custodians).values({ urlId: 'mercy-docs', name: 'Mercy' }).returning());
  rid = newRid();
  const r = first(
    await t.database.db
      .insert(requests)
      .values({ rid, userId: alice.id, requestType: 'Record', custodianId: c.id })
      .returning(),
  );
  requestId = r.id;
});
afterAll(() => t.close());

const send = (u: TestUser, method: 'POST' | 'PATCH', url: string, filename: string, data: Buffer) => {
  const body = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({ method, url, headers: { ...u.headers, ...body.headers }, payload: body.payload });
};

describe('government ID and supporting documents', () => {
  it('uploads front and back, shows them, replaces a side, removes one; only for the owner', async () => {
    const front = await send(
      alice,
      'PATCH',
      `/api/v2/government_documents/update?rid=${rid}&side=front`,
      'front.jpg',
      jpeg(),
    );
    const back = await send(
      alice,
      'PATCH',
      `/api/v2/government_documents/update?rid=${rid}&side=back`,
      'back.png',
      png(),
    );
    expect([front.statusCode, back.statusCode]).toEqual([200, 200]);
    const replaced = await send(
      alice,
      'PATCH',
      `/api/v2/government_documents/update?rid=${rid}&side=front`,
      'front2.png',
      png(),
    );
    const show = await t.app.inject({
      method: 'GET',
      url: `/api/v2/authorizations/government_id?rid=${rid}`,
      headers: alice.headers,
    });
    expect(show.json()).toEqual({ front_file: replaced.json(), back_file: back.json() });

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/authorizations/government_id?rid=${rid}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(bob, 'PATCH', `/api/v2/government_documents/update?rid=${rid}&side=front`, 'x.png', png()))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: back.json().url, headers: bob.headers })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v2/authorizations/remove_government_id?document_id=${back.json().id}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);

    const dl = await t.app.inject({ method: 'GET', url: back.json().url, headers: alice.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="back.png"; filename*=UTF-8''back.png`);
    expect(dl.rawPayload.equals(png())).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/authorizations/remove_government_id?document_id=${back.json().id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: back.json().url, headers: alice.headers })).statusCode).toBe(404);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v2/government_documents/show?rid=${rid}`,
      headers: alice.headers,
    });
    expect(after.json().back_file).toBeNull();
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['document.upload', 'document.read', 'document.delete']),
    );
  });

  it('flags a deleted supporting document instead of dropping it', async () => {
    const up = await send(alice, 'POST', `/api/v2/documents/supporting?rid=${rid}`, 'letter.png', png());
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/documents/supporting/${up.json().id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v2/documents/supporting?rid=${rid}`,
      headers: alice.headers,
    });
    expect(list.json().documents).toEqual([{ ...up.json(), deleted: true }]);
    const rows = await t.database.db
      .select()
      .from(requestDocuments)
      .where(eq(requestDocuments.id, Number(up.json().id)));
    expect(first(rows).deleted).toBe(true);
    const all = await listRequestDocuments(t.database.db, requestId);
    expect(all.supportingDocuments).toHaveLength(1);
    expect(all.govtId.front_file?.name).toBe('front2.png');
  });
});
