import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustodianSummary } from '@portal/shared';
import { setLanguage } from '../../../lib/i18n';
import { CustodianCard } from './custodian-card';

const custodian: CustodianSummary = {
  id: 1,
  name: 'Mercy General Hospital',
  address1: '123 Main St',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  location_name: [],
  specialty: ['General Medicine', 'Physical Medicine'],
  service_level: null,
  is_favorite: false,
  url_id: 'mercy',
  accepts_forms: false,
  latitude: null,
  longitude: null,
};

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <CustodianCard custodian={custodian} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('provider card in the reader language', () => {
  afterEach(() => {
    cleanup();
    return setLanguage('en', { remember: false });
  });

  it('shows the directory specialties in the reader language', async () => {
    await setLanguage('es', { remember: false });
    show();
    expect(screen.getByText('Medicina general')).toBeInTheDocument();
    expect(screen.getByText('Medicina física')).toBeInTheDocument();
    expect(screen.queryByText('General Medicine')).toBeNull();
  });

  it('isolates the address so right to left keeps the street number first', async () => {
    await setLanguage('ar', { remember: false });
    show();
    expect(screen.getByText('123 Main St, Springfield, IL 62701').tagName).toBe('BDI');
    expect(screen.getByText('الطب العام')).toBeInTheDocument();
  });
});
