import { describe, expect, it } from 'vitest';
import { signUpSchema } from './auth';
import { eAuthorizationFormSchema, hipaaFormSchema } from './authorizations';
import { dependentInputSchema } from './dependents';
import { billingDetailsSchema } from './payments';
import { profileFieldsSchema } from './profile-update';

/**
 * every schema that asks for a person's name takes real names: hyphens, apostrophes
 * (straight and typographic) and accented letters. A rule that refuses them is a defect.
 */
const NAMES: Array<[string, string]> = [
  ['Mary-Jane', "O'Brien"],
  ['José', 'Núñez'],
  ['Zoë', 'D’Angelo'],
  ['Nguyễn', 'Văn-An'],
];

describe.each(NAMES)('the name %s %s', (first, last) => {
  const full = `${first} ${last}`;
  it('signs up and is saved on the profile', () => {
    expect(
      signUpSchema.safeParse({
        name: first,
        last_name: last,
        email: 'a@example.com',
        password: 'Aa1!aaaa',
        date_of_birth: '1/2/1990',
      }).success,
    ).toBe(true);
    expect(
      profileFieldsSchema.safeParse({ name: first, last_name: last, organization: '', date_of_birth: '' }).success,
    ).toBe(true);
  });

  it('is a dependent', () => {
    expect(
      dependentInputSchema.safeParse({ first_name: first, middle_name: last, last_name: last, dob: '1/2/2015' })
        .success,
    ).toBe(true);
  });

  it('signs an e-authorization as the patient and as a representative, and the public HIPAA form', () => {
    const base = {
      full_name: full,
      initials: 'MJ',
      dob: '1/2/1980',
      ssn: '',
      role: 'guardian',
      extra_value: full,
      authority: 'Parent of a minor child',
      sensitive_offered: false,
      release_sensitive_info: null,
      sensitive_info: [],
      signature_mode: 'type',
      signature: full,
    };
    expect(eAuthorizationFormSchema.safeParse(base).success).toBe(true);
    expect(
      eAuthorizationFormSchema.safeParse({ ...base, role: 'patient', extra_value: '', authority: '' }).success,
    ).toBe(true);
    expect(
      hipaaFormSchema.safeParse({
        first_name: first,
        last_name: last,
        date_of_birth: '1/2/1980',
        signature_mode: 'type',
        sign_name: full,
      }).success,
    ).toBe(true);
  });

  it('is the name on a card', () => {
    const r = billingDetailsSchema.safeParse({
      name: full.slice(0, 25),
      address1: '1 Main St',
      state: 'NY',
      city: 'Albany',
      zipCode: '12207',
    });
    expect(r.success).toBe(true);
  });
});
