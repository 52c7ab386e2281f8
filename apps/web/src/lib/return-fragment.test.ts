import { afterEach, describe, expect, it } from 'vitest';
import { keepReturnFragment, takeReturnFragment } from './return-fragment';

afterEach(() => sessionStorage.clear());

describe('the fragment kept across sign-in', () => {
  it('is given to the page it was kept for, once', () => {
    keepReturnFragment('/p/caregiver-invite', '#tok_abc');
    expect(takeReturnFragment('/p/caregiver-invite/')).toBe('tok_abc');
    expect(takeReturnFragment('/p/caregiver-invite')).toBe('');
  });

  it('is not given to another page, and stays for its own', () => {
    keepReturnFragment('/p/caregiver-invite', '#tok_abc');
    expect(takeReturnFragment('/p/dashboard')).toBe('');
    expect(takeReturnFragment('/p/caregiver-invite')).toBe('tok_abc');
  });

  it('an address without a fragment keeps nothing (nor clears what was kept)', () => {
    keepReturnFragment('/p/caregiver-invite', '#tok_abc');
    keepReturnFragment('/p/records-and-forms', '');
    expect(takeReturnFragment('/p/caregiver-invite')).toBe('tok_abc');
  });

  it('something unreadable in its place is dropped', () => {
    sessionStorage.setItem('portal.returnFragment', '{not json');
    expect(takeReturnFragment('/p/caregiver-invite')).toBe('');
    expect(sessionStorage.getItem('portal.returnFragment')).toBeNull();
  });
});
