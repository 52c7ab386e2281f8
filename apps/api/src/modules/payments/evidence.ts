import {
  MESSAGES,
  PAYMENT_EVIDENCE_MESSAGES,
  UPLOAD_RULES,
  storeScreenShotFieldsSchema,
  type PaymentEvidence,
} from '@portal/shared';
import type { requests } from '../../db/schema';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { MultipartBody } from '../../platform/multipart-body';
import { receiveUpload, recordUpload, withStoredCleanup, type ReceivedUpload } from '../../platform/uploads';
import { evidenceRepository as evidence } from './evidence-repository';
import { paymentsRepository as repo } from './repository';

/** Text fields are small (the summary as text); anything bigger is not a confirm summary. */
const FIELD_BYTES = 64 * 1024;

/**
 * payments/store_screen_shot: keeps, with the request, the picture and the text of the confirm
 * summary the user agreed to before a card is charged. The image goes through the one upload
 * pipeline (typed by its bytes, size-limited while streaming, encrypted); the request, the card
 * and the provider must be the caller's own / the request's. A refusal stores nothing: the row
 * rolls back and the bytes already stored are removed.
 */
export async function storeEvidence(app: Pick<AppContext, 'db' | 'files'>, actor: Actor, body: MultipartBody) {
  const userId = userIdOf(actor);
  if (!body.isMultipart) throw badRequest(MESSAGES.badRequest);
  const { db } = app;
  return withStoredCleanup(app, async (track) => {
    // The parts are read (and the image streamed into the store) with no transaction open: a
    // slow upload must not hold the database. The rows follow in one short transaction.
    const raw: Record<string, string[]> = {};
    let image: ReceivedUpload | null = null;
    let request: typeof requests.$inferSelect | null = null;
    const owned = async (ref: string) => {
      request ??= await repo.requestByRidOrId(db, userId, ref.trim());
      if (!request) throw notFound();
      return request;
    };
    for await (const part of body.parts({ preservePath: true, limits: { fieldSize: FIELD_BYTES, fields: 30 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || image) {
          part.file.resume();
          throw badRequest(MESSAGES.badRequest, { [part.fieldname]: MESSAGES.badRequest });
        }
        image = track(await receiveUpload(app, part, { rule: UPLOAD_RULES.paymentEvidence }));
        continue;
      }
      if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
      const name = part.fieldname.replace(/\[\]$/, '');
      (raw[name] ??= []).push(String(part.value ?? ''));
      // The request is checked as soon as it is named (the browser sends it before the image), so
      // another user's rid is refused before any byte is stored.
      const rid = name === 'request_id' && raw.request_id?.length === 1 ? raw.request_id[0] : undefined;
      if (rid?.trim()) await owned(rid);
    }
    const parsed = storeScreenShotFieldsSchema.safeParse({
      request_id: raw.request_id?.[0],
      detail: raw.detail?.[0],
      file_name: raw.file_name?.[0],
      custodian_id: raw.custodian_id ?? [],
      remember_me: raw.remember_me?.[0],
      card_id: raw.card_id?.[0],
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (!issue) throw badRequest(MESSAGES.badRequest);
      throw badRequest(issue.message, { [String(issue.path[0])]: issue.message });
    }
    const f = parsed.data;
    const r = await owned(f.request_id);
    const received: ReceivedUpload | null = image;
    if (!received) throw badRequest(MESSAGES.required, { image: MESSAGES.required });
    if (f.card_id !== undefined && !(await repo.card(db, userId, f.card_id))) throw notFound();
    if (f.custodian_id.some((id) => id !== r.custodianId)) throw notFound(MESSAGES.custodianNotFound);
    return db.transaction(async (tx) => {
      const stored = await recordUpload(tx, received, { ownerUserId: userId, purpose: 'payment_evidence' });
      const id = await evidence.insert(tx, {
        requestId: r.id,
        userId,
        fileId: stored.fileId,
        fileName: f.file_name || stored.name,
        detail: f.detail.replace(/\r\n/g, '\n'),
        custodianIds: r.custodianId ? [r.custodianId] : [],
        rememberMe: f.remember_me,
        cardId: f.card_id ?? null,
      });
      await audit(tx, actor, {
        action: 'payment.evidence',
        entityType: 'request',
        entityId: r.id,
        requestId: r.id,
        details: { evidence: id, card: f.card_id ?? null },
      });
      return { message: PAYMENT_EVIDENCE_MESSAGES.saved, id };
    });
  });
}

/** The evidence kept for one of the caller's requests. */
export async function listEvidence(
  { db, readAudit }: Pick<AppContext, 'db' | 'readAudit'>,
  actor: Actor,
  rid: string,
): Promise<{ evidence: PaymentEvidence[] }> {
  const userId = userIdOf(actor);
  const r = await repo.requestByRidOrId(db, userId, rid);
  if (!r) throw notFound();
  const rows = await evidence.ofRequest(db, userId, r.id);
  readAudit.record(actor, {
    action: 'payment.read',
    entityType: 'request',
    entityId: r.id,
    requestId: r.id,
    details: { evidence: rows.length },
  });
  return {
    evidence: rows.map(({ e, f }) => ({
      id: e.id,
      file_name: e.fileName,
      detail: e.detail,
      custodian_ids: e.custodianIds,
      remember_me: e.rememberMe,
      card_id: e.cardId,
      image: f ? { mime: f.mime, size: f.size, sha256: f.sha256 } : null,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** The stored picture of one piece of evidence (the caller's own request only). */
export async function evidenceImage(
  app: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  rid: string,
  evidenceId: number,
) {
  const userId = userIdOf(actor);
  const r = await repo.requestByRidOrId(app.db, userId, rid);
  if (!r) throw notFound();
  const file = await evidence.image(app.db, userId, r.id, evidenceId);
  if (!file) throw notFound();
  await audit(app.db, actor, {
    action: 'payment.read',
    entityType: 'request',
    entityId: r.id,
    requestId: r.id,
    details: { evidenceImage: evidenceId },
  });
  return { file, bytes: await app.files.get(file.storageKey) };
}
