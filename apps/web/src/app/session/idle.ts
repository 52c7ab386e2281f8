/**
 * The inactivity rule of spec section 4 "Session" as a pure function: given how long the user has
 * been idle, which phase the session is in and how many seconds the warning still shows.
 */
export type IdlePhase = 'active' | 'warning' | 'timedOut';

export function idlePhase(
  idleMs: number,
  timeoutMs: number,
  warningMs: number,
): { phase: IdlePhase; secondsLeft: number } {
  if (idleMs >= timeoutMs) return { phase: 'timedOut', secondsLeft: 0 };
  if (idleMs >= timeoutMs - warningMs) {
    return { phase: 'warning', secondsLeft: Math.ceil((timeoutMs - idleMs) / 1000) };
  }
  return { phase: 'active', secondsLeft: Math.ceil(warningMs / 1000) };
}
