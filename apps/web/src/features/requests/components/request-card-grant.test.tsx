import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actingResetsAfterEach, margaret, wrap } from '../../../test/acting';
import type { RequestListItem } from '@portal/shared';
import { actingStore } from '../../../lib/acting';
import { RequestCard } from './request-card';

/** A request's card while a caregiver acts for a patient (lib/grant.tsx). */
actingResetsAfterEach();

describe('a request card while acting', () => {
  it('a draft is not offered to resume or delete without requests_make', () => {
    const draft = {
      id: 1,
      rid: '261127-43',
      request_type: 'Record',
      status: 'draft',
      submitted_on: null,
      ordered_on: null,
      completed_on: null,
      created_at: '2026-11-27T10:00:00Z',
      updated_at: '2026-11-27T10:00:00Z',
      custodian: null,
      patient: { first_name: 'Margaret', middle_name: null, last_name: 'Hale', dob: null, name: 'Margaret Hale' },
      dependent_id: null,
      custodian_form: null,
      all_records: true,
      records_before: null,
      records_after: null,
      current_step: 4,
      unread_messages: 0,
      state: 'draft',
      payment_needed: false,
    } as unknown as RequestListItem;
    const { unmount } = wrap(<RequestCard request={draft} />);
    expect(screen.getByRole('link', { name: /Resume/ })).toBeInTheDocument();
    unmount();
    act(() => actingStore.set(margaret()));
    wrap(<RequestCard request={draft} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('grant-why')).toHaveTextContent('make or change requests');
  });
});
