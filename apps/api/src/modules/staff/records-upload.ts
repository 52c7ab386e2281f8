import { STAFF_RECORD_MAX_BYTES, wrongFileTypeMessage, type UploadRule, DESK_MESSAGES } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { MultipartBody } from '../../platform/multipart-body';
import { countPdfPages, PAGE_COUNT_MAX_BYTES } from '../../platform/pdf/page-count';
import { badRequest } from '../../platform/errors';
import { receiveUpload, recordUpload, withStoredCleanup, type ReceivedUpload } from '../../platform/uploads';
import { addMedicalRecord } from './records';
import { assertPaymentNotNeeded, loadDeskRequest } from './work-service';

/** Medical records are PDFs only, typed by their bytes (the upload pipeline sniffs them). */
const RECORDS_RULE: UploadRule = {
  kinds: ['pdf'],
  maxBytes: STAFF_RECORD_MAX_BYTES,
  typesLabel: 'pdf',
  accept: 'application/pdf',
};
const MAX_FILES = 10;

/**
 * Medical records (PDFs, many per request) through the upload pipeline into the encrypted file
 * store, owned by the patient, one medical_records row each. All files of one upload are kept,
 * or none: a refused file rolls the rows back and removes the bytes already stored.
 */
export async function uploadRecords(
  app: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  rid: string,
  body: MultipartBody,
) {
  const row = await loadDeskRequest(app.db, rid);
  if (row.r.status !== 'ordered') throw badRequest(DESK_MESSAGES.notOpen);
  assertPaymentNotNeeded(row);
  return withStoredCleanup(app, async (track) => {
    // Every file streams into the store first, with no transaction open (a slow upload must not
    // hold the database); then one short transaction writes all rows, or none.
    const received: Array<ReceivedUpload & { pages: number | null }> = [];
    for await (const part of body.parts({ limits: { fileSize: STAFF_RECORD_MAX_BYTES, files: MAX_FILES } })) {
      if (part.type !== 'file') continue;
      const up = track(await receiveUpload(app, part, { rule: RECORDS_RULE }));
      // Pages are counted here too, outside the transaction (a PDF up to the limit is parsed).
      const pages =
        up.size <= PAGE_COUNT_MAX_BYTES ? await countPdfPages(await app.files.getBuffer(up.storageKey)) : null;
      received.push({ ...up, pages });
    }
    if (!received.length) throw badRequest(wrongFileTypeMessage(RECORDS_RULE.typesLabel));
    return app.db.transaction(async (tx) => {
      const out: Array<{ id: string; name: string }> = [];
      for (const up of received) {
        const f = await recordUpload(tx, up, { ownerUserId: row.r.userId, purpose: 'medical_record' });
        await addMedicalRecord(tx, { requestId: row.r.id, fileId: f.fileId, name: f.name, pageCount: up.pages });
        out.push({ id: f.fileId, name: f.name });
      }
      await audit(tx, actor, {
        action: 'records.upload',
        subjectUserId: row.r.userId,
        requestId: row.r.id,
        entityType: 'request',
        entityId: rid,
        details: { files: out.length },
      });
      return out;
    });
  });
}
