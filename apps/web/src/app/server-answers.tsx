import { useEffect } from 'react';
import { hydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { queryClient } from './providers';

/**
 * The answers of a page the server drew with its data (shown by the boot script: data-shell="ssr"),
 * put in the cache before React's first render, which then draws the same page from them. Read
 * just now, they are not read again as the page mounts; later mounts follow each query's rules
 * (ServerAnswersTaken). The portal's entry and the desk's take them alike.
 */
export function takeServerAnswers(): QueryKey[] {
  if (document.documentElement.getAttribute('data-shell') !== 'ssr') return [];
  try {
    const state = JSON.parse(document.getElementById('ssr-data')?.textContent ?? 'null') as DehydratedState | null;
    if (!state) return [];
    hydrate(queryClient, state);
    const keys = state.queries.map((q) => q.queryKey);
    for (const key of keys) queryClient.setQueryDefaults(key, { refetchOnMount: false });
    return keys;
  } catch {
    return [];
  }
}

/** Once the first commit has mounted the page, its queries are back to their own rules. */
export function ServerAnswersTaken({ keys }: { keys: QueryKey[] }) {
  useEffect(() => {
    for (const key of keys) queryClient.setQueryDefaults(key, {});
  }, [keys]);
  return null;
}
