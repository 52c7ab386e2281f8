import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SignedAuthorization } from '@portal/shared';
import { CompletedAuthorization, scopeRequestOf } from './completed-authorization';

let answer: SignedAuthorization;
vi.mock('../api/authorizations', () => ({
  useSignedAuthorization: () => ({ data: answer, isError: false, error: null }),
}));

const guardian = (language: SignedAuthorization['language']): SignedAuthorization => ({
  language,
  signed_at: '2026-03-04T10:00:00.000Z',
  answers: {
    patient_name: 'Maya Rivera',
    patient_dob: '9/3/2015',
    role: 'guardian',
    signer_name: 'Jordan Rivera',
    authority: 'Parent of Maya, a minor child',
    release: 'no',
    chosen: [],
  },
  initials: 'JR',
  signature: { mode: 'type', value: 'Jordan Rivera' },
  account: { name: 'Jordan Rivera', email: 'jordan@example.com' },
  provider: {
    name: 'Mercy General Hospital',
    address: '12 Main St, Springfield, IL 62701',
    asks_sensitive: true,
    categories: ['mental_health', 'std'],
  },
  form: null,
});

// The request as the confirm step holds it: dates as typed, a fax to a physician.
const request = scopeRequestOf({
  kind: 'record',
  allRecords: false,
  recordsAfter: '1/1/2020',
  recordsBefore: '2024-12-31',
  recordTypes: ['medical', 'lab'],
  reasons: ['continuing_care'],
  deliveryMethod: 'fax_return',
  faxNumber: '+1 555-123-4567',
  recipientName: 'Dr. Ann Lee',
  recipientType: 'physician',
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <CompletedAuthorization rid="260304-1" request={request} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('the confirm step shows the authorization as it will be completed', () => {
  it('states the dates, record types, exclusions, recipient, purpose, expiry and authority, with the adopted signature', async () => {
    answer = guardian('en');
    show();
    const lines = await screen.findByTestId('authorization-scope-lines');
    const text = lines.textContent ?? '';
    for (const line of [
      'Patient: Maya Rivera, date of birth 9/3/2015.',
      'Who may disclose the information: Mercy General Hospital, 12 Main St, Springfield, IL 62701.',
      'Dates of service: from 1/1/2020 to 12/31/2024.',
      'Record types: Medical records, Lab results.',
      'Sensitive information that will NOT be released: Mental health counseling, Sexually transmitted diseases.',
      'Who receives the information: Dr. Ann Lee (Physician), by fax to +1 555-123-4567.',
      'Purpose of the disclosure: Continuing care.',
      'This authorization expires on 3/4/2027, unless it is revoked earlier.',
      'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya, a minor child.',
    ])
      expect(text).toContain(line);
    // The required notices are in the full text, not among the scope lines.
    expect(text).not.toContain('may be revoked');
    const signature = screen.getByRole('group', { name: 'The signature you adopted' });
    expect(signature).toHaveTextContent('Jordan Rivera');
    expect(signature).toHaveTextContent('Signed by: Jordan Rivera (JR) — Guardian');

    const toggle = screen.getByRole('button', { name: 'View the full text as it will be completed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the full text' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('authorization-full-text')).toHaveTextContent(
      'Treatment, payment, enrollment and eligibility for benefits are not conditioned on signing this authorization.',
    );
  });

  it('in the language it was signed in, whatever the portal is read in, right to left for Arabic', async () => {
    answer = guardian('es');
    const { unmount } = show();
    const es = (await screen.findByTestId('authorization-scope-lines')).textContent ?? '';
    expect(es).toContain('Expedientes médicos');
    expect(es).toContain('Dr. Ann Lee');
    expect(es).not.toContain('Record types');
    unmount();

    answer = guardian('ar');
    show();
    const ar = await screen.findByTestId('authorization-scope-lines');
    expect(ar.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(ar.closest('[lang]')).toHaveAttribute('lang', 'ar');
  });

  it('a drawn signature is shown as drawn', async () => {
    answer = { ...guardian('en'), signature: { mode: 'draw', value: 'data:image/png;base64,iVBORw0KGgo=' } };
    show();
    const group = await screen.findByRole('group', { name: 'The signature you adopted' });
    expect(group.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });
});
