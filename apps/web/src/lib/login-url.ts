import { RETURN_PARAM, safeReturnPath } from '@portal/shared/domain/return-path';

/**
 * The login host address, with the flags the login page explains (spec section 2), and the
 * portal page to return to after sign-in (`next`, only when it is a path of this portal).
 */
export function loginUrl(opts: {
  logout?: boolean;
  autoTimeout?: boolean;
  expired?: boolean;
  next?: string | null;
}): string {
  const q = new URLSearchParams();
  if (opts.logout) q.set('logout', '1');
  if (opts.autoTimeout) q.set('auto_timeout', '1');
  if (opts.expired) q.set('expired', '1');
  const next = safeReturnPath(opts.next);
  // The dashboard is where sign-in lands anyway: no need to say so.
  if (next && next !== '/p' && next !== '/p/' && next !== '/p/dashboard') q.set(RETURN_PARAM, next);
  const qs = q.toString();
  return `/login/${qs ? `?${qs}` : ''}`;
}

/** The page the browser shows now, as a return path candidate. */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;
