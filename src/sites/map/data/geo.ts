// Geometry on the earth's surface for the map: great-circle distances, bearings and the projection
// of a point onto a road segment (what routing snaps a place or a typed coordinate to).

/** A position in decimal degrees (WGS84). */
export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine formula, mean earth radius of IUGG). */
export function haversineMeters(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b in degrees clockwise from north, in [0, 360). */
export function bearingDegrees(a: LatLon, b: LatLon): number {
  const phi1 = toRadians(a.lat);
  const phi2 = toRadians(b.lat);
  const dLon = toRadians(b.lon - a.lon);
  const y = Math.sin(dLon) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLon);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Signed change of heading from `before` to `after` in (-180, 180]; positive turns right. */
export function headingChange(before: number, after: number): number {
  const delta = (((after - before) % 360) + 360) % 360;
  return delta > 180 ? delta - 360 : delta;
}

/** Where a point falls on the segment a–b: the fraction along it (0…1) and the distance off it. */
export interface SegmentProjection {
  fraction: number;
  offsetMeters: number;
}

/**
 * Projects p onto the segment a–b in a local equirectangular frame, which is accurate to well under
 * a metre over the few kilometres of a city block.
 */
export function projectOntoSegment(p: LatLon, a: LatLon, b: LatLon): SegmentProjection {
  const cosLat = Math.cos(toRadians((a.lat + b.lat) / 2));
  const bx = (b.lon - a.lon) * cosLat;
  const by = b.lat - a.lat;
  const px = (p.lon - a.lon) * cosLat;
  const py = p.lat - a.lat;
  const lengthSquared = bx * bx + by * by;
  const fraction = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / lengthSquared));
  const foot = { lat: a.lat + fraction * (b.lat - a.lat), lon: a.lon + fraction * (b.lon - a.lon) };
  return { fraction, offsetMeters: haversineMeters(p, foot) };
}

/** The point at `fraction` of the way from a to b. */
export function interpolate(a: LatLon, b: LatLon, fraction: number): LatLon {
  return { lat: a.lat + fraction * (b.lat - a.lat), lon: a.lon + fraction * (b.lon - a.lon) };
}
