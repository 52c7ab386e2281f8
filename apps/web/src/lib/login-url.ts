/** The login host address, with the flags the login page explains (spec section 2). */
export function loginUrl(opts: { logout?: boolean; autoTimeout?: boolean; expired?: boolean }): string {
  const q = new URLSearchParams();
  if (opts.logout) q.set('logout', '1');
  if (opts.autoTimeout) q.set('auto_timeout', '1');
  if (opts.expired) q.set('expired', '1');
  const qs = q.toString();
  return `/login/${qs ? `?${qs}` : ''}`;
}
