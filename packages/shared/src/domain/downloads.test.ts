import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDownload, FREE_DOWNLOAD_MS } from './downloads';

const NOW = Date.UTC(2026, 5, 15);
const DAY = 24 * 3600 * 1000;
const status = fc.constantFrom('draft', 'abandoned', 'ordered', 'completed', 'completed_archived', 'closed_archived');
const when = fc.option(
  fc.integer({ min: -400 * DAY, max: 5 * DAY }).map((d) => new Date(NOW + d)),
  { nil: null },
);

describe('canDownload (spec section 4 "Downloads")', () => {
  it('an active subscription allows every delivered request', () => {
    fc.assert(
      fc.property(
        status.filter((s) => s !== 'draft' && s !== 'abandoned'),
        when,
        when,
        (s, o, c) => {
          expect(canDownload({ status: s, ordered_on: o, completed_on: c, subscriptionActive: true, now: NOW })).toBe(
            true,
          );
        },
      ),
    );
  });

  it('without a subscription: allowed exactly when under 30 days since completion, or since order while ordered', () => {
    fc.assert(
      fc.property(status, when, when, (s, o, c) => {
        const fresh = (d: Date | null) => d !== null && NOW - d.getTime() < FREE_DOWNLOAD_MS && NOW >= d.getTime();
        const expected = s !== 'draft' && s !== 'abandoned' && ((s === 'ordered' && fresh(o)) || fresh(c));
        expect(canDownload({ status: s, ordered_on: o, completed_on: c, subscriptionActive: false, now: NOW })).toBe(
          expected,
        );
      }),
    );
  });

  it('the boundary: 30 days minus a millisecond is free, 30 days is not', () => {
    const at = (ms: number) =>
      canDownload({
        status: 'completed',
        ordered_on: null,
        completed_on: new Date(NOW - ms),
        subscriptionActive: false,
        now: NOW,
      });
    expect(at(FREE_DOWNLOAD_MS - 1)).toBe(true);
    expect(at(FREE_DOWNLOAD_MS)).toBe(false);
  });

  it('drafts and abandoned requests have nothing to download, even with a subscription', () => {
    fc.assert(
      fc.property(fc.constantFrom('draft', 'abandoned'), fc.boolean(), when, (s, sub, d) => {
        expect(canDownload({ status: s, ordered_on: d, completed_on: d, subscriptionActive: sub, now: NOW })).toBe(
          false,
        );
      }),
    );
  });

  it('accepts ISO strings as well as dates', () => {
    expect(
      canDownload({
        status: 'ordered',
        ordered_on: new Date(NOW - DAY).toISOString(),
        completed_on: null,
        subscriptionActive: false,
        now: new Date(NOW),
      }),
    ).toBe(true);
  });
});
