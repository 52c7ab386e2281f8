import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffAuditRow } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

const actor = alias(users, 'actor');

/** The audit trail of one request, newest first, with who did it (patient, clerk, public link). */
export async function requestAuditLog(db: DbOrTx, requestId: number, limit = 500): Promise<StaffAuditRow[]> {
  const rows = await db
    .select({ e: auditEvents, name: actor.name, lastName: actor.lastName })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.requestId, requestId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
  return rows.map(({ e, name, lastName }) => ({
    id: e.id,
    at: e.at.toISOString(),
    action: e.action,
    actor_kind: e.actorKind,
    actor_name: name ? `${name} ${lastName ?? ''}`.trim() : null,
    entity_type: e.entityType,
    entity_id: e.entityId,
    details: e.details ?? null,
  }));
}
