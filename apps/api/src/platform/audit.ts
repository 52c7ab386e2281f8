import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { resolveActor, type Actor, type ActorSource } from './actor';
import type { AuditEvent } from '@portal/shared';
import type { Db, DbOrTx } from '../db/client';
import { queryRaw } from '../db/prepared';

export interface AuditEntry {
  action: AuditEvent;
  subjectUserId?: number | null;
  entityType?: string;
  entityId?: string | number;
  requestId?: number | null;
  /** Never patient data: ids, counts, field names, outcomes. */
  details?: Record<string, unknown>;
}

/** Whose data was touched: the entry's subject, else the patient acting on their own. */
const subjectOf = (actor: Actor, entry: AuditEntry) =>
  entry.subjectUserId ?? (actor.kind === 'patient' ? actor.userId : null);

/**
 * Writes an audit row. Pass the transaction handle of the change so that the change and its audit
 * row commit together (or neither does). Actor, IP and user agent come from the Actor (null: the system).
 * The row is built and written as the read log's are (one statement, one shape); its moment is the
 * transaction's (now()).
 */
export async function audit(db: DbOrTx, who: ActorSource, entry: AuditEntry) {
  const rows = JSON.stringify([batchRowOf(resolveActor(who), entry, null)]);
  await db.execute(sql`${sql.raw(INSERT_HEAD)}${rows}${sql.raw(INSERT_TAIL)}`);
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
  /** A read by this actor at a given moment (tests). */
  add(actor: Actor, entry: AuditEntry, at: Date): void;
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
  select coalesce(to_timestamp(at / 1000.0), now()), action, actor_user_id, actor_kind, subject_user_id, entity_type, entity_id, request_id, ip, user_agent, details
  from json_to_recordset($1::json) as r(at float8, action text, actor_user_id integer, actor_kind text,
    subject_user_id integer, entity_type text, entity_id text, request_id integer, ip text, user_agent text, details jsonb)`;
const [INSERT_HEAD, INSERT_TAIL] = INSERT_BATCH.split('$1') as [string, string];

/**
 * A batched row as the statement reads it (json_to_recordset's names).
 * A read is recorded in this shape at once: building the Drizzle-shaped row, copying it with its
 * moment and renaming every field again at the flush cost more CPU than the read it recorded.
 */
interface BatchRow {
  /**
   * Epoch milliseconds (Date.now(): a tenth of a microsecond, where `new Date().toISOString()` was
   * two); null: the transaction's moment (a change's row).
   */
  at: number | null;
  action: string;
  actor_user_id: number | null;
  actor_kind: string;
  subject_user_id: number | null;
  entity_type: string | null;
  entity_id: string | null;
  request_id: number | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | null;
}

function batchRowOf(actor: Actor, entry: AuditEntry, at: number | null): BatchRow {
  return {
    at,
    action: entry.action,
    // A caregiver acting for a patient is the actor; the patient stays the subject.
    actor_user_id: actor.caregiverUserId ?? actor.userId,
    actor_kind: actor.kind,
    subject_user_id: subjectOf(actor, entry),
    entity_type: entry.entityType ?? null,
    entity_id: entry.entityId === undefined ? null : String(entry.entityId),
    request_id: entry.requestId ?? null,
    ip: actor.ip,
    user_agent: actor.userAgent,
    details: actor.grantId ? { ...entry.details, caregiver_grant: actor.grantId } : (entry.details ?? null),
  };
}

const insertBatch = (db: Db, batch: BatchRow[]) =>
  queryRaw(db, 'audit_read_batch', INSERT_BATCH, [JSON.stringify(batch)]);

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
  let buffer: BatchRow[] = [];
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
  function push(row: BatchRow) {
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
    add: (actor, entry, at) => push(batchRowOf(actor, entry, at.getTime())),
    record: (actor, entry) => push(batchRowOf(actor, entry, Date.now())),
    flush,
    pending: () => buffer.length,
  };
}
