import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_RECORD_MAX_BYTES, wrongFileTypeMessage, type UploadRule } from '@portal/shared';
import { files } from '../../db/schema';
import { audit } from '../../platform/audit';
import { countPdfPages, PAGE_COUNT_MAX_BYTES } from '../../platform/pdf/page-count';
import { badRequest } from '../../platform/errors';
import { storeUpload } from '../../platform/uploads';
import { recordsStore } from './records';
import { DESK_MESSAGES, type createWorkService } from './work-service';

/** Medical records are PDFs only, typed by their bytes (the upload pipeline sniffs them). */
const RECORDS_RULE: UploadRule = { kinds: ['pdf'], maxBytes: STAFF_RECORD_MAX_BYTES, typesLabel: 'pdf', accept: 'application/pdf' };
const MAX_FILES = 10;

/**
 * Medical records (PDFs, many per request) through the upload pipeline into the encrypted file
 * store, owned by the patient, one medical_records row each. All files of one upload are kept,
 * or none: a refused file rolls the rows back and removes the bytes already stored.
 */
export async function uploadRecords(app: FastifyInstance, work: ReturnType<typeof createWorkService>, rid: string, req: FastifyRequest) {
  const row = await work.load(app.ctx.db, rid);
  if (row.r.status !== 'ordered') throw badRequest(DESK_MESSAGES.notOpen);
  const accepted: string[] = [];
  try {
    return await app.ctx.db.transaction(async (tx) => {
      const out: Array<{ id: string; name: string }> = [];
      for await (const part of req.parts({ limits: { fileSize: STAFF_RECORD_MAX_BYTES, files: MAX_FILES } })) {
        if (part.type !== 'file') continue;
        const f = await storeUpload(app, tx, part, { rule: RECORDS_RULE, ownerUserId: row.r.userId, purpose: 'medical_record' });
        const [stored] = await tx.select({ key: files.storageKey, size: files.size }).from(files).where(eq(files.id, f.fileId));
        accepted.push(stored!.key);
        const pages = stored!.size <= PAGE_COUNT_MAX_BYTES ? await countPdfPages(await app.ctx.files.getBuffer(stored!.key)) : null;
        await recordsStore.add(tx, row.r.id, f.fileId, f.name, pages);
        out.push({ id: f.fileId, name: f.name });
      }
      if (!out.length) throw badRequest(wrongFileTypeMessage(RECORDS_RULE.typesLabel));
      await audit(tx, req, {
        action: 'records.upload', subjectUserId: row.r.userId, requestId: row.r.id, entityType: 'request', entityId: rid,
        details: { files: out.length },
      });
      return out;
    });
  } catch (err) {
    // The rows rolled back; the encrypted bytes of the files accepted before the failure go too.
    await Promise.all(accepted.map((key) => app.ctx.files.remove(key).catch(() => undefined)));
    throw err;
  }
}
