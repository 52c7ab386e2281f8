import type { DbOrTx } from '../../db/client';
import { recordsStore, type MedicalRecordRow } from './records-repository';

export type { MedicalRecordRow };

/** A request's medical records (the files the desk uploaded), in upload order. */
export const listMedicalRecords = (db: DbOrTx, requestId: number): Promise<MedicalRecordRow[]> =>
  recordsStore.list(db, requestId);

/** Adds one uploaded file to a request's medical records, in the caller's transaction. */
export const addMedicalRecord = (
  db: DbOrTx,
  record: { requestId: number; fileId: string; name: string; pageCount: number | null },
) => recordsStore.add(db, record.requestId, record.fileId, record.name, record.pageCount);
