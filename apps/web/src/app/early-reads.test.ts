import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, FIXED_AUTHORIZATION } from '../lib/api';
import { dropEarlyReads, EARLY_READ_MAX_AGE_MS, readsFor, startReads } from '../lib/early-reads';
import { sessionStore } from '../lib/session-store';
import { ACTING_FOR_HEADER, actingStore } from '../lib/acting';
import { ROUTE_READS } from './route-reads';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const headers = { authorization: FIXED_AUTHORIZATION };

describe('early reads (a route’s first reads with its code)', () => {
  beforeEach(() => {
    sessionStore.setToken('tok-1');
    dropEarlyReads();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('names the reads of an address from its parameters and its query', () => {
    expect(readsFor(ROUTE_READS, '/p/request-detail/260101-1', '', '/p')).toEqual([
      '/api/v2/requests/260101-1/detail',
      '/api/v2/requests/260101-1/messages',
      '/api/v2/medical_records/requests',
      '/api/v2/patient/storages',
    ]);
    expect(readsFor(ROUTE_READS, '/p/record-request/patient', '?rid=R%201', '/p')).toEqual(['/api/v2/request/R%201']);
    // A value missing: no read (the wizard's first step has no draft yet).
    expect(readsFor(ROUTE_READS, '/p/record-request/provider', '', '/p')).toEqual([]);
    expect(readsFor(ROUTE_READS, '/p/nowhere', '', '/p')).toEqual([]);
  });

  it('the page takes an early answer once, with no second request', async () => {
    const f = vi.fn().mockImplementation(() => Promise.resolve(json({ n: f.mock.calls.length })));
    vi.stubGlobal('fetch', f);
    startReads(['/api/v2/user/security'], 'tok-1', headers);
    expect(f).toHaveBeenCalledTimes(1);
    expect(f.mock.calls[0]?.[1].headers).toMatchObject({ 'authorization-token': 'tok-1', ...headers });
    expect(await api('/api/v2/user/security')).toEqual({ n: 1 });
    expect(f).toHaveBeenCalledTimes(1);
    // Used up: the next read asks the server.
    expect(await api('/api/v2/user/security')).toEqual({ n: 2 });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('another session, a stale answer, a failed one or a write in between: the page asks again', async () => {
    const f = vi.fn().mockImplementation(() => Promise.resolve(json({ n: f.mock.calls.length })));
    vi.stubGlobal('fetch', f);
    startReads(['/a'], 'someone-else', headers);
    expect(await api('/a')).toEqual({ n: 2 });

    vi.useFakeTimers({ toFake: ['Date'] });
    startReads(['/b'], 'tok-1', headers);
    vi.setSystemTime(Date.now() + EARLY_READ_MAX_AGE_MS + 1);
    expect(await api('/b')).toEqual({ n: 4 });
    vi.useRealTimers();

    startReads(['/c'], 'tok-1', headers);
    await api('/w', { method: 'POST', body: {} });
    const before = f.mock.calls.length;
    await api('/c');
    expect(f.mock.calls.length).toBe(before + 1);

    f.mockImplementationOnce(() => Promise.resolve(json({ error: { messages: ['busy'] } }, 503)));
    startReads(['/d'], 'tok-1', headers);
    const n = f.mock.calls.length;
    expect(await api('/d')).toEqual({ n: n + 1 });
  });

  it('a public read takes one asked for without a session, never one asked for with it', async () => {
    const f = vi.fn().mockImplementation(() => Promise.resolve(json({ n: f.mock.calls.length })));
    vi.stubGlobal('fetch', f);
    startReads(['/api/v2/config'], '', headers);
    expect(f.mock.calls[0]?.[1].headers).toEqual(headers);
    startReads(['/f'], 'tok-1', headers);
    expect(await api('/api/v2/config', { public: true })).toEqual({ n: 1 });
    expect(await api('/f', { public: true })).toEqual({ n: 3 });
    // A public page's read with its link token never takes one.
    startReads(['/g'], '', headers);
    expect(await api('/g', { public: true, headers: { 'x-link-token': 't' } })).toEqual({ n: 5 });
  });

  it('a background poll or a public read never takes a session’s one', async () => {
    const f = vi.fn().mockImplementation(() => Promise.resolve(json({ n: f.mock.calls.length })));
    vi.stubGlobal('fetch', f);
    startReads(['/e'], 'tok-1', headers);
    expect(await api('/e', { background: true })).toEqual({ n: 2 });
    expect(await api('/e', { public: true })).toEqual({ n: 3 });
    expect(await api('/e')).toEqual({ n: 1 });
  });

  it('acting for a patient: only an answer asked with the same grant’s id stands for the page’s call', async () => {
    const f = vi.fn().mockImplementation(() => Promise.resolve(json({ n: f.mock.calls.length })));
    vi.stubGlobal('fetch', f);
    // Asked before the caregiver chose to act (the caregiver's own list): never the patient's.
    startReads(['/api/v2/requests'], 'tok-1', headers);
    actingStore.set({ id: 7, patient_name: 'Edith Shaw', scopes: ['requests_view'] });
    try {
      expect(await api('/api/v2/requests')).toEqual({ n: 2 });
      expect(f.mock.calls[1]?.[1].headers).toMatchObject({ [ACTING_FOR_HEADER]: '7' });
      // Asked with the grant's id (a move inside the app while acting): taken.
      startReads(['/api/v2/requests'], 'tok-1', headers);
      expect(f.mock.calls[2]?.[1].headers).toMatchObject({ [ACTING_FOR_HEADER]: '7' });
      expect(await api('/api/v2/requests')).toEqual({ n: 3 });
      expect(f).toHaveBeenCalledTimes(3);
      // The account's own read goes without it, and is taken by the call made without it.
      startReads(['/api/v2/user'], 'tok-1', headers);
      expect(f.mock.calls[3]?.[1].headers).not.toHaveProperty(ACTING_FOR_HEADER);
      expect(await api('/api/v2/user')).toEqual({ n: 4 });
      expect(f).toHaveBeenCalledTimes(4);
    } finally {
      actingStore.set(null);
    }
  });
});
