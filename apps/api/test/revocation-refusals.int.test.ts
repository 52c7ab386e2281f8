// Runs on both databases: concurrent revocations and desk moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { requestDocuments } from '../src/db/schema';
import type { TestApp, TestUser } from './harness';
import { multipart, orderedRequest, PDF } from './staff-helpers';
import type { Clerk } from './support/lifecycle';
import { revocationHelpers, revocationWorld } from './support/revocation';

/**
 * Revoking the authorization online, every refusal, each storing nothing: after
 * fulfilment, another account's request, twice, two at once, no or a bad signature, a draft.
 */
let t: TestApp;
let jordan: TestUser;
let bob: TestUser;
let clerk: Clerk;
let custodianId: number;

beforeAll(async () => {
  ({ t, jordan, bob, clerk, custodianId } = await revocationWorld());
});
afterAll(() => t.close());

const { revoke, typed, desk, stateOfRequest, stored } = revocationHelpers(() => ({
  t,
  jordan,
  bob,
  clerk,
  custodianId,
}));

describe('revoking the authorization', () => {
  describe('refused, storing nothing', () => {
    it('after fulfilment (completed), once closed, and for a draft: 409 with a sentence', async () => {
      const done = await orderedRequest(t, jordan.id, { custodianId });
      expect((await desk(done.rid, 'price', { amount_cents: 0 })).statusCode).toBe(200);
      const up = multipart([{ name: 'records.pdf', body: PDF }]);
      await t.app.inject({
        method: 'POST',
        url: `/api/v2/staff/requests/${done.rid}/records`,
        headers: { ...clerk.headers, ...up.headers },
        payload: up.payload,
      });
      expect((await desk(done.rid, 'complete')).statusCode).toBe(200);
      const closed = await orderedRequest(t, jordan.id, { custodianId });
      expect((await desk(closed.rid, 'close', { note: 'Duplicate' })).statusCode).toBe(200);
      const draft = await orderedRequest(t, jordan.id, {
        custodianId,
        status: 'draft',
        orderedOn: null,
        submittedOn: null,
      });
      const before = await stored();
      for (const [r, words] of [
        [done, 'completed'],
        [closed, 'closed - archived'],
        [draft, 'draft'],
      ] as const) {
        const res = await revoke(jordan, r.rid, typed());
        expect(res.statusCode, r.status).toBe(409);
        expect(res.json().error.messages[0]).toBe(`This request cannot be revoked now: it is ${words}.`);
        const ctx = (
          await t.app.inject({ method: 'GET', url: `/api/v2/requests/${r.rid}/revocation`, headers: jordan.headers })
        ).json();
        expect(ctx.allowed).toBe(false);
      }
      expect(await stored()).toEqual(before);
    });

    it('twice: the second answers 409 and stores nothing more', async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      expect((await revoke(jordan, r.rid, typed())).statusCode).toBe(200);
      const before = await stored();
      const again = await revoke(jordan, r.rid, typed());
      expect(again.statusCode).toBe(409);
      expect(again.json().error.messages[0]).toBe('This request cannot be revoked now: it is closed - archived.');
      expect(await stored()).toEqual(before);
      const docs = await t.database.db
        .select()
        .from(requestDocuments)
        .where(and(eq(requestDocuments.requestId, r.id), eq(requestDocuments.kind, 'revocation')));
      expect(docs).toHaveLength(1);
    });

    it('two at once: one wins, the other is refused, one document', async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const codes = (await Promise.all([revoke(jordan, r.rid, typed()), revoke(jordan, r.rid, typed())]))
        .map((x) => x.statusCode)
        .sort();
      expect(codes).toEqual([200, 409]);
      const docs = await t.database.db
        .select()
        .from(requestDocuments)
        .where(and(eq(requestDocuments.requestId, r.id), eq(requestDocuments.kind, 'revocation')));
      expect(docs).toHaveLength(1);
    });

    it("another account's request answers 404 and the request stays open; no session answers 401", async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const before = await stored();
      expect((await revoke(bob, r.rid, typed())).statusCode).toBe(404);
      expect((await revoke(bob, 'NO-SUCH-RID', typed())).statusCode).toBe(404);
      expect((await revoke(null, r.rid, typed())).statusCode).toBe(401);
      expect(await stateOfRequest(r.id)).toBe('ordered');
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['no signature', { signature: '' }],
      ['a blank typed signature', { signature: '   ' }],
      ['no signature field', { signature: undefined }],
      ['a drawn signature that is not a PNG', { signature_mode: 'draw', signature: 'data:image/png;base64,AAAA' }],
      ['a drawn signature that is no image', { signature_mode: 'draw', signature: 'Jordan' }],
      ['no confirmation', { confirm: false }],
      ['a language the provider does not read', { language: 'ja' }],
      ['an unknown language', { language: 'xx' }],
    ])('%s: 400 with the error model', async (_l, over) => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const before = await stored();
      const res = await revoke(jordan, r.rid, typed(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.messages[0]).toBeTruthy();
      if ('signature' in over && over.signature !== 'data:image/png;base64,AAAA')
        expect(res.json().error.messages[0]).toBe(MESSAGES.required);
      expect(await stateOfRequest(r.id)).toBe('ordered');
      expect(await stored()).toEqual(before);
    });

    it('a malformed body (not JSON, oversized) never answers 500', async () => {
      const r = await orderedRequest(t, jordan.id, { custodianId });
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/v2/requests/${r.rid}/revoke_authorization`,
        headers: { ...jordan.headers, 'content-type': 'application/json' },
        payload: '{"confirm":',
      });
      expect(bad.statusCode).toBe(400);
      const big = await revoke(jordan, r.rid, typed({ signature: 'x'.repeat(1_100_000) }));
      expect([400, 413]).toContain(big.statusCode);
      expect(await stateOfRequest(r.id)).toBe('ordered');
    });
  });
});
