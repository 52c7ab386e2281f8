import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadLinkResponse, RecordRequest, Storage } from '@portal/shared';
import { api } from '../../../lib/api';
import { cardKeys } from '../../payments';

export const storageKeys = { storage: ['storage'] as const, records: ['medical-records'] as const };

export function useStorage() {
  return useQuery({ queryKey: storageKeys.storage, queryFn: () => api<Storage>('/api/v2/patient/storages') });
}

type Answer = { message: string; storage: Storage };

export function useSubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { card_id: number; initials?: string; update_card?: boolean }) =>
      api<Answer>('/api/v2/patient/storages/subscribe', { method: 'POST', body }),
    onSuccess: (a) => {
      qc.setQueryData(storageKeys.storage, a.storage);
      void qc.invalidateQueries({ queryKey: cardKeys.all });
      void qc.invalidateQueries({ queryKey: storageKeys.records });
    },
  });
}

export function useUnsubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<Answer>('/api/v2/patient/storages/unsubscribe', { method: 'POST', body: {} }),
    onSuccess: (a) => {
      qc.setQueryData(storageKeys.storage, a.storage);
      void qc.invalidateQueries({ queryKey: cardKeys.all });
      void qc.invalidateQueries({ queryKey: storageKeys.records });
    },
  });
}

export function useRecordRequests() {
  return useQuery({ queryKey: storageKeys.records, queryFn: () => api<{ requests: RecordRequest[] }>('/api/v2/medical_records/requests') });
}

/** A one-time link to the zip (never the session token in a URL), or the subscription offer. */
export const requestDownloadLink = (rid: string) =>
  api<DownloadLinkResponse>('/api/v2/medical_records/download_link', { method: 'POST', body: { request_id: rid } });
