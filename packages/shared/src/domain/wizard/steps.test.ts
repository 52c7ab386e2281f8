import { describe, expect, it } from 'vitest';
import { dateChoiceFromFields, dateChoiceLabel, dateChoiceToFields } from './labels';
import { isRequestInfoComplete, resumeLanding, restoredStep, skipsPayment } from './resume';
import { canShowRoute, guardRedirect, FORM_ROUTES, RECORD_ROUTES, routeOfStep, progressPercent } from './steps';

describe('step guards (spec section 2)', () => {
  it('the provider step always shows', () => {
    expect(canShowRoute('provider', 1)).toBe(true);
    expect(canShowRoute('provider', 11)).toBe(true);
  });
  it('a step shows only when the current step exceeds its minimum', () => {
    expect(canShowRoute('patient', 1)).toBe(false);
    expect(canShowRoute('patient', 2)).toBe(true);
    expect(canShowRoute('request-info', 7)).toBe(false);
    expect(canShowRoute('request-info', 8)).toBe(true);
    expect(canShowRoute('upload-type', 3)).toBe(true);
    expect(canShowRoute('add-payment', 9)).toBe(true);
  });
  it('no step but the confirmation shows when the current step is the last', () => {
    expect(canShowRoute('confirm', 11)).toBe(false);
    expect(canShowRoute('patient', 11)).toBe(false);
    expect(guardRedirect('confirm', 11)).toBe('provider');
  });
  it('the confirmation shows only when the current step equals the total', () => {
    expect(canShowRoute('requestConfirmed', 10)).toBe(false);
    expect(canShowRoute('requestConfirmed', 11)).toBe(true);
  });
  it('an unreachable step redirects to the provider step', () => {
    expect(guardRedirect('payment', 3)).toBe('provider');
    expect(guardRedirect('payment', 9)).toBeNull();
  });
  it('lists the routes of both flows', () => {
    expect(RECORD_ROUTES).toContain('date');
    expect(RECORD_ROUTES).not.toContain('type');
    expect(FORM_ROUTES).toContain('upload-type');
    expect(progressPercent('requestConfirmed')).toBe(100);
  });
});

describe('resume (spec section 4)', () => {
  const complete = { reason_for_request: ['personal'], record_types: ['medical'], delivery_method: 'instant_download' };
  it('request info is complete only with a reason and record types', () => {
    expect(isRequestInfoComplete(complete)).toBe(true);
    expect(isRequestInfoComplete({ ...complete, reason_for_request: [] })).toBe(false);
    expect(isRequestInfoComplete({ ...complete, record_types: [] })).toBe(false);
    // A forms request asks no record types: its form's questions take their place.
    expect(isRequestInfoComplete({ ...complete, record_types: [] }, 'form')).toBe(true);
    expect(isRequestInfoComplete({ ...complete, reason_for_request: [] }, 'form')).toBe(false);
    expect(isRequestInfoComplete(null)).toBe(false);
  });
  it('fax-return also needs fax number, recipient name and type', () => {
    const fax = { ...complete, delivery_method: 'fax_return', fax_number: '+1 555-555-5555', recipient_name: 'Dr A' };
    expect(isRequestInfoComplete(fax)).toBe(false);
    expect(isRequestInfoComplete({ ...fax, recipient_type: 'physician' })).toBe(true);
  });
  it('lands one step before the saved step', () => {
    expect(resumeLanding({ kind: 'record', currentStep: 6, requestInfo: null })).toEqual({
      step: 5,
      route: 'authorization',
    });
    expect(resumeLanding({ kind: 'record', currentStep: 2, requestInfo: null })).toEqual({
      step: 1,
      route: 'provider',
    });
  });
  it('lands two steps before when the saved step is 8', () => {
    expect(resumeLanding({ kind: 'record', currentStep: 8, requestInfo: null })).toEqual({ step: 6, route: 'govt-id' });
  });
  it('does not restore past request info when it is incomplete', () => {
    expect(restoredStep({ currentStep: 10, requestInfo: { ...complete, record_types: [] } })).toBe(8);
    expect(restoredStep({ currentStep: 10, requestInfo: complete })).toBe(10);
  });
  it('a landing on payment goes to confirm when the provider removed payment for free requests', () => {
    expect(resumeLanding({ kind: 'record', currentStep: 10, requestInfo: complete }).route).toBe('payment');
    expect(
      resumeLanding({
        kind: 'record',
        currentStep: 10,
        requestInfo: complete,
        freePricing: true,
        paymentRemovedForFree: true,
      }).route,
    ).toBe('confirm');
    expect(resumeLanding({ kind: 'record', currentStep: 10, requestInfo: complete, freePricing: true }).route).toBe(
      'payment',
    );
    expect(skipsPayment({ free_pricing: true, payment_removed_for_free: true })).toBe(true);
  });
  it('forms: /upload-type is replaced by /type when the form authorization has a form id', () => {
    expect(routeOfStep('form', 4)).toBe('upload-type');
    expect(routeOfStep('form', 4, { formAuthHasFormId: true })).toBe('type');
    expect(resumeLanding({ kind: 'form', currentStep: 5, requestInfo: null, formAuthHasFormId: true }).route).toBe(
      'type',
    );
    expect(routeOfStep('form', 3)).toBe('type');
    expect(routeOfStep('record', 3)).toBe('date');
  });
  it('forms: a draft whose form was filled in online resumes on /type with its answers, not an empty upload page', () => {
    expect(routeOfStep('form', 4, { formFilledOnline: true })).toBe('type');
    expect(resumeLanding({ kind: 'form', currentStep: 5, requestInfo: null, formFilledOnline: true })).toEqual({
      step: 4,
      route: 'type',
    });
    expect(resumeLanding({ kind: 'form', currentStep: 5, requestInfo: null, formFilledOnline: false }).route).toBe(
      'upload-type',
    );
  });
});

describe('dates of service labels', () => {
  it('shows All, Between, After, Before', () => {
    expect(dateChoiceLabel({ kind: 'all' })).toBe('All');
    expect(dateChoiceLabel({ kind: 'between', after: '2020-01-02', before: '2021-03-04' })).toBe(
      'Between 1/2/2020 - 3/4/2021',
    );
    expect(dateChoiceLabel({ kind: 'after', after: '2020-01-02' })).toBe('After 1/2/2020');
    expect(dateChoiceLabel({ kind: 'before', before: '2021-03-04' })).toBe('Before 3/4/2021');
  });
  it('round-trips through the request fields', () => {
    const d = { kind: 'between' as const, after: '2020-01-02', before: '2021-03-04' };
    expect(dateChoiceFromFields(dateChoiceToFields(d))).toEqual(d);
    expect(dateChoiceFromFields(dateChoiceToFields({ kind: 'all' }))).toEqual({ kind: 'all' });
  });
});
