import {
  checkTransition,
  historyNoteEnglish,
  refusalMessage,
  stateOf,
  storageOf,
  type AuditEvent,
  type HistoryNote,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecycleState,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { requestDesk, requests } from '../../db/schema';
import type { ActorSource } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { queueLifecycleMail } from './mail';
import { lifecycleRepository as repo } from './repository';
import { checkRequirements, type Evidence } from './requirements';

/**
 * The one writer of a request's status. Every status change in the API goes through
 * `transition()`: it locks the request, checks the move against the shared table (who may, from
 * where), checks what the move needs, then writes the status (and the desk's stage), its history,
 * the audit row and the patient's mail, all in the caller's transaction. A refused move answers
 * 409 with a sentence that says why; a missing requirement answers 400 with what is missing.
 */

export type RequestRow = typeof requests.$inferSelect;

export interface TransitionInput {
  requestId: number;
  event: LifecycleEvent;
  actor: { kind: LifecycleActor; userId: number | null };
  /** Who, for the audit row: the Actor (or a route's request, which carries it); null for jobs. */
  who: ActorSource;
  /** The reason (waiting on patient), the close note, the patient's answer. Shown in the history. */
  note?: string | null;
  /** A note the server writes (archived, uploaded, priced…): stored as a code, shown in the reader's language. */
  serverNote?: HistoryNote;
  /** The desk's price (events price and propose_price). */
  amountCents?: number;
  /** What the patient had authorized when the desk priced (kept as the approved baseline). */
  authorizedCents?: number | null;
  /** Why the desk's price differs (events price and propose_price); the patient reads it with the lines. */
  priceReason?: string | null;
  /** The clerk's typed name under the no-records statement (event close_no_records). */
  signature?: string;
  /** false: write the move without mailing the patient (the demo seed replays the past). */
  mail?: boolean;
  /** Days of the HIPAA extension (event extend, 1 to 30). */
  extensionDays?: number;
  evidence?: Evidence;
  /** The row was created in this transaction (event create_draft records its creation). */
  justCreated?: boolean;
  now?: Date;
}

export interface TransitionResult {
  from: LifecycleState | null;
  to: LifecycleState;
  request: RequestRow;
  /** Outbox rows to deliver after the commit (`ctx.mailer.deliver`). */
  mailIds: number[];
}

/** What mail needs from the app: links point at the portal's public address. */
export type LifecycleCtx = Pick<AppContext, 'publicUrl'>;

const AUDIT_ACTION: Partial<Record<LifecycleEvent, AuditEvent>> = {
  create_draft: 'request.create',
  abandon: 'request.abandon',
  submit: 'request.submit',
};

/**
 * The request and its current lifecycle state, locked for the rest of the transaction. NO KEY
 * UPDATE, not UPDATE: a status change never touches the key, and rows that reference the request
 * (a document uploaded in the same transaction) hold KEY SHARE locks on it, which FOR UPDATE would
 * wait on: ten uploads to one request deadlocked each other on PostgreSQL (40P01, 500s).
 */
export async function lockRequest(tx: DbOrTx, requestId: number) {
  const found = await repo.lock(tx, requestId);
  if (!found) throw notFound();
  const { r, desk } = found;
  return { r, desk, state: stateOf(r.status, desk?.stage) };
}

/** Refuses a move the table does not allow from `from` (before the caller does any other work). */
export function assertAllowed(from: LifecycleState | null, event: LifecycleEvent, actor: LifecycleActor) {
  const c = checkTransition(from, event, actor);
  if (!c.ok) throw new AppError('CONFLICT', refusalMessage(event, from));
  return c;
}

type Locked = Awaited<ReturnType<typeof lockRequest>>;

/** Columns a move stamps besides the status. */
function stamps(
  event: LifecycleEvent,
  now: Date,
  input: TransitionInput,
  locked: Locked,
): Partial<typeof requests.$inferInsert> {
  switch (event) {
    case 'submit':
      return { submittedOn: now, orderedOn: now, currentStep: 11 };
    case 'complete':
      return { completedOn: now };
    case 'close':
    case 'close_no_records':
    case 'decline_price':
    case 'revoke':
      return { closedOn: now };
    // The approved price becomes the request's price, the one completion captures.
    case 'approve_price':
      return { amountCents: locked.desk?.proposedCents ?? locked.r.amountCents };
    case 'extend':
      return { extensionAt: now, extensionDays: input.extensionDays, extensionReason: input.note ?? null };
    case 'price':
      return { amountCents: input.amountCents };
    default:
      return {};
  }
}

/**
 * What the patient authorized is kept on the desk row the first time the desk prices, so a request
 * whose price the desk replaced still compares the next price with the patient's own amount.
 */
function baseline(locked: Locked, input: TransitionInput): number | null {
  const known = [locked.desk?.approvedCents, input.authorizedCents].filter((v): v is number => typeof v === 'number');
  return known.length ? Math.max(...known) : null;
}

/** The desk's stage row for a move that lands in (or leaves) a desk state of an ordered request. */
function deskValues(
  event: LifecycleEvent,
  now: Date,
  input: TransitionInput,
  locked: Locked,
): Partial<typeof requestDesk.$inferInsert> | null {
  // A price waiting for approval is dropped by any other move of the desk (a new price, a question).
  switch (event) {
    case 'mark_incomplete':
      return { stage: 'incomplete', incompleteReason: input.note ?? null, incompleteAt: now, proposedCents: null };
    case 'price':
      return {
        stage: 'priced',
        pricedAt: now,
        proposedCents: null,
        proposedReason: null,
        approvedCents: baseline(locked, input),
        // A new reason replaces the last; a price without one (a reduction) keeps the last reason.
        priceReason: input.priceReason?.trim() || locked.desk?.priceReason || null,
      };
    case 'propose_price':
      return {
        stage: 'approval',
        proposedCents: input.amountCents,
        proposedReason: input.priceReason?.trim() || null,
        approvalRequestedAt: now,
        approvedCents: baseline(locked, input),
      };
    case 'approve_price': {
      const approved = Math.max(locked.desk?.proposedCents ?? 0, locked.desk?.approvedCents ?? 0);
      return {
        stage: 'priced',
        pricedAt: now,
        approvedCents: approved,
        proposedCents: null,
        priceReason: locked.desk?.proposedReason ?? locked.desk?.priceReason ?? null,
        proposedReason: null,
      };
    }
    case 'close_no_records':
      return {
        noRecordsStatement: input.note ?? null,
        noRecordsSigner: input.signature?.trim() ?? null,
        noRecordsBy: input.actor.userId,
        noRecordsAt: now,
      };
    case 'patient_respond':
      return { stage: 'new', respondedAt: now };
    default:
      return null;
  }
}

export async function transition(
  tx: DbOrTx,
  ctx: LifecycleCtx | null,
  input: TransitionInput,
): Promise<TransitionResult> {
  const now = input.now ?? new Date();
  const locked = await lockRequest(tx, input.requestId);
  const from: LifecycleState | null = input.justCreated && input.event === 'create_draft' ? null : locked.state;
  const c = assertAllowed(from, input.event, input.actor.kind);
  await checkRequirements(tx, c.rule.requires, { request: locked.r, input, now });

  const to = c.to;
  const { status } = storageOf(to);
  const updated = await repo.setStatus(tx, locked.r.id, locked.r.status, {
    status,
    updatedAt: now,
    ...stamps(input.event, now, input, locked),
  });
  if (!updated) throw new AppError('CONFLICT', refusalMessage(input.event, from));

  const desk = deskValues(input.event, now, input, locked);
  if (desk) {
    const values = { ...desk, updatedBy: input.actor.userId, updatedAt: now };
    await repo.upsertDesk(tx, locked.r.id, values);
  }

  // A move that keeps the state (the extension) is named by its event in the history, and so is the
  // revocation (it closes the request, but the patient and the desk read why); an approval reads its price.
  const serverNote: HistoryNote | undefined =
    input.serverNote ??
    (input.event === 'approve_price' && locked.desk?.proposedCents != null && !input.note
      ? { code: 'priced', params: { cents: locked.desk.proposedCents } }
      : undefined);
  await repo.addHistory(tx, {
    requestId: locked.r.id,
    status: c.rule.to === 'unchanged' ? 'extended' : input.event === 'revoke' ? 'revoked' : to,
    actorUserId: input.actor.userId,
    at: now,
    ...(serverNote
      ? { note: historyNoteEnglish(serverNote), noteCode: serverNote.code, noteParams: serverNote.params }
      : { note: input.note ?? null }),
  });
  await audit(tx, input.who, {
    action: AUDIT_ACTION[input.event] ?? 'request.status_change',
    subjectUserId: locked.r.userId,
    entityType: 'request',
    entityId: locked.r.rid,
    requestId: locked.r.id,
    details: {
      event: input.event,
      from,
      to,
      by: input.actor.kind,
      ...(input.event === 'price' || input.event === 'propose_price' ? { amount_cents: input.amountCents } : {}),
      ...(input.event === 'approve_price' ? { amount_cents: locked.desk?.proposedCents ?? null } : {}),
      ...(input.event === 'extend' ? { extension_days: input.extensionDays } : {}),
    },
  });

  const mailIds: number[] = [];
  if (c.rule.notifyPatient && input.mail !== false) {
    if (!ctx) throw new Error(`lifecycle event ${input.event} mails the patient and needs the app context`);
    mailIds.push(
      ...(await queueLifecycleMail(
        tx,
        { publicUrl: () => ctx.publicUrl(), amountCents: input.amountCents, priceReason: input.priceReason },
        updated,
        input.event,
        to,
        now,
      )),
    );
  }
  return { from, to, request: updated, mailIds };
}
