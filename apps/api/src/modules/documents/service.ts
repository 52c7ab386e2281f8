import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_RULES, patientFormName, type FileRef, type UploadRule } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { requestDocuments } from '../../db/schema';
import type { ActorSource } from '../../platform/actor';
import { audit } from '../../platform/audit';
import { recordUpload, storeUpload, type AcceptedUpload, type ReceivedUpload } from '../../platform/uploads';
import { flagDocumentDeleted, insertDocument, supersedeDocuments, toFileRef } from './repository';

export type DocumentKind = (typeof requestDocuments.$inferInsert)['kind'];

/**
 * Records one uploaded file as a document of a request, in the caller's transaction, with its
 * audit row (receive the file before the transaction: see receiveUpload). A new government ID side or patient form replaces the previous one (flagged deleted,
 * kept for the audit trail); supporting documents accumulate.
 */
export async function addDocument(
  app: FastifyInstance,
  tx: DbOrTx,
  req: ActorSource,
  opts: {
    /** The file already received into the store (receiveUpload, before the transaction began); or a part to read now. */
    upload: ReceivedUpload | MultipartFile;
    kind: DocumentKind;
    rule: UploadRule;
    userId: number;
    requestId: number;
    viaPublicLink?: boolean;
    nameFor?: (ext: string, original: string) => string;
    track?: (u: AcceptedUpload) => AcceptedUpload;
  },
): Promise<FileRef> {
  const owner = { ownerUserId: opts.userId, purpose: opts.kind };
  const stored =
    'storageKey' in opts.upload
      ? await recordUpload(tx, opts.upload, owner)
      : await storeUpload(app, tx, opts.upload, { rule: opts.rule, ...owner });
  const up = opts.track ? opts.track(stored) : stored;
  const name = opts.nameFor ? opts.nameFor(up.ext, up.name) : up.name;
  if (opts.kind !== 'supporting') {
    await supersedeDocuments(tx, opts.requestId, opts.kind);
  }
  const row = await insertDocument(tx, {
    requestId: opts.requestId,
    userId: opts.userId,
    kind: opts.kind,
    fileId: up.fileId,
    name,
    viaPublicLink: opts.viaPublicLink ?? false,
  });
  await audit(tx, req, {
    action: 'document.upload',
    subjectUserId: opts.userId,
    entityType: 'request_document',
    entityId: row.id,
    requestId: opts.requestId,
    details: { kind: opts.kind, mime: up.mime, size: up.size, public: opts.viaPublicLink ?? false },
  });
  return toFileRef(row);
}

/** Flags a document deleted (spec section 4: deleting only flags it) and removes its file row's access. */
export async function removeDocument(tx: DbOrTx, req: ActorSource, doc: typeof requestDocuments.$inferSelect) {
  await flagDocumentDeleted(tx, doc);
  await audit(tx, req, {
    action: 'document.delete',
    entityType: 'request_document',
    entityId: doc.id,
    requestId: doc.requestId,
    details: { kind: doc.kind },
  });
}

export const patientFormNamer = (lastName: string) => (ext: string, original: string) =>
  patientFormName(lastName, original, ext);

export const RULES = UPLOAD_RULES;
