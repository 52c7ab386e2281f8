import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, type RequestListItem, type RequestsList } from '@portal/shared';
// From its own module, not the package's index: through the index it brought the list's zod
// schemas into the timeline's first download.
import { REQUESTS_PER_PAGE_MAX } from '@portal/shared/request-constants';
import { api } from '../../../lib/api';
import { timelineKeys } from './dependents';

/** The day a request sits on the timeline: the same rule as the server's list (submitted, else started). */
export const requestDay = (r: RequestListItem) => new Date(r.submitted_on ?? r.created_at);

/**
 * The years that hold the dependent's requests, newest first: the year menu offers these, and the
 * timeline opens at the first (a 2025 request was found only by guessing 2025).
 *
 * One read for the first screen: the newest page (as many as a page holds) comes with the years,
 * and when it holds the whole of the newest year (it reaches an older year, or it is the only
 * page) that year's list, newest first, is taken from it instead of read again. The server orders
 * both the same way (day, then id) and counts a request's year the same way (UTC).
 */
export function useRequestYears(dependentId: number) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: timelineKeys.years(dependentId),
    queryFn: async () => {
      const res = await api<RequestsList>(apiPath('listRequests'), {
        query: { dependent_id: dependentId, sort_dir: 'desc', per_page: REQUESTS_PER_PAGE_MAX },
      });
      const latest = res.requests[0];
      const years = res.years ?? (latest ? [requestDay(latest).getUTCFullYear()] : []);
      const newest = years[0];
      if (newest !== undefined) {
        const yearOf = (r: RequestListItem) => requestDay(r).getUTCFullYear();
        const whole = res.total_pages <= 1 || res.requests.some((r) => yearOf(r) < newest);
        if (whole) {
          qc.setQueryData(
            timelineKeys.year(dependentId, newest, 'desc'),
            res.requests.filter((r) => yearOf(r) === newest),
          );
        }
      }
      return years;
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
    // The newest year's list taken from the years' read (above) is not read again on mounting.
    staleTime: 5_000,
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
