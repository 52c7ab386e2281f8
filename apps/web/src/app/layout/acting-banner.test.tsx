import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActingGrant } from '@portal/shared';
import { AppProviders, queryClient } from '../providers';
import { actingStore } from '../../lib/acting';
import { sessionStore } from '../../lib/session-store';
import { ActingBanner } from './acting-banner';

const held = (over: Partial<ActingGrant> = {}): ActingGrant => ({
  id: 12,
  patient_name: 'Margaret Hale',
  scopes: ['requests_view'],
  role: 'spouse_or_family',
  ends_on: null,
  part2_consent: false,
  ...over,
});

/** The caregiver's grants as the server holds them now (changed by each test); every call's path and header kept. */
let grants: ActingGrant[] = [];
const calls: Array<{ url: string; acting: string | undefined }> = [];
beforeEach(() => {
  sessionStore.setToken('tok-1');
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ url: String(url), acting: (init.headers as Record<string, string>)['x-acting-for'] });
      return Promise.resolve(new Response(JSON.stringify({ grants }), { status: 200 }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  actingStore.set(null);
});

function Move() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/support')}>
      move
    </button>
  );
}
const show = () =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/dashboard']}>
        <ActingBanner />
        <Routes>
          <Route path="*" element={<Move />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe('the acting banner', () => {
  it('names the patient; "Back to my own account" ends acting in this tab', () => {
    grants = [held()];
    actingStore.set({ id: 12, patient_name: 'Margaret Hale', scopes: ['requests_view'] });
    show();
    expect(screen.getByTestId('acting-banner')).toHaveTextContent('Acting for Margaret Hale');
    fireEvent.click(screen.getByRole('button', { name: 'Back to my own account' }));
    expect(actingStore.get()).toBeNull();
    expect(screen.queryByTestId('acting-banner')).toBeNull();
  });

  it('follows the scopes the patient holds now, asked again on each move, without the acting header', async () => {
    grants = [held()];
    actingStore.set({ id: 12, patient_name: 'Margaret Hale', scopes: ['requests_view'] });
    show();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.every((c) => c.url === '/api/v2/acting_for' && c.acting === undefined)).toBe(true);
    expect(actingStore.get()?.scopes).toEqual(['requests_view']);
    // The patient changes the grant; the next page the caregiver opens reads it.
    grants = [held({ scopes: ['records', 'chat'] })];
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'move' }));
    await waitFor(() => expect(actingStore.get()?.scopes).toEqual(['records', 'chat']));
    expect(calls.length).toBeGreaterThan(before);
    expect(screen.getByTestId('acting-banner')).toHaveTextContent('Acting for Margaret Hale');
  });

  it('a grant no longer held (left, ended) returns the tab to the caregiver’s own account', async () => {
    grants = [held({ id: 99, patient_name: 'Someone Else' })];
    actingStore.set({ id: 12, patient_name: 'Margaret Hale', scopes: ['requests_view'] });
    show();
    await waitFor(() => expect(actingStore.get()).toBeNull());
    expect(screen.queryByTestId('acting-banner')).toBeNull();
  });

  it('asks nothing while the tab acts for nobody', async () => {
    grants = [];
    show();
    fireEvent.click(screen.getByRole('button', { name: 'move' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('acting-banner')).toBeNull();
  });
});
