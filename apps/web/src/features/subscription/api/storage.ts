import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadLinkResponse, RecordRequest, Storage } from '@portal/shared';
import { api } from '../../../lib/api';
import { cardKeys } from '../../payments';

export const storageKeys = { storage: ['storage'] as const, records: ['medical-records'] as const };

/**
 * Store & Share's reads stay fresh this long: the parts of its page drawn after the first screen
 * use the answers the page has just read instead of asking again. Every write that changes them
 * invalidates them (read again at once, however fresh).
 */
export const FRESH_MS = 5_000;

export function useStorage() {
  return useQuery({
    queryKey: storageKeys.storage,
    queryFn: () => api<Storage>(apiPath('getStorage')),
    staleTime: FRESH_MS,
  });
}

type Answer = { message: string; storage: Storage };

export function useSubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { card_id: number; initials?: string; update_card?: boolean }) =>
      api<Answer>(apiPath('subscribe'), { method: 'POST', body }),
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
    mutationFn: () => api<Answer>(apiPath('unsubscribe'), { method: 'POST', body: {} }),
    onSuccess: (a) => {
      qc.setQueryData(storageKeys.storage, a.storage);
      void qc.invalidateQueries({ queryKey: cardKeys.all });
      void qc.invalidateQueries({ queryKey: storageKeys.records });
    },
  });
}

export function useRecordRequests() {
  return useQuery({
    queryKey: storageKeys.records,
    queryFn: () => api<{ requests: RecordRequest[] }>(apiPath('listRecordRequests')),
    staleTime: FRESH_MS,
  });
}

/** A one-time link to the zip (never the session token in a URL), or the subscription offer. */
export const requestDownloadLink = (rid: string) =>
  api<DownloadLinkResponse>(apiPath('createDownloadLink'), { method: 'POST', body: { request_id: rid } });
