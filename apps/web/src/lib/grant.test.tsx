import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Home, HomeTodo, RequestListItem } from '@portal/shared';
import { actingStore, type ActingState } from './acting';
import { Allowed, grantOf, RequireGrant, useGrant, type Need } from './grant';
import { profileQueryKey } from './use-profile';
import { homeQueryKey } from './use-home';
import { HomeTodos } from '../features/shell/home-todos';
import { RequestCard } from '../features/requests/components/request-card';
import DashboardPage from '../features/shell/dashboard-page';

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

describe('grantOf: the one rule every page asks', () => {
  const NEEDS: Need[] = ['requests_view', 'requests_make', 'records', 'chat', 'payments', 'own', 'part2'];

  it('on one’s own account allows everything', () => {
    const g = grantOf(null);
    expect(g.acting).toBe(false);
    expect(NEEDS.every((n) => g.can(n))).toBe(true);
  });

  it('while acting allows the grant’s scopes only, never the account holder’s own', () => {
    const g = grantOf(margaret({ scopes: ['requests_view', 'records'] }));
    expect(g.acting).toBe(true);
    expect(g.patientName).toBe('Margaret Hale');
    expect(NEEDS.filter((n) => g.can(n))).toEqual(['requests_view', 'records']);
  });

  it('allows Part 2 records only with the patient’s consent (absent, from an older tab: not consented)', () => {
    expect(grantOf(margaret({ part2_consent: true })).can('part2')).toBe(true);
    expect(grantOf(margaret({ part2_consent: false })).can('part2')).toBe(false);
    expect(grantOf({ id: 7, patient_name: 'Margaret Hale', scopes: ['records'] }).can('part2')).toBe(false);
  });
});

function Probe({ need }: { need: Need }) {
  const g = useGrant();
  return <p data-testid="probe">{g.can(need) ? 'yes' : g.why(need)}</p>;
}

describe('useGrant and its helpers', () => {
  it('follows the tab’s acting state and says why, naming the patient', () => {
    wrap(<Probe need="payments" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('yes');
    act(() => actingStore.set(margaret()));
    expect(screen.getByTestId('probe')).toHaveTextContent(
      'Margaret Hale has not allowed you to handle payments for them.',
    );
    act(() => actingStore.set(margaret({ scopes: ['payments'] })));
    expect(screen.getByTestId('probe')).toHaveTextContent('yes');
  });

  it('Allowed hides what the grant does not allow, or explains it', () => {
    act(() => actingStore.set(margaret()));
    wrap(
      <>
        <Allowed need="chat">
          <button type="button">Send</button>
        </Allowed>
        <Allowed need="requests_view">
          <button type="button">Open</button>
        </Allowed>
        <Allowed need="own" explain>
          <button type="button">Share</button>
        </Allowed>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByTestId('grant-why')).toHaveTextContent('Only Margaret Hale can do this, from their own account.');
  });

  it('RequireGrant puts a page outside the grant behind whom one acts for, why, and the way home', () => {
    act(() => actingStore.set(margaret()));
    wrap(
      <RequireGrant need="requests_make">
        <h1>Wizard</h1>
      </RequireGrant>,
    );
    expect(screen.queryByText('Wizard')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acting for Margaret Hale');
    expect(screen.getByText(/has not allowed you to make or change requests/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/dashboard');
  });
});

const todo = (over: Partial<HomeTodo>): HomeTodo => ({
  kind: 'price_approval',
  rid: '261127-42',
  request_type: 'Record',
  custodian_name: 'Mercy General Hospital',
  dependent_name: null,
  question: null,
  count: 0,
  amount_cents: 2500,
  current_step: 11,
  updated_at: '2026-11-27T10:00:00Z',
  ...over,
});

describe('pages ask the grant', () => {
  it('a to-do outside the grant stays, saying why instead of its button', () => {
    act(() => actingStore.set(margaret({ scopes: ['requests_view', 'chat'] })));
    const home: Home = { todos: [todo({}), todo({ kind: 'unread_messages', count: 2 })], count: 1 };
    wrap(<HomeTodos home={home} />);
    const price = screen.getByTestId('todo-price_approval');
    expect(within(price).queryByRole('link')).toBeNull();
    expect(within(price).getByTestId('grant-why')).toHaveTextContent('not allowed you to handle payments');
    const unread = screen.getByTestId('todo-unread_messages');
    expect(within(unread).getByRole('link', { name: /Read/ })).toBeInTheDocument();
  });

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

  it('the dashboard greets the caregiver by their own name and says whom they act for', () => {
    const client = new QueryClient();
    client.setQueryData(profileQueryKey, { name: 'John', last_name: 'Thornton' });
    client.setQueryData(homeQueryKey, { todos: [], count: 0 });
    act(() => actingStore.set(margaret()));
    wrap(<DashboardPage />, client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, John');
    expect(screen.getByTestId('dashboard-acting')).toHaveTextContent('Acting for Margaret Hale');
    // Starting a request is outside this grant; following them is not.
    expect(screen.queryByRole('link', { name: /Request medical records/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Track your requests/ })).toBeInTheDocument();
  });

  it('on one’s own account the dashboard says nothing of acting', () => {
    const client = new QueryClient();
    client.setQueryData(profileQueryKey, { name: 'Margaret', last_name: 'Hale' });
    client.setQueryData(homeQueryKey, { todos: [], count: 0 });
    wrap(<DashboardPage />, client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Margaret');
    expect(screen.queryByTestId('dashboard-acting')).toBeNull();
    expect(screen.getByRole('link', { name: /Request medical records/ })).toBeInTheDocument();
  });
});
