import { describe, expect, it } from 'vitest';
import { datesOfServiceLabel, requestTitle, statusLabel } from './request-labels';

describe('request labels (spec section 2, request card)', () => {
  it('turns underscores into spaces and shows archived statuses with " - "', () => {
    expect(statusLabel('draft')).toBe('draft');
    expect(statusLabel('ordered')).toBe('ordered');
    expect(statusLabel('completed_archived')).toBe('completed - archived');
    expect(statusLabel('closed_archived')).toBe('closed - archived');
    expect(statusLabel('some_new_state')).toBe('some new state');
  });

  it('titles records and forms requests', () => {
    expect(requestTitle({ rid: '261122-000001', request_type: 'Record' })).toBe('Medical Record 261122-000001');
    expect(requestTitle({ rid: '261122-000002', request_type: 'Form' })).toBe('Form Request 261122-000002');
  });

  it('labels the dates of service', () => {
    const base = { rid: 'r', request_type: 'Record' as const };
    expect(datesOfServiceLabel({ ...base, all_records: true, records_after: '1/1/2020' })).toBe('All');
    expect(datesOfServiceLabel({ ...base, all_records: false })).toBe('All');
    expect(datesOfServiceLabel({ ...base, records_after: '1/1/2020', records_before: '3/4/2021' })).toBe(
      'Between 1/1/2020 - 3/4/2021',
    );
    expect(datesOfServiceLabel({ ...base, records_after: '1/1/2020', records_before: null })).toBe('After 1/1/2020');
    expect(datesOfServiceLabel({ ...base, records_before: '3/4/2021' })).toBe('Before 3/4/2021');
    expect(datesOfServiceLabel({ rid: 'r', request_type: 'Form', all_records: true })).toBeNull();
  });
});
