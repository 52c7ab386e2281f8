import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actingResetsAfterEach, margaret, wrap } from '../../test/acting';
import type { Home, HomeTodo } from '@portal/shared';
import { actingStore } from '../../lib/acting';
import { profileQueryKey } from '../../lib/use-profile';
import { homeQueryKey } from '../../lib/use-home';
import { HomeTodos } from './home-todos';
import DashboardPage from './dashboard-page';

/** The home while a caregiver acts for a patient: whom for, and only what the grant allows (lib/grant.tsx). */
actingResetsAfterEach();

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

describe('the home while acting', () => {
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
