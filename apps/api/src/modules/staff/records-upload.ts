import type { FastifyRequest } from 'fastify';
import { fileTooLargeMessage, STAFF_RECORD_MAX_BYTES, wrongFileTypeMessage } from '@portal/shared';
import { files } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { authOf } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { FileTooLargeError } from '../../platform/file-store';
import { recordsStore } from './records';
import { DESK_MESSAGES, type createWorkService } from './work-service';

const PDF_MAGIC = Buffer.from('%PDF-');
const MAX_FILES = 10;
const MB = Math.round(STAFF_RECORD_MAX_BYTES / (1024 * 1024));

/**
 * Medical records (PDFs, many per request) into the file store, encrypted, owned by the patient,
 * one medical_records row each. The type is checked on the bytes (a PDF starts with %PDF-), never
 * on the name or the browser's MIME type. All files of one upload are stored, or none.
 */
export async function uploadRecords(
  ctx: AppContext,
  work: ReturnType<typeof createWorkService>,
  rid: string,
  req: FastifyRequest,
) {
  const row = await work.load(ctx.db, rid);
  if (row.r.status !== 'ordered') throw badRequest(DESK_MESSAGES.notOpen);
  if (!(await recordsStore.available(ctx.db))) throw badRequest('Medical records storage is not available on this server');
  const stored: Array<{ key: string; size: number; sha256: string; name: string }> = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: STAFF_RECORD_MAX_BYTES, files: MAX_FILES } })) {
      if (part.type !== 'file') continue;
      const name = part.filename.slice(0, 200) || 'records.pdf';
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch {
        throw badRequest(fileTooLargeMessage(name, MB));
      }
      if (part.file.truncated) throw badRequest(fileTooLargeMessage(name, MB));
      if (body.length < PDF_MAGIC.length || !body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
        throw badRequest(wrongFileTypeMessage('pdf'));
      }
      try {
        const obj = await ctx.files.put(body, { maxBytes: STAFF_RECORD_MAX_BYTES });
        stored.push({ ...obj, name });
      } catch (err) {
        if (err instanceof FileTooLargeError) throw badRequest(fileTooLargeMessage(name, MB));
        throw err;
      }
    }
    if (!stored.length) throw badRequest(wrongFileTypeMessage('pdf'));
    const actor = authOf(req).userId;
    return await ctx.db.transaction(async (tx) => {
      const out: Array<{ id: string; name: string }> = [];
      for (const s of stored) {
        const [f] = await tx.insert(files).values({
          ownerUserId: row.r.userId, purpose: 'medical_record', storageKey: s.key, originalName: s.name,
          mime: 'application/pdf', size: s.size, sha256: s.sha256,
        }).returning({ id: files.id });
        await recordsStore.add(tx, row.r.id, f!.id, s.name);
        out.push({ id: f!.id, name: s.name });
      }
      await audit(tx, req, {
        action: 'records.upload', subjectUserId: row.r.userId, requestId: row.r.id, entityType: 'request', entityId: rid,
        details: { files: out.length, by: actor },
      });
      return out;
    });
  } catch (err) {
    // Nothing half-stored: bytes already written are removed when the upload fails.
    await Promise.all(stored.map((s) => ctx.files.remove(s.key).catch(() => undefined)));
    throw err;
  }
}
