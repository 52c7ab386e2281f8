import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
 * takes the current step or the next unused one, and waits for the clock only when both are used.
 * The steps used are kept in a file per server, since each journey file runs in its own process.
 */
export async function freshCode(baseURL: string, secret: string): Promise<string> {
  const file = path.join(os.tmpdir(), `portal-e2e-totp-${new URL(baseURL).port}-${secret.slice(0, 8)}`);
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  let now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, last + 1);
  while (step > now + 1) {
    await new Promise((r) => setTimeout(r, (now + 1) * PERIOD_MS - Date.now() + 50));
    now = Math.floor(Date.now() / PERIOD_MS);
  }
  writeFileSync(file, String(step));
  return totpCode(secret, step);
}
