import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { actingStore, type ActingState } from './acting';
import { Allowed, grantOf, RequireGrant, useGrant, type Need } from './grant';

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
    expect(screen.getByTestId('grant-why')).toHaveTextContent(
      'Only Margaret Hale can do this, from their own account.',
    );
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
