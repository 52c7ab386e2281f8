import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessBasisOf, feeBasisOf, feeBreakdownOf, linesForAmount, needsPriceApproval } from './fee-basis';
import { feesFor } from './fees';

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

  it('names the flat fee only when it is the fee applied: an electronic copy for the patient at or under $6.50', () => {
    expect(feeBasisOf({ delivery_method: 'instant_download' }, 650)).toEqual({
      basis: 'patient_access',
      flat_fee_option: true,
      flat_fee_cents: 650,
      fee_rule: 'flat_fee',
    });
    // $26.50 is no flat fee: the note must not say "up to $6.50, all costs included" above it.
    expect(feeBasisOf({ delivery_method: 'instant_download' }, 2650)).toMatchObject({
      flat_fee_option: false,
      fee_rule: 'cost_based',
    });
    expect(feeBasisOf({ delivery_method: 'instant_download' }).fee_rule).toBe('cost_based');
    expect(feeBasisOf({ delivery_method: 'free_delivery' }, 0).fee_rule).toBe('cost_based');
    expect(feeBasisOf({ delivery_method: 'fax_return', recipient_type: 'attorney' }, 500)).toMatchObject({
      flat_fee_option: false,
      fee_rule: 'third_party',
    });
  });
});

const sum = (lines: Array<{ cents: number }>) => lines.reduce((s, l) => s + l.cents, 0);
const DELIVERIES = ['instant_download', 'fax_return', 'free_delivery'] as const;
const RECIPIENTS = [null, 'self', 'attorney', 'physician', 'insurance', 'other'] as const;

describe('fee lines add up to what is charged or held', () => {
  it('for every basis, delivery, rush, schedule and desk price (before pricing, priced, approved above)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DELIVERIES),
        fc.constantFrom(...RECIPIENTS),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.nat(200_000), { nil: null }),
        fc.option(fc.nat(200_000), { nil: null }),
        fc.dictionary(
          fc.constantFrom('retrieval_service', 'instant_download', 'fax_return', 'rush_request'),
          fc.nat(50_000),
        ),
        (delivery, recipient, rush, free, price, approved, pricing) => {
          const fees = feesFor(pricing, { freePricing: free, isForm: false });
          const b = feeBreakdownOf({
            fees: { ...fees },
            delivery_method: delivery,
            recipient_type: recipient,
            rush_request: rush,
            amount_cents: price,
            approved_cents: approved,
            priced: price !== null,
            price_reason: 'More pages than estimated',
          });
          expect(b.total_cents).not.toBeNull();
          expect(sum(b.lines)).toBe(b.total_cents);
          // The flat-fee note never sits above a larger total.
          if (b.flat_fee_option) expect(b.total_cents!).toBeLessThanOrEqual(650);
          expect(b.fee_rule === 'third_party').toBe(b.basis === 'third_party');
        },
      ),
    );
  });

  it("after the desk's raise to $32.00 the lines read 26.50 of estimate and 5.50 of change, with the reason", () => {
    const fees = feesFor(null, { freePricing: false, isForm: false });
    const b = feeBreakdownOf({
      fees: { ...fees },
      delivery_method: 'instant_download',
      rush_request: false,
      amount_cents: 3200,
      approved_cents: 3200,
      priced: true,
      price_reason: 'The chart has 180 pages',
    });
    expect(b.lines).toEqual([
      { key: 'retrieval_service', cents: 1500 },
      { key: 'instant_download', cents: 650 },
      { key: 'archieve_record_service', cents: 500 },
      { key: 'price_change', cents: 550, reason: 'The chart has 180 pages' },
    ]);
    expect(b).toMatchObject({
      total_cents: 3200,
      estimate_cents: 2650,
      fee_rule: 'cost_based',
      flat_fee_option: false,
    });
    expect(b.price_reason).toBe('The chart has 180 pages');
  });

  it('a lower price is a reduction line; an older request without a schedule is one line of the price', () => {
    expect(linesForAmount([{ key: 'retrieval_service', cents: 1500 }], 1000)).toEqual([
      { key: 'retrieval_service', cents: 1500 },
      { key: 'price_reduction', cents: -500, reason: null },
    ]);
    expect(linesForAmount([], 4200, 'x')).toEqual([{ key: 'provider_price', cents: 4200, reason: 'x' }]);
    expect(linesForAmount([], 0)).toEqual([]);
    const older = feeBreakdownOf({
      fees: null,
      rush_request: false,
      amount_cents: 1800,
      approved_cents: null,
      fallback_authorized_cents: 1800,
      priced: false,
    });
    expect(sum(older.lines)).toBe(older.total_cents);
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
