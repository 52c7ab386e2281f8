import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { resolveActor, type Actor, type ActorSource } from './actor';
import type { AuditEvent } from '@portal/shared';
import type { Db, DbOrTx } from '../db/client';
import { queryRaw } from '../db/prepared';
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

type AuditRow = typeof auditEvents.$inferInsert;

function rowOf(actor: Actor, entry: AuditEntry): AuditRow {
  return {
    action: entry.action,
    actorUserId: actor.userId,
    actorKind: actor.kind,
    subjectUserId: entry.subjectUserId ?? (actor.kind === 'patient' ? actor.userId : null),
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    requestId: entry.requestId ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent,
    details: entry.details ?? null,
  };
}

/**
 * Writes an audit row. Pass the transaction handle of the change so that the change and its audit
 * row commit together (or neither does). Actor, IP and user agent come from the Actor (null: the system).
 */
export async function audit(db: DbOrTx, who: ActorSource, entry: AuditEntry) {
  await db.insert(auditEvents).values(rowOf(resolveActor(who), entry));
}

/**
 * Records a read of patient data (HIPAA 164.312(b) asks for reads as well as changes). A read
 * changes nothing, so its row need not commit with anything: it joins the process's read log,
 * written in batches off the request path (see createReadAuditLog). Each row keeps the moment
 * of the read, not of the write.
 */
export function auditRead(req: FastifyRequest, entry: AuditEntry) {
  req.server.ctx.readAudit.record(req.actor, entry);
}

export interface ReadAuditLog {
  add(row: AuditRow): void;
  /** A read by this actor (services call this through their context). */
  record(actor: Actor, entry: AuditEntry): void;
  /** Writes what is buffered now (tests call it before they look; close calls it last). */
  flush(): Promise<void>;
  /** Rows waiting to be written. */
  pending(): number;
}

/**
 * One statement for a whole batch, whatever its size: the rows travel as one JSON parameter and
 * PostgreSQL unpacks them (json_to_recordset). Building a multi-row insert through Drizzle cost
 * more CPU than the reads it recorded (12 parameters a row, each walked by its query builder).
 */
const INSERT_BATCH = `insert into audit_events
    (at, action, actor_user_id, actor_kind, subject_user_id, entity_type, entity_id, request_id, ip, user_agent, details)
  select at, action, actor_user_id, actor_kind, subject_user_id, entity_type, entity_id, request_id, ip, user_agent, details
  from json_to_recordset($1::json) as r(at timestamptz, action text, actor_user_id integer, actor_kind text,
    subject_user_id integer, entity_type text, entity_id text, request_id integer, ip text, user_agent text, details jsonb)`;

async function insertBatch(db: Db, batch: AuditRow[]) {
  const rows = batch.map((r) => ({
    at: (r.at ?? new Date()).toISOString(),
    action: r.action,
    actor_user_id: r.actorUserId ?? null,
    actor_kind: r.actorKind,
    subject_user_id: r.subjectUserId ?? null,
    entity_type: r.entityType ?? null,
    entity_id: r.entityId ?? null,
    request_id: r.requestId ?? null,
    ip: r.ip ?? null,
    user_agent: r.userAgent ?? null,
    details: r.details ?? null,
  }));
  await queryRaw(db, 'audit_read_batch', INSERT_BATCH, [JSON.stringify(rows)]);
}

/** Beyond this many unwritten rows (the database has been failing for a while) the oldest are dropped and logged. */
const MAX_PENDING = 50_000;

/**
 * The read audit log: rows are written in one multi-row insert at most `flushMs` after the first
 * of a batch, or as soon as `maxRows` are waiting, and on close (shutdown drains it). A crash loses
 * at most the reads of the last `flushMs` (README). A failed write keeps the rows for the next try.
 */
export function createReadAuditLog(
  db: Db,
  log: FastifyBaseLogger,
  opts: { flushMs: number; maxRows: number },
): ReadAuditLog {
  let buffer: AuditRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const writeBatch = async () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = buffer;
    buffer = [];
    if (!batch.length) return;
    try {
      await insertBatch(db, batch);
    } catch (err) {
      buffer = batch.concat(buffer);
      if (buffer.length > MAX_PENDING) {
        log.error({ dropped: buffer.length - MAX_PENDING }, 'read audit log: rows dropped, the database refuses them');
        buffer = buffer.slice(buffer.length - MAX_PENDING);
      }
      log.error({ err, pending: buffer.length }, 'read audit log: write failed, retrying');
      schedule();
    }
  };
  const flush = () => {
    writing = writing.then(writeBatch);
    return writing;
  };
  function add(row: AuditRow) {
    buffer.push(row);
    if (buffer.length >= opts.maxRows) void flush();
    else schedule();
  }
  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), opts.flushMs);
    timer.unref();
  }
  return {
    add,
    record: (actor, entry) => add({ ...rowOf(actor, entry), at: new Date() }),
    flush,
    pending: () => buffer.length,
  };
}
