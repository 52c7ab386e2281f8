/**
 * The request lifecycle: every state a request can be in, and the one table of moves
 * between them — from which states, to which, who may make the move and what it needs. The API's
 * lifecycle module (apps/api/src/modules/lifecycle) is the only writer of a request's status
 * and follows this table; the web reads it to label states and to offer only the moves allowed.
 *
 * The spec's status values (section 4) stay the wire and database `status`; the desk's working
 * states of an ordered request (waiting on the patient, priced) are kept beside it (request_desk.stage)
 * so the spec's contract does not change. `stateOf` and `storageOf` convert between the two.
 */

export const LIFECYCLE_STATES = [
  'draft',
  'abandoned',
  'ordered',
  'waiting_on_patient',
  'priced',
  'awaiting_approval',
  'completed',
  'completed_archived',
  'closed_archived',
] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

/** The spec's request statuses (section 4). */
export type RequestStatusValue =
  'draft' | 'abandoned' | 'ordered' | 'completed' | 'completed_archived' | 'closed_archived';
/** The desk's stage of an ordered request. */
export type DeskStageValue = 'new' | 'incomplete' | 'priced' | 'approval';

export type LifecycleActor = 'patient' | 'staff' | 'system';

/**
 * What a move needs besides the right state and actor:
 * - authorization: a signed or uploaded authorization on the request;
 * - reason: a non-empty text the patient reads (what is missing);
 * - amount: a price in cents;
 * - records: at least one medical-records file uploaded by the desk;
 * - payment_settled: the card captured (or nothing to capture) before completion;
 * - patient_action: the patient did what was asked (uploaded, signed again or answered);
 * - free_window_passed: 30 days since completion (or since the last change of an abandoned draft);
 * - extension_allowed: no extension yet, within the first 30 days, for 1 to 30 days (HIPAA allows one);
 * - signature: the clerk's typed name under a signed statement (no records found);
 * - revocation: the patient's signed revocation of the authorization is stored on the request.
 */
export type LifecycleRequirement =
  | 'authorization'
  | 'reason'
  | 'amount'
  | 'records'
  | 'payment_settled'
  | 'patient_action'
  | 'free_window_passed'
  | 'extension_allowed'
  | 'signature'
  | 'revocation';

