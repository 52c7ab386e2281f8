import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessBasisOf, feeBasisOf, needsPriceApproval } from './fee-basis';

describe('the fee basis of a request', () => {
  it('is a third-party authorization only when the records are faxed to someone other than the patient', () => {
    for (const t of ['attorney', 'physician', 'insurance', 'other']) {
      expect(accessBasisOf({ delivery_method: 'fax_return', recipient_type: t })).toBe('third_party');
    }
    expect(accessBasisOf({ delivery_method: 'fax_return', recipient_type: 'self' })).toBe('patient_access');
    expect(accessBasisOf({ delivery_method: 'instant_download', recipient_type: null })).toBe('patient_access');
    expect(accessBasisOf({ delivery_method: 'free_delivery' })).toBe('patient_access');
    expect(accessBasisOf({})).toBe('patient_access');
  });

  it('offers the $6.50 flat fee for an electronic copy the patient receives', () => {
    expect(feeBasisOf({ delivery_method: 'instant_download' })).toEqual({
      basis: 'patient_access',
      flat_fee_option: true,
      flat_fee_cents: 650,
    });
    expect(feeBasisOf({ delivery_method: 'free_delivery' }).flat_fee_option).toBe(false);
    expect(feeBasisOf({ delivery_method: 'fax_return', recipient_type: 'attorney' }).flat_fee_option).toBe(false);
  });
});

describe('price approval', () => {
  it('is needed exactly when the price passes the authorized amount plus the tolerance', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(1e6), fc.integer({ min: -100, max: 1e4 }), (amount, authorized, tol) => {
        expect(needsPriceApproval(amount, authorized, tol)).toBe(amount > authorized + Math.max(0, tol));
      }),
    );
    expect(needsPriceApproval(2651, 2650, 0)).toBe(true);
    expect(needsPriceApproval(2650, 2650, 0)).toBe(false);
    expect(needsPriceApproval(2700, 2650, 50)).toBe(false);
  });
});
