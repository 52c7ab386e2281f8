import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { profileQueryKey } from '../lib/use-profile';
import { clientConfigKey } from '../lib/config';
import { firstData } from './first-data';
import { queryClient } from './providers';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const profile = { name: 'Jordan', last_name: 'Rivera', date_of_birth: '1990-01-01' };
const config = { idle_timeout_ms: 900_000, warning_ms: 60_000, stripe_publishable_key: null };

describe("the first render's data (asked for before React draws)", () => {
  beforeEach(() => queryClient.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStore.clear();
  });

  it('with a session: the profile and the client settings are in the cache when it resolves', async () => {
    sessionStore.setToken('tok-1');
    const f = vi.fn((url: string) => Promise.resolve(json(url.endsWith('/config') ? config : profile)));
    vi.stubGlobal('fetch', f);
    await firstData('');
    expect(queryClient.getQueryData(profileQueryKey)).toEqual(profile);
    expect(queryClient.getQueryData(clientConfigKey)).toEqual(config);
    expect(f.mock.calls.map(([u]) => u).sort()).toEqual(['/api/v2/config', '/api/v2/home', '/api/v2/user']);
  });

  it('asks nothing without a session, on a public page or on sign-out', async () => {
    const f = vi.fn(() => Promise.resolve(json(profile)));
    vi.stubGlobal('fetch', f);
    await firstData('');
    sessionStore.setToken('tok-1');
    await firstData('?hippa_auth=true&request_id=1');
    await firstData('?logout=1');
    expect(f).not.toHaveBeenCalled();
  });

  it('does not hold the first render past its wait when the server does not answer', async () => {
    sessionStore.setToken('tok-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    vi.useFakeTimers();
    let done = false;
    void firstData('', 3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
