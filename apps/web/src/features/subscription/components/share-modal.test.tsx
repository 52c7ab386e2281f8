import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRequest, Storage } from '@portal/shared';
import { storageKeys } from '../api/storage';
import { ShareModal, type ShareTarget } from './share-modal';

/** The subscription page's stand-in: shows the route state it was sent. */
function Landed() {
  return <pre data-testid="landed">{JSON.stringify(useLocation().state)}</pre>;
}

const SET = {
  rid: '261125-1',
  request_type: 'Record',
  status: 'completed',
  custodian_name: 'Mercy General Hospital',
  ordered_on: null,
  completed_on: null,
  can_download: true,
  records: [],
  patient_name: null,
  dependent_id: null,
} as unknown as RecordRequest;

const storage = (subscribed: boolean) =>
  ({ subscription: null, is_subscription_deactive: !subscribed }) as unknown as Storage;

function mount(subscribed: boolean, target: ShareTarget = { rids: [SET.rid] }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(storageKeys.storage, storage(subscribed));
  qc.setQueryData(['cards'], { cards: [], limit: 10 });
  render(
    <QueryClientProvider client={qc}>
      <MantineProvider>
        <MemoryRouter initialEntries={['/request-detail/261125-1?requestType=Record']}>
          <Routes>
            <Route
              path="/request-detail/:rid"
              element={<ShareModal target={target} sets={[SET]} onClose={() => {}} />}
            />
            <Route path="/subscription" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return qc;
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false }).value;

afterEach(() => sessionStorage.clear());

describe('sharing without Store & Share', () => {
  it('says so above the form from the start, and the submit button subscribes first', () => {
    mount(false);
    expect(screen.getByText('Sharing needs Store & Share')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe, then share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('typing, then subscribing: to the card step with the way back, the draft kept; back, the form as typed', async () => {
    mount(false);
    type('Recipient name', 'Dr. Rivera');
    type('Recipient email', 'rivera@clinic.test');
    type('Purpose', 'Second opinion');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe, then share' }));
    const landed = JSON.parse((await screen.findByTestId('landed')).textContent ?? 'null');
    expect(landed).toEqual({
      shareReturn: { to: '/request-detail/261125-1?requestType=Record', target: { rids: [SET.rid] } },
    });
    // The draft is kept for this tab meanwhile (a reload, or a card's 3-D Secure page, loses nothing).
    expect(JSON.parse(sessionStorage.getItem('portal.share-draft')!)).toMatchObject({
      key: `sets:${SET.rid}`,
      form: { recipient_name: 'Dr. Rivera', purpose: 'Second opinion' },
    });
    cleanup();
    // Back from subscribing: the form as typed, said to be ready.
    mount(true, { rids: [SET.rid], returning: true });
    expect(await screen.findByText('You are subscribed. Check the form, then share.')).toBeInTheDocument();
    expect(valueOf('Recipient name')).toBe('Dr. Rivera');
    expect(valueOf('Recipient email')).toBe('rivera@clinic.test');
    expect(valueOf('Purpose')).toBe('Second opinion');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByText('Sharing needs Store & Share')).toBeNull();
  });

  it('a draft kept for the same records comes back when the form opens again', () => {
    sessionStorage.setItem(
      'portal.share-draft',
      JSON.stringify({
        key: `sets:${SET.rid}`,
        rids: [SET.rid],
        form: { recipient_name: 'Dr. Chen', recipient_email: '', purpose: 'Surgery', expires_in_days: 7 },
      }),
    );
    mount(true);
    expect(valueOf('Recipient name')).toBe('Dr. Chen');
    expect(valueOf('Purpose')).toBe('Surgery');
  });
});

describe('sharing with Store & Share', () => {
  it('shows the form without the offer', () => {
    mount(true);
    expect(screen.queryByText('Sharing needs Store & Share')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
