import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestDetail } from '@portal/shared';
import { PriceApproval } from './price-approval';
import { WaitingBanner } from './waiting-banner';

/** Only what the notices read of a request detail. */
const detail = (over: Partial<RequestDetail>) =>
  ({
    rid: '261125-1',
    state: 'ordered',
    documents: [],
    history: [],
    waiting: null,
    ...over,
  }) as unknown as RequestDetail;
const show = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{ui}</MantineProvider>
    </QueryClientProvider>,
  );

/**
 * The notices at the top of a request are regions a screen reader lists by name (axe does not
 * check that a region has one): found here by role and name.
 */
describe('named notices of a request', () => {
  it('the price approval is a region named by its title', () => {
    show(
      <PriceApproval
        request={detail({
          price_approval: {
            amount_cents: 4500,
            authorized_cents: 2150,
            requested_at: '2026-11-20T10:00:00Z',
            reason: 'Two hundred pages, not fifty',
            lines: [
              { key: 'retrieval_service', cents: 1500 },
              { key: 'instant_download', cents: 650 },
              { key: 'price_change', cents: 2350, reason: 'Two hundred pages, not fifty' },
            ],
            fee_rule: 'cost_based',
          },
        })}
      />,
    );
    const region = screen.getByRole('region', { name: 'A new price needs your approval' });
    expect(region).toHaveAttribute('data-testid', 'price-approval');
  });

  it('the desk’s question is a region named by its title', () => {
    show(
      <WaitingBanner
        request={detail({ waiting: { reason: 'Please upload a photo ID', since: '2026-11-20T10:00:00Z' } })}
      />,
    );
    expect(screen.getByRole('region', { name: 'The records team is waiting on you' })).toHaveAttribute(
      'data-testid',
      'waiting-banner',
    );
  });
});
