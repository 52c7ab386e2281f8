// Runs on both databases: unique violations as each driver reports them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../src/db/schema';
import { insertWithRid } from '../src/modules/requests/wizard/service';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await signUp(t);
});
afterAll(() => t.close());

const draft = { requestType: 'Record' as const, patientFirstName: 'Ana', patientLastName: 'Ruiz' };

describe('a colliding request id', () => {
  it('is retried in a savepoint: the transaction goes on and the request gets a fresh rid', async () => {
    const taken = '261125-000001';
    const rids = [taken, taken, '261125-000002'];
    const result = await t.database.db.transaction(async (tx) => {
      await insertWithRid(tx, u.id, draft, () => taken);
      const second = await insertWithRid(tx, u.id, { ...draft, patientFirstName: 'Bea' }, () => rids.shift()!);
      // The outer transaction is still usable after the collisions.
      const mine = await tx.select({ rid: requests.rid }).from(requests).where(eq(requests.userId, u.id));
      return { second, mine };
    });
    expect(result.second.rid).toBe('261125-000002');
    expect(result.mine.map((r) => r.rid).sort()).toEqual([taken, '261125-000002']);
  });

  it('gives up after five collisions with the database error, not a broken transaction', async () => {
    const always = () => '261125-000001';
    await expect(t.database.db.transaction((tx) => insertWithRid(tx, u.id, draft, always))).rejects.toSatisfy(
      (e: unknown) => {
        const err = e as { code?: string; cause?: { code?: string } };
        return err.code === '23505' || err.cause?.code === '23505';
      },
    );
  });
});
