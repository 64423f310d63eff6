// The map's canonical URLs, in openstreetmap.org's shapes: `/search?query=hotels%20near%20X` and
// `/directions?engine=fossgis_osrm_car&route=lat%2Clon%3Blat%2Clon`. Pages redirect other spellings
// here, and task templates build their url_match references with the same functions.
import type { LatLon } from './data/geo.js';
import type { TravelMode } from './data/road-graph.js';

/** The routing engines of openstreetmap.org's directions form, in its order (index 1 is Car). */
export const ROUTING_ENGINES: readonly { id: string; label: string; mode: TravelMode }[] = [
  { id: 'fossgis_osrm_bike', label: 'Bicycle (OSRM)', mode: 'bike' },
  { id: 'fossgis_osrm_car', label: 'Car (OSRM)', mode: 'car' },
  { id: 'fossgis_osrm_foot', label: 'Foot (OSRM)', mode: 'foot' },
];

/** The engine of a mode. */
export function engineOf(mode: TravelMode): { id: string; label: string; mode: TravelMode } {
  return ROUTING_ENGINES.find((e) => e.mode === mode)!;
}

/**
 * encodeURIComponent plus the characters it leaves alone that Chromium escapes in a query
 * (`'` in particular), so a URL reads the same in the address bar as in a reference.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The radius filter of "near" searches: the `radius` parameter (km) and its label. "500 m" rather
 * than "0.5 km", so that choosing "5 km" by text never picks it.
 */
export const RADIUS_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Any distance'],
  ['0.5', '500 m'],
  ['1', '1 km'],
  ['2', '2 km'],
  ['3', '3 km'],
  ['5', '5 km'],
];

/** `/search?query=…` with an optional radius (km) and page. */
export function searchPath(query: string, options: { radiusKm?: number; page?: number } = {}): string {
  let path = `/search?query=${encodeQueryValue(query)}`;
  if (options.radiusKm !== undefined) path += `&radius=${options.radiusKm}`;
  if (options.page !== undefined && options.page > 1) path += `&page=${options.page}`;
  return path;
}

/** A route end as the `route` parameter writes it: 5 decimals. */
export function formatRoutePoint(point: LatLon): string {
  return `${point.lat.toFixed(5)},${point.lon.toFixed(5)}`;
}

/** `/directions?engine=…&route=from;to`; a missing end leaves its side of the `;` empty. */
export function directionsPath(mode: TravelMode, from: LatLon | undefined, to: LatLon | undefined): string {
  const route = `${from ? formatRoutePoint(from) : ''};${to ? formatRoutePoint(to) : ''}`;
  return `/directions?engine=${engineOf(mode).id}&route=${encodeQueryValue(route)}`;
}
