import { describe, expect, it } from 'vitest';
import { dependentInputSchema } from '../schemas/dependents';
import { faxSchema } from '../schemas/providers';
import { MESSAGES } from '../messages';
import { formatSsn, formatUsPhone, isPersonName } from './input-formatters';

describe('formatSsn', () => {
  it.each([
    ['123456789', '123-45-6789'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123-45-6789', '123-45-6789'],
    ['123 45 6789 99', '123-45-6789'],
    ['abc', ''],
  ])('%s → %s', (typed, shown) => expect(formatSsn(typed)).toBe(shown));
});

describe('formatUsPhone (phone and fax)', () => {
  it.each([
    ['5185551234', '+1 518-555-1234'],
    ['15185551234', '+1 518-555-1234'],
    ['(518) 555-1234', '+1 518-555-1234'],
    ['+1 518 555 1234', '+1 518-555-1234'],
    ['518', '+1 518'],
    ['5185', '+1 518-5'],
    ['', ''],
  ])('%s → %s', (typed, shown) => expect(formatUsPhone(typed)).toBe(shown));

  it.each(['+1 555-555-5555', '15185551234', '5185551234', '(518) 555-1234', '1-518-555-1234'])(
    'typed key by key, %s keeps every digit',
    (typed) => {
      let shown = '';
      for (const ch of typed) shown = formatUsPhone(shown + ch);
      expect(shown).toBe(formatUsPhone(typed));
      expect(shown.replace(/\D/g, '')).toBe(`1${typed.replace(/\D/g, '').replace(/^1/, '')}`);
    },
  );

  it('a formatted ten-digit fax passes the fax rule, and the server also takes the ten digits as typed', () => {
    expect(faxSchema.safeParse(formatUsPhone('5185551234')).success).toBe(true);
    expect(faxSchema.parse('5185551234')).toBe('+1 518-555-1234');
    expect(faxSchema.parse('1-518-555-1234')).toBe('+1 518-555-1234');
    expect(faxSchema.safeParse('518555').success).toBe(false);
  });
});

describe('person names', () => {
  it.each([
    "Mary-Jane O'Brien",
    'José Núñez',
    'Zoë',
    'D’Angelo',
    'St. John',
    'Nguyễn Văn An',
    'Анна',
    '李小龙',
    'Mary_Jane',
  ])('accepts %s', (n) => {
    expect(isPersonName(n)).toBe(true);
  });
  it.each(['', '   ', 'R2D2', 'a@b', '---', "''"])('refuses %j', (n) => expect(isPersonName(n)).toBe(false));

  it('the dependent form takes hyphens, apostrophes and accents, and still refuses digits with the spec message', () => {
    const base = { dob: '1/2/2015', gender: '', grade: '', school: '', sport: '', relation: 'child' };
    const ok = dependentInputSchema.safeParse({
      ...base,
      first_name: 'Mary-Jane',
      middle_name: 'Zoë',
      last_name: "O'Brien",
    });
    expect(ok.success).toBe(true);
    expect(dependentInputSchema.safeParse({ ...base, first_name: 'José', last_name: 'Núñez' }).success).toBe(true);
    const bad = dependentInputSchema.safeParse({ ...base, first_name: 'R2D2', last_name: 'Núñez' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(MESSAGES.dependentName);
  });
});
