import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { keepReturnFragment } from '../../../lib/return-fragment';
import { sessionStore } from '../../../lib/session-store';
import CaregiverInvitePage from './invite-page';

const TOKEN = 'tok_0123456789abcdef';
const INVALID = 'This invitation has expired, was withdrawn or has already been used.';
const INFO = {
  patient_name: 'Margaret Hale',
  email: 'john@example.com',
  scopes: ['requests_view', 'records'],
  role: 'power_of_attorney',
  ends_on: null,
};

/** The look-up and acceptance, answered as the server does; each call's path and token kept. */
function stubApi(lookup: { status: number; body: unknown }) {
  const calls: Array<{ url: string; token: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as { token?: unknown }) : {};
      calls.push({ url: String(url), token: body.token });
      const answer = String(url).endsWith('/accept')
        ? { status: 200, body: { id: 3, ...INFO, part2_consent: false } }
        : lookup;
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
  return calls;
}

/** The page at an address of the portal (jsdom's own location: the page reads it, as in a browser). */
function open(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <MemoryRouter>
          <CaregiverInvitePage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStore.setToken('tok-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the caregiver invitation page', () => {
  it('the mailed #token: what it grants, then Accept with the signed-in account', async () => {
    const calls = stubApi({ status: 200, body: INFO });
    open(`/p/caregiver-invite#${TOKEN}`);
    expect(await screen.findByText('Margaret Hale invites you to act for them, as: Power of attorney.')).toBeVisible();
    expect(screen.getByText('View and download my records')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You can now act for Margaret Hale.');
    expect(screen.getByRole('link', { name: 'Caregivers' })).toHaveAttribute('href', '/caregivers');
    expect(calls.map((c) => [c.url, c.token])).toEqual([
      ['/api/v2/caregiver_invites/lookup', TOKEN],
      ['/api/v2/caregiver_invites/accept', TOKEN],
    ]);
  });

  it('a ?token link works the same', async () => {
    const calls = stubApi({ status: 200, body: INFO });
    open(`/p/caregiver-invite?token=${TOKEN}`);
    await screen.findByRole('button', { name: 'Accept' });
    expect(calls[0]?.token).toBe(TOKEN);
  });

  it('back from sign-in without the fragment: the one kept for this page is used, once', async () => {
    keepReturnFragment('/p/caregiver-invite', `#${TOKEN}`);
    const calls = stubApi({ status: 200, body: INFO });
    const first = open('/p/caregiver-invite');
    await screen.findByRole('button', { name: 'Accept' });
    expect(calls[0]?.token).toBe(TOKEN);
    first.unmount();
    open('/p/caregiver-invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it('a used, expired or withdrawn link says so, with nothing to accept', async () => {
    stubApi({ status: 404, body: { error: { messages: [INVALID] } } });
    open(`/p/caregiver-invite#${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('heading', { level: 1, name: 'Caregiver invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('a token cut short (refused as malformed) reads as the invalid invitation, not a field error', async () => {
    stubApi({
      status: 400,
      body: { error: { messages: ['Please check the highlighted fields.'], fields: { token: 'Too short' } } },
    });
    open('/p/caregiver-invite#abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it('no token at all says so without asking the server', async () => {
    const calls = stubApi({ status: 200, body: INFO });
    open('/p/caregiver-invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(calls).toHaveLength(0);
  });
});
