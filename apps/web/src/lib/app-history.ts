import { useEffect, useRef, useState } from 'react';
import {
  createPath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Blocker,
  type BlockerFunction,
  type HistoryRouterProps,
  type Location,
  type To,
} from 'react-router';

/**
 * The browser history of an app: its routers are React Router's declarative ones
 * (`unstable_HistoryRouter` over this object), not the data router, whose code the first screen
 * no longer downloads. What the data router did beyond routing, this does the same way:
 * `useBlocker` holds in-app navigations (links, `navigate`, back and forward) while a blocker
 * says so, for the wizard's leave prompt (spec section 2); leaving the document is
 * `useReloadWarning`'s (beforeunload), as before.
 */
type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];
interface Entry {
  fn: BlockerFunction;
  blocker: Blocker;
  set(b: Blocker): void;
}

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };
let active: ReturnType<typeof createAppHistory> | undefined;

/**
 * `load(pathname)`: loads the pages of an address's routes. As with the data router, a
 * navigation changes the address and the page together, once the new page is loaded: until
 * then the old page stays, and its address with it.
 */
export function createAppHistory(basename: string, load: (pathname: string) => Promise<unknown> = async () => {}) {
  const real = createBrowserHistory({ v5Compat: true });
  /** The latest navigation: an earlier one still loading is dropped, as the data router does. */
  let latest = 0;
  /** An in-app navigation waiting for its page to load (its address may still gain a parameter). */
  let pending: { href: string } | null = null;
  const whenLoaded = (pathname: string, go: () => void, nav: { href: string } | null = null) => {
    const n = ++latest;
    pending = nav;
    void load(pathname)
      .catch(() => undefined)
      .then(() => {
        if (n !== latest) return;
        pending = null;
        go();
      });
  };
  /** True while a parameter is written into the current address (no navigation: blockers stay). */
  let amending = false;
  const listeners = new Set<Listener>();
  const blockers: Entry[] = [];
  /** Called when the browser is back where a blocked back/forward started (our own undo). */
  let undone: (() => void) | null = null;

  /** A location as the app's routes see it: without the base path. */
  const inAppPath = (p: string) => (p === basename ? '/' : p.startsWith(`${basename}/`) ? p.slice(basename.length) : p);
  const inApp = (l: Pick<Location, 'pathname' | 'search' | 'hash' | 'state' | 'key'>): Location => ({
    ...l,
    pathname: inAppPath(l.pathname),
  });
  const update = (e: Entry, b: Blocker) => {
    e.blocker = b;
    e.set(b);
  };
  /** As the data router: only the latest blocker is asked, and not while it lets a navigation through. */
  const blocking = (next: Location, historyAction: History['action']) => {
    const e = blockers[blockers.length - 1];
    if (!e || e.blocker.state === 'proceeding') return null;
    return e.fn({ currentLocation: inApp(real.location), nextLocation: inApp(next), historyAction }) ? e : null;
  };
  /** A completed navigation resets every blocker (a prompt left open closes), as the data router does. */
  const completed: Listener = (update_) => {
    for (const e of blockers) if (e.blocker.state !== 'unblocked') update(e, IDLE);
    listeners.forEach((l) => l(update_));
  };
  real.listen((u) => {
    if (amending) {
      listeners.forEach((l) => l(u));
      return;
    }
    if (undone) {
      undone();
      undone = null;
      return;
    }
    const e = u.action === 'POP' && u.delta ? blocking(u.location, u.action) : null;
    // Back or forward: the browser has changed the address; the page follows once loaded.
    if (!e || !u.delta) return u.action === 'POP' ? whenLoaded(u.location.pathname, () => completed(u)) : completed(u);
    // Back or forward has already moved the browser: go back where it was, then ask.
    const delta = u.delta;
    const back = new Promise<void>((resolve) => (undone = resolve));
    real.go(-delta);
    update(e, {
      state: 'blocked',
      location: inApp(u.location),
      proceed: () => {
        update(e, { state: 'proceeding', location: inApp(u.location), proceed: undefined, reset: undefined });
        void back.then(() => real.go(delta));
      },
      reset: () => update(e, IDLE),
    });
  });

  const target = (to: To, state: unknown): Location => {
    const p = typeof to === 'string' ? real.encodeLocation(to) : to;
    return {
      pathname: p.pathname ?? real.location.pathname,
      search: p.search ?? '',
      hash: p.hash ?? '',
      state: state ?? null,
      key: 'default',
    };
  };
  const guarded =
    (kind: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const next = target(to, state);
      const e = blocking(next, (kind === 'push' ? 'PUSH' : 'REPLACE') as History['action']);
      const go = () => {
        const nav = { href: createPath(next) };
        whenLoaded(next.pathname, () => real[kind](nav.href, state), nav);
      };
      if (!e) return go();
      update(e, {
        state: 'blocked',
        location: inApp(next),
        proceed: () => {
          update(e, { state: 'proceeding', location: inApp(next), proceed: undefined, reset: undefined });
          go();
        },
        reset: () => update(e, IDLE),
      });
    };

  const history: History = {
    get action() {
      return real.action;
    },
    get location() {
      return real.location;
    },
    createHref: (to) => real.createHref(to),
    createURL: (to) => real.createURL(to),
    encodeLocation: (to) => real.encodeLocation(to),
    push: guarded('push'),
    replace: guarded('replace'),
    go: (delta) => real.go(delta),
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  const app = {
    basename,
    history,
    /** Replaces the address at once, before the router is drawn (no blocker, no waiting). */
    replaceNow: (to: To) => real.replace(to),
    /**
     * Sets a query parameter of where the user is, or is going: the navigation on its way when
     * `applies` to its page (it lands with the parameter), otherwise the current address when it
     * applies there, replaced in place. Not a navigation: a blocked prompt stays up. For a value
     * learnt after a move began (the draft's number, answered while the next step loads): set
     * from a render's address, it would send the user back to the page the move left.
     */
    setParam(name: string, value: string, applies: (pathname: string) => boolean) {
      const url = (href: string) => new URL(href, 'http://app.invalid');
      const withParam = (href: string) => {
        const u = url(href);
        u.searchParams.set(name, value);
        return createPath(u);
      };
      const going = pending && applies(inAppPath(url(pending.href).pathname)) ? pending : null;
      if (going) going.href = withParam(going.href);
      const here = real.location;
      if (going || !applies(inApp(here).pathname) || new URLSearchParams(here.search).get(name) === value) return;
      amending = true;
      try {
        real.replace(withParam(createPath(here)), here.state);
      } finally {
        amending = false;
      }
    },
    /** Registers a blocker (useBlocker); returns its removal. */
    block(fn: BlockerFunction, set: (b: Blocker) => void) {
      const e: Entry = { fn, blocker: IDLE, set };
      blockers.push(e);
      return () => {
        blockers.splice(blockers.indexOf(e), 1);
      };
    },
  };
  active = app;
  return app;
}

/** `setParam` of the app's history (createAppHistory); nothing without one (the build's prerender). */
export function setAddressParam(name: string, value: string, applies: (pathname: string) => boolean) {
  active?.setParam(name, value, applies);
}

/**
 * The data router's `useBlocker`, for the app's history (createAppHistory): while `when` returns
 * true for a navigation, the navigation waits, and the blocker says 'blocked' with `proceed` (go
 * on) and `reset` (stay). Without a browser history (the build's prerender) it never blocks.
 */
export function useBlocker(when: BlockerFunction): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(IDLE);
  const fn = useRef(when);
  useEffect(() => {
    fn.current = when;
  });
  useEffect(() => active?.block((args) => fn.current(args), setBlocker), []);
  return blocker;
}
