import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared';
import { api, ApiError, FIXED_AUTHORIZATION } from './api';
import { sessionStore } from './session-store';

const reply = (status: number, body?: unknown, statusText = '') =>
  vi.fn().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status, statusText }));

describe('API client (spec 7 generic rules, 8)', () => {
  beforeEach(() => sessionStore.setToken('tok-123'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token and the fixed authorization header', async () => {
    const f = reply(200, { ok: true });
    vi.stubGlobal('fetch', f);
    await api('/api/v2/user');
    const headers = f.mock.calls[0]?.[1].headers;
    expect(headers['authorization-token']).toBe('tok-123');
    expect(headers.authorization).toBe(FIXED_AUTHORIZATION);
    expect(f.mock.calls[0]?.[1].body).toBeUndefined();
  });

  it("fails with 'Unauthorized!' and ends the session when no token is stored", async () => {
    sessionStore.clear();
    vi.stubGlobal('fetch', reply(200, {}));
    await expect(api('/api/v2/user')).rejects.toThrow(MESSAGES.unauthorized);
    expect(sessionStore.get().status).toBe('expired');
  });

  it('401 and 403 clear the session and open the expired modal', async () => {
    vi.stubGlobal('fetch', reply(403, { error: { messages: ['nope'] } }));
    await expect(api('/api/v2/user')).rejects.toThrow(MESSAGES.sessionExpired);
    expect(sessionStore.get()).toMatchObject({ token: null, status: 'expired' });
  });

  it('surfaces the first error message, the spec texts for 500 and 429, else the status text', async () => {
    vi.stubGlobal('fetch', reply(400, { error: { messages: ['First', 'Second'], fields: { a: 'First' } } }));
    const e = await api('/x').catch((err) => err as ApiError);
    expect(e).toMatchObject({ message: 'First', status: 400, fields: { a: 'First' } });
    vi.stubGlobal('fetch', reply(500, { error: { messages: ['internal detail'] } }));
    await expect(api('/x')).rejects.toThrow(MESSAGES.serverError);
    vi.stubGlobal('fetch', reply(429));
    await expect(api('/x')).rejects.toThrow(MESSAGES.tooManyRequests);
    vi.stubGlobal('fetch', reply(418, undefined, "I'm a teapot"));
    await expect(api('/x')).rejects.toThrow("I'm a teapot");
  });

  it("answers 'Connection Timeout!' when a time-out is asked for and passes", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url, init: RequestInit) =>
          new Promise((_r, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(api('/x', { timeout: 20 })).rejects.toThrow(MESSAGES.connectionTimeout);
  });

  it('sends a call again after a 503 with Retry-After (load shed before any handler), twice at most', async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: { messages: [MESSAGES.tooManyRequests] } }), {
        status: 503,
        headers: { 'retry-after': '0' },
      });
    const f = vi
      .fn()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', f);
    await expect(api('/api/v2/user', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    expect(f).toHaveBeenCalledTimes(2);
    expect(f.mock.calls[1]?.[1].body).toBe(JSON.stringify({ a: 1 }));
    const always = vi.fn().mockImplementation(async () => busy());
    vi.stubGlobal('fetch', always);
    await expect(api('/api/v2/user')).rejects.toMatchObject({ status: 503 });
    expect(always).toHaveBeenCalledTimes(3);
    // A 503 without Retry-After is not retried.
    const plain = reply(503, { error: { messages: ['down'] } });
    vi.stubGlobal('fetch', plain);
    await expect(api('/api/v2/user')).rejects.toMatchObject({ status: 503 });
    expect(plain).toHaveBeenCalledTimes(1);
  });
});
