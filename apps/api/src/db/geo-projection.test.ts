import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { project, scaleAt } from './geo-projection';

const R = 3958.8;
const rad = (d: number) => (d * Math.PI) / 180;
function haversine(a: [number, number], b: [number, number]) {
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
const planeDistance = (a: [number, number], b: [number, number]) => {
  const p = project(...a);
  const q = project(...b);
  return Math.hypot(p.x - q.x, p.y - q.y);
};

describe('stereographic projection for nearby search', () => {
  it('is in miles at its centre', () => {
    expect(scaleAt(39, -98)).toBeCloseTo(1, 12);
    expect(planeDistance([39, -98], [40, -98])).toBeCloseTo(haversine([39, -98], [40, -98]), 1);
  });

  // What KNN relies on: within 500 miles, plane distance / (globe distance x scale at the query
  // point) stays within 7% everywhere in the US incl. Alaska, Hawaii and Puerto Rico, and within
  // 1% inside 100 miles.
  it.each([
    [100, 0.01],
    [500, 0.07],
  ])('keeps distances within %i miles to %f', (miles, tolerance) => {
    const lat = fc.double({ min: 17.5, max: 71, noNaN: true });
    const lng = fc.double({ min: -170, max: -64, noNaN: true });
    fc.assert(
      fc.property(
        lat,
        lng,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (la, lo, bearing, f) => {
          const d = miles * f;
          const a: [number, number] = [la, lo];
          const b: [number, number] = [
            la + (d / 69) * Math.cos(bearing),
            lo + (d / (69 * Math.cos(rad(la)))) * Math.sin(bearing),
          ];
          if (Math.abs(b[0]) > 89) return;
          const ratio = planeDistance(a, b) / (haversine(a, b) * scaleAt(la, lo));
          expect(Math.abs(ratio - 1)).toBeLessThan(tolerance);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
