import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import * as ReactRouter from 'react-router';
import { unstable_HistoryRouter as HistoryRouter, useNavigate, useRoutes, type Blocker } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHistory, useBlocker } from './app-history';

/**
 * `lib/app-history.ts` stands on React Router's unstable and UNSAFE exports: `unstable_HistoryRouter`
 * (the declarative router over a history object we make), `UNSAFE_createBrowserHistory` with
 * `v5Compat` (a listener told every change, with `delta` on back and forward), and the router
 * reading `history.action`, `history.location` and `history.listen`. React Router may change or
 * drop any of these in a minor release. These checks fail on such an upgrade, saying what to re-check.
 */
const UPGRADE =
  'react-router changed an unstable API lib/app-history.ts is built on: re-check createAppHistory and useBlocker (and unstable_HistoryRouter in app/router.tsx, staff/router.tsx)';

const wait = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('React Router internals that lib/app-history.ts relies on', () => {
  it('exports unstable_HistoryRouter and UNSAFE_createBrowserHistory', () => {
    const rr = ReactRouter as Record<string, unknown>;
    expect(typeof rr.unstable_HistoryRouter, `${UPGRADE}: unstable_HistoryRouter`).toBe('function');
    expect(typeof rr.UNSAFE_createBrowserHistory, `${UPGRADE}: UNSAFE_createBrowserHistory`).toBe('function');
  });

  it('the v5Compat browser history has the members the app history wraps, and tells back/forward with a delta', async () => {
    const create = (ReactRouter as unknown as { UNSAFE_createBrowserHistory: (o: object) => Record<string, unknown> })
      .UNSAFE_createBrowserHistory;
    const h = create({ v5Compat: true });
    for (const m of ['createHref', 'createURL', 'encodeLocation', 'push', 'replace', 'go', 'listen']) {
      expect(typeof h[m], `${UPGRADE}: history.${m}`).toBe('function');
    }
    expect(h.action, `${UPGRADE}: history.action`).toBe('POP');
    const updates: Array<{ action: string; delta: number | null; pathname: string }> = [];
    const stop = (
      h.listen as (fn: (u: { action: string; delta: number | null; location: Location }) => void) => () => void
    )((u) => updates.push({ action: u.action, delta: u.delta, pathname: u.location.pathname }));
    (h.push as (to: string) => void)('/p/one');
    (h.push as (to: string) => void)('/p/two');
    (h.go as (n: number) => void)(-1);
    for (let i = 0; i < 50 && updates.length < 3; i++) await wait();
    stop();
    expect(updates, `${UPGRADE}: the v5Compat listener's updates`).toEqual([
      { action: 'PUSH', delta: 1, pathname: '/p/one' },
      { action: 'PUSH', delta: 1, pathname: '/p/two' },
      { action: 'POP', delta: -1, pathname: '/p/one' },
    ]);
  });

  it('unstable_HistoryRouter draws from the app history, follows its navigations, and useBlocker holds one', async () => {
    window.history.replaceState(null, '', '/p/a');
    const app = createAppHistory('/p');
    let go: (to: string) => void = () => {};
    let blocker: Blocker | undefined;
    let blocking = false;
    function Nav() {
      const navigate = useNavigate();
      useEffect(() => {
        go = (to) => void navigate(to);
      }, [navigate]);
      blocker = useBlocker(() => blocking);
      return useRoutes([
        { path: '/a', element: <p>page a</p> },
        { path: '/b', element: <p>page b</p> },
      ]);
    }
    render(
      <HistoryRouter basename="/p" history={app.history}>
        <Nav />
      </HistoryRouter>,
    );
    expect(screen.getByText('page a'), `${UPGRADE}: the router reads history.location`).toBeInTheDocument();
    await act(async () => {
      go('/b');
      await wait();
    });
    expect(screen.getByText('page b'), `${UPGRADE}: the router listens to history.listen`).toBeInTheDocument();
    expect(window.location.pathname).toBe('/p/b');

    blocking = true;
    await act(async () => {
      go('/a');
      await wait();
    });
    expect(blocker?.state, `${UPGRADE}: a navigation through useNavigate reaches history.push`).toBe('blocked');
    expect(screen.getByText('page b')).toBeInTheDocument();
    await act(async () => {
      blocker?.proceed?.();
      await wait();
    });
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(blocker?.state).toBe('unblocked');
  });
});
