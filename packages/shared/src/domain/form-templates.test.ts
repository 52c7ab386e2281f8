import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { requestBodySchema } from '../schemas/requests';
import { formAnswerProblems, formFieldsFor, GENERAL_FORM_FIELDS, pickFormAnswers } from './form-templates';

describe('provider form questions', () => {
  it('asks the intake form what an intake form needs, and unknown forms the general questions', () => {
    const intake = formFieldsFor('Patient Intake Form').map((f) => f.key);
    expect(intake).toEqual(
      expect.arrayContaining([
        'address',
        'phone',
        'emergency_contact_name',
        'allergies',
        'current_medications',
        'reason_for_visit',
      ]),
    );
    expect(intake).not.toContain('record_types');
    expect(formFieldsFor('Some Other Form')).toBe(GENERAL_FORM_FIELDS);
    expect(formFieldsFor(null)).toBe(GENERAL_FORM_FIELDS);
  });

  it('checks required answers, dates, phones and yes/no', () => {
    const fields = formFieldsFor('Sports Clearance Form');
    const problems = formAnswerProblems(fields, {
      address: '1 Main St',
      phone: 'call me',
      fainted_during_exercise: 'maybe',
    });
    expect(problems).toMatchObject({
      phone: MESSAGES.phone,
      fainted_during_exercise: MESSAGES.required,
      school_name: MESSAGES.required,
    });
    expect(problems.prior_injuries).toBeUndefined();
    expect(
      formAnswerProblems(formFieldsFor('FMLA Certification'), {
        address: 'a',
        phone: '+1 555-555-0100',
        employer: 'Acme',
        leave_start_date: '13/40/2026',
        leave_reason: 'Surgery',
      }),
    ).toEqual({ leave_start_date: MESSAGES.invalidDate });
  });

  it("keeps only the form's own questions, trimmed", () => {
    expect(
      pickFormAnswers(formFieldsFor('Records Release Form'), {
        address: ' 1 Main St ',
        ssn: '123-45-6789',
        purpose: '',
      }),
    ).toEqual({ address: '1 Main St' });
  });

  it('bounds the answers on the wire (keys, length, count; JSON text from multipart)', () => {
    const base = { idempotency_key: 'abcdefgh-1', custodian_id: 1 };
    expect(requestBodySchema.parse({ ...base, form_answers: JSON.stringify({ address: 'x' }) }).form_answers).toEqual({
      address: 'x',
    });
    expect(requestBodySchema.safeParse({ ...base, form_answers: { 'Bad Key': 'x' } }).success).toBe(false);
    expect(requestBodySchema.safeParse({ ...base, form_answers: { address: 'x'.repeat(2001) } }).success).toBe(false);
    const many = Object.fromEntries(
      Array.from({ length: 41 }, (_, i) => [`k_${String.fromCharCode(97 + (i % 26))}${'a'.repeat(i)}`, 'x']),
    );
    expect(requestBodySchema.safeParse({ ...base, form_answers: many }).success).toBe(false);
  });
});
