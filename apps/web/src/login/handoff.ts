import { RETURN_PARAM, safeReturnPath } from '@portal/shared/domain/return-path';

/**
 * After sign-in or sign-up: the one-time token goes to the portal (or staff console) once. A
 * portal page asked for before sign-in (`next`, a path of this portal only) travels along; the
 * portal checks it again before it opens it.
 */
export function goWithHandoff(
  { auth_token, redirect }: { auth_token: string; redirect: string },
  next?: string | null,
) {
  const q = new URLSearchParams({ auth_token });
  const back = redirect === '/p' ? safeReturnPath(next) : null;
  if (back) q.set(RETURN_PARAM, back);
  window.location.assign(`${redirect}?${q.toString()}`);
}

/** A login-host route that keeps the portal page to return to (between sign-in and sign-up). */
export function withReturn(route: string, next: string | null): string {
  const back = safeReturnPath(next);
  return back ? `${route}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : route;
}

/**
 * Starts downloading the portal's first scripts (named by the build in login/index.html) at the
 * lowest priority, so that the hand-off after sign-up runs them from the cache instead of
 * fetching them while the new patient waits. Once per page; nothing in development.
 */
let prefetched = false;
export function prefetchPortal() {
  if (prefetched) return;
  prefetched = true;
  const list = document.querySelector<HTMLMetaElement>('meta[name="portal-prefetch"]')?.content.split(' ') ?? [];
  for (const href of list.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    // As the portal's module scripts ask for them (CORS mode), so the cached copy is the one used.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
