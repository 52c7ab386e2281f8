import { keepPreviousData, useMutation, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  CHAT_POLL_MS,
  type ChatList,
  type ChatMessage,
  type Refund,
  type RefundInput,
  type RefundsAnswer,
  type RequestDetail,
  type RequestFilterOptions,
  type RequestsList,
  type RequestsListQuery,
} from '@portal/shared';
import { api } from '../../../lib/api';

/** Server state of request tracking (TanStack Query); keys are shared so writes refresh readers. */
export const trackingKeys = {
  all: ['requests'] as const,
  lists: ['requests', 'list'] as const,
  list: (q: RequestsListQuery) => ['requests', 'list', q] as const,
  filterOptions: ['requests', 'filter-options'] as const,
  detail: (rid: string) => ['requests', 'detail', rid] as const,
  chat: (rid: string) => ['requests', 'chat', rid] as const,
  revocation: (rid: string) => ['requests', 'revocation', rid] as const,
  refunds: ['refunds'] as const,
};

const LIST_FRESH_MS = 2_000;

export function useRequestsList(q: RequestsListQuery) {
  const queryKey = trackingKeys.list(q);
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    api<RequestsList>(apiPath('listRequests'), {
      query: q as Record<string, string | number>,
      signal,
      timeout: true,
    });
  // The request goes out from the render (which React slices and the browser can interrupt), not
  // from useQuery's subscription in the effects that run with the commit, one long task on a
  // phone when the page replaces the static shell. Nothing is asked twice: a query
  // already held or in flight is left alone.
  // Fresh for two seconds: the list asked for during the render is not asked again when the page
  // mounts (a second request, and a second re-render when it came); a later visit asks again.
  usePrefetchQuery({ queryKey, queryFn, staleTime: LIST_FRESH_MS });
  return useQuery({
    queryKey,
    queryFn,
    staleTime: LIST_FRESH_MS,
    // Keep the current page on screen while the next one loads (no flash of an empty list).
    placeholderData: keepPreviousData,
  });
}

export function useFilterOptions() {
  return useQuery({
    queryKey: trackingKeys.filterOptions,
    queryFn: () => api<RequestFilterOptions>(apiPath('getRequestFilterOptions')),
    staleTime: 60_000,
  });
}

export function useRequestDetail(rid: string) {
  return useQuery({
    queryKey: trackingKeys.detail(rid),
    queryFn: ({ signal }) => api<RequestDetail>(apiPath('getRequestDetail', { rid }), { signal, timeout: true }),
  });
}

/**
 * The chat of a request: first load, then a background poll every 5 s for messages after the
 * last one held (x-background, so an open page does not keep the session alive by itself).
 */
export function useChat(rid: string, enabled = true) {
  const qc = useQueryClient();
  const key = trackingKeys.chat(rid);
  return useQuery({
    queryKey: key,
    enabled,
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
    queryFn: async ({ signal }) => {
      const held = qc.getQueryData<ChatList>(key);
      const since = held?.messages.at(-1)?.id;
      const url = apiPath('listRequestMessages', { rid });
      if (!held) return api<ChatList>(url, { signal });
      const fresh = await api<ChatList>(url, { query: { since: since ?? 0 }, background: true, signal });
      const known = new Set(held.messages.map((m) => m.id));
      return {
        can_post: fresh.can_post,
        messages: [...held.messages, ...fresh.messages.filter((m) => !known.has(m.id))],
      };
    },
  });
}

export function usePostMessage(rid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<ChatMessage>(apiPath('sendRequestMessage', { rid }), { method: 'POST', body: { body }, timeout: true }),
    onSuccess: (m) => {
      qc.setQueryData<ChatList>(trackingKeys.chat(rid), (old) =>
        old && !old.messages.some((x) => x.id === m.id) ? { ...old, messages: [...old.messages, m] } : old,
      );
    },
  });
}

export function useRefunds() {
  return useQuery({
    queryKey: trackingKeys.refunds,
    queryFn: () => api<RefundsAnswer>(apiPath('listRefunds'), { timeout: true }),
  });
}

export function useCreateRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) =>
      api<Refund>(apiPath('requestRefund'), { method: 'POST', body: input, timeout: true }),
    onSuccess: (f) => {
      void qc.invalidateQueries({ queryKey: trackingKeys.refunds });
      void qc.invalidateQueries({ queryKey: trackingKeys.detail(f.rid) });
    },
  });
}

/** "Waiting on you": the patient's file and/or answer goes back to the desk (POST .../respond, multipart). */
export function useRespond(rid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ answer, file }: { answer: string; file: File | null }) => {
      const body = new FormData();
      body.append('answer', answer);
      if (file) body.append('file', file, file.name);
      return api<{ message: string }>(apiPath('respondToDesk', { rid }), { method: 'POST', body, timeout: true });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: trackingKeys.detail(rid) });
      void qc.invalidateQueries({ queryKey: trackingKeys.lists });
    },
  });
}
