import { hipaaClock, stateOf, isOpenState, type HipaaClock, type HipaaClockState } from '@portal/shared';
import type { requests } from '../../db/schema';

type ClockRow = Pick<
  typeof requests.$inferSelect,
  | 'status'
  | 'orderedOn'
  | 'completedOn'
  | 'closedOn'
  | 'updatedAt'
  | 'extensionAt'
  | 'extensionDays'
  | 'extensionReason'
>;

/**
 * The HIPAA clock of a stored request (shared domain/hipaa-clock), for the patient's request, the
 * desk's queue and summary, and mail: one input mapping, so every screen counts the same days.
 * The clock runs from ordered_on while the request is open and stops when it was answered:
 * completed_on, or closed_on (requests closed before closed_on existed: their last change).
 */
export function clockOfRequest(r: ClockRow, now: Date): HipaaClockState | null {
  if (!r.orderedOn || r.status === 'draft' || r.status === 'abandoned') return null;
  const open = isOpenState(stateOf(r.status));
  const stoppedAt = open ? null : (r.completedOn ?? r.closedOn ?? r.updatedAt);
  const extension =
    r.extensionAt && r.extensionDays
      ? { at: r.extensionAt, days: r.extensionDays, reason: r.extensionReason ?? '' }
      : null;
  return hipaaClock({ receivedAt: r.orderedOn, stoppedAt, extension, now });
}

/** The wire shape (request detail, staff queue). */
export function clockToWire(r: ClockRow, c: HipaaClockState): HipaaClock {
  return {
    ordered_on: r.orderedOn!.toISOString(),
    due_on: c.dueOn.toISOString(),
    day: c.day,
    limit_days: c.limitDays,
    overdue: c.overdue,
    stopped: c.stopped,
    extension: c.extension
      ? { at: c.extension.at.toISOString(), days: c.extension.days, reason: c.extension.reason }
      : null,
  };
}

export function wireClock(r: ClockRow, now: Date): HipaaClock | null {
  const c = clockOfRequest(r, now);
  return c ? clockToWire(r, c) : null;
}
