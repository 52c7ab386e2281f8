import { describe, expect, it } from 'vitest';
import { caregiverActionOf } from './caregivers';

describe('what the activity log calls a call made while acting', () => {
  it('a submitted request is "requested"; a saved draft of it only "changed"', () => {
    expect(caregiverActionOf('submitRecordRequest', 'POST')).toBe('requested');
    expect(caregiverActionOf('submitFormRequest', 'POST')).toBe('requested');
    expect(caregiverActionOf('submitRecordRequest', 'POST', { draft: true })).toBe('changed');
    expect(caregiverActionOf('submitFormRequest', 'POST', { draft: true })).toBe('changed');
  });

  it('reads, downloads, chat and payments by their kind; operations outside any scope are not logged', () => {
    expect(caregiverActionOf('getRequestDetail', 'GET')).toBe('viewed');
    expect(caregiverActionOf('viewRecord', 'GET')).toBe('downloaded');
    expect(caregiverActionOf('sendRequestMessage', 'POST')).toBe('chatted');
    expect(caregiverActionOf('listRequestMessages', 'GET')).toBe('viewed');
    expect(caregiverActionOf('approvePrice', 'POST')).toBe('paid');
    expect(caregiverActionOf('listCaregivers', 'GET')).toBeNull();
  });
});
