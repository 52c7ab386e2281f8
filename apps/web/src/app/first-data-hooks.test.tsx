import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useClientConfig } from '../lib/config';
import { sessionStore } from '../lib/session-store';
import { useHome } from '../lib/use-home';
import { useProfile } from '../lib/use-profile';
import { firstData } from './first-data';
import { queryClient } from './providers';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
  queryClient.clear();
});

// The prefetch and the hooks share one query definition: were their keys or freshness to drift,
// the shell would ask again on mounting and draw a second time.
it("the shell's hooks, mounting after firstData, draw from its answers without asking again", async () => {
  sessionStore.setToken('tok-1');
  const f = vi.fn((url: string) =>
    Promise.resolve(
      json(
        url.endsWith('/config')
          ? { idle_timeout_ms: 1 }
          : url.endsWith('/home')
            ? { todos: [], count: 0 }
            : { name: 'Jordan', date_of_birth: '1990-01-01' },
      ),
    ),
  );
  vi.stubGlobal('fetch', f);
  await firstData('');
  const { result } = renderHook(() => ({ profile: useProfile(), config: useClientConfig(), home: useHome() }), {
    wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  await act(async () => Promise.resolve());
  expect(result.current.profile.data?.name).toBe('Jordan');
  expect(result.current.config.idle_timeout_ms).toBe(1);
  // The home's to-dos (the sidebar's count on every page) are asked for once too.
  expect(result.current.home.data).toEqual({ todos: [], count: 0 });
  expect(f).toHaveBeenCalledTimes(3);
});
