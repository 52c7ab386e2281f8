import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Share, ShareCreate, ShareCreated } from '@portal/shared';
import { api, apiRaw } from '../../../lib/api';
import { FRESH_MS } from './storage';

export const shareKeys = { list: ['shares'] as const };

export const useShares = () =>
  useQuery({
    queryKey: shareKeys.list,
    queryFn: () => api<{ shares: Share[] }>(apiPath('listShares')),
    staleTime: FRESH_MS,
  });

export function useCreateShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareCreate) => api<ShareCreated>(apiPath('createShare'), { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: shareKeys.list }),
  });
}

export function useRevokeShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Share>(apiPath('revokeShare', { id }), { method: 'POST', body: {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: shareKeys.list }),
  });
}

/** One delivered record's bytes for the viewer (same entitlement as downloading; 402 offers the plan). */
export const loadOwnRecord = async (id: number) => (await apiRaw(apiPath('viewRecord', { id }))).blob();
