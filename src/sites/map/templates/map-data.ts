// What the map's templates draw instances from, computed exactly as the pages compute them: places
// that a search for their name finds first, routes between the points the directions URL carries
// (5 decimals), and places of a category ordered by distance from an anchor.
import type { SiteDb } from '../../data/site-db.js';
import { categoryByKey, NEARBY_CATEGORIES, type PlaceCategory } from '../data/categories.js';
import { haversineMeters, type LatLon } from '../data/geo.js';
import { cachedForMap } from '../data/map-cache.js';
import { allPlaces, type PlaceRow } from '../data/place-queries.js';
import { roadGraph, type TravelMode } from '../data/road-graph.js';
import { computeRoute } from '../data/route.js';
import { formatDistance, formatDuration } from '../data/route-format.js';
import { geocode } from '../data/search-places.js';
import { engineOf, formatRoutePoint } from '../map-urls.js';

/** The map's database name (`mapDatabase.name`). */
export const MAP_DB = 'osm';

/** The placeholder of the map's base URL in task files. */
export const MAP = '__MAP__';

/** `compute()` once per map database and key: templates ask for the same lists many times. */
function memo<T>(db: SiteDb, key: string, compute: () => T): T {
  return cachedForMap(db, `templates:${key}`, compute);
}

/** Every place (cached). */
export function mapPlaces(db: SiteDb): readonly PlaceRow[] {
  return memo(db, 'places', () => allPlaces(db));
}

/** Places whose name, searched for, comes back as the first result (so the name identifies them). */
export function findablePlaces(db: SiteDb): readonly PlaceRow[] {
  return memo(db, 'findable', () => mapPlaces(db).filter((p) => geocode(db, p.name)?.place?.name === p.name));
}

/** The point a directions URL carries for a place: its coordinates to 5 decimals. */
export function routePoint(place: LatLon): LatLon {
  const [lat, lon] = formatRoutePoint(place).split(',').map(Number) as [number, number];
  return { lat, lon };
}

/** A route as the directions page shows it. */
export interface ShownRoute {
  meters: number;
  seconds: number;
  /** "3.2km" */
  distance: string;
  /** "0:13" */
  time: string;
}

/** The route the directions page shows between two places, or undefined when there is none. */
export function shownRoute(db: SiteDb, mode: TravelMode, from: LatLon, to: LatLon): ShownRoute | undefined {
  const key = `route:${mode}:${formatRoutePoint(from)}:${formatRoutePoint(to)}`;
  const route = memo(db, key, () => computeRoute(roadGraph(db), mode, routePoint(from), routePoint(to)));
  if (!route) return undefined;
  return {
    meters: route.meters,
    seconds: route.seconds,
    distance: formatDistance(route.meters),
    time: formatDuration(route.seconds),
  };
}

/** How an intent says each travel mode, and the engine option the oracle picks. */
export const MODE_PHRASES: Readonly<
  Record<TravelMode, { verb: string; adjective: string; by: string; engine: string; engineIndex: number }>
> = {
  car: { verb: 'drive', adjective: 'driving', by: 'by car', engine: engineOf('car').label, engineIndex: 1 },
  bike: { verb: 'bike', adjective: 'cycling', by: 'by bike', engine: engineOf('bike').label, engineIndex: 0 },
  foot: { verb: 'walk', adjective: 'walking', by: 'on foot', engine: engineOf('foot').label, engineIndex: 2 },
};

/** Places of a category (never the anchor) with their straight-line distance, nearest first (cached). */
export function nearestOfCategory(
  db: SiteDb,
  anchor: PlaceRow,
  category: string,
): readonly { place: PlaceRow; meters: number }[] {
  return memo(db, `nearest:${anchor.name}:${category}`, () =>
    mapPlaces(db)
      .filter((p) => p.category === category && p.name !== anchor.name)
      .map((p) => ({ place: p, meters: haversineMeters(anchor, p) }))
      .sort((a, b) => a.meters - b.meters),
  );
}

/** How an intent names one place of a category whose label is not a noun. */
const SINGULAR: Readonly<Record<string, string>> = {
  fuel: 'gas station',
  police: 'police station',
  fast_food: 'fast food restaurant',
};

/** The categories the "Search nearby" form offers, with the option text the oracle selects. */
export function nearbyCategories(): { category: PlaceCategory; option: string; singular: string }[] {
  return NEARBY_CATEGORIES.map((c) => ({
    category: c,
    option: c.plural.replace(/^./, (ch) => ch.toUpperCase()),
    singular: SINGULAR[c.key] ?? categoryByKey(c.key).label.toLowerCase(),
  }));
}

/** Distinct pairs of places, drawn from `places` by the rng, at most `count`. */
export function placePairs<T extends { name: string }>(
  places: readonly T[],
  rng: { pick<U>(items: readonly U[]): U },
  count: number,
): [T, T][] {
  const pairs: [T, T][] = [];
  const seen = new Set<string>();
  for (let attempt = 0; attempt < count * 10 && pairs.length < count; attempt++) {
    const a = rng.pick(places);
    const b = rng.pick(places);
    const key = `${a.name}\u0000${b.name}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    pairs.push([a, b]);
  }
  return pairs;
}

/** Minutes of an "h:mm" time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}
