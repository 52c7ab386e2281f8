import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LIMITS, type CustodianSearchResult } from '@portal/shared';
import { nextSearchPage } from '../api/search';
import { ResultsList } from './results-list';

const page = (n: number, total: number): CustodianSearchResult => ({
  custodians: Array.from({ length: n }, (_, i) => ({
    id: i,
    name: `P ${i}`,
    address1: null,
    address2: null,
    city: null,
    state: 'CA',
    zipcode: null,
    location_name: [],
    specialty: [],
    service_level: null,
    is_favorite: false,
    url_id: `p-${i}`,
    accepts_forms: false,
    latitude: null,
    longitude: null,
  })),
  total_custodians: total,
  is_result_record_found: total > 0,
});

describe('provider results count and paging', () => {
  const show = (total: number) =>
    render(
      <MantineProvider>
        <ResultsList
          items={[]}
          total={total}
          hasMore={false}
          loadingMore={false}
          onLoadMore={() => {}}
          onSelect={() => {}}
        />
      </MantineProvider>,
    );

  it('says how many were found, and "or more" at the counting cap', () => {
    show(1);
    expect(screen.getByText('1 provider found')).toBeInTheDocument();
    show(999);
    expect(screen.getByText('999 providers found')).toBeInTheDocument();
    show(LIMITS.searchTotalCap);
    expect(screen.getByText('1,000 or more providers found')).toBeInTheDocument();
  });

  it('asks for the next page while the count says more, and past the cap while pages are full', () => {
    expect(nextSearchPage(page(10, 25), [page(10, 25)])).toBe(2);
    expect(nextSearchPage(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
    expect(nextSearchPage(page(10, 20), [page(10, 20), page(10, 20)])).toBeUndefined();
    const capped = Array.from({ length: 100 }, () => page(10, LIMITS.searchTotalCap));
    expect(nextSearchPage(page(10, LIMITS.searchTotalCap), capped)).toBe(101);
    expect(nextSearchPage(page(3, LIMITS.searchTotalCap), [...capped, page(3, LIMITS.searchTotalCap)])).toBeUndefined();
  });
});
