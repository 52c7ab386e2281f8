import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache';
import type { SearchFilter } from './search-repository';
import type { SummaryRow } from './mapping';

const row = (id: number, fav = false): SummaryRow => ({
  id,
  name: `P ${id}`,
  address1: null,
  address2: null,
  city: null,
  state: 'CA',
  zipcode: null,
  location_name: [],
  specialty: [],
  service_level: null,
  url_id: `p-${id}`,
  accepts_forms: false,
  is_favorite: fav,
  latitude: null,
  longitude: null,
});
const filter = (over: Partial<SearchFilter> = {}): SearchFilter => ({
  userId: 1,
  terms: ['mer'],
  state: 'CA',
  page: 1,
  ...over,
});

afterEach(() => vi.useRealTimers());

describe('search cache', () => {
  it('keys by everything but the user, and never keeps favorites-only searches', () => {
    expect(SearchCache.keyOf(filter({ userId: 1 }))).toBe(SearchCache.keyOf(filter({ userId: 2 })));
    expect(SearchCache.keyOf(filter())).not.toBe(SearchCache.keyOf(filter({ page: 2 })));
    expect(SearchCache.keyOf(filter())).not.toBe(SearchCache.keyOf(filter({ formsOnly: true })));
    const near = (latitude: number) =>
      SearchCache.keyOf(filter({ terms: [], state: undefined, near: { latitude, longitude: -118 } }));
    expect(near(34)).not.toBe(near(35));
    expect(SearchCache.keyOf(filter({ favoritesOnly: true }))).toBeNull();
  });

  it("keeps a page without anyone's favorites, until its time is up", () => {
    vi.useFakeTimers();
    const cache = new SearchCache(60_000);
    cache.set('k', { total: 1, rows: [row(1, true)] });
    expect(cache.get('k')).toEqual({ total: 1, rows: [row(1, false)] });
    vi.advanceTimersByTime(60_001);
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps nothing with a zero TTL, and forgets everything on clear', () => {
    const off = new SearchCache(0);
    off.set('k', { total: 0, rows: [] });
    expect(off.get('k')).toBeUndefined();
    const on = new SearchCache(60_000);
    on.set('k', { total: 0, rows: [] });
    on.clear();
    expect(on.get('k')).toBeUndefined();
  });

  it('holds a bounded number of pages, dropping the least recently used', () => {
    const cache = new SearchCache(60_000);
    for (let i = 0; i < 2000; i++) cache.set(`k${i}`, { total: i, rows: [] });
    expect(cache.get('k0')?.total).toBe(0); // used: now the most recent
    cache.set('new', { total: -1, rows: [] });
    expect(cache.get('k0')?.total).toBe(0);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('new')?.total).toBe(-1);
  });
});
