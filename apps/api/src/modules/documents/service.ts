import { MESSAGES, UPLOAD_RULES, patientFormName, type FileRef, type UploadRule } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { requestDocuments } from '../../db/schema';
import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import type { IncomingFile, MultipartBody } from '../../platform/multipart-body';
import { audit } from '../../platform/audit';
import {
  receiveUpload,
  recordUpload,
  storeUpload,
  withStoredCleanup,
  type AcceptedUpload,
  type ReceivedUpload,
} from '../../platform/uploads';
import { patientActed } from '../lifecycle';
import { listRequestDocuments } from './list';
import { toFileRef } from './mapping';
import {
  flagDocumentDeleted,
  insertDocument,
  ownedDocument,
  ownedRequest,
  supersedeDocuments,
  userBasics,
} from './repository';

export type DocumentKind = (typeof requestDocuments.$inferInsert)['kind'];

/**
 * Records one uploaded file as a document of a request, in the caller's transaction, with its
 * audit row (receive the file before the transaction: see receiveUpload). A new government ID side or patient form replaces the previous one (flagged deleted,
 * kept for the audit trail); supporting documents accumulate.
 */
export async function addDocument(
  ctx: Pick<AppContext, 'files'>,
  tx: DbOrTx,
  actor: Actor,
  opts: {
    /** The file already received into the store (receiveUpload, before the transaction began); or a part to read now. */
    upload: ReceivedUpload | IncomingFile;
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
      : await storeUpload(ctx, tx, opts.upload, { rule: opts.rule, ...owner });
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
  await audit(tx, actor, {
    action: 'document.upload',
    subjectUserId: opts.userId,
    entityType: 'request_document',
    entityId: row.id,
    requestId: opts.requestId,
    details: { kind: opts.kind, mime: up.mime, size: up.size, public: opts.viaPublicLink ?? false },
  });
  return toFileRef(row);
}

/**
 * One file of the wizard's document zones, uploaded by the signed-in patient to one of their
 * requests (another account's rid: 404, before a byte is read). A patient form is named after the
 * patient's last name. An upload to a request that waits on the patient sends it back to the desk
 *, in the same transaction as the document.
 */
export async function uploadDocument(
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  rid: string,
  body: MultipartBody,
  zone: { kind: DocumentKind; rule: UploadRule; lastNameForForm?: boolean },
): Promise<FileRef> {
  const userId = userIdOf(actor);
  const { db } = ctx;
  const { kind, rule } = zone;
  const request = await ownedRequest(db, userId, rid);
  const part = await body.file({ limits: { files: 1 }, preservePath: true });
  if (!part) throw badRequest(MESSAGES.required, { file: MESSAGES.required });
  const user = zone.lastNameForForm ? await userBasics(db, userId) : null;
  return withStoredCleanup(ctx, async (track) => {
    // The bytes stream in first, with no transaction open; then the rows, in a short one.
    const upload = track(await receiveUpload(ctx, part, { rule }));
    return db.transaction(async (tx) => {
      const ref = await addDocument(ctx, tx, actor, {
        upload,
        kind,
        rule,
        userId,
        requestId: request.id,
        nameFor: user ? (ext, original) => patientFormName(user.lastName, original, ext) : undefined,
      });
      await patientActed(tx, actor, {
        requestId: request.id,
        userId,
        note: { code: 'uploaded', params: { name: ref.name } },
      });
      return ref;
    });
  });
}

/** Everything attached to one of the caller's requests (another account's rid: 404); the read is audited. */
export async function readRequestDocuments(ctx: AppContext, actor: Actor, input: { rid: string }) {
  const request = await ownedRequest(ctx.db, userIdOf(actor), input.rid);
  const docs = await listRequestDocuments(ctx.db, request.id);
  ctx.readAudit.record(actor, {
    action: 'document.read',
    entityType: 'request',
    entityId: request.id,
    requestId: request.id,
  });
  return docs;
}

/** Deletes one of the caller's documents of the given kinds; anything else (or one already deleted) is 404. */
export async function deleteOwnDocument(ctx: AppContext, actor: Actor, input: { id: number; kinds: DocumentKind[] }) {
  const { doc } = await ownedDocument(ctx.db, userIdOf(actor), input.id);
  if (!input.kinds.includes(doc.kind) || doc.deleted) throw notFound();
  await ctx.db.transaction((tx) => removeDocument(tx, actor, doc));
}

/** One of the caller's documents to download (not one deleted: 404), its read audited first. */
export async function documentDownload(ctx: AppContext, actor: Actor, input: { id: number }) {
  const { doc, file } = await ownedDocument(ctx.db, userIdOf(actor), input.id);
  if (doc.deleted) throw notFound();
  await audit(ctx.db, actor, {
    action: 'document.read',
    entityType: 'request_document',
    entityId: doc.id,
    requestId: doc.requestId,
    details: { download: true },
  });
  return { file, name: doc.name };
}

/** Flags a document deleted (spec section 4: deleting only flags it) and removes its file row's access. */
export async function removeDocument(tx: DbOrTx, actor: Actor, doc: typeof requestDocuments.$inferSelect) {
  await flagDocumentDeleted(tx, doc);
  await audit(tx, actor, {
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
