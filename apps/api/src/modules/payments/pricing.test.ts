import { describe, expect, it } from 'vitest';
import { feesFor, feesFromServiceCharge, serviceChargeResponseSchema } from '@portal/shared';
import { toServiceCharge } from './pricing';

describe('service charge wire form', () => {
  it('carries every fee to the browser and back to the cent', () => {
    for (const isForm of [false, true]) {
      const fees = feesFor({ rush_request: 2599, fax_return: 1234 }, { freePricing: false, isForm });
      const wire = serviceChargeResponseSchema.parse(toServiceCharge(fees, false));
      expect(feesFromServiceCharge(wire)).toEqual(fees);
    }
  });
  it('keeps a free provider free', () => {
    const fees = feesFor({}, { freePricing: true, isForm: false });
    const back = feesFromServiceCharge(toServiceCharge(fees, true));
    expect(back.freePricing).toBe(true);
    expect(back.rushRequest + back.retrievalService + back.instantDownload).toBe(0);
  });
});
