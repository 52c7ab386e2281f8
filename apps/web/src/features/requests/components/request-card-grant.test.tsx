import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestListItem } from '@portal/shared';
import { actingStore, type ActingState } from '../../../lib/acting';
import { RequestCard } from './request-card';

/** A request's card while a caregiver acts for a patient (lib/grant.tsx). */
const margaret = (over: Partial<NonNullable<ActingState>> = {}): ActingState => ({
  id: 7,
  patient_name: 'Margaret Hale',
  scopes: ['requests_view'],
  part2_consent: false,
  ...over,
});

const wrap = (node: ReactNode, client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

afterEach(() => act(() => actingStore.set(null)));

describe('a request card while acting', () => {
  it('a draft is not offered to resume or delete without requests_make', () => {
    const draft = {
      id: 1,
      rid: '261127-43',
      request_type: 'Record',
      status: 'draft',
      submitted_on: null,
      ordered_on: null,
      completed_on: null,
      created_at: '2026-11-27T10:00:00Z',
      updated_at: '2026-11-27T10:00:00Z',
      custodian: null,
      patient: { first_name: 'Margaret', middle_name: null, last_name: 'Hale', dob: null, name: 'Margaret Hale' },
      dependent_id: null,
      custodian_form: null,
      all_records: true,
      records_before: null,
      records_after: null,
      current_step: 4,
      unread_messages: 0,
      state: 'draft',
      payment_needed: false,
    } as unknown as RequestListItem;
    const { unmount } = wrap(<RequestCard request={draft} />);
    expect(screen.getByRole('link', { name: /Resume/ })).toBeInTheDocument();
    unmount();
    act(() => actingStore.set(margaret()));
    wrap(<RequestCard request={draft} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('grant-why')).toHaveTextContent('make or change requests');
  });
});
