import { RETURN_PARAM, safeReturnPath } from '@portal/shared/domain/return-path';

/**
 * After sign-in or sign-up: the one-time token goes to the portal (or staff console) once. A
 * portal page asked for before sign-in (`next`, a path of this portal only) travels along; the
 * portal checks it again before it opens it.
 */
export function goWithHandoff({ auth_token, redirect }: { auth_token: string; redirect: string }, next?: string | null) {
  const q = new URLSearchParams({ auth_token });
  const back = redirect === '/p' ? safeReturnPath(next) : null;
  if (back) q.set(RETURN_PARAM, back);
  window.location.assign(`${redirect}?${q.toString()}`);
}
