import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiPath, LIMITS, type CustodianSearchResult, type CustodianSummary } from '@portal/shared';
import { api } from '../../../lib/api';
import { custodianKeys, favoriteKeys } from './custodians';

/** What the widget searches by; keys become the spec's bracketed query names. */
export interface SearchCriteria {
  name?: string;
  state?: string;
  city?: string;
  fax?: string;
  zipcode?: string;
  nearby?: { latitude: number; longitude: number } | { zipcode: string };
}

function toQuery(c: SearchCriteria, page: number, isFormRequest: boolean) {
  const q: Record<string, string | number | boolean | undefined> = {
    'search[name]': c.name || undefined,
    'search[state]': c.state || undefined,
    'search[city]': c.city || undefined,
    'search[fax]': c.fax || undefined,
    'search[zipcode]': c.zipcode || undefined,
    page,
    is_form_req: isFormRequest || undefined,
  };
  if (c.nearby) {
    q['search[nearby]'] = true;
    if ('zipcode' in c.nearby) q['search[zipcode]'] = c.nearby.zipcode;
    else {
      q['search[latitude]'] = c.nearby.latitude;
      q['search[longitude]'] = c.nearby.longitude;
    }
  }
  return q;
}

/** The page after `pages`, if any. Totals stop counting at the cap: past it, a full page may have more after it. */
export function nextSearchPage(last: CustodianSearchResult, pages: CustodianSearchResult[]): number | undefined {
  const full = last.custodians.length === LIMITS.providerPageSize;
  const counted = last.total_custodians < LIMITS.searchTotalCap;
  return full && (!counted || pages.length * LIMITS.providerPageSize < last.total_custodians)
    ? pages.length + 1
    : undefined;
}

/** Paged search (10 a page); the list asks for the next page as it scrolls. */
export function useCustodianSearch(
  criteria: SearchCriteria | null,
  isFormRequest: boolean,
  dependentId?: number | null,
) {
  return useInfiniteQuery({
    queryKey: custodianKeys.search(criteria, isFormRequest, dependentId ?? null),
    enabled: criteria !== null,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      dependentId && criteria && !criteria.state && !criteria.nearby
        ? api<CustodianSearchResult>(apiPath('listDependentCustodians', { id: dependentId }), {
            query: { 'search[name]': criteria.name || undefined, page: pageParam },
            signal,
            timeout: true,
          })
        : api<CustodianSearchResult>(apiPath('searchCustodians'), {
            query: toQuery(criteria ?? {}, pageParam, isFormRequest),
            signal,
            timeout: true,
          }),
    getNextPageParam: nextSearchPage,
  });
}

/** Type-ahead options: the first page of names for the state and what was typed. */
export function useTypeAhead(state: string, name: string, isFormRequest: boolean) {
  return useQuery({
    queryKey: custodianKeys.typeAhead(state, name, isFormRequest),
    enabled: Boolean(state) && name.trim().length >= 2,
    queryFn: ({ signal }) =>
      api<CustodianSearchResult>(apiPath('searchCustodians'), {
        query: toQuery({ state, name }, 1, isFormRequest),
        signal,
      }),
    staleTime: 60_000,
  });
}

/** 'No exact matches' suggestions (state + name, at most 2000). */
export function useSuggestionList(criteria: { state: string; name: string } | null, isFormRequest: boolean) {
  return useQuery({
    queryKey: custodianKeys.suggestions(criteria, isFormRequest),
    enabled: criteria !== null,
    queryFn: ({ signal }) =>
      api<{ custodians: CustodianSummary[]; total_custodians: number }>(apiPath('suggestCustodians'), {
        query: {
          'search[state]': criteria!.state,
          'search[name]': criteria!.name,
          is_form_req: isFormRequest || undefined,
        },
        signal,
      }),
  });
}

export function useFavorites(isFormRequest = false) {
  return useQuery({
    queryKey: favoriteKeys.list(isFormRequest),
    queryFn: () =>
      api<{ custodians: CustodianSummary[] }>(apiPath('listFavorites'), {
        query: { is_form_request: isFormRequest || undefined },
      }),
  });
}
