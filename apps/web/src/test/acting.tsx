import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { actingStore, type ActingState } from '../lib/acting';

/** A caregiver's grant to act for Margaret Hale, viewing requests only unless `over` says more. */
export const margaret = (over: Partial<NonNullable<ActingState>> = {}): ActingState => ({
  id: 7,
  patient_name: 'Margaret Hale',
  scopes: ['requests_view'],
  part2_consent: false,
  ...over,
});

/** Renders with the providers a page needs (queries, Mantine, a router). */
export const wrap = (node: ReactNode, client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

/** Each test starts on the user's own account. */
export function actingResetsAfterEach() {
  afterEach(() => act(() => actingStore.set(null)));
}
