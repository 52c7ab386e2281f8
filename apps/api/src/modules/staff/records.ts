import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface MedicalRecordRow {
  fileId: string;
  name: string;
  createdAt: Date;
}

/**
 * The payments capability's `medical_records` table (request_id, file_id, name, created_at), which
 * the desk fills and the patient's download reads. Reached by its agreed columns; answers null
 * while that table does not exist on this database.
 */
export const recordsStore = {
  async available(db: DbOrTx): Promise<boolean> {
    const res = await db.execute(sql`SELECT to_regclass('public.medical_records')::text AS t`);
    return Boolean(rowsOf<{ t: string | null }>(res)[0]?.t);
  },

  async list(db: DbOrTx, requestId: number): Promise<MedicalRecordRow[] | null> {
    if (!(await this.available(db))) return null;
    const res = await db.execute(
      sql`SELECT file_id::text AS file_id, name, created_at FROM medical_records WHERE request_id = ${requestId} ORDER BY created_at, file_id`,
    );
    return rowsOf<{ file_id: string; name: string; created_at: string | Date }>(res).map((r) => ({ fileId: r.file_id, name: r.name, createdAt: new Date(r.created_at) }));
  },

  async add(db: DbOrTx, requestId: number, fileId: string, name: string) {
    await db.execute(sql`INSERT INTO medical_records (request_id, file_id, name) VALUES (${requestId}, ${fileId}, ${name})`);
  },
};
