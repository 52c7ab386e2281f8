import { apiPath } from '@portal/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { api, ApiError } from './api';
import { currentPath, loginUrl } from './login-url';
import { sessionStore, useSession } from './session-store';

/**
 * What a signed-in app (the portal at /p, the staff console at /staff) does before its router:
 * exchange the one-time auth_token from the login host, honour logout=1, or send a visitor with
 * no session to the login host. Shared so both apps treat sessions exactly alike.
 */
type AppRouter = Parameters<typeof RouterProvider>[0]['router'];
type Kind = 'patient' | 'staff';

export function SignedInGate({ router, loader }: { router: AppRouter; loader: ReactNode }) {
  const session = useSession();
  const signedOut = !session.token && session.status === 'none';
  useEffect(() => {
    // A signed-out visitor (often from a link in a mail) comes back to the page asked for.
    if (signedOut) window.location.replace(loginUrl({ next: currentPath() }));
  }, [signedOut]);
  return signedOut ? <>{loader}</> : <RouterProvider router={router} />;
}

/**
 * Exchanges the hand-off token for a session (once), removes it from the address bar and opens
 * `home`. A session of the other kind is sent to its own app (`elsewhere`).
 */
export function HandoffExchange({ token, router, kind, home, elsewhere, loader }: {
  token: string;
  router: AppRouter;
  kind: Kind;
  /** Path in this app after sign-in, and its full URL path. */
  home: { route: string; url: string };
  elsewhere: string;
  loader: ReactNode;
}) {
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    let cancelled = false;
    api<{ session_token: string; kind: Kind }>(apiPath('exchangeHandoff'), { method: 'POST', body: { auth_token: token }, public: true })
      .then(({ session_token, kind: got }) => {
        if (cancelled) return;
        sessionStore.setToken(session_token);
        if (got !== kind) return window.location.replace(elsewhere);
        window.history.replaceState(null, '', home.url);
        // Wait for the navigation (a lazy page loads first): rendered earlier, the router would
        // show its first location, whose redirect to the dashboard would win over a deep link.
        return router.navigate(home.route, { replace: true }).then(() => {
          if (!cancelled) setState('done');
        });
      })
      .catch((err) => {
        if (!cancelled && err instanceof ApiError) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [token, router, kind, home.route, home.url, elsewhere]);
  useEffect(() => {
    if (state === 'failed') window.location.replace(loginUrl({ expired: true, next: home.url }));
  }, [state, home.url]);
  return state === 'done' ? <RouterProvider router={router} /> : <>{loader}</>;
}

/** logout=1: ends the session and goes to the login host with the logout (and auto-timeout) flag. */
export function LogoutRedirect({ autoTimeout = false, loader }: { autoTimeout?: boolean; loader: ReactNode }) {
  useEffect(() => {
    const done = () => {
      sessionStore.clear();
      window.location.replace(loginUrl({ logout: true, autoTimeout }));
    };
    if (!sessionStore.get().token) return done();
    api(apiPath('signOut'), { method: 'POST', body: { reason: autoTimeout ? 'idle' : 'user' } })
      .catch(() => undefined)
      .finally(done);
  }, [autoTimeout]);
  return <>{loader}</>;
}
