import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  flag,
  formatMdy,
  parseMdy,
  passwordSchema,
  pastDateSchema,
  phoneSchema,
  PASSWORD_RULES,
  ssnSchema,
} from './common';
import { pageCodeFor } from '../page-codes';
import { US_STATES } from '../us-states';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('dates (M/D/YYYY)', () => {
  it('parses real calendar dates only', () => {
    expect(parseMdy('2/29/2024')?.toISOString().slice(0, 10)).toBe('2024-02-29');
    expect(parseMdy('2/29/2023')).toBeNull();
    expect(parseMdy('13/1/2020')).toBeNull();
    expect(parseMdy('2020-01-01')).toBeNull();
  });
  it('accepts a past date of birth and stores it as ISO', () => {
    expect(pastDateSchema.parse('4/12/1986')).toBe('1986-04-12');
  });
  it("refuses a future or impossible date with 'Invalid date'", () => {
    expect(firstError(pastDateSchema.safeParse('1/1/2999'))).toBe(MESSAGES.invalidDate);
    expect(firstError(pastDateSchema.safeParse('31/31/1990'))).toBe(MESSAGES.invalidDate);
    expect(firstError(pastDateSchema.safeParse(''))).toBe(MESSAGES.required);
  });
  it('formats ISO dates back to M/D/YYYY', () => {
    expect(formatMdy('1986-04-12')).toBe('4/12/1986');
    expect(formatMdy(null)).toBe('');
  });
});

describe('password rules', () => {
  it('names each unmet rule of the checklist', () => {
    const unmet = (p: string) => PASSWORD_RULES.filter((r) => !r.test(p)).map((r) => r.key);
    expect(unmet('abc')).toEqual(['min', 'upper', 'number', 'special']);
    expect(unmet('Str0ng!Passw0rd')).toEqual([]);
  });
  it('accepts 8 to 100 characters only', () => {
    expect(passwordSchema.safeParse('Aa1!aaaa').success).toBe(true);
    expect(passwordSchema.safeParse('Aa1!aaa').success).toBe(false);
    expect(passwordSchema.safeParse(`Aa1!${'a'.repeat(97)}`).success).toBe(false);
  });
});

describe('formats of section 5', () => {
  it('checks SSN and phone', () => {
    expect(ssnSchema.safeParse('123-45-6789').success).toBe(true);
    expect(firstError(ssnSchema.safeParse('123456789'))).toBe(MESSAGES.ssn);
    expect(phoneSchema.safeParse('1-555-123-4567').success).toBe(true);
    expect(firstError(phoneSchema.safeParse('555-1234'))).toBe(MESSAGES.phone);
  });
  it('lists 50 states plus DC and PR', () => {
    expect(US_STATES).toHaveLength(52);
  });
  it('gives each page a P-2 code of three more digits', () => {
    expect(pageCodeFor('/p/dependents/12/timeline')).toBe('P-2004');
    expect(pageCodeFor('/p/record-request/payment')).toBe('P-2014');
    expect(pageCodeFor('/p/dashboard')).toMatch(/^P-2\d{3}$/);
  });
});

describe('flag', () => {
  it.each([
    [true, true],
    ['true', true],
    ['1', true],
    [false, false],
    ['false', false],
    ['0', false],
    ['', false],
  ])('%o is %o', (v, out) => {
    expect(flag.parse(v)).toBe(out);
  });
  it.each(['yes', 'maybe', 2, null])('refuses %o', (v) => {
    expect(flag.safeParse(v).success).toBe(false);
  });
});
