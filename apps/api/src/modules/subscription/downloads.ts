import { canDownload, PAYMENT_MESSAGES, type DownloadLinkResponse, type RecordRequest, MESSAGES } from '@portal/shared';
import type { Db } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { serverFileName } from '../../platform/mail-templates';
import { consumeOneTimeToken, issueOneTimeToken } from '../../platform/tokens';
import { markRecordsSeen } from '../home';
import { hiddenPart2 } from '../../db/part2';
import { subscriptionRepository as repo } from './repository';

/** Download links live five minutes and work once (never the session token in a URL). */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function allowed(r: { status: string; orderedOn: Date | null; completedOn: Date | null }, subscriptionActive: boolean) {
  return canDownload({
    status: r.status,
    ordered_on: r.orderedOn,
    completed_on: r.completedOn,
    subscriptionActive,
    now: new Date(),
  });
}

export async function listRecordRequests(
  { db, readAudit }: Pick<AppContext, 'db' | 'readAudit'>,
  actor: Actor,
): Promise<RecordRequest[]> {
  const userId = userIdOf(actor);
  const [all, active, hidden] = await Promise.all([
    repo.requestsWithRecords(db, userId),
    repo.isActive(db, userId),
    hiddenPart2(db, actor),
  ]);
  // A caregiver without the patient's Part 2 consent is not shown those requests (db/part2.ts).
  const rows = all.filter((x) => !hidden.has(x.r.id));
  readAudit.record(actor, { action: 'records.list', entityType: 'request', details: { count: rows.length } });
  return rows.map(({ r, custodianName, records }) => ({
    rid: r.rid,
    request_type: r.requestType,
    status: r.status,
    custodian_name: custodianName,
    ordered_on: iso(r.orderedOn),
    completed_on: iso(r.completedOn),
    can_download: allowed(r, active),
    records: records.map((m) => ({
      id: m.id,
      name: m.name,
      created_at: m.createdAt.toISOString(),
      page_count: m.pageCount,
    })),
    patient_name: [r.patientFirstName, r.patientLastName].filter(Boolean).join(' ') || null,
    dependent_id: r.dependentId,
  }));
}

/**
 * A signed-in user asks to download a request's records: a one-time link when the rule allows it
 * (within 30 days, or an active subscription), otherwise the subscription offer.
 */
export async function downloadLink(
  db: Db,
  actor: Actor,
  rid: string,
  priceCents: number,
): Promise<DownloadLinkResponse> {
  const userId = userIdOf(actor);
  const r = await repo.request(db, userId, rid);
  // The request id may come in a body, which the acting check does not read: Part 2 is checked here too.
  if (!r || (await hiddenPart2(db, actor)).has(r.id)) throw notFound();
  const records = await repo.records(db, r.id);
  if (records.length === 0)
    return {
      allowed: false,
      url: null,
      expires_at: null,
      message: PAYMENT_MESSAGES.noRecords,
      price_cents: priceCents,
    };
  if (!allowed(r, await repo.isActive(db, userId))) {
    return {
      allowed: false,
      url: null,
      expires_at: null,
      message: PAYMENT_MESSAGES.subscriptionRequired,
      price_cents: priceCents,
    };
  }
  const token = await db.transaction(async (tx) => {
    const t = await issueOneTimeToken(tx, {
      purpose: 'download',
      userId,
      ttlMs: DOWNLOAD_LINK_TTL_MS,
      data: { requestId: r.id, rid: r.rid },
    });
    await audit(tx, actor, { action: 'records.link', entityType: 'request', entityId: r.id, requestId: r.id });
    return t;
  });
  // Downloading them is seeing them: the home stops calling them new.
  await markRecordsSeen({ db }, actor, r.id);
  const url = `/api/v2/medical_records/download_all?request_id=${encodeURIComponent(r.rid)}&token=${encodeURIComponent(token)}`;
  return {
    allowed: true,
    url,
    expires_at: new Date(Date.now() + DOWNLOAD_LINK_TTL_MS).toISOString(),
    message: null,
    price_cents: priceCents,
  };
}

