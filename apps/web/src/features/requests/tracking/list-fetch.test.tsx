import { Suspense, use } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { useRequestsList } from './api';

const list = { requests: [], total: 0, page: 1, per_page: 10 };

function List() {
  const { data } = useRequestsList({ page: 1, per_page: 10, sort_dir: 'desc' });
  return <p>{data ? 'list in' : 'loading'}</p>;
}

/** Holds the commit until `release` resolves: the list's answer comes while the page still renders. */
function Hold({ until }: { until: Promise<void> }) {
  use(until);
  return null;
}

describe('the records list asked for once', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('when its answer comes before the page is drawn, mounting does not ask again', async () => {
    sessionStore.setToken('tok-1');
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(list), { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    let release!: () => void;
    const until = new Promise<void>((r) => (release = r));
    await act(async () => {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <Suspense fallback={<p>page loading</p>}>
            <List />
            <Hold until={until} />
          </Suspense>
        </QueryClientProvider>,
      );
    });
    // The render has asked for the list; its answer is in before the page mounts.
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    await act(async () => release());
    await screen.findByText('list in');
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
