import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatList,
  ChatMessage,
  StaffAuditRow,
  StaffMe,
  StaffQueue,
  StaffQueueAnswer,
  StaffRefund,
  StaffRequestDetail,
  StaffSuggestion,
} from '@portal/shared';
import { api } from '../lib/api';
import { banner } from '../lib/banners';

/** The records desk's server state (TanStack Query over /api/v2/staff). */
export const staffKeys = {
  me: ['staff', 'me'] as const,
  queues: ['staff', 'queue'] as const,
  queue: (q: Record<string, unknown>) => ['staff', 'queue', q] as const,
  request: (rid: string) => ['staff', 'request', rid] as const,
  messages: (rid: string) => ['staff', 'messages', rid] as const,
  audit: (rid: string) => ['staff', 'audit', rid] as const,
  suggestions: (status: string) => ['staff', 'suggestions', status] as const,
  refunds: (status: string) => ['staff', 'refunds', status] as const,
  allRefunds: ['staff', 'refunds'] as const,
  allSuggestions: ['staff', 'suggestions'] as const,
  items: (kind: 'tickets' | 'crash-reports') => ['staff', kind] as const,
  itemsBy: (kind: 'tickets' | 'crash-reports', status: string) => ['staff', kind, status] as const,
  outbox: (page: number) => ['staff', 'outbox', page] as const,
};

export const useStaffMe = () =>
  useQuery({ queryKey: staffKeys.me, queryFn: () => api<StaffMe>(apiPath('staffMe')), staleTime: 300_000 });

export interface QueueFilters {
  queue: StaffQueue;
  keyword?: string;
  request_type?: 'Record' | 'Form';
  overdue?: boolean;
  page: number;
}

export const useQueue = (f: QueueFilters) =>
  useQuery({
    queryKey: staffKeys.queue({ ...f }),
    queryFn: () =>
      api<StaffQueueAnswer>(apiPath('staffQueue'), {
        query: {
          queue: f.queue,
          keyword: f.keyword,
          request_type: f.request_type,
          overdue: f.overdue ? 'true' : undefined,
          page: f.page,
        },
      }),
    placeholderData: (prev) => prev,
  });

export const useStaffRequest = (rid: string) =>
  useQuery({
    queryKey: staffKeys.request(rid),
    queryFn: () => api<StaffRequestDetail>(apiPath('staffGetRequest', { rid })),
  });

export const useRequestAudit = (rid: string) =>
  useQuery({
    queryKey: staffKeys.audit(rid),
    queryFn: () => api<{ events: StaffAuditRow[] }>(apiPath('staffRequestAudit', { rid })),
  });

export const useStaffMessages = (rid: string) =>
  useQuery({ queryKey: staffKeys.messages(rid), queryFn: () => api<ChatList>(apiPath('staffListMessages', { rid })) });

export const useSuggestions = (status: string) =>
  useQuery({
    queryKey: staffKeys.suggestions(status),
    queryFn: () =>
      api<{ suggestions: StaffSuggestion[] }>(apiPath('staffListSuggestedProviders'), { query: { status } }),
  });

export const useRefunds = (status: string) =>
  useQuery({
    queryKey: staffKeys.refunds(status),
    queryFn: () => api<{ refunds: StaffRefund[] }>(apiPath('staffListRefunds'), { query: { status } }),
  });

/** A desk action on one request: on success the request and the queues are read again. */
export function useRequestAction<TVars>(
  rid: string,
  call: (vars: TVars) => Promise<unknown>,
  success: (vars: TVars, data: unknown) => string,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (data, vars) => {
      banner.success(success(vars, data));
      await Promise.all([
        qc.invalidateQueries({ queryKey: staffKeys.request(rid) }),
        qc.invalidateQueries({ queryKey: staffKeys.queues }),
        qc.invalidateQueries({ queryKey: staffKeys.messages(rid) }),
      ]);
    },
    // A refused action can mean the request changed under the clerk (its card failed at completion):
    // the request and the queues are read again, so the screen shows why.
    onError: async (err) => {
      banner.error(err instanceof Error ? err.message : String(err));
      await Promise.all([
        qc.invalidateQueries({ queryKey: staffKeys.request(rid) }),
        qc.invalidateQueries({ queryKey: staffKeys.queues }),
      ]);
    },
  });
}

export const postJson = <T>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body: body ?? {} });

export const sendMessage = (rid: string, body: string) =>
  postJson<ChatMessage>(apiPath('staffListMessages', { rid }), { body });
