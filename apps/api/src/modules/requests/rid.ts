import { randomInt } from 'node:crypto';

/**
 * A request id (rid) people can read out on the phone: digits and dashes (spec section 5:
 * "request id (digits and dashes)"), e.g. 261122-483920. Uniqueness is enforced by the
 * database; callers retry on the rare collision.
 */
export function newRid(now = new Date()): string {
  const yy = String(now.getUTCFullYear()).slice(2);
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(now.getUTCDate()).padStart(2, '0');
  return `${yy}${mm}${dd}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
