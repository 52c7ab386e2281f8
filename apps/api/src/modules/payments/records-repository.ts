import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { medicalRecords } from '../../db/schema';

export interface MedicalRecordRow {
  fileId: string;
  name: string;
  createdAt: Date;
}

/** The payments capability's `medical_records` table: the desk fills it, the patient's download reads it. */
export const recordsStore = {
  async list(db: DbOrTx, requestId: number): Promise<MedicalRecordRow[]> {
    return db
      .select({ fileId: medicalRecords.fileId, name: medicalRecords.name, createdAt: medicalRecords.createdAt })
      .from(medicalRecords)
      .where(eq(medicalRecords.requestId, requestId))
      .orderBy(asc(medicalRecords.id));
  },

  async add(db: DbOrTx, requestId: number, fileId: string, name: string, pageCount: number | null = null) {
    await db.insert(medicalRecords).values({ requestId, fileId, name, pageCount });
  },
};
