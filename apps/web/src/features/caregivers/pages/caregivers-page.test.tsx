import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActingGrant, CaregiverGrant } from '@portal/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { actingStore } from '../../../lib/acting';
import { registerConfirmHost } from '../../../lib/confirm';
import { sessionStore } from '../../../lib/session-store';
import { ActingFor, Activity, CaregiverCard, InviteForm } from './caregivers-page';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The API as these components meet it: each call is kept, and answered by `answer`. */
function stubApi(answer: (c: Call) => { status?: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const c = {
        url: String(url),
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(c);
      const a = answer(c);
      return Promise.resolve(new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 }));
    }),
  );
  return calls;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
// The confirmation dialogs' host is drawn below (the app's providers draw it on first use).
registerConfirmHost(() => Promise.resolve());
let queryClient = new QueryClient();
const show = (ui: React.ReactNode) => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <ModalsProvider>
          <MemoryRouter initialEntries={['/caregivers']}>
            <Routes>
              <Route path="/caregivers" element={ui} />
              <Route path="/dashboard" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
};

const grant = (over: Partial<CaregiverGrant> = {}): CaregiverGrant => ({
  id: 7,
  email: 'john@example.com',
  name: 'John Thornton',
  scopes: ['requests_view'],
  role: 'spouse_or_family',
  ends_on: null,
  part2_consent: false,
  status: 'active',
  invited_at: '2026-11-20T10:00:00Z',
  accepted_at: '2026-11-21T10:00:00Z',
  ...over,
});

beforeEach(() => sessionStore.setToken('tok-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  actingStore.set(null);
});

describe('the invite form', () => {
  it('sends the address with the scopes chosen, then says to whom and clears', async () => {
    const calls = stubApi(() => ({ body: grant({ status: 'invited', name: null }) }));
    show(<InviteForm />);
    fireEvent.change(screen.getByLabelText('Their e-mail', { exact: false }), {
      target: { value: 'john@example.com' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'View and download my records' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to john@example.com.');
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.url).toBe('/api/v2/caregivers');
    expect(sent?.body).toEqual({
      email: 'john@example.com',
      scopes: ['requests_view', 'records'],
      role: 'spouse_or_family',
      ends_on: '',
      part2_consent: false,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Their e-mail', { exact: false }).value).toBe('');
    expect(screen.getByRole('checkbox', { name: 'View and download my records' })).not.toBeChecked();
  });

  it('cannot be sent with no scope, and shows the server’s word on the address under it', async () => {
    stubApi(() => ({
      status: 400,
      body: { error: { messages: ['You cannot invite yourself.'], fields: { email: 'You cannot invite yourself.' } } },
    }));
    show(<InviteForm />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'See my requests and their status' }));
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chat with the records desk' }));
    fireEvent.change(screen.getByLabelText('Their e-mail', { exact: false }), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const field = screen.getByLabelText('Their e-mail', { exact: false });
    await waitFor(() => expect(field).toHaveAccessibleDescription('You cannot invite yourself.'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a caregiver’s card (the grant and its scope editor)', () => {
  it('changes the scopes with PUT, Save refused while none is chosen', async () => {
    const calls = stubApi((c) => ({ body: c.method === 'PUT' ? grant({ scopes: ['records'] }) : { caregivers: [] } }));
    show(<CaregiverCard g={grant()} />);
    const card = screen.getByTestId('caregiver-card');
    expect(card).toHaveTextContent('John Thornton (john@example.com)');
    expect(card).toHaveTextContent('Active');
    fireEvent.click(within(card).getByRole('button', { name: 'Change access' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'See my requests and their status' }));
    expect(within(card).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    fireEvent.click(within(card).getByRole('checkbox', { name: 'View and download my records' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Save changes' })).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/api/v2/caregivers/7',
      method: 'PUT',
      body: { scopes: ['records'], role: 'spouse_or_family', ends_on: '', part2_consent: false },
    });
  });

  it('a grant the caregiver left, or that ended, offers no change and no end of access', () => {
    stubApi(() => ({ body: { activity: [] } }));
    for (const status of ['left', 'revoked'] as const) {
      const { unmount } = show(<CaregiverCard g={grant({ status })} />);
      const card = screen.getByTestId('caregiver-card');
      expect(card).toHaveTextContent(status === 'left' ? 'Left' : 'Access ended');
      expect(within(card).queryByRole('button', { name: 'Change access' })).toBeNull();
      expect(within(card).queryByRole('button', { name: 'End access' })).toBeNull();
      expect(within(card).getByRole('button', { name: 'Activity' })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('the activity list', () => {
  it('lists what the caregiver did, with the request it was about; or says nothing was done', async () => {
    stubApi((c) =>
      c.url.endsWith('/caregivers/7/activity')
        ? {
            body: {
              activity: [
                { at: '2026-11-27T15:00:00Z', action: 'viewed', operation: 'getRequestDetail', entity: '261127-3' },
                {
                  at: '2026-11-27T14:00:00Z',
                  action: 'requested',
                  operation: 'submitRecordRequest',
                  entity: '261127-3',
                },
                { at: '2026-11-27T13:00:00Z', action: 'viewed', operation: 'listRequests', entity: null },
              ],
            },
          }
        : { body: { activity: [] } },
    );
    show(<Activity id={7} />);
    const list = await screen.findByRole('list', { name: 'Activity' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/ · Viewed · 261127-3$/);
    expect(items[1]).toMatch(/ · Requested · 261127-3$/);
    expect(items[2]).toMatch(/ · Viewed$/);
  });

  it('says so when there is none', async () => {
    stubApi(() => ({ body: { activity: [] } }));
    show(<Activity id={8} />);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  });
});

describe('the acting-for switcher', () => {
  const held: ActingGrant = {
    id: 12,
    patient_name: 'Margaret Hale',
    scopes: ['requests_view', 'chat'],
    role: 'power_of_attorney',
    ends_on: null,
    part2_consent: false,
  };

  it('draws nothing for an account that acts for nobody', () => {
    show(<ActingFor grants={[]} />);
    expect(screen.queryByRole('heading', { name: 'People you act for' })).toBeNull();
  });

  it('"Act for" makes this tab act for the patient, with the grant’s scopes, on the dashboard', async () => {
    show(<ActingFor grants={[held]} />);
    expect(screen.getByText('See my requests and their status · Chat with the records desk')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Act for Margaret Hale' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(actingStore.get()).toEqual({
      id: 12,
      patient_name: 'Margaret Hale',
      scopes: ['requests_view', 'chat'],
      part2_consent: false,
    });
    expect(JSON.parse(sessionStorage.getItem('portal.actingFor') ?? 'null')).toMatchObject({ id: 12 });
  });

  it('stopping asks first, then leaves the grant', async () => {
    const calls = stubApi(() => ({ body: {} }));
    show(<ActingFor grants={[held]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop acting for this person' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Stop acting for Margaret Hale? They will be told by e-mail.');
    // Its close button (an icon) is named.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop acting for this person' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v2/acting_for/12/leave');
  });
});
