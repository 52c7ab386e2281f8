import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, estimateLines, estimateTotal, feesFor, pricingSchedule, type Fees } from './fees';
import { formatCents } from './money';

const cents = fc.integer({ min: 0, max: 1_000_000 });
const fees: fc.Arbitrary<Fees> = fc
  .record({
    instantDownload: cents,
    faxReturn: cents,
    rushRequest: cents,
    retrievalService: cents,
    freeDelivery: cents,
    freePricing: fc.constant(false),
  })
  .chain((f) =>
    fc.oneof(
      fc.record({ formCompletion: cents }).map((x) => ({ ...f, ...x })),
      fc.record({ archieveRecordService: cents }).map((x) => ({ ...f, ...x })),
    ),
  );
const method = fc.constantFrom('instant_download', 'fax_return', 'free_delivery', null);

describe('fee arithmetic', () => {
  it('the total is the exact integer sum of its lines', () => {
    fc.assert(
      fc.property(fees, method, fc.boolean(), (f, m, rush) => {
        const total = estimateTotal(f, { deliveryMethod: m, rush });
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBe(estimateLines(f, { deliveryMethod: m, rush }).reduce((s, l) => s + l.cents, 0));
        expect(total).toBeGreaterThanOrEqual(f.retrievalService);
      }),
    );
  });

  it('rush adds exactly the rush fee; the service fee is always counted once', () => {
    fc.assert(
      fc.property(fees, method, (f, m) => {
        expect(
          estimateTotal(f, { deliveryMethod: m, rush: true }) - estimateTotal(f, { deliveryMethod: m, rush: false }),
        ).toBe(f.rushRequest);
        const service = f.formCompletion ?? f.archieveRecordService ?? 0;
        expect(estimateTotal(f, { deliveryMethod: null, rush: false })).toBe(f.retrievalService + service);
      }),
    );
  });

  it('free pricing charges nothing, whatever the schedule', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(DEFAULT_PRICING)), cents),
        fc.boolean(),
        method,
        fc.boolean(),
        (p, isForm, m, rush) => {
          expect(estimateTotal(feesFor(p, { freePricing: true, isForm }), { deliveryMethod: m, rush })).toBe(0);
        },
      ),
    );
  });

  it('a schedule takes valid integer cents and falls back to the default for anything else', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...Object.keys(DEFAULT_PRICING)),
          fc.oneof(cents, fc.double(), fc.string(), fc.constant(-5)),
        ),
        (p) => {
          const s = pricingSchedule(p);
          for (const [k, v] of Object.entries(s)) {
            const given = p[k];
            expect(v).toBe(
              typeof given === 'number' && Number.isInteger(given) && given >= 0 && given <= 10_000_000
                ? given
                : DEFAULT_PRICING[k as keyof typeof DEFAULT_PRICING],
            );
          }
        },
      ),
    );
  });

  it('formats cents without rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
        const s = formatCents(c);
        expect(Number(s.replace(/[$,]/g, '')) * 100).toBeCloseTo(c, 6);
      }),
    );
    expect(formatCents(499)).toBe('$4.99');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('records requests carry the archive service, forms the form completion', () => {
    expect(feesFor({}, { freePricing: false, isForm: true })).toMatchObject({
      formCompletion: DEFAULT_PRICING.form_completion,
    });
    expect(feesFor({}, { freePricing: false, isForm: false })).toMatchObject({
      archieveRecordService: DEFAULT_PRICING.archieve_record_service,
    });
  });
});
