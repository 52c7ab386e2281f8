import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  isOpenState,
  LIFECYCLE_EVENTS,
  LIFECYCLE_STATES,
  lifecycleLabel,
  movesFrom,
  refusalMessage,
  stateOf,
  storageOf,
  TRANSITIONS,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecycleState,
} from './request-lifecycle';

const state = fc.constantFrom<LifecycleState | null>(null, ...LIFECYCLE_STATES);
const event = fc.constantFrom<LifecycleEvent>(...LIFECYCLE_EVENTS);
const actor = fc.constantFrom<LifecycleActor>('patient', 'staff', 'system');
const FINAL: LifecycleState[] = ['completed_archived', 'closed_archived'];

describe('the lifecycle table', () => {
  it('has exactly one rule per event', () => {
    expect(TRANSITIONS.map((r) => r.event).sort()).toEqual([...LIFECYCLE_EVENTS].sort());
  });

  it('allows a move only from a listed state, by a listed actor, and lands in a known state', () => {
    fc.assert(
      fc.property(state, event, actor, (from, ev, who) => {
        const c = checkTransition(from, ev, who);
        const rule = TRANSITIONS.find((r) => r.event === ev)!;
        expect(c.ok).toBe(rule.from.includes(from) && rule.actors.includes(who));
        if (c.ok) expect(LIFECYCLE_STATES).toContain(c.to);
      }),
    );
  });

  it('never leaves a final state, and never returns to draft once submitted', () => {
    fc.assert(
      fc.property(state, event, actor, (from, ev, who) => {
        const c = checkTransition(from, ev, who);
        if (from && FINAL.includes(from)) expect(c.ok).toBe(false);
        if (c.ok && from && from !== 'draft') expect(c.to).not.toBe('draft');
      }),
    );
  });

  it('any sequence of allowed moves from nothing stays inside the table (random walks)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(event, actor), { maxLength: 30 }), (steps) => {
        let at: LifecycleState | null = null;
        const seen: (LifecycleState | null)[] = [at];
        for (const [ev, who] of steps) {
          const c = checkTransition(at, ev, who);
          if (c.ok) {
            at = c.to;
            seen.push(at);
          }
        }
        // Once answered (completed/closed), the request never opens again.
        const answered = seen.findIndex((s) => s === 'completed' || s === 'closed_archived');
        if (answered >= 0) expect(seen.slice(answered).some((s) => s && isOpenState(s))).toBe(false);
      }),
    );
  });

  it('gives the patient no desk move and the desk no patient move', () => {
    for (const s of [null, ...LIFECYCLE_STATES] as const) {
      for (const ev of movesFrom(s, 'patient'))
        expect([
          'create_draft',
          'abandon',
          'submit',
          'patient_respond',
          'approve_price',
          'decline_price',
          'revoke',
        ]).toContain(ev);
      for (const ev of movesFrom(s, 'staff'))
        expect([
          'mark_incomplete',
          'price',
          'complete',
          'close',
          'extend',
          'propose_price',
          'close_no_records',
        ]).toContain(ev);
      for (const ev of movesFrom(s, 'system')) expect(ev).toBe('archive');
    }
  });

  it('completes only a priced request, and only waiting requests go back to the desk', () => {
    expect(checkTransition('ordered', 'complete', 'staff').ok).toBe(false);
    expect(checkTransition('waiting_on_patient', 'complete', 'staff').ok).toBe(false);
    expect(checkTransition('priced', 'complete', 'staff')).toMatchObject({ ok: true, to: 'completed' });
    expect(checkTransition('waiting_on_patient', 'patient_respond', 'patient')).toMatchObject({
      ok: true,
      to: 'ordered',
    });
    expect(checkTransition('ordered', 'patient_respond', 'patient').ok).toBe(false);
    expect(checkTransition('priced', 'mark_incomplete', 'staff')).toMatchObject({ ok: true, to: 'waiting_on_patient' });
    expect(checkTransition('completed', 'archive', 'system')).toMatchObject({ ok: true, to: 'completed_archived' });
    expect(checkTransition('abandoned', 'archive', 'system')).toMatchObject({ ok: true, to: 'closed_archived' });
    expect(checkTransition('draft', 'complete', 'patient')).toMatchObject({ ok: false, why: 'actor' });
    for (const s of ['ordered', 'waiting_on_patient', 'priced'] as const)
      expect(checkTransition(s, 'extend', 'staff')).toMatchObject({ ok: true, to: s });
    expect(checkTransition('completed', 'extend', 'staff').ok).toBe(false);
  });

  it('keeps a price above what the patient authorized out of completion until the patient answers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(event, actor), { maxLength: 30 }), (steps) => {
        let at: LifecycleState | null = 'awaiting_approval';
        for (const [ev, who] of steps) {
          const c = checkTransition(at, ev, who);
          if (!c.ok) continue;
          // Completion (the capture) never follows a pending price directly.
          if (at === 'awaiting_approval') expect(c.to).not.toBe('completed');
          at = c.to;
        }
      }),
    );
    expect(checkTransition('awaiting_approval', 'approve_price', 'patient')).toMatchObject({ ok: true, to: 'priced' });
    expect(checkTransition('awaiting_approval', 'decline_price', 'patient')).toMatchObject({
      ok: true,
      to: 'closed_archived',
    });
    expect(checkTransition('priced', 'approve_price', 'patient')).toMatchObject({ ok: false, why: 'state' });
    expect(checkTransition('awaiting_approval', 'approve_price', 'staff')).toMatchObject({ ok: false, why: 'actor' });
    for (const s of ['ordered', 'waiting_on_patient', 'priced', 'awaiting_approval'] as const) {
      expect(checkTransition(s, 'close_no_records', 'staff')).toMatchObject({ ok: true, to: 'closed_archived' });
    }
    expect(checkTransition('completed', 'close_no_records', 'staff').ok).toBe(false);
  });

  it('lets only the patient revoke, and only before fulfilment', () => {
    for (const s of ['ordered', 'waiting_on_patient', 'priced', 'awaiting_approval'] as const) {
      expect(checkTransition(s, 'revoke', 'patient')).toMatchObject({ ok: true, to: 'closed_archived' });
      expect(checkTransition(s, 'revoke', 'staff')).toMatchObject({ ok: false, why: 'actor' });
    }
    for (const s of [null, 'draft', 'abandoned', 'completed', 'completed_archived', 'closed_archived'] as const) {
      expect(checkTransition(s, 'revoke', 'patient').ok, String(s)).toBe(false);
    }
  });
});

describe('storage', () => {
  it('round-trips every state through status and desk stage', () => {
    for (const s of LIFECYCLE_STATES) {
      const { status, stage } = storageOf(s);
      expect(stateOf(status, stage)).toBe(s);
    }
    expect(stateOf('ordered', null)).toBe('ordered');
    expect(() => stateOf('waiting_on_patient')).toThrow();
  });

  it('labels states with the spec wording, and the waiting state for the patient', () => {
    expect(lifecycleLabel('completed_archived')).toBe('completed - archived');
    expect(lifecycleLabel('waiting_on_patient')).toBe('waiting on you');
    expect(refusalMessage('abandon', 'ordered')).toBe('This request cannot be abandoned now: it is ordered.');
  });
});
