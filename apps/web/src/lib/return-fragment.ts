/**
 * The fragment of a portal page a signed-out visitor opened (a mailed link's `#token`). The way
 * back after sign-in (`next`) carries the path and query only: a fragment never reaches a server,
 * which is why secrets travel in one, so it waits in this tab's sessionStorage instead and the
 * page it belongs to takes it once, when it opens there after sign-in or sign-up.
 */
const KEY = 'portal.returnFragment';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the current address's fragment, if any, for the page at this path. */
export function keepReturnFragment(pathname = window.location.pathname, hash = window.location.hash) {
  const fragment = hash.replace(/^#/, '');
  if (!fragment) return;
  storage()?.setItem(KEY, JSON.stringify({ path: pathname, fragment }));
}

/** The fragment kept for this path (then forgotten), or '' when none was. */
export function takeReturnFragment(pathname: string): string {
  const s = storage();
  const raw = s?.getItem(KEY);
  if (!raw) return '';
  try {
    const kept = JSON.parse(raw) as { path?: unknown; fragment?: unknown };
    const same = (p: unknown) => typeof p === 'string' && p.replace(/\/+$/, '') === pathname.replace(/\/+$/, '');
    if (!same(kept.path) || typeof kept.fragment !== 'string') return '';
    s?.removeItem(KEY);
    return kept.fragment;
  } catch {
    s?.removeItem(KEY);
    return '';
  }
}
