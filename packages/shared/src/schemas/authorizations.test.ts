import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { eAuthorizationFormSchema } from './authorizations';

/** who signs. The patient is whose records they are; a representative signs for a dependent. */
const form = (over: Record<string, unknown> = {}) => ({
  full_name: 'Maya Rivera',
  initials: 'JR',
  dob: '9/3/2015',
  ssn: '',
  role: 'guardian',
  extra_value: 'Jordan Rivera',
  authority: 'Parent of a minor child',
  patient_is_dependent: true,
  sensitive_offered: true,
  release_sensitive_info: 'no',
  sensitive_info: [],
  signature_mode: 'type',
  signature: 'Jordan Rivera',
  ...over,
});
const issue = (over: Record<string, unknown>) => {
  const r = eAuthorizationFormSchema.safeParse(form(over));
  const first = r.error?.issues[0];
  return first ? { path: first.path.join('.'), message: first.message } : null;
};

describe('e-authorization signer rules', () => {
  it('a guardian with a name and an authority signs for a dependent', () => {
    expect(issue({})).toBeNull();
  });
  it('no role chosen is the spec required message on "I am the"', () => {
    expect(issue({ role: '' })).toEqual({ path: 'role', message: MESSAGES.required });
  });
  it('the Patient role for a dependent is refused with a clear message', () => {
    expect(issue({ role: 'patient', extra_value: '', authority: '' })).toEqual({
      path: 'role',
      message: MESSAGES.representativeRequired,
    });
  });
  it('a representative must describe their authority and give their name', () => {
    expect(issue({ authority: ' ' })).toEqual({ path: 'authority', message: MESSAGES.required });
    expect(issue({ extra_value: '' })).toEqual({ path: 'extra_value', message: MESSAGES.required });
  });
  it('the patient signs their own request without representative fields', () => {
    expect(issue({ role: 'patient', extra_value: '', authority: '', patient_is_dependent: false })).toBeNull();
  });
});
