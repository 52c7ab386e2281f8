import zipcodes from 'zipcodes';

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

export function lookupZip(zip: string): ZipPoint | null {
  const hit = zipcodes.lookup(zip.slice(0, 5));
  if (!hit || hit.country !== 'US') return null;
  return { zip: hit.zip, city: hit.city, state: hit.state, latitude: hit.latitude, longitude: hit.longitude };
}

/** Every US ZIP with coordinates, in a stable order (the directory generator draws from it). */
export function allZipPoints(): ZipPoint[] {
  return Object.values(zipcodes.codes)
    .filter((z) => z.country === 'US' && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
    .map((z) => ({ zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude }));
}

export const EARTH_RADIUS_MILES = 3958.8;

/** Latitude/longitude box around a point that contains every point within `miles`. */
export function boundingBox(lat: number, lng: number, miles: number) {
  const dLat = miles / 69.0;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(miles / (69.17 * cos), 180);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}
