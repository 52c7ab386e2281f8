import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  confirmStepSchema,
  dateStepSchema,
  paymentStepSchema,
  requestBodySchema,
  requestInfoStepSchema,
} from './requests';

const first = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('wizard step schemas', () => {
  it('date: each choice needs its days, in M/D/YYYY, in order', () => {
    expect(dateStepSchema.parse({ kind: 'all' })).toEqual({ kind: 'all' });
    expect(dateStepSchema.parse({ kind: 'between', after: '1/2/2020', before: '3/4/2021' })).toEqual({
      kind: 'between',
      after: '2020-01-02',
      before: '2021-03-04',
    });
    expect(first(dateStepSchema.safeParse({ kind: 'after', after: '' }))).toBe(MESSAGES.required);
    expect(first(dateStepSchema.safeParse({ kind: 'before', before: '2/30/2020' }))).toBe(MESSAGES.invalidDate);
    // "To" before "From": the message says which date is wrong.
    const reversed = dateStepSchema.safeParse({ kind: 'between', after: '3/4/2021', before: '1/2/2020' });
    expect(first(reversed)).toBe('The "To" date is before the "From" date. Choose a "To" date on or after it.');
    expect(reversed.error?.issues[0]?.path).toEqual(['before']);
  });

  it('date: a day of service in the future is refused with its own message; today is taken', () => {
    expect(first(dateStepSchema.safeParse({ kind: 'after', after: '1/1/2099' }))).toBe(MESSAGES.futureDateOfService);
    expect(first(dateStepSchema.safeParse({ kind: 'before', before: '1/1/2099' }))).toBe(MESSAGES.futureDateOfService);
    expect(first(dateStepSchema.safeParse({ kind: 'between', after: '1/2/2020', before: '1/1/2099' }))).toBe(
      MESSAGES.futureDateOfService,
    );
    const now = new Date();
    const today = `${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`;
    expect(dateStepSchema.safeParse({ kind: 'after', after: today }).success).toBe(true);
    const body = { idempotency_key: 'k'.repeat(12), custodian_id: 1 };
    expect(first(requestBodySchema.safeParse({ ...body, records_after: '2099-01-01' }))).toBe(
      MESSAGES.futureDateOfService,
    );
    expect(first(requestBodySchema.safeParse({ ...body, records_before: '1/1/2099' }))).toBe(
      MESSAGES.futureDateOfService,
    );
    expect(requestBodySchema.safeParse({ ...body, records_before: '1/2/2020' }).success).toBe(true);
  });

  it('request info: reason and record types required; fax return asks fax, recipient name and type', () => {
    const base = { reason_for_request: ['personal'], record_types: ['medical'], delivery_method: 'instant_download' };
    expect(requestInfoStepSchema.safeParse(base).success).toBe(true);
    expect(first(requestInfoStepSchema.safeParse({ ...base, reason_for_request: [] }))).toBe(MESSAGES.required);
    const fax = requestInfoStepSchema.safeParse({ ...base, delivery_method: 'fax_return', fax_number: '555' });
    expect(fax.success).toBe(false);
    expect(fax.error?.issues.map((i) => i.path[0])).toEqual(['fax_number', 'recipient_name', 'recipient_type']);
    expect(
      requestInfoStepSchema.safeParse({
        ...base,
        delivery_method: 'fax_return',
        fax_number: '+1 555-555-5555',
        recipient_name: 'Dr Lee',
        recipient_type: 'physician',
      }).success,
    ).toBe(true);
  });

  it("payment: a card needs a card id ('Please select card first'); a check does not", () => {
    expect(first(paymentStepSchema.safeParse({ method: 'card', cardId: null }))).toBe(MESSAGES.selectCardFirst);
    expect(paymentStepSchema.safeParse({ method: 'check', cardId: null }).success).toBe(true);
  });

  it('initials: required, at most 20', () => {
    expect(first(confirmStepSchema.safeParse({ initials: ' ' }))).toBe(MESSAGES.required);
    expect(first(confirmStepSchema.safeParse({ initials: 'A'.repeat(21) }))).toBe(MESSAGES.initialsTooLong);
    expect(confirmStepSchema.safeParse({ initials: 'A'.repeat(20) }).success).toBe(true);
  });

  it('the wire body takes multipart text: lists, flags and numbers', () => {
    const b = requestBodySchema.parse({
      idempotency_key: 'abcdefgh12',
      custodian_id: '7',
      reason_for_request: 'personal,legal',
      record_types: '["lab"]',
      rush_request: 'true',
      check_payment: '0',
      card_id: '',
      records_after: '1/2/2020',
    });
    expect(b).toMatchObject({
      custodian_id: 7,
      reason_for_request: ['personal', 'legal'],
      record_types: ['lab'],
      rush_request: true,
      check_payment: false,
      card_id: null,
      records_after: '2020-01-02',
      current_step: 2,
    });
    expect(first(requestBodySchema.safeParse({ idempotency_key: 'abcdefgh12' }))).toBe(MESSAGES.required);
  });
});
