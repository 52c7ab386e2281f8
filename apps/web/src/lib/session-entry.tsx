import { apiPath } from '@portal/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { api, ApiError } from './api';
import { currentPath, loginUrl } from './login-url';
import { keepReturnFragment } from './return-fragment';
import { sessionStore, useSession } from './session-store';

/**
 * What a signed-in app (the portal at /p, the staff console at /staff) does before its router:
 * exchange the one-time auth_token from the login host, honour logout=1, or send a visitor with
 * no session to the login host. Shared so both apps treat sessions exactly alike.
 */
type Kind = 'patient' | 'staff';

/** The app's router (`children`) for a visitor with a session; a visitor without one goes to sign in. */
export function SignedInGate({ children, loader }: { children: ReactNode; loader: ReactNode }) {
  const session = useSession();
  const signedOut = !session.token && session.status === 'none';
  useEffect(() => {
    // A signed-out visitor (often from a link in a mail) comes back to the page asked for, its
    // fragment (a mailed token) kept in this tab (return-fragment.ts).
    if (!signedOut) return;
    keepReturnFragment();
    window.location.replace(loginUrl({ next: currentPath() }));
  }, [signedOut]);
  return <>{signedOut ? loader : children}</>;
}

interface Handoff {
  token: string;
  /** Makes a path of the app's routes the current address and resolves once its page is loaded. */
  open(route: string): Promise<unknown>;
  kind: Kind;
  /** Path in this app after sign-in, and its full URL path. */
  home: { route: string; url: string };
  elsewhere: string;
}

/**
 * Exchanges the hand-off token for a session (once), removes it from the address bar and opens
 * `home` in the router (`onSession`: the session exists, the page is not loaded yet). 'done': the router is on `home` with its page loaded; 'left': the page is
 * going elsewhere (the other app, or the login host when the token was refused); 'retry': the
 * network failed, nothing was exchanged.
 */
export function exchangeHandoff(
  { token, open, kind, home, elsewhere }: Handoff,
  { isCancelled = () => false, onSession }: { isCancelled?: () => boolean; onSession?: () => void } = {},
): Promise<'done' | 'left' | 'retry'> {
  // The same token again in this tab after it was exchanged (a reload, or Back, to an address
  // that still held it): the tab is signed in already. Asking the server again would get a
  // refusal (the token is single-use) and sign the user out.
  if (usedHandoff() === token && sessionStore.get().token) {
    onSession?.();
    window.history.replaceState(null, '', home.url);
    return open(home.route).then(() => 'done' as const);
  }
  return api<{ session_token: string; kind: Kind }>(apiPath('exchangeHandoff'), {
    method: 'POST',
    body: { auth_token: token },
    public: true,
  })
    .then(async ({ session_token, kind: got }) => {
      if (isCancelled()) return 'left' as const;
      sessionStore.setToken(session_token);
      rememberHandoff(token);
      if (got !== kind) {
        window.location.replace(elsewhere);
        return 'left' as const;
      }
      onSession?.();
      window.history.replaceState(null, '', home.url);
      // Wait for the page (a lazy page loads first): rendered earlier, the router would show its
      // first location, whose redirect to the dashboard would win over a deep link.
      await open(home.route);
      return 'done' as const;
    })
    .catch((err) => {
      if (!(err instanceof ApiError)) return 'retry' as const;
      if (!isCancelled()) window.location.replace(loginUrl({ expired: true, next: home.url }));
      return 'left' as const;
    });
}

/**
 * The last hand-off token this tab exchanged (sessionStorage: this tab only, gone with it). Spent
 * already, so keeping it reveals nothing; it only tells a repeat from a new sign-in.
 */
const USED_KEY = 'portal.handoffUsed';
function usedHandoff(): string | null {
  try {
    return window.sessionStorage.getItem(USED_KEY);
  } catch {
    return null;
  }
}
function rememberHandoff(token: string) {
  try {
    window.sessionStorage.setItem(USED_KEY, token);
  } catch {
    // Without storage a repeat is refused by the server, as before.
  }
}

/**
 * Takes the hand-off token out of the address bar at once, before anything can reload the page
 * with it (the exchange itself answers later), and returns it. The rest of the address stays.
 */
export function takeHandoffToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('auth_token');
  if (!token) return null;
  url.searchParams.delete('auth_token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/** The hand-off as a component (the staff console; the portal exchanges before it renders). */
export function HandoffExchange({
  loader,
  children,
  ...handoff
}: Handoff & { loader: ReactNode; children: ReactNode }) {
  const [done, setDone] = useState(false);
  const { token, open, kind, home, elsewhere } = handoff;
  useEffect(() => {
    let cancelled = false;
    void exchangeHandoff(
      { token, open, kind, home: { route: home.route, url: home.url }, elsewhere },
      { isCancelled: () => cancelled },
    ).then((result) => !cancelled && result === 'done' && setDone(true));
    return () => {
      cancelled = true;
    };
  }, [token, open, kind, home.route, home.url, elsewhere]);
  return <>{done ? children : loader}</>;
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
