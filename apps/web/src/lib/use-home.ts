import { apiPath, type Home } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session-store';
import { useActing } from './acting';
import { grantOf } from './grant';

/** The home's key: every write that changes what waits on the patient invalidates it (['home']). */
export const homeQueryKey = ['home'] as const;

/**
 * What waits on the patient (GET /api/v2/home): the dashboard's to-dos and the sidebar's count,
 * one read for both. Asked for with the profile before the first render (app/first-data), so the
 * dashboard's first commit already holds it and nothing drawn moves when it comes. Fresh for a few
 * seconds only: the server keeps it in its read cache, so asking again on each visit is cheap.
 */
export const homeQuery = queryOptions({
  queryKey: homeQueryKey,
  queryFn: ({ signal }) => api<Home>(apiPath('getHome'), { signal, timeout: true }),
  staleTime: 5_000,
});

export function useHome() {
  const { token } = useSession();
  // A caregiver whose grant does not show the patient's requests is not sent to be refused.
  const mayRead = grantOf(useActing()).can('requests_view');
  return useQuery({ ...homeQuery, enabled: Boolean(token) && mayRead });
}
