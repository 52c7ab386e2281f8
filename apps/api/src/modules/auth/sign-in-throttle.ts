import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { throttleRepository as repo } from './throttle-repository';

/** After this many failures from one source for one e-mail, each further try waits a little longer... */
export const SLOW_AFTER = 3;
/** ...and after this many that source is refused for that e-mail for BLOCK_MS. */
export const BLOCK_AFTER = 8;
const BLOCK_MS = 15 * 60_000;
const WINDOW_MS = 15 * 60_000;

/**
 * Sign-in throttling that reveals nothing and locks no one out. It counts failures per
 * (e-mail, source address), whether or not the e-mail has an account, so an unknown e-mail gets
 * the same answers and the same delays as a real one; and a source guessing someone's password
 * slows and then blocks only itself, never the patient signing in from elsewhere. Spraying many
 * e-mails from one source is held by the per-address rate limit on the sign-in routes. The key is
 * an HMAC, so the table does not list which e-mails were tried from where.
 */
export function createSignInThrottle(db: Db, secret: string, slowdownMs: number) {
  const keyOf = (email: string, ip: string) =>
    createHmac('sha256', secret).update(`${email.trim().toLowerCase()}\n${ip}`).digest('hex');
  return {
    keyOf,
    /** 'blocked' while the block lasts; otherwise how long to wait before checking the password. */
    async before(key: string): Promise<{ blocked: boolean; delayMs: number }> {
      const row = await repo.find(db, key);
      if (!row) return { blocked: false, delayMs: 0 };
      if (row.blockedUntil && row.blockedUntil.getTime() > Date.now()) return { blocked: true, delayMs: 0 };
      const fresh = row.windowStartedAt.getTime() > Date.now() - WINDOW_MS;
      const failures = fresh ? row.failures : 0;
      return {
        blocked: false,
        delayMs: failures >= SLOW_AFTER ? Math.min(slowdownMs * 2 ** (failures - SLOW_AFTER), 16 * slowdownMs) : 0,
      };
    },
    failed: (key: string) => repo.recordFailure(db, key, WINDOW_MS, BLOCK_AFTER, BLOCK_MS),
    succeeded: (key: string) => repo.clear(db, key),
  };
}
