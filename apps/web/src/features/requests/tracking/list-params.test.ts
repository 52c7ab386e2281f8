import { describe, expect, it } from 'vitest';
import { filtersFrom, hasFilters, LIST_PAGE_SIZE, paramsFrom, queryFrom } from './list-params';

describe('list filters in the address', () => {
  it('reads known values, drops unknown ones and round-trips', () => {
    const f = filtersFrom(
      new URLSearchParams(
        'type=Form&status=completed&custodian_id=7&keyword=lake&page=3&sort_dir=asc&start_date=2025-01-01',
      ),
    );
    expect(f).toMatchObject({
      type: 'Form',
      status: 'completed',
      custodian_id: '7',
      keyword: 'lake',
      page: 3,
      sort_dir: 'asc',
      start_date: '2025-01-01',
    });
    expect(filtersFrom(paramsFrom(f))).toEqual(f);
    const bad = filtersFrom(new URLSearchParams('type=Letter&status=lost&custodian_id=x&page=-2&start_date=1/2/2025'));
    expect(bad).toMatchObject({ type: '', status: '', custodian_id: '', page: 1, start_date: '', sort_dir: 'desc' });
    expect(hasFilters(bad)).toBe(false);
  });

  it('asks the API for one page of cards, leaving out empty filters', () => {
    const q = queryFrom(filtersFrom(new URLSearchParams('keyword=%20%20&page=2')));
    expect(q).toEqual(
      expect.objectContaining({
        keyword: undefined,
        type: undefined,
        page: 2,
        per_page: LIST_PAGE_SIZE,
        sort_dir: 'desc',
      }),
    );
    expect(paramsFrom(filtersFrom(new URLSearchParams(''))).toString()).toBe('');
  });
});
