import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActingGrant, CaregiverGrant, CaregiverInvite } from '@portal/shared';
import { api } from '../../../lib/api';

export const caregiversKey = ['caregivers'] as const;
export const actingGrantsKey = ['acting-grants'] as const;

export interface CaregiverActivityEntry {
  at: string;
  action: 'viewed' | 'downloaded' | 'requested' | 'chatted' | 'paid' | 'changed';
  operation: string;
  entity: string | null;
}

export function useCaregivers(enabled = true) {
  return useQuery({
    queryKey: caregiversKey,
    queryFn: async () => (await api<{ caregivers: CaregiverGrant[] }>(apiPath('listCaregivers'))).caregivers,
    enabled,
  });
}

export function useActingGrants(enabled = true) {
  return useQuery({
    queryKey: actingGrantsKey,
    queryFn: async () => (await api<{ grants: ActingGrant[] }>(apiPath('listActingGrants'))).grants,
    enabled,
  });
}

export function useCaregiverActivity(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['caregivers', id, 'activity'],
    queryFn: async () =>
      (await api<{ activity: CaregiverActivityEntry[] }>(apiPath('caregiverActivity', { id }))).activity,
    enabled,
  });
}

export function useInviteCaregiver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CaregiverInvite) =>
      api<CaregiverGrant>(apiPath('inviteCaregiver'), { method: 'POST', body, timeout: true }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: caregiversKey }),
  });
}

export function useUpdateCaregiver(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CaregiverInvite, 'email'>) =>
      api<CaregiverGrant>(apiPath('updateCaregiver', { id }), { method: 'PUT', body, timeout: true }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: caregiversKey }),
  });
}

export function useRevokeCaregiver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<CaregiverGrant>(apiPath('revokeCaregiver', { id }), { method: 'POST', timeout: true }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: caregiversKey }),
  });
}

export function useLeaveGrant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(apiPath('leaveActingGrant', { id }), { method: 'POST', timeout: true }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: actingGrantsKey }),
  });
}

export const lookupInvite = (token: string) =>
  api<{ patient_name: string; email: string; scopes: string[]; role: string; ends_on: string | null }>(
    apiPath('getCaregiverInvite'),
    { method: 'POST', body: { token }, public: true, timeout: true },
  );

export const acceptInvite = (token: string) =>
  api<ActingGrant>(apiPath('acceptCaregiverInvite'), { method: 'POST', body: { token }, timeout: true });
