import type { FastifyReply } from 'fastify';
import { canDownload, PAYMENT_MESSAGES } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { subscriptionRepository } from '../subscription';
import { sharesRepository } from './repository';

/**
 * The in-portal viewer reads one delivered record (inline). Viewing needs what downloading needs:
 * free for 30 days after order/completion, then Store & Share. Audited as `records.view`.
 */
export async function sendOwnRecord(
  app: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  reply: FastifyReply,
  userId: number,
  recordId: number,
) {
  const { db } = app;
  const row = await sharesRepository.ownRecordWithFile(db, userId, recordId);
  if (!row || row.f.deletedAt) throw notFound();
  const active = await subscriptionRepository.isActive(db, userId);
  const ok = canDownload({
    status: row.r.status,
    ordered_on: row.r.orderedOn,
    completed_on: row.r.completedOn,
    subscriptionActive: active,
    now: new Date(),
  });
  if (!ok) throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.subscriptionRequired);
  await audit(db, actor, {
    action: 'records.view',
    entityType: 'medical_record',
    entityId: row.m.id,
    requestId: row.r.id,
  });
  const safe = row.m.name.replace(/[^\w.\- ]+/g, '_');
  return reply
    .header('content-type', row.f.mime)
    .header('content-disposition', `inline; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(row.m.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(await app.files.get(row.f.storageKey));
}
