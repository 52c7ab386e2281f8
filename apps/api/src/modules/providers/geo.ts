import type Zipcodes from 'zipcodes';
import { requireWhenNeeded } from '../../platform/lazy-require';

/**
 * Offline US ZIP geocoder (ARCHITECTURE "maps: offline US ZIP geocoder") on the `zipcodes`
 * package's bundled table: no network call at run time.
 */
export interface ZipPoint {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * The table (5 MB of JavaScript, 0.6 s of CPU to load) loads on the first lookup, or when the
 * server warms it right after it starts answering (server.ts), not before `/healthz` answers.
 */
export function zipTable(): typeof Zipcodes {
  return requireWhenNeeded<typeof Zipcodes>('zipcodes');
}

export function lookupZip(zip: string): ZipPoint | null {
  const hit = zipTable().lookup(zip.slice(0, 5));
  if (!hit || hit.country !== 'US') return null;
  return { zip: hit.zip, city: hit.city, state: hit.state, latitude: hit.latitude, longitude: hit.longitude };
}

/** Every US ZIP with coordinates, in a stable order (the directory generator draws from it). */
export function allZipPoints(): ZipPoint[] {
  return Object.values(zipTable().codes)
    .filter((z) => z.country === 'US' && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
    .map((z) => ({ zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude }));
}

export const EARTH_RADIUS_MILES = 3958.8;
