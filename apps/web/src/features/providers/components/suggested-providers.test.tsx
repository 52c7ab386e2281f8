import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustodianSummary } from '@portal/shared';
import { sessionStore } from '../../../lib/session-store';
import { SuggestedProviders } from './suggested-providers';

const provider = (over: Partial<CustodianSummary>): CustodianSummary => ({
  id: 1,
  name: 'Cedar Ridge Clinic',
  address1: null,
  address2: null,
  city: 'Albany',
  state: 'NY',
  zipcode: null,
  location_name: [],
  specialty: [],
  service_level: null,
  is_favorite: false,
  url_id: 'cedar-ridge-clinic',
  accepts_forms: false,
  latitude: null,
  longitude: null,
  ...over,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** The search answers: the forms search finds nothing, the same search of every provider finds Cedar Ridge. */
function stubSearch(found: CustodianSummary[]) {
  const f = vi.fn((url: string) => {
    if (url.includes('get_custodian_suggestion_list'))
      return Promise.resolve(json({ custodians: [], total_custodians: 0 }));
    return Promise.resolve(
      json({ custodians: found, total_custodians: found.length, is_result_record_found: found.length > 0 }),
    );
  });
  vi.stubGlobal('fetch', f);
  return f;
}
const show = (isFormRequest: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <SuggestedProviders
            criteria={{ state: 'NY', name: 'Cedar Ridge' }}
            isFormRequest={isFormRequest}
            onSelect={() => undefined}
            onSuggest={() => undefined}
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

beforeEach(() => sessionStore.setToken('tok-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('no exact matches in a forms search', () => {
  it('names the provider that takes no forms requests and offers its records instead', async () => {
    stubSearch([provider({}), provider({ id: 2, name: 'Cedar Ridge Forms Office', accepts_forms: true })]);
    show(true);
    expect(
      await screen.findByText('Cedar Ridge Clinic does not take forms requests through the portal.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Cedar Ridge Forms Office does not take/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request records from Cedar Ridge Clinic' })).toHaveAttribute(
      'href',
      '/l/cedar-ridge-clinic',
    );
    expect(screen.getByText('No exact matches for NY, Cedar Ridge')).toBeInTheDocument();
  });

  it('a records search asks nothing more', async () => {
    const f = stubSearch([provider({})]);
    show(false);
    expect(await screen.findByText('No exact matches for NY, Cedar Ridge')).toBeInTheDocument();
    expect(f.mock.calls.every(([u]) => String(u).includes('get_custodian_suggestion_list'))).toBe(true);
    expect(screen.queryByText(/does not take forms requests/)).toBeNull();
  });
});
