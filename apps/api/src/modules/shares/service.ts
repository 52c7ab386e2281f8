import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  SHARE_LIMITS,
  SHARE_MESSAGES,
  type Share,
  type ShareCreated,
  type ShareStatus,
  shareCreateSchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { recordShares } from '../../db/schema';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, noRow, notFound } from '../../platform/errors';
import { hashToken, newToken } from '../../platform/tokens';
import { hasActiveSubscription } from '../subscription';
import { sharesRepository as repo } from './repository';
import { fill, localizedMail, mailCatalog, mailDate } from '../../platform/mail-templates';

type ShareRow = typeof recordShares.$inferSelect;
type ListRow = Awaited<ReturnType<typeof repo.listOf>>[number];

/** Salted hash of a short secret (code, DOB): the salt keeps equal DOBs of two shares apart. */
export const saltedHash = (salt: string, value: string) =>
  createHash('sha256').update(`${salt}:${value}`).digest('hex');

/** Codes people read aloud or type: no 0/O, 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newAccessCode = () =>
  Array.from({ length: SHARE_LIMITS.codeLength }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** What a person types: any case, with spaces or dashes. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

export function shareStatus(s: Pick<ShareRow, 'revokedAt' | 'lockedAt' | 'expiresAt'>, now = new Date()): ShareStatus {
  if (s.revokedAt) return 'revoked';
  if (s.lockedAt) return 'locked';
  if (s.expiresAt <= now) return 'expired';
  return 'active';
}

/** "Chrome on Android": enough for a patient to recognise a browser, no version or device id. */
export function browserLabel(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /(Chrome|Chromium|CriOS)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Another browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return os ? `${browser} on ${os}` : browser;
}

function toShare({ s, items, events }: ListRow): Share {
  return {
    id: s.id,
    recipient_name: s.recipientName,
    recipient_email: s.recipientEmail,
    purpose: s.purpose,
    allow_download: s.allowDownload,
    status: shareStatus(s),
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    revoked_at: s.revokedAt ? s.revokedAt.toISOString() : null,
    records: items.map((i) => ({ id: i.id, name: i.name, rid: i.rid })),
    events: events.map((e) => ({ kind: e.kind, at: e.at.toISOString(), browser: browserLabel(e.userAgent) })),
  };
}

export async function listShares(app: Pick<AppContext, 'db'>, actor: Actor): Promise<Share[]> {
  const rows = await repo.listOf(app.db, userIdOf(actor));
  await audit(app.db, actor, { action: 'share.list', entityType: 'record_share', details: { count: rows.length } });
  return rows.map(toShare);
}

/**
 * Shares chosen record sets (or one record) of one patient with a person. Needs Store & Share.
 * Another user's ids answer 404 (nothing is said about whether they exist). The token and the code
 * are answered once: the link goes to the recipient by mail, the code to the patient on screen.
 */
export async function createShare(
  app: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  body: z.output<typeof shareCreateSchema>,
): Promise<ShareCreated> {
  const userId = userIdOf(actor);
  const { db } = app;
  const rids = [...new Set(body.request_ids)];
  if (body.record_id === undefined && (await repo.requestsOf(db, userId, rids)).length !== rids.length)
    throw notFound();
  const records = await repo.ownedRecords(db, userId, { rids, recordId: body.record_id });
  if (body.record_id !== undefined && records.length === 0) throw notFound();
  if (records.length === 0)
    throw badRequest(SHARE_MESSAGES.nothingChosen, { request_ids: SHARE_MESSAGES.nothingChosen });
  if (records.length > SHARE_LIMITS.maxItems) throw badRequest(SHARE_MESSAGES.nothingChosen);
  if (!(await hasActiveSubscription(db, userId)))
    throw new AppError('PAYMENT_REQUIRED', SHARE_MESSAGES.subscriptionRequired);
  const owner = await repo.user(db, userId);
  const dobs = new Set(records.map((r) => r.patientDob ?? r.dependentDob ?? (r.dependentId ? null : owner.dob)));
  if (dobs.size !== 1) throw badRequest(SHARE_MESSAGES.oneDob);
  const dob = [...dobs][0];
  if (!dob) throw badRequest(SHARE_MESSAGES.noDob);

  const token = newToken();
  const code = newAccessCode();
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + body.expires_in_days * 86_400_000);
  const share = await db.transaction(async (tx) => {
    const row = await repo.insert(
      tx,
      {
        userId,
        tokenHash: hashToken(token),
        salt,
        codeHash: saltedHash(salt, code),
        dobHash: saltedHash(salt, dob),
        recipientName: body.recipient_name,
        recipientEmail: body.recipient_email,
        purpose: body.purpose,
        allowDownload: body.allow_download,
        expiresAt,
      },
      records.map((r) => r.id),
    );
    await audit(tx, actor, {
      action: 'share.create',
      entityType: 'record_share',
      entityId: row.id,
      details: {
        records: records.length,
        requests: [...new Set(records.map((r) => r.requestId))],
        days: body.expires_in_days,
        allow_download: body.allow_download,
      },
    });
    return row;
  });
  // The token rides in the fragment: browsers never send it to a server (nor in a Referer), so no
  // access log can hold it. The URL names no patient.
  const url = `${app.publicUrl()}/p?shared_records=true#share=${token}`;
  const sharer = `${owner.name} ${owner.lastName}`;
  // The recipient has no account, so no language of their own: the mail is in the sharer's (they
  // chose the recipient, and hand over the code in words of their own).
  await app.mailer.send(shareMail(owner.language, body.recipient_email, { sharer, name: owner.name, url, expiresAt }));
  const [listed] = (await repo.listOf(db, userId)).filter((x) => x.s.id === share.id);
  if (!listed) throw noRow('record_share');
  return { share: toShare(listed), access_code: code };
}

/**
 * The recipient's mail, in the sharer's language, with the last day of access as a day in that
 * language (the l10n module's formatDate), never a raw timestamp.
 */
export function shareMail(
  language: string | null | undefined,
  to: string,
  s: { sharer: string; name: string; url: string; expiresAt: Date },
) {
  const lang = language ?? 'en';
  const T = mailCatalog(lang).share;
  const until = mailDate(lang, s.expiresAt);
  return localizedMail(
    lang,
    to,
    fill(T.subject, { sharer: s.sharer }),
    `${fill(T.body, { sharer: s.sharer, date: until })}\n\n${T.open}\n${s.url}\n\n${fill(T.code, { name: s.name })}\n`,
  );
}

export async function revokeShare(app: Pick<AppContext, 'db'>, actor: Actor, id: number): Promise<Share> {
  const userId = userIdOf(actor);
  const { db } = app;
  if (!(await repo.ownedShare(db, userId, id))) throw notFound();
  await db.transaction(async (tx) => {
    await repo.revoke(tx, userId, id);
    await audit(tx, actor, { action: 'share.revoke', entityType: 'record_share', entityId: id });
  });
  const [listed] = (await repo.listOf(db, userId)).filter((x) => x.s.id === id);
  if (!listed) throw noRow('record_share');
  return toShare(listed);
}
