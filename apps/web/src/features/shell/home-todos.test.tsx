import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Home, HomeTodo } from '@portal/shared';
import { HomeTodos } from './home-todos';

const todo = (over: Partial<HomeTodo>): HomeTodo => ({
  kind: 'waiting',
  rid: '261127-42',
  request_type: 'Record',
  custodian_name: 'Mercy General Hospital',
  dependent_name: null,
  question: null,
  count: 0,
  amount_cents: null,
  current_step: 11,
  updated_at: '2026-11-27T10:00:00Z',
  ...over,
});
const show = (home: Home | undefined) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <HomeTodos home={home} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('the home’s to-dos', () => {
  it('draws nothing before the read has answered', () => {
    show(undefined);
    expect(screen.queryByTestId('home-todos')).toBeNull();
    expect(screen.queryByTestId('home-nothing')).toBeNull();
  });

  it('with nothing waiting: one quiet line, no empty box', () => {
    show({ todos: [], count: 0 });
    expect(screen.getByText('Nothing needs your attention right now.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('quotes the desk’s question and offers Answer on the request', () => {
    show({
      todos: [todo({ question: 'Please send your birth certificate', dependent_name: 'Sam Stone' })],
      count: 1,
    });
    expect(screen.getByRole('heading', { name: 'Needs your attention' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Mercy General Hospital needs something from you')).toBeInTheDocument();
    expect(within(item).getByText('Please send your birth certificate').tagName).toBe('BLOCKQUOTE');
    expect(
      within(item).getByText('Mercy General Hospital · Medical Record 261127-42 · for Sam Stone'),
    ).toBeInTheDocument();
    const answer = within(item).getByRole('link', { name: 'Answer: Medical Record 261127-42' });
    expect(answer).toHaveAttribute('href', '/request-detail/261127-42');
    // One action only.
    expect(within(item).getAllByRole('link')).toHaveLength(1);
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('says each kind in words with its one action, a draft with Resume and Delete', () => {
    show({
      todos: [
        todo({ kind: 'price_approval', rid: '1', amount_cents: 4250 }),
        todo({ kind: 'payment_needed', rid: '2' }),
        todo({ kind: 'unread_messages', rid: '3', count: 2 }),
        todo({ kind: 'records_ready', rid: '4', count: 1 }),
        todo({ kind: 'letters', rid: '5' }),
        todo({ kind: 'draft', rid: '6', request_type: 'Form', custodian_name: null }),
      ],
      count: 5,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('A new price to approve: $42.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the price: Medical Record 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fix the payment: Medical Record 2' })).toBeInTheDocument();
    expect(screen.getByText('2 new messages from the records desk')).toBeInTheDocument();
    // A message and the letters open the request's page at their part, not at its top.
    expect(screen.getByRole('link', { name: 'Read: Medical Record 3' })).toHaveAttribute(
      'href',
      '/request-detail/3#chat',
    );
    expect(screen.getByText('A new record is ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View: Medical Record 4' })).toHaveAttribute('href', '/request-detail/4');
    expect(screen.getByRole('link', { name: 'Get the letters: Medical Record 5' })).toHaveAttribute(
      'href',
      '/request-detail/5#letters',
    );
    expect(screen.getByRole('link', { name: 'Resume: Form Request 6' })).toHaveAttribute(
      'href',
      '/form-request/provider?rid=6',
    );
    expect(screen.getByRole('button', { name: 'Delete: Form Request 6' })).toBeInTheDocument();
  });
});
