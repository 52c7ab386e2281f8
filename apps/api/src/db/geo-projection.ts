import { sql, type SQL } from 'drizzle-orm';

/**
 * Stereographic projection centred on the contiguous United States, in miles. It is conformal:
 * around any point, distances in every direction are scaled alike, so the nearest points on the
 * plane are the nearest points on the globe. That lets a plain GiST index on a point (core
 * PostgreSQL, also in PGlite, no PostGIS) answer "nearest first" by KNN (`geo <-> p`).
 * The scale grows slowly away from the centre (about 1.1 in Alaska, 1.2 in Hawaii), which
 * `scaleAt` gives for a query point; displayed distances are always computed by haversine.
 */
const R = 3958.8;
const LAT0 = (39 * Math.PI) / 180;
const LNG0 = (-98 * Math.PI) / 180;
const SIN0 = Math.sin(LAT0);
const COS0 = Math.cos(LAT0);

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The scale (plane miles per globe mile) at a point. */
export function scaleAt(latitude: number, longitude: number): number {
  const phi = rad(latitude);
  const dl = rad(longitude) - LNG0;
  return 2 / (1 + SIN0 * Math.sin(phi) + COS0 * Math.cos(phi) * Math.cos(dl));
}

export function project(latitude: number, longitude: number): { x: number; y: number } {
  const phi = rad(latitude);
  const dl = rad(longitude) - LNG0;
  const k = scaleAt(latitude, longitude);
  return {
    x: R * k * Math.cos(phi) * Math.sin(dl),
    y: R * k * (COS0 * Math.sin(phi) - SIN0 * Math.cos(phi) * Math.cos(dl)),
  };
}

/** The same projection in SQL over two columns: the generated `custodians.geo` point. */
export function projectSql(lat: string, lng: string): SQL {
  const phi = `radians(${lat})`;
  const dl = `(radians(${lng}) - (${LNG0}))`;
  const k = `(2 / (1 + ${SIN0} * sin(${phi}) + ${COS0} * cos(${phi}) * cos(${dl})))`;
  return sql.raw(
    `point(${R} * ${k} * cos(${phi}) * sin(${dl}), ${R} * ${k} * (${COS0} * sin(${phi}) - ${SIN0} * cos(${phi}) * cos(${dl})))`,
  );
}
