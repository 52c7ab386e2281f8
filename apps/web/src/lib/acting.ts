import { useSyncExternalStore } from 'react';
import type { ActingGrant } from '@portal/shared';

/** The shared ACTING_FOR_HEADER, spelled here so the boot bundle takes no schema module with it. */
export const ACTING_FOR_HEADER = 'x-acting-for';

/**
 * Acting for a patient: the grant a caregiver chose ("Acting for <name>"), kept for this tab
 * (sessionStorage: another tab starts on the caregiver's own account). While set, the API client
 * sends its id on every call about the patient's data; the server checks the grant on each one.
 */
const KEY = 'portal.actingFor';

/** `part2_consent` may be absent from a state kept by an older build: read as not consented. */
export type ActingState =
  (Pick<ActingGrant, 'id' | 'patient_name' | 'scopes'> & Partial<Pick<ActingGrant, 'part2_consent'>>) | null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): ActingState {
  try {
    const raw = storage()?.getItem(KEY);
    return raw ? (JSON.parse(raw) as ActingState) : null;
  } catch {
    return null;
  }
}

let state: ActingState = read();
const listeners = new Set<() => void>();

export const actingStore = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  set(next: ActingState) {
    state = next;
    if (next) storage()?.setItem(KEY, JSON.stringify(next));
    else storage()?.removeItem(KEY);
    listeners.forEach((l) => l());
  },
};

export const useActing = () => useSyncExternalStore(actingStore.subscribe, actingStore.get, () => null);

/**
 * Calls about the caregiver's own account, never the patient's: sent without the header (the
 * server would refuse them while acting).
 */
const OWN = [
  /^\/api\/v2\/auth\//,
  /^\/api\/v2\/config$/,
  /^\/api\/v2\/acting_for/,
  /^\/api\/v2\/caregiver_invites\//,
  /^\/api\/v2\/user$/,
  /^\/api\/v2\/user\/(language|avatar)$/,
  /^\/api\/v2\/user\/security\/step_up/,
  /^\/api\/v2\/error_reports$/,
];

/** The header of a call while acting (none for the caregiver's own account's calls). */
export function actingHeaders(path: string, method: string): Record<string, string> {
  if (!state) return {};
  const bare = path.split('?')[0] ?? path;
  if (OWN.some((re) => re.test(bare)) && (method === 'GET' || !/^\/api\/v2\/user$/.test(bare))) return {};
  return { [ACTING_FOR_HEADER]: String(state.id) };
}
