import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Captcha, Profile, ProfileFields, UpdatePasswordInput } from '@portal/shared';
import { api } from '../../../lib/api';
import { profileKeys, profileQueryKey } from '../../../lib/use-profile';

/** Saving refreshes the shared ['profile'] query, so the shell's date-of-birth banner updates. */
export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (user: ProfileFields) =>
      api<Profile>(apiPath('updateProfile'), { method: 'POST', body: { user }, timeout: true }),
    onSuccess: (p) => {
      qc.setQueryData(profileQueryKey, p);
      void qc.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return api<Profile>(apiPath('uploadAvatar'), { method: 'POST', body, timeout: true });
    },
    onSuccess: (p) => qc.setQueryData(profileQueryKey, p),
  });
}

export { useAvatarUrl } from '../../../lib/use-avatar-url';

export function useCaptcha(userId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.captcha(userId),
    enabled: enabled && Boolean(userId),
    queryFn: () => api<Captcha>(apiPath('generateCaptcha', { id: userId! })),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePasswordInput) =>
      api<{ message: string }>(apiPath('updatePassword'), { method: 'PUT', body, timeout: true }),
  });
}
