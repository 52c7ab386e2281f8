/**
 * The one HIPAA clock (45 CFR 164.524(b)(2)), used by the patient's request, the records desk's
 * summary and queue, and mail alike, so a patient and a clerk never see different deadlines.
 *
 * - The provider must act no later than 30 calendar days after receiving the request. Days are
 *   counted the way deadlines are: the day of receipt is day 0, the next calendar day is day 1,
 *   and day 30 is the last day in time. Day 31 is overdue.
 * - The provider may extend once, by up to 30 more days, with a written notice (the reason and
 *   the expected date) given within the first 30 days. After that no extension is possible.
 * - The clock stops when the request is answered (completed or closed).
 *
 * Calendar days are UTC days: the server, the desk and every patient count the same days.
 */

export const HIPAA_BASE_DAYS = 30;
export const HIPAA_MAX_EXTENSION_DAYS = 30;

const DAY_MS = 86_400_000;

export interface HipaaExtension {
  /** When the written notice was given. */
  at: Date | string;
  days: number;
  reason: string;
}

export interface HipaaClockInput {
  /** When the provider received the request (ordered_on). */
  receivedAt: Date | string;
  /** When it was answered (completed or closed); null while it is open. */
  stoppedAt?: Date | string | null;
  extension?: HipaaExtension | null;
  now: Date | string | number;
}

export interface HipaaClockState {
  /** Calendar days since receipt (0 on the day of receipt), frozen when stopped. */
  day: number;
  /** 30, or 30 plus the extension. */
  limitDays: number;
  /** The last day in time (UTC midnight of that day). */
  dueOn: Date;
  overdue: boolean;
  stopped: boolean;
  extension: { at: Date; days: number; reason: string } | null;
  /** Whether the one extension may still be recorded (open, none yet, within the first 30 days). */
  canExtend: boolean;
}

const toDate = (v: Date | string | number) => (v instanceof Date ? v : new Date(v));
/** The UTC calendar day number of an instant. */
export const utcDayNumber = (v: Date | string | number) => Math.floor(toDate(v).getTime() / DAY_MS);

/** Calendar days from receipt to an instant (0 on the day of receipt; never negative). */
export function calendarDaysSince(receivedAt: Date | string, at: Date | string | number): number {
  return Math.max(0, utcDayNumber(at) - utcDayNumber(receivedAt));
}

export function hipaaClock(input: HipaaClockInput): HipaaClockState {
  const received = toDate(input.receivedAt);
  const stopped = input.stoppedAt !== null && input.stoppedAt !== undefined;
  const end = stopped ? toDate(input.stoppedAt!) : toDate(input.now);
  const ext = input.extension
    ? { at: toDate(input.extension.at), days: input.extension.days, reason: input.extension.reason }
    : null;
  const limitDays = HIPAA_BASE_DAYS + (ext ? Math.min(HIPAA_MAX_EXTENSION_DAYS, Math.max(0, ext.days)) : 0);
  const day = calendarDaysSince(received, end);
  const dueOn = new Date((utcDayNumber(received) + limitDays) * DAY_MS);
  return {
    day,
    limitDays,
    dueOn,
    overdue: day > limitDays,
    stopped,
    extension: ext,
    canExtend: !stopped && !ext && calendarDaysSince(received, input.now) <= HIPAA_BASE_DAYS,
  };
}

/** Whether an extension given at `at` is in time (within the first 30 days after receipt). */
export function extensionInTime(receivedAt: Date | string, at: Date | string | number): boolean {
  return calendarDaysSince(receivedAt, at) <= HIPAA_BASE_DAYS;
}

/**
 * The instant before which a request received is overdue today (for a database filter): received
 * before the UTC midnight of (today − limit) ⇔ more than `limitDays` calendar days have passed.
 */
export function overdueReceivedBefore(now: Date | string | number, limitDays = HIPAA_BASE_DAYS): Date {
  return new Date((utcDayNumber(now) - limitDays) * DAY_MS);
}
