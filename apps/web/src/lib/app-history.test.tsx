import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Blocker,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHistory, setAddressParam, useBlocker } from './app-history';

const wait = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => window.history.replaceState(null, '', '/'));

/** A router on a new app history whose page loads wait until `release()` (a slow network). */
function setUp(start: string) {
  window.history.replaceState(null, '', start);
  let release = () => {};
  let held = false;
  const app = createAppHistory('/p', () => (held ? new Promise<void>((r) => (release = r)) : Promise.resolve()));
  const nav: { go(to: string): void; blocker?: Blocker; blocking: boolean } = { go: () => {}, blocking: false };
  function Page({ name }: { name: string }) {
    const { search } = useLocation();
    return <p>{`page ${name}${search}`}</p>;
  }
  function Nav() {
    const navigate = useNavigate();
    useEffect(() => {
      nav.go = (to) => void navigate(to);
    }, [navigate]);
    nav.blocker = useBlocker(() => nav.blocking);
    return useRoutes([
      { path: '/a', element: <Page name="a" /> },
      { path: '/b', element: <Page name="b" /> },
      { path: '/elsewhere', element: <Page name="elsewhere" /> },
    ]);
  }
  render(
    <HistoryRouter basename="/p" history={app.history}>
      <Nav />
    </HistoryRouter>,
  );
  return {
    nav,
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
}

const inWizard = (pathname: string) => pathname === '/a' || pathname === '/b';

describe('setAddressParam: a value learnt after a move began goes where the user is going', () => {
  it('a move still loading lands with the parameter; the page it left never gets it', async () => {
    const t = setUp('/p/a');
    t.hold();
    await act(async () => {
      t.nav.go('/b');
      await wait();
    });
    expect(screen.getByText('page a')).toBeInTheDocument();
    act(() => setAddressParam('rid', '42', inWizard));
    expect(window.location.pathname + window.location.search).toBe('/p/a');
    await act(async () => {
      t.release();
      await wait();
    });
    expect(window.location.pathname + window.location.search).toBe('/p/b?rid=42');
    expect(screen.getByText('page b?rid=42')).toBeInTheDocument();
  });

  it('with no move on its way, the current address gains it in place, without a new history entry', async () => {
    setUp('/p/a?x=1');
    const entries = window.history.length;
    await act(async () => {
      setAddressParam('rid', '42', inWizard);
      await wait();
    });
    expect(window.location.pathname + window.location.search).toBe('/p/a?x=1&rid=42');
    expect(screen.getByText('page a?x=1&rid=42')).toBeInTheDocument();
    expect(window.history.length).toBe(entries);
  });

  it('a prompt holding a move stays up, and Back from where the user went finds the parameter', async () => {
    const t = setUp('/p/a');
    t.nav.blocking = true;
    await act(async () => {
      t.nav.go('/elsewhere');
      await wait();
    });
    expect(t.nav.blocker?.state).toBe('blocked');
    await act(async () => {
      setAddressParam('rid', '42', inWizard);
      await wait();
    });
    expect(t.nav.blocker?.state).toBe('blocked');
    expect(screen.getByText('page a?rid=42')).toBeInTheDocument();
    await act(async () => {
      t.nav.blocker?.proceed?.();
      await wait();
    });
    expect(screen.getByText('page elsewhere')).toBeInTheDocument();
    t.nav.blocking = false;
    await act(async () => {
      window.history.back();
      await wait();
      await wait();
    });
    expect(window.location.pathname + window.location.search).toBe('/p/a?rid=42');
  });

  it('a move out of the pages it applies to is left alone, and so is an address it does not apply to', async () => {
    const t = setUp('/p/elsewhere');
    await act(async () => {
      setAddressParam('rid', '42', inWizard);
      await wait();
    });
    expect(window.location.search).toBe('');
    t.hold();
    await act(async () => {
      t.nav.go('/a');
      await wait();
    });
    act(() => setAddressParam('rid', '7', (p) => p === '/b'));
    await act(async () => {
      t.release();
      await wait();
    });
    expect(window.location.pathname + window.location.search).toBe('/p/a');
  });
});
