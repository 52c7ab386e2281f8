/**
 * Step-up: a sensitive action (a share, a password change, a factor removed, all records at once)
 * answered 428 wants a fresh proof. The API client asks the host drawn by the portal's layout
 * (features/security/step-up-host.tsx, loaded on first need) and sends the call again once the
 * person confirmed; a cancel leaves the call's error to its caller.
 */
type Ask = () => Promise<boolean>;
let ask: Ask | null = null;
let wake: (() => void) | null = null;
let waiting: Array<() => void> = [];

/** The host, once mounted (null when it unmounts). */
export function setStepUpHost(fn: Ask | null) {
  ask = fn;
  if (fn) {
    for (const r of waiting) r();
    waiting = [];
  }
}

/** The layout: how to draw the host the first time one is wanted. */
export function onStepUpWanted(fn: (() => void) | null) {
  wake = fn;
}

export async function askStepUp(): Promise<boolean> {
  if (!ask) {
    if (!wake) return false;
    const ready = new Promise<void>((r) => waiting.push(r));
    wake();
    await ready;
  }
  return ask ? ask() : false;
}
