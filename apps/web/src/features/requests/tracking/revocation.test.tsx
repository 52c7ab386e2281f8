import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestDetail } from '@portal/shared';
import { Revocation } from './revocation';

/** Only what the component reads of a request detail. */
const detail = (over: Partial<RequestDetail>) =>
  ({ rid: '261125-1', state: 'ordered', documents: [], history: [], ...over }) as unknown as RequestDetail;
const show = (r: RequestDetail) =>
  render(
    <MantineProvider>
      <Revocation request={r} />
    </MantineProvider>,
  );

describe('Revocation', () => {
  it.each(['ordered', 'waiting_on_patient', 'priced'] as const)(
    'offers "Revoke authorization" before fulfilment (%s)',
    (state) => {
      const { unmount } = show(detail({ state }));
      expect(screen.getByRole('heading', { name: 'Revoke your authorization' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Revoke authorization' })).toBeInTheDocument();
      unmount();
    },
  );

  it.each(['draft', 'completed', 'completed_archived', 'closed_archived'] as const)(
    'offers nothing once fulfilled or closed (%s)',
    (state) => {
      const { unmount } = show(detail({ state }));
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByText(/revoke/i)).toBeNull();
      unmount();
    },
  );

  it('once revoked: when, and the signed PDF', () => {
    show(
      detail({
        state: 'closed_archived',
        history: [{ status: 'revoked', note: null, at: '2026-11-25T11:14:10.000Z' }],
        documents: [
          {
            id: 'revocation-9',
            kind: 'revocation',
            name: 'Revocation_261125-1.pdf',
            url: '/api/v2/documents/9/download',
            created_at: '2026-11-25T11:14:10.000Z',
          },
        ],
      }),
    );
    expect(screen.getByText('Authorization revoked')).toBeInTheDocument();
    expect(screen.getByText(/^You revoked the authorization on .+ The request is stopped/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signed revocation (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke authorization' })).toBeNull();
  });
});
