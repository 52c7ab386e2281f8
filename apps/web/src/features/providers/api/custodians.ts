import { useQuery } from '@tanstack/react-query';
import type { CustodianDetail } from '@portal/shared';
import { api } from '../../../lib/api';

export const custodianKeys = {
  all: ['custodians'] as const,
  detail: (id: number) => ['custodians', 'detail', id] as const,
  byUrl: (urlId: string) => ['custodians', 'by-url', urlId] as const,
};

/** One provider's detail (GET /api/v2/custodians/:id). */
export function useCustodian(id: number | null | undefined) {
  return useQuery({
    queryKey: custodianKeys.detail(id ?? 0),
    queryFn: () => api<CustodianDetail>(`/api/v2/custodians/${id}`),
    enabled: Boolean(id),
  });
}

/** A provider by its landing-page id (GET /api/v2/custodians/by_url/:urlId). */
export function useCustodianByUrl(urlId: string | undefined) {
  return useQuery({
    queryKey: custodianKeys.byUrl(urlId ?? ''),
    queryFn: () => api<CustodianDetail>(`/api/v2/custodians/by_url/${encodeURIComponent(urlId ?? '')}`),
    enabled: Boolean(urlId),
  });
}
