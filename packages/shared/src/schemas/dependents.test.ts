import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ageFromIso, dependentInputSchema } from './dependents';

const ok = { first_name: 'Sam', last_name: 'Lee_Jr', dob: '3/4/2015' };

describe('dependent input (spec sections 3 and 5)', () => {
  it('accepts letters and underscore names and a past M/D/YYYY date, empty options as null', () => {
    const v = dependentInputSchema.parse({ ...ok, middle_name: '', relation: '', gender: '', grade: ' ' });
    expect(v).toMatchObject({
      first_name: 'Sam',
      last_name: 'Lee_Jr',
      dob: '2015-03-04',
      middle_name: null,
      relation: null,
      gender: null,
      grade: null,
    });
  });

  it('refuses names with digits, symbols or nothing with the spec message', () => {
    for (const first_name of ['', '   ', 'J0hn', 'Ann@Marie', '---']) {
      const r = dependentInputSchema.safeParse({ ...ok, first_name });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MESSAGES.dependentName);
    }
  });

  it('accepts real names: hyphens, apostrophes, spaces and accented letters', () => {
    for (const first_name of ['Anne-Marie', 'Ann Marie', "O'Brien", 'José', 'Núñez']) {
      expect(dependentInputSchema.safeParse({ ...ok, first_name }).success, first_name).toBe(true);
    }
  });

  it('refuses future, impossible and wrongly formatted dates with Invalid date', () => {
    for (const dob of ['1/1/2999', '2/30/2015', '2015-03-04']) {
      const r = dependentInputSchema.safeParse({ ...ok, dob });
      expect(r.error?.issues[0]?.message).toBe(MESSAGES.invalidDate);
    }
  });

  it('takes only the spec relation values', () => {
    expect(dependentInputSchema.parse({ ...ok, relation: 'other_dependent' }).relation).toBe('other_dependent');
    expect(dependentInputSchema.safeParse({ ...ok, relation: 'cousin' }).success).toBe(false);
  });

  it('derives the age in whole years', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    expect(ageFromIso('2015-03-04', now)).toBe(11);
    expect(ageFromIso('2015-03-05', now)).toBe(10);
    expect(ageFromIso('2026-01-01', now)).toBe(0);
  });
});
