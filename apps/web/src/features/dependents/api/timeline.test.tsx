import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { RequestListItem } from '@portal/shared';
import { sessionStore } from '../../../lib/session-store';
import { useRequestYears, useYearRequests } from './timeline';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const request = (id: number, day: string) => ({ rid: `R${id}`, submitted_on: day, created_at: day }) as RequestListItem;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

/** The timeline's two hooks as its page mounts them: the years, then the first year's list. */
function mountTimeline(answer: { requests: RequestListItem[]; total_pages: number; years: number[] }) {
  sessionStore.setToken('tok-1');
  const f = vi.fn((url: string) =>
    Promise.resolve(json(url.includes('start_date') ? { ...answer, total_pages: 1 } : answer)),
  );
  vi.stubGlobal('fetch', f);
  const client = new QueryClient();
  const { result } = renderHook(
    () => {
      const years = useRequestYears(7);
      const year = useYearRequests(7, years.data?.[0] ?? null, 'desc');
      return { years, year };
    },
    { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
  );
  return { result, f };
}

it('takes the newest year from the first read when the page holds all of it (one read)', async () => {
  const { result, f } = mountTimeline({
    requests: [request(3, '2026-05-01'), request(2, '2026-02-01'), request(1, '2025-12-31')],
    total_pages: 2,
    years: [2026, 2025],
  });
  await waitFor(() => expect(result.current.year.data).toBeDefined());
  expect(result.current.year.data?.map((r) => r.rid)).toEqual(['R3', 'R2']);
  expect(f).toHaveBeenCalledTimes(1);
  expect(f.mock.calls[0]?.[0]).toBe('/api/v2/requests?dependent_id=7&sort_dir=desc&per_page=100');
});

it('reads the newest year on its own when the first page may not hold all of it', async () => {
  const { result, f } = mountTimeline({
    requests: [request(3, '2026-05-01'), request(2, '2026-02-01')],
    total_pages: 2,
    years: [2026, 2025],
  });
  await waitFor(() => expect(f).toHaveBeenCalledTimes(2));
  expect(f.mock.calls[1]?.[0]).toContain('start_date=2026-01-01');
  await waitFor(() => expect(result.current.year.data?.length).toBe(2));
});
