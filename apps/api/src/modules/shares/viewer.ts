import type { Readable } from 'node:stream';
import { canDownload, PAYMENT_MESSAGES } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { hasActiveSubscription } from '../subscription';
import { markRecordsSeen } from '../home';
import { sharesRepository } from './repository';

/**
 * The in-portal viewer reads one delivered record (inline). Viewing needs what downloading needs:
 * free for 30 days after order/completion, then Store & Share. Audited as `records.view`. The route
 * answers with its name, type and bytes (inline).
 */
export async function ownRecord(
  app: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  recordId: number,
): Promise<{ name: string; mime: string; body: Readable }> {
  const userId = userIdOf(actor);
  const { db } = app;
  const row = await sharesRepository.ownRecordWithFile(db, userId, recordId);
  if (!row || row.f.deletedAt) throw notFound();
  const active = await hasActiveSubscription(db, userId);
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
  // Opening one is seeing the request's records: the home stops calling them new.
  await markRecordsSeen(app, actor, row.r.id);
  return { name: row.m.name, mime: row.f.mime, body: await app.files.get(row.f.storageKey) };
}