/** Unique names inside the zip (two records called report.pdf become report.pdf and report (2).pdf). */
export function zipNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_').replace(/^\.+/, '') || 'record';
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (n === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  });
}

/**
 * A request's records through a one-time link: one record downloads as that file, with its own
 * type and name (a PDF opens on a phone, where a zip of one file would need an app to unpack it);
 * several come as a zip.
 */
export async function recordsDownload(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  actor: Actor,
  rid: string,
  token: string,
  gone: AbortSignal,
) {
  const { db, files: fileStore } = ctx;
  const t = await consumeOneTimeToken(db, 'download', token);
  const data = t?.data as { requestId?: number; rid?: string } | undefined;
  if (!t || !t.userId || data?.rid !== rid || !data.requestId) throw new AppError('NOT_FOUND', MESSAGES.linkExpired);
  const r = await repo.request(db, t.userId, rid);
  if (!r || !allowed(r, await repo.isActive(db, t.userId))) throw notFound();
  const records = await repo.records(db, r.id);
  const only = records.length === 1 ? records[0] : undefined;
  if (!only) return { kind: 'zip' as const, ...(await recordsZip(ctx, actor, r, t.userId, records, gone)) };
  await audit(db, actor, {
    action: 'records.download',
    subjectUserId: t.userId,
    entityType: 'request',
    entityId: r.id,
    requestId: r.id,
    details: { files: 1 },
  });
  const stream = await fileStore.get(only.storageKey);
  if (gone.aborted) stream.destroy();
  else gone.addEventListener('abort', () => stream.destroy(), { once: true });
  const [filename = 'record'] = zipNames([only.name]);
  return { kind: 'file' as const, stream, filename, mime: only.mime || 'application/octet-stream' };
}

/**
 * Streams the zip of a request's records. Files are decrypted and appended one after another
 * (the next is opened only when the previous entry is written), stored without recompression
 * (records are PDFs and images, already compressed), so memory stays flat whatever the size.
 * The route answers with the archive; `gone` (the client went away) stops it, and with it the open
 * record stream.
 */
async function recordsZip(
  { db, files: fileStore, log }: Pick<AppContext, 'db' | 'files' | 'log'>,
  actor: Actor,
  r: { id: number; rid: string },
  userId: number,
  records: Awaited<ReturnType<typeof repo.records>>,
  gone: AbortSignal,
) {
  await audit(db, actor, {
    action: 'records.download',
    subjectUserId: userId,
    entityType: 'request',
    entityId: r.id,
    requestId: r.id,
    details: { files: records.length },
  });
  const names = zipNames(records.map((m) => m.name));
  // archiver loads on first use, not at start-up.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ store: true });
  let next = 0;
  const appendNext = async () => {
    if (next >= records.length) return void archive.finalize();
    const i = next++;
    const record = records[i];
    const name = names[i];
    // i is below records.length (checked above) and zipNames gives one name per record.
    if (!record || name === undefined) return void archive.finalize();
    try {
      archive.append(await fileStore.get(record.storageKey), { name, date: record.createdAt });
    } catch (err) {
      archive.abort();
      log.error({ err }, 'record missing from the file store');
    }
  };
  archive.on('entry', () => void appendNext());
  archive.on('warning', (err: Error) => log.warn({ err }, 'zip warning'));
  archive.on('error', (err: Error) => log.error({ err }, 'zip failed'));
  if (gone.aborted) archive.abort();
  else gone.addEventListener('abort', () => archive.abort(), { once: true });
  await appendNext();
  // Named in the account holder's language, as the other files the server makes.
  const language = await repo.userLanguage(db, userId);
  return { archive, filename: serverFileName(language, 'recordsArchive', r.rid, '.zip') };
}
