import type { FastifyRequest } from 'fastify';
import type { AuditEvent } from '@portal/shared';
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEntry {
  action: AuditEvent;
  subjectUserId?: number | null;
  entityType?: string;
  entityId?: string | number;
  requestId?: number | null;
  /** Never patient data: ids, counts, field names, outcomes. */
  details?: Record<string, unknown>;
}

/**
 * Writes an audit row. Pass the transaction handle of the change so that the change and its audit
 * row commit together (or neither does). Actor, IP and user agent come from the request.
 */
export async function audit(db: DbOrTx, req: FastifyRequest | null, entry: AuditEntry) {
  const actor = req?.auth;
  await db.insert(auditEvents).values({
    action: entry.action,
    actorUserId: actor?.userId ?? null,
    actorKind: actor ? actor.kind : req ? 'public' : 'system',
    subjectUserId: entry.subjectUserId ?? (actor?.kind === 'patient' ? actor.userId : null),
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    requestId: entry.requestId ?? null,
    ip: req?.ip ?? null,
    userAgent: req?.headers['user-agent']?.slice(0, 500) ?? null,
    details: entry.details ?? null,
  });
}
