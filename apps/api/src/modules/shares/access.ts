import { formatDate, mdyToIso, parseMdy, SHARE_LIMITS, SHARE_MESSAGES, type ShareOpened } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { hashToken, issueOneTimeToken, peekOneTimeToken } from '../../platform/tokens';
import { sharesRepository as repo } from './repository';
import { normalizeCode, saltedHash, shareStatus } from './service';
import { watermarkPdf } from './watermark';

/** A recipient who entered the code and DOB reads the share for half an hour (a header, never a URL). */
export const SHARE_SESSION_TTL_MS = 30 * 60 * 1000;
const SESSION_PURPOSE = 'share_session';

const unavailable = () => notFound(SHARE_MESSAGES.unavailable);

/**
 * The recipient opens a share: the link's token, the one-time access code and the patient's date
 * of birth. Anything but an active share answers 404 and reveals nothing. A wrong code or DOB is
 * counted (and audited) in one transaction; the try that reaches the limit locks the share.
 */
export async function openShare(
  app: Pick<AppContext, 'db'>,
  actor: Actor,
  body: { token: string; code: string; dob: string },
): Promise<ShareOpened> {
  const { db } = app;
  const share = await repo.byTokenHash(db, hashToken(body.token));
  if (!share) {
    await audit(db, actor, { action: 'share.refused', entityType: 'record_share', details: { reason: 'unknown' } });
    throw unavailable();
  }
  const status = shareStatus(share);
  const ua = actor.userAgent;
  if (status !== 'active') {
    await db.transaction(async (tx) => {
      await repo.addEvent(tx, { shareId: share.id, kind: 'refused', userAgent: ua });
      await audit(tx, actor, {
        action: 'share.refused',
        subjectUserId: share.userId,
        entityType: 'record_share',
        entityId: share.id,
        details: { reason: status },
      });
    });
    throw unavailable();
  }
  const typed = body.dob.trim();
  const dob = /^\d{4}-\d{2}-\d{2}$/.test(typed) ? typed : parseMdy(typed) ? mdyToIso(typed) : '';
  const codeOk = saltedHash(share.salt, normalizeCode(body.code)) === share.codeHash;
  const dobOk = dob !== '' && saltedHash(share.salt, dob) === share.dobHash;
  if (!codeOk || !dobOk) {
    const after = await db.transaction(async (tx) => {
      const row = await repo.countFailure(tx, share.id, SHARE_LIMITS.maxTries);
      await repo.addEvent(tx, { shareId: share.id, kind: 'refused', userAgent: ua });
      // Which of the two was wrong is kept from the caller and from the log alike.
      await audit(tx, actor, {
        action: 'share.refused',
        subjectUserId: share.userId,
        entityType: 'record_share',
        entityId: share.id,
        details: { reason: 'wrong_code_or_dob', attempts: row.failedAttempts },
      });
      if (row.lockedAt)
        await audit(tx, actor, {
          action: 'share.locked',
          subjectUserId: share.userId,
          entityType: 'record_share',
          entityId: share.id,
          details: { attempts: row.failedAttempts },
        });
      return row;
    });
    if (after.lockedAt) throw unavailable();
    const left = Math.max(0, SHARE_LIMITS.maxTries - after.failedAttempts);
    throw badRequest(`${SHARE_MESSAGES.wrongCode} ${left === 1 ? '1 try left.' : `${left} tries left.`}`, {
      code: SHARE_MESSAGES.wrongCode,
    });
  }
  const session = await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, {
      purpose: SESSION_PURPOSE,
      ttlMs: SHARE_SESSION_TTL_MS,
      data: { shareId: share.id },
    });
    await audit(tx, actor, {
      action: 'share.open',
      subjectUserId: share.userId,
      entityType: 'record_share',
      entityId: share.id,
    });
    return token;
  });
  const [owner, files] = await Promise.all([repo.user(db, share.userId), repo.sharedFiles(db, share.id)]);
  return {
    session,
    shared_by: `${owner.name} ${owner.lastName}`,
    recipient_name: share.recipientName,
    shared_on: share.createdAt.toISOString(),
    expires_at: share.expiresAt.toISOString(),
    allow_download: share.allowDownload,
    files: files.map((f) => ({ id: f.id, name: f.name, created_at: f.createdAt.toISOString() })),
  };
}

/** The share behind a recipient's session, while both are still good; otherwise 404. */
async function sessionShare(app: Pick<AppContext, 'db'>, session: string | undefined) {
  if (!session) throw unavailable();
  const t = await peekOneTimeToken(app.db, SESSION_PURPOSE, session);
  const shareId = (t?.data as { shareId?: number } | undefined)?.shareId;
  const share = shareId ? await repo.byId(app.db, shareId) : null;
  if (!share || shareStatus(share) !== 'active') throw unavailable();
  return share;
}

export async function sharedFilesOf(app: Pick<AppContext, 'db'>, session: string | undefined) {
  const share = await sessionShare(app, session);
  return repo.sharedFiles(app.db, share.id);
}

/**
 * One shared record, stamped on every page with who shared it, for whom and when. Inline to view;
 * as an attachment to download, only when the share allows it. Each is logged for the patient and
 * audited together. The route answers with the stamped PDF.
 */
export async function sharedRecord(
  app: Pick<AppContext, 'db' | 'files' | 'log'>,
  actor: Actor,
  session: string | undefined,
  recordId: number,
  download: boolean,
): Promise<{ name: string; pdf: Buffer }> {
  const { db } = app;
  const share = await sessionShare(app, session);
  const file = await repo.sharedFile(db, share.id, recordId);
  if (!file) throw unavailable();
  if (download && !share.allowDownload) throw badRequest(SHARE_MESSAGES.downloadNotAllowed);
  const owner = await repo.user(db, share.userId);
  // The stamp is English whoever reads it (the recipient has no language of their own): the spec's M/D/YYYY.
  const when = formatDate(share.createdAt, 'en');
  const line = `Shared by ${owner.name} ${owner.lastName} for ${share.recipientName} on ${when} via Patient Portal - not for redistribution`;
  let stamped: Uint8Array;
  try {
    stamped = await watermarkPdf(await app.files.getBuffer(file.storageKey), line);
  } catch (err) {
    app.log.warn({ err }, 'shared record could not be stamped');
    throw new AppError('UNPROCESSABLE', SHARE_MESSAGES.cannotShow);
  }
  const kind = download ? 'download' : 'view';
  await db.transaction(async (tx) => {
    await repo.addEvent(tx, {
      shareId: share.id,
      kind,
      medicalRecordId: file.id,
      userAgent: actor.userAgent,
    });
    await audit(tx, actor, {
      action: download ? 'share.download' : 'share.view',
      subjectUserId: share.userId,
      entityType: 'record_share',
      entityId: share.id,
      requestId: file.requestId,
      details: { record_id: file.id },
    });
  });
  return { name: file.name, pdf: Buffer.from(stamped) };
}
