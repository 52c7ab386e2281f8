import { closeSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

/** The demo clerk's documented authenticator secret (apps/api/src/seed/staff.ts, README). */
export const CLERK_TOTP_SECRET = 'DEMOCLERKTOTPSECRETFORTHEDESKAAA';
const PERIOD_MS = 30_000;

/** The code an authenticator app shows for a secret at a time step (the current one by default). */
export function totpCode(secret: string, step = Math.floor(Date.now() / PERIOD_MS)): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
}

/**
 * A code for an account that the journeys sign in again and again (the demo clerk): the server
 * accepts each time step's code once, and the step before and after the current one, so this
 * claims the current step or the next unused one, and waits for the clock only when both are used.
 * Journey files run in their own processes, some at the same time, so a step is claimed by
 * creating its marker file exclusively: two processes never get the same step.
 */
export async function freshCode(baseURL: string, secret: string): Promise<string> {
  const prefix = path.join(os.tmpdir(), `portal-e2e-totp-${new URL(baseURL).port}-${secret.slice(0, 8)}-`);
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    for (const step of [now, now + 1]) {
      try {
        closeSync(openSync(`${prefix}${step}`, 'wx'));
        return totpCode(secret, step);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    await new Promise((r) => setTimeout(r, (now + 1) * PERIOD_MS - Date.now() + 50));
  }
}
