import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { resolveActor, type Actor, type ActorSource } from './actor';
import type { AuditEvent } from '@portal/shared';
import type { Db, DbOrTx } from '../db/client';
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
      // PostgreSQL takes at most 65,535 parameters a statement: 11 columns, so 1,000 rows a chunk.
      for (let i = 0; i < batch.length; i += 1000) await db.insert(auditEvents).values(batch.slice(i, i + 1000));
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
