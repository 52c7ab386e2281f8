import { useQuery } from '@tanstack/react-query';
import { apiPath, REQUESTS_PER_PAGE_MAX, type RequestListItem, type RequestsList } from '@portal/shared';
import { api } from '../../../lib/api';
import { timelineKeys } from './dependents';

/** The day a request sits on the timeline: the same rule as the server's list (submitted, else started). */
export const requestDay = (r: RequestListItem) => new Date(r.submitted_on ?? r.created_at);

/**
 * The years that hold the dependent's requests, newest first: the year menu offers these, and the
 * timeline opens at the first (a 2025 request was found only by guessing 2025).
 */
export function useRequestYears(dependentId: number) {
  return useQuery({
    queryKey: timelineKeys.years(dependentId),
    queryFn: async () => {
      const res = await api<RequestsList>(apiPath('listRequests'), {
        query: { dependent_id: dependentId, sort_dir: 'desc', per_page: 1 },
      });
      const latest = res.requests[0];
      return res.years ?? (latest ? [requestDay(latest).getUTCFullYear()] : []);
    },
  });
}

/**
 * Every request of one dependent in one year, in the chosen order. The months and their ten-card
 * pages are cut from this on the page; a year holds few requests, fetched in pages of 100.
 */
export function useYearRequests(dependentId: number, year: number | null, sortDir: 'asc' | 'desc') {
  return useQuery({
    queryKey: timelineKeys.year(dependentId, year, sortDir),
    enabled: year !== null,
    queryFn: async () => {
      const all: RequestListItem[] = [];
      for (let page = 1; ; page++) {
        const res = await api<RequestsList>(apiPath('listRequests'), {
          query: {
            dependent_id: dependentId,
            start_date: `${year}-01-01`,
            end_date: `${year}-12-31`,
            sort_dir: sortDir,
            page,
            per_page: REQUESTS_PER_PAGE_MAX,
          },
        });
        all.push(...res.requests);
        if (page >= res.total_pages) return all;
      }
    },
  });
}
