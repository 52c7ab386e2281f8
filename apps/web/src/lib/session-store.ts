import { useSyncExternalStore } from 'react';

/**
 * The stored session token and the session's state, shared by the API client, the idle watcher
 * and the session modals. Kept in localStorage so a reload (or a second tab) stays signed in.
 */
const TOKEN_KEY = 'portal.session';
const ACTIVITY_KEY = 'portal.lastActivity';

export type SessionStatus = 'active' | 'expired' | 'none';
export interface SessionState {
  token: string | null;
  status: SessionStatus;
  /** Why the session ended: 'idle' when inactivity ended it. */
  reason: 'idle' | 'server' | null;
}

const read = (): SessionState => {
  const token = safeStorage()?.getItem(TOKEN_KEY) ?? null;
  return { token, status: token ? 'active' : 'none', reason: null };
};

let state: SessionState = read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const sessionStore = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  setToken(token: string) {
    safeStorage()?.setItem(TOKEN_KEY, token);
    state = { token, status: 'active', reason: null };
    markActivity(true);
    emit();
  },
  /** Clears the session and marks it expired (opens the expired modal). */
  expire(reason: 'idle' | 'server') {
    safeStorage()?.removeItem(TOKEN_KEY);
    if (state.status === 'expired') return;
    state = { token: null, status: 'expired', reason };
    emit();
  },
  clear() {
    safeStorage()?.removeItem(TOKEN_KEY);
    state = { token: null, status: 'none', reason: null };
    emit();
  },
};

// The third argument serves the build's prerender of the shell (signed out there: no storage).
export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

/** Last user activity, shared across tabs so that working in one tab keeps the others alive. */
let lastActivity = Date.now();
let lastWritten = 0;
export function markActivity(force = false) {
  lastActivity = Date.now();
  if (force || lastActivity - lastWritten > 5_000) {
    lastWritten = lastActivity;
    safeStorage()?.setItem(ACTIVITY_KEY, String(lastActivity));
  }
}
export function lastActivityAt(): number {
  const shared = Number(safeStorage()?.getItem(ACTIVITY_KEY) ?? 0);
  return Math.max(lastActivity, Number.isFinite(shared) ? shared : 0);
}
