import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestListItem } from '@portal/shared';
import { RequestCard } from './request-card';

const draft = (over: Partial<RequestListItem> = {}): RequestListItem => ({
  id: 1,
  rid: '261127-42',
  request_type: 'Record',
  status: 'draft',
  submitted_on: null,
  ordered_on: null,
  completed_on: null,
  created_at: '2026-11-27T10:00:00Z',
  updated_at: '2026-11-27T10:00:00Z',
  custodian: { id: 7, name: 'Mercy General Hospital' },
  patient: { first_name: 'Avery', middle_name: null, last_name: 'Stone', dob: null, name: 'Avery Stone' },
  dependent_id: null,
  custodian_form: null,
  all_records: false,
  records_before: null,
  records_after: null,
  current_step: 2,
  unread_messages: 0,
  ...over,
});
const show = (r: RequestListItem) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <RequestCard request={r} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('a draft card', () => {
  it('resumes from its title (a link) as from its Resume button, and keeps Delete', () => {
    show(draft({ current_step: 5, all_records: true }));
    const title = screen.getByRole('link', { name: 'Medical Record 261127-42' });
    expect(title).toHaveAttribute('href', '/record-request/provider?rid=261127-42');
    expect(screen.getByRole('heading', { name: 'Medical Record 261127-42' })).toContainElement(title);
    expect(screen.getByRole('link', { name: /^Resume draft/ })).toHaveAttribute('href', title.getAttribute('href'));
    expect(screen.getByRole('button', { name: /^Delete draft/ })).toBeInTheDocument();
    expect(screen.getByText('Avery Stone')).toBeInTheDocument();
    expect(screen.getByText('All')).toBeInTheDocument();
  });

  it('saved with only a provider (step 2) says no patient is chosen yet', () => {
    show(draft({ current_step: 2, all_records: true }));
    expect(screen.getByText('No patient chosen yet')).toBeInTheDocument();
    expect(screen.queryByText('Avery Stone')).toBeNull();
    // Nor dates of service: none were chosen yet.
    expect(screen.queryByText(/Dates of service/)).toBeNull();
  });
});
