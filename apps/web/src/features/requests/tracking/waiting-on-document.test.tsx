import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { handoffsAskedFor, WaitingOnDocument } from './waiting-on-document';

const realMatchMedia = window.matchMedia;
/** A screen as narrow as a phone's (every max-width query matches) or a desktop's (none does). */
const screenIs = (phone: boolean) => {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: phone && query.includes('max-width'),
  });
};
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const show = (reason: string, form = false) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <WaitingOnDocument rid="261127-42" form={form} reason={reason} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('the phone hand-offs of a request waiting on the patient', () => {
  it('offer only what the desk asked for', () => {
    expect(handoffsAskedFor('Please send a copy of the birth certificate.', true)).toEqual({
      govt: false,
      form: false,
    });
    expect(handoffsAskedFor('Please upload a photo ID (driver license or passport).', false)).toEqual({
      govt: true,
      form: false,
    });
    expect(handoffsAskedFor('We need your government-issued identification.', false).govt).toBe(true);
    expect(handoffsAskedFor('The patient form is not signed.', true)).toEqual({ govt: false, form: true });
    // A records request has no patient form to send.
    expect(handoffsAskedFor('The patient form is not signed.', false).form).toBe(false);
  });

  it('asked for a birth certificate: no card, no government ID hand-off', () => {
    screenIs(false);
    show('Please send a copy of your child’s birth certificate.', true);
    expect(screen.queryByRole('button', { name: 'Send your government ID from your phone' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting on a document from you' })).toBeNull();
  });

  it('asked for an ID on a desktop: "Continue on your phone" is offered for the ID only', () => {
    screenIs(false);
    show('Please send a government ID.', true);
    expect(screen.getByRole('button', { name: 'Send your government ID from your phone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the patient form from your phone' })).toBeNull();
  });

  it('already on a phone: nothing about continuing on a phone', () => {
    screenIs(true);
    show('Please send a government ID.');
    expect(screen.queryByRole('button', { name: /from your phone/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting on a document from you' })).toBeNull();
  });
});
