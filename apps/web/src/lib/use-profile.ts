import { apiPath } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@portal/shared';
import { api } from './api';
import { useSession } from './session-store';

export const profileQueryKey = ['profile'] as const;
export const profileKeys = {
  profile: profileQueryKey,
  captcha: (userId: number | undefined) => ['profile', 'captcha', userId] as const,
  avatar: (url: string | null | undefined) => ['profile', 'avatar', url] as const,
};

/** How the profile is asked for, by the hook below and by the first render's prefetch (app/first-data). */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: () => api<Profile>(apiPath('getProfile')),
  staleTime: 60_000,
});

/** The signed-in user's profile (spec section 3), shared by the shell and the profile page. */
export function useProfile() {
  const { token } = useSession();
  return useQuery({ ...profileQuery, enabled: Boolean(token) });
}
