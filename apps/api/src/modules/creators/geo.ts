import type { Coordinates } from '@fanlens/shared';

export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** null when the box spans every longitude (near a pole). */
  lon: { min: number; max: number; wraps: boolean } | null;
}

/**
 * The latitude/longitude box that contains every point within `radiusKm` of `center` (a little
 * larger than the circle), for a range scan of the (lat, lon) index before the exact distance.
 */
export function boundingBox(center: Coordinates, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89.9) return { minLat, maxLat, lon: null };
  const dLon = dLat / Math.cos((widest * Math.PI) / 180);
  if (dLon >= 180) return { minLat, maxLat, lon: null };
  let min = center.lon - dLon;
  let max = center.lon + dLon;
  const wraps = min < -180 || max > 180;
  if (min < -180) min += 360;
  if (max > 180) max -= 360;
  return { minLat, maxLat, lon: { min, max, wraps } };
}

/** Great-circle (haversine) distance in km between two points, as the SQL below computes it. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * SQL of the haversine term `a` from the point ($lat, $lon) to creator `c`: the distance is
 * 2R·asin(√a), which grows with `a`, so ordering and bounding by `a` (see maxHaversineTerm) give
 * exactly the order and the radius of the distance, without asin and sqrt on every row.
 */
export function haversineTermSql(latParam: string, lonParam: string): string {
  return `(power(sin(radians(c.lat - ${latParam}::float8) / 2), 2)
    + cos(radians(${latParam}::float8)) * cos(radians(c.lat)) * power(sin(radians(c.lon - ${lonParam}::float8) / 2), 2))`;
}

/** The haversine term of a distance in km (inverse of 2R·asin(√a)). */
export function maxHaversineTerm(radiusKm: number): number {
  return Math.sin(radiusKm / (2 * EARTH_RADIUS_KM)) ** 2;
}
