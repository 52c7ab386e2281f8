import { apiPath } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { CustodianDetail } from '@portal/shared';
import { api } from '../../../lib/api';

export const custodianKeys = {
  all: ['custodians'] as const,
  detail: (id: number) => ['custodians', 'detail', id] as const,
  byUrl: (urlId: string) => ['custodians', 'by-url', urlId] as const,
  search: (criteria: unknown, isForm: boolean, dependentId: number | null) =>
    ['custodians', 'search', criteria, isForm, dependentId] as const,
  typeAhead: (state: string, name: string, isForm: boolean) =>
    ['custodians', 'type-ahead', state, name, isForm] as const,
  suggestions: (criteria: unknown, isForm: boolean) => ['custodians', 'suggestions', criteria, isForm] as const,
};

export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (isForm: boolean) => ['favorites', isForm] as const,
};

/** One provider's detail (GET /api/v2/custodians/:id). */
export function useCustodian(id: number | null | undefined) {
  return useQuery({
    queryKey: custodianKeys.detail(id ?? 0),
    queryFn: () => api<CustodianDetail>(apiPath('getCustodian', { id: id! })),
    enabled: Boolean(id),
  });
}

/** A provider by its landing-page id (GET /api/v2/custodians/by_url/:urlId). */
export function useCustodianByUrl(urlId: string | undefined) {
  return useQuery({
    queryKey: custodianKeys.byUrl(urlId ?? ''),
    queryFn: () => api<CustodianDetail>(apiPath('getCustodianByUrl', { urlId: urlId ?? '' })),
    enabled: Boolean(urlId),
  });
}
