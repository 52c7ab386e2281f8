import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, paymentEvidence } from '../../db/schema';
import { noRow } from '../../platform/errors';

/** The payment evidence of a user's requests; every query is scoped by that user's id. */
export const evidenceRepository = {
  async insert(db: DbOrTx, values: typeof paymentEvidence.$inferInsert) {
    const [row] = await db.insert(paymentEvidence).values(values).returning({ id: paymentEvidence.id });
    if (!row) throw noRow('payment_evidence');
    return row.id;
  },

  ofRequest(db: DbOrTx, userId: number, requestId: number) {
    return db
      .select({ e: paymentEvidence, f: files })
      .from(paymentEvidence)
      .leftJoin(files, and(eq(files.id, paymentEvidence.fileId), isNull(files.deletedAt)))
      .where(and(eq(paymentEvidence.requestId, requestId), eq(paymentEvidence.userId, userId)))
      .orderBy(asc(paymentEvidence.id));
  },

  async image(db: DbOrTx, userId: number, requestId: number, evidenceId: number) {
    const [row] = await db
      .select({ f: files })
      .from(paymentEvidence)
      .innerJoin(files, and(eq(files.id, paymentEvidence.fileId), isNull(files.deletedAt)))
      .where(
        and(
          eq(paymentEvidence.id, evidenceId),
          eq(paymentEvidence.requestId, requestId),
          eq(paymentEvidence.userId, userId),
        ),
      );
    return row?.f ?? null;
  },
};