export const LIFECYCLE_EVENTS = [
  'create_draft',
  'abandon',
  'submit',
  'mark_incomplete',
  'patient_respond',
  'price',
  'complete',
  'close',
  'archive',
  'extend',
  'propose_price',
  'approve_price',
  'decline_price',
  'close_no_records',
  'revoke',
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

export interface TransitionRule {
  event: LifecycleEvent;
  /** null: the request row was just created (as a draft) and this move records it. */
  from: readonly (LifecycleState | null)[];
  /** archive goes to a state that depends on where it starts; extend stays where it is (see `targetOf`). */
  to: LifecycleState | 'archived' | 'unchanged';
  actors: readonly LifecycleActor[];
  requires: readonly LifecycleRequirement[];
  /** Whether the patient is mailed about the move. */
  notifyPatient: boolean;
}

// Awaiting the patient's approval of a price is open: the provider still owes the records (the clock runs).
const OPEN: readonly LifecycleState[] = ['ordered', 'waiting_on_patient', 'priced', 'awaiting_approval'];

export const TRANSITIONS: readonly TransitionRule[] = [
  { event: 'create_draft', from: [null], to: 'draft', actors: ['patient'], requires: [], notifyPatient: false },
  { event: 'abandon', from: ['draft'], to: 'abandoned', actors: ['patient'], requires: [], notifyPatient: false },
  {
    event: 'submit',
    from: [null, 'draft'],
    to: 'ordered',
    actors: ['patient'],
    requires: ['authorization'],
    notifyPatient: false,
  },
  // A new reason replaces the old one while the request already waits on the patient.
  {
    event: 'mark_incomplete',
    from: OPEN,
    to: 'waiting_on_patient',
    actors: ['staff'],
    requires: ['reason'],
    notifyPatient: true,
  },
  {
    event: 'patient_respond',
    from: ['waiting_on_patient'],
    to: 'ordered',
    actors: ['patient'],
    requires: ['patient_action'],
    notifyPatient: false,
  },
  // A price within what the patient authorized (plus the configured tolerance); a lower price also
  // replaces one still waiting for the patient's approval.
  {
    event: 'price',
    from: ['ordered', 'priced', 'awaiting_approval'],
    to: 'priced',
    actors: ['staff'],
    requires: ['amount'],
    notifyPatient: false,
  },
  // A price above what the patient authorized waits for the patient's approval (mailed, with a link).
  {
    event: 'propose_price',
    from: ['ordered', 'priced', 'awaiting_approval'],
    to: 'awaiting_approval',
    actors: ['staff'],
    requires: ['amount'],
    notifyPatient: true,
  },
  {
    event: 'approve_price',
    from: ['awaiting_approval'],
    to: 'priced',
    actors: ['patient'],
    requires: [],
    notifyPatient: false,
  },
  // Declining the higher price ends the request; its hold is released in the same transaction.
  {
    event: 'decline_price',
    from: ['awaiting_approval'],
    to: 'closed_archived',
    actors: ['patient'],
    requires: ['reason'],
    notifyPatient: false,
  },
  {
    event: 'complete',
    from: ['priced'],
    to: 'completed',
    actors: ['staff'],
    requires: ['records', 'payment_settled'],
    notifyPatient: true,
  },
  {
    event: 'close',
    from: [...OPEN, 'completed'],
    to: 'closed_archived',
    actors: ['staff'],
    requires: [],
    notifyPatient: true,
  },
  // The provider has no records: its signed statement, and the hold released or every charge refunded.
  {
    event: 'close_no_records',
    from: OPEN,
    to: 'closed_archived',
    actors: ['staff'],
    requires: ['reason', 'signature'],
    notifyPatient: true,
  },
  {
    event: 'archive',
    from: ['completed', 'abandoned'],
    to: 'archived',
    actors: ['system'],
    requires: ['free_window_passed'],
    notifyPatient: false,
  },
  // The provider's one extension of the HIPAA deadline, with written notice (the mail) to the patient.
  {
    event: 'extend',
    from: OPEN,
    to: 'unchanged',
    actors: ['staff'],
    requires: ['reason', 'extension_allowed'],
    notifyPatient: true,
  },
  // The patient revokes the authorization in writing (45 CFR 164.508(b)(5)) before fulfilment: the
  // request stops as closed (the spec has no other end state for it); the history says 'revoked'.
  {
    event: 'revoke',
    from: OPEN,
    to: 'closed_archived',
    actors: ['patient'],
    requires: ['revocation'],
    notifyPatient: true,
  },
];

export function ruleOf(event: LifecycleEvent): TransitionRule {
  const rule = TRANSITIONS.find((r) => r.event === event);
  if (!rule) throw new Error(`unknown lifecycle event ${event}`);
  return rule;
}

/** The state a move lands in from a given state. */
export function targetOf(rule: TransitionRule, from: LifecycleState | null): LifecycleState {
  if (rule.to === 'unchanged') return from!;
  if (rule.to !== 'archived') return rule.to;
  return from === 'abandoned' ? 'closed_archived' : 'completed_archived';
}

export type TransitionCheck =
  { ok: true; rule: TransitionRule; to: LifecycleState } | { ok: false; rule: TransitionRule; why: 'state' | 'actor' };

/** Whether `actor` may make `event` from `from` (the table only; requirements are checked by the caller). */
export function checkTransition(
  from: LifecycleState | null,
  event: LifecycleEvent,
  actor: LifecycleActor,
): TransitionCheck {
  const rule = ruleOf(event);
  if (!rule.actors.includes(actor)) return { ok: false, rule, why: 'actor' };
  if (!rule.from.includes(from)) return { ok: false, rule, why: 'state' };
  return { ok: true, rule, to: targetOf(rule, from) };
}

/** Every move that leads out of a state, for an actor. */
export function movesFrom(from: LifecycleState | null, actor: LifecycleActor): LifecycleEvent[] {
  return TRANSITIONS.filter((r) => r.from.includes(from) && r.actors.includes(actor)).map((r) => r.event);
}

/** The lifecycle state of a stored request (status plus the desk's stage of an ordered one). */
export function stateOf(status: RequestStatusValue | string, stage?: DeskStageValue | string | null): LifecycleState {
  if (status === 'ordered') {
    if (stage === 'incomplete') return 'waiting_on_patient';
    if (stage === 'priced') return 'priced';
    if (stage === 'approval') return 'awaiting_approval';
    return 'ordered';
  }
  if (
    (LIFECYCLE_STATES as readonly string[]).includes(status) &&
    !['waiting_on_patient', 'priced', 'awaiting_approval'].includes(status)
  ) {
    return status as LifecycleState;
  }
  throw new Error(`unknown request status ${status}`);
}

/** How a lifecycle state is stored: the spec's status, and the desk stage when ordered. */
export function storageOf(state: LifecycleState): { status: RequestStatusValue; stage: DeskStageValue | null } {
  switch (state) {
    case 'ordered':
      return { status: 'ordered', stage: 'new' };
    case 'waiting_on_patient':
      return { status: 'ordered', stage: 'incomplete' };
    case 'priced':
      return { status: 'ordered', stage: 'priced' };
    case 'awaiting_approval':
      return { status: 'ordered', stage: 'approval' };
    default:
      return { status: state, stage: null };
  }
}

/** The provider still owes an answer: the HIPAA clock runs. */
export const isOpenState = (s: LifecycleState) => OPEN.includes(s);

/** The patient may still revoke the authorization: before fulfilment (not completed, closed or a draft). */
export const canRevokeState = (s: LifecycleState) => checkTransition(s, 'revoke', 'patient').ok;

/** Why a move was refused, in words a person can act on (the API's 409 message). */
export function refusalMessage(event: LifecycleEvent, from: LifecycleState | null): string {
  const where = from ? lifecycleLabel(from) : 'not saved yet';
  return `This request cannot be ${EVENT_VERBS[event]} now: it is ${where}.`;
}

const EVENT_VERBS: Record<LifecycleEvent, string> = {
  create_draft: 'saved as a new draft',
  abandon: 'abandoned',
  submit: 'submitted',
  mark_incomplete: 'marked as waiting on the patient',
  patient_respond: 'sent back to the records desk',
  price: 'priced',
  complete: 'completed',
  close: 'closed',
  archive: 'archived',
  extend: 'extended',
  propose_price: 'sent to the patient for approval of a price',
  approve_price: 'approved at this price',
  decline_price: 'declined',
  close_no_records: 'closed as no records found',
  revoke: 'revoked',
};

/**
 * The English label of a state (status badges, history, mail). The spec's statuses keep the spec's
 * wording (underscores become spaces, ' - ' for the archived ones).
 */
export function lifecycleLabel(state: LifecycleState | string): string {
  if (state === 'waiting_on_patient') return 'waiting on you';
  if (state === 'awaiting_approval') return 'waiting for your approval';
  if (state === 'completed_archived') return 'completed - archived';
  if (state === 'closed_archived') return 'closed - archived';
  // The history's name of the patient's revocation (the request itself is closed).
  if (state === 'revoked') return 'authorization revoked';
  return state.replace(/_/g, ' ');
}

/** What a refused move is missing (400 answers of the lifecycle; the desk's words where it had them). */
export const LIFECYCLE_MESSAGES = {
  authorization: 'Please sign or upload an authorization',
  reason: 'Field is required',
  amount: 'Enter an amount in dollars, like 25.00',
  records: 'Upload the medical records before completing the request',
  payment_settled: 'The payment must be captured before the request is completed',
  patient_action: 'Upload a file or write an answer for the records team',
  free_window_passed: 'This request is still in its free 30-day download period',
  extension_allowed: 'The deadline can be extended once, by 1 to 30 days, within the first 30 days',
  signature: 'Type your full name to sign the statement',
  revocation: 'Field is required',
} as const satisfies Record<LifecycleRequirement, string>;
