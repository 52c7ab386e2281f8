import { isOpenState, stateOf, type Home, type HomeTodo, type HomeTodoKind } from '@portal/shared';
import type { AppContext } from '../../platform/context';
import type { UserRead } from '../../platform/sessions';
import type { Actor } from '../../platform/actor';
import { clockOfRequest } from '../lifecycle';
import { hiddenPart2 } from '../../db/part2';
import { homeRepository as repo, type HomeRow } from './repository';

/** The order the home lists them in: what blocks a request first, what only informs last. */
const ORDER: Record<HomeTodoKind, number> = {
  waiting: 0,
  price_approval: 1,
  payment_needed: 2,
  unread_messages: 3,
  records_ready: 4,
  letters: 5,
  draft: 6,
};

/** The to-dos of one request (a request may have several: a question and an unread message). */
function todosOf(row: HomeRow, now: Date): HomeTodo[] {
  const r = row.r;
  const dependentName = r.dependentId ? [row.depFirst, row.depLast].filter(Boolean).join(' ') || null : null;
  const base = {
    rid: r.rid,
    request_type: r.requestType,
    custodian_name: row.custodianName || null,
    dependent_name: dependentName,
    question: null,
    count: 0,
    amount_cents: null,
    current_step: r.currentStep,
    updated_at: r.updatedAt.toISOString(),
  };
  const out: HomeTodo[] = [];
  const add = (kind: HomeTodoKind, extra: Partial<HomeTodo> = {}) => out.push({ ...base, ...extra, kind });
  if (r.status === 'draft') {
    add('draft');
    return out;
  }
  const state = stateOf(r.status, row.stage);
  if (state === 'waiting_on_patient') add('waiting', { question: row.question ?? '' });
  if (state === 'awaiting_approval' && row.proposedCents !== null)
    add('price_approval', { amount_cents: row.proposedCents });
  if (r.status === 'ordered' && row.paymentStatus === 'failed') add('payment_needed');
  if (row.unread > 0) add('unread_messages', { count: Number(row.unread) });
  if (row.newRecords > 0) add('records_ready', { count: Number(row.newRecords) });
  const clock = clockOfRequest({ ...r }, now);
  if (clock?.overdue && isOpenState(state)) add('letters');
  return out;
}

/**
 * GET /api/v2/home: what waits on the patient now, most pressing first, each with the request it
 * is about. One statement (kept in the read cache while the user's data is unchanged); the
 * deadline is decided here, at the moment of reading. `count`: the requests waiting on the
 * patient (drafts aside: a draft waits on nobody), the sidebar's badge.
 */
export async function readHome({ db, readAudit }: Pick<AppContext, 'db' | 'readAudit'>, read: UserRead): Promise<Home> {
  const rows = await read.cachedRows(repo.homeStatement(db)!);
  // A caregiver without the patient's Part 2 consent is not shown those requests (db/part2.ts).
  const hidden = await hiddenPart2(db, read.actor());
  const now = new Date();
  const todos = rows.filter((row) => !hidden.has(row.r.id)).flatMap((row) => todosOf(row, now));
  todos.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  const waiting = new Set(todos.filter((t) => t.kind !== 'draft').map((t) => t.rid));
  readAudit.record(read.actor(), {
    action: 'request.list',
    entityType: 'request',
    entityId: undefined,
    details: { home: true, count: todos.length },
  });
  return { todos, count: waiting.size };
}

/** The patient opened one of a request's records: the home stops showing them as new. */
export async function markRecordsSeen(ctx: Pick<AppContext, 'db'>, actor: Actor, requestId: number) {
  if (actor.kind !== 'patient' || actor.userId === null) return;
  await repo.markRecordsSeen(ctx.db, actor.userId, requestId, new Date());
}
