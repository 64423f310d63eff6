// Nominatim-style search over the map: plain text ("Carnegie Mellon University", "Forbes Avenue"),
// a category ("cafes"), a category in a neighbourhood ("cafes in Oakland") and a category near a
// place ("hotels near Carnegie Music Hall", ordered by distance and optionally within a radius).
import type { SiteDb } from '../../data/site-db.js';
import { categoryByKey, categoryOfPhrase, type PlaceCategory } from './categories.js';
import { CITY, GRID, NEIGHBOURHOODS, neighbourhoodAt } from './city-layout.js';
import { haversineMeters, type LatLon } from './geo.js';
import { cachedForMap } from './map-cache.js';
import { allPlaces, displayName, type PlaceRow, placePath } from './place-queries.js';

/** One search hit, as the results list shows it. */
export interface SearchResult {
  /** Category label before the link ("Cafe", "Primary Road"). */
  label: string;
  displayName: string;
  path: string;
  position: LatLon;
  /** The place, for place hits (absent for streets). */
  place?: PlaceRow;
  /** Straight-line distance from the anchor of a "near" search. */
  distanceM?: number;
}

/** What a query turned out to ask, and its hits. */
export interface SearchOutcome {
  kind: 'text' | 'category' | 'near';
  results: SearchResult[];
  category?: PlaceCategory;
  /** The place a "near" search measured from. */
  anchor?: SearchResult;
  /** The neighbourhood of a "… in <neighbourhood>" search. */
  neighbourhood?: string;
}

const ROAD_LABELS: Readonly<Record<string, string>> = {
  motorway: 'Motorway',
  motorway_link: 'Motorway Link',
  primary: 'Primary Road',
  secondary: 'Secondary Road',
  residential: 'Residential Road',
  cycleway: 'Cycle Path',
  footway: 'Footpath',
};

/** Lower case, accents dropped, words only. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const normalized = (text: string) => words(text).join(' ');

/** Runs a query; `radiusKm` limits a "near" search. */
export function searchMap(db: SiteDb, query: string, options: { radiusKm?: number } = {}): SearchOutcome {
  const near = /^(.+?)\s+near\s+(.+)$/i.exec(query.trim());
  if (near) {
    const anchor = searchText(db, near[2]!)[0];
    const category = categoryOfPhrase(near[1]!);
    if (!anchor) return { kind: 'near', results: [], ...(category ? { category } : {}) };
    const candidates = category
      ? allPlaces(db).filter((p) => p.category === category.key)
      : textHits(db, near[1]!);
    const results = candidates
      .filter((p) => p.name !== anchor.place?.name)
      .map((p) => ({ ...placeResult(p), distanceM: haversineMeters(anchor.position, p) }))
      .filter((r) => options.radiusKm === undefined || r.distanceM <= options.radiusKm * 1000)
      .sort((a, b) => a.distanceM - b.distanceM || a.displayName.localeCompare(b.displayName));
    return { kind: 'near', results, anchor, ...(category ? { category } : {}) };
  }
  const within = /^(.+?)\s+in\s+(.+)$/i.exec(query.trim());
  const neighbourhood = within
    ? Object.values(NEIGHBOURHOODS).find((n) => normalized(n.name) === normalized(within[2]!))?.name
    : undefined;
  const category = categoryOfPhrase(within && neighbourhood ? within[1]! : query);
  if (category) {
    const results = allPlaces(db)
      .filter((p) => p.category === category.key && (!neighbourhood || p.neighbourhood === neighbourhood))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(placeResult);
    return { kind: 'category', results, category, ...(neighbourhood ? { neighbourhood } : {}) };
  }
  return { kind: 'text', results: searchText(db, query) };
}

/** The single best place for a text (what the directions form geocodes a typed name to). */
export function geocode(db: SiteDb, text: string): SearchResult | undefined {
  return searchText(db, text)[0];
}

/** Text hits: places and streets whose words contain every query word, best match first. */
function searchText(db: SiteDb, query: string): SearchResult[] {
  const wanted = normalized(query);
  if (!wanted) return [];
  const exact = searchIndex(db).find((entry) => entry.display === wanted);
  if (exact) return [placeResult(exact.place)];
  const ranked = textHits(db, query).map((p) => ({
    result: placeResult(p),
    rank: rankOf(p.name, wanted),
  }));
  ranked.push(...streetHits(db, wanted));
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      (b.result.place?.importance ?? 0) - (a.result.place?.importance ?? 0) ||
      a.result.displayName.localeCompare(b.result.displayName),
  );
  return ranked.map((r) => r.result);
}

/** 0 exact name, 1 name starts with the query, 2 every word in the name, 3 a match elsewhere. */
function rankOf(name: string, wanted: string): number {
  const have = normalized(name);
  if (have === wanted) return 0;
  if (have.startsWith(`${wanted} `)) return 1;
  const nameWords = new Set(words(name));
  return wanted.split(' ').every((w) => nameWords.has(w)) ? 2 : 3;
}

/**
 * Each place with the words a query may match (name, street, neighbourhood, city, category) and its
 * normalized display name. Cached like the place list.
 */
function searchIndex(db: SiteDb): readonly { place: PlaceRow; words: string[]; display: string }[] {
  return cachedForMap(db, 'search-index', () =>
    allPlaces(db).map((place) => ({
      place,
      words: words(
        `${place.name} ${place.street} ${place.neighbourhood} ${CITY.name} ${categoryByKey(place.category).label}`,
      ),
      display: normalized(displayName(place)),
    })),
  );
}

function textHits(db: SiteDb, query: string): PlaceRow[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  return searchIndex(db)
    .filter(({ words: have }) =>
      wanted.every((w) => have.some((h) => h === w || (w.length >= 3 && h.startsWith(w)))),
    )
    .map(({ place }) => place);
}

function streetHits(db: SiteDb, wanted: string): { result: SearchResult; rank: number }[] {
  const streets = db.all<{ id: number; name: string; highway: string; lat: number; lon: number }>(
    // One result per street name: its way with the lowest id, placed at that way's first node.
    `SELECT w.id, w.name, w.highway, n.lat, n.lon FROM (SELECT MIN(id) AS id FROM ways GROUP BY name) f
     JOIN ways w ON w.id = f.id JOIN way_nodes wn ON wn.way_id = w.id AND wn.seq = 0
     JOIN nodes n ON n.id = wn.node_id ORDER BY w.name`,
  );
  const wantedWords = wanted.split(' ');
  return streets
    .filter((s) => {
      const have = words(s.name);
      return wantedWords.every((w) => have.some((h) => h === w || (w.length >= 3 && h.startsWith(w))));
    })
    .map((s) => {
      const area = neighbourhoodAt((s.lon - GRID.lon0) / GRID.dLon, (s.lat - GRID.lat0) / GRID.dLat);
      const name = [s.name, area.name, CITY.name, CITY.county, area.postcode, CITY.country].join(', ');
      return {
        result: {
          label: ROAD_LABELS[s.highway] ?? 'Road',
          displayName: name,
          path: `/way/${s.id}`,
          position: { lat: s.lat, lon: s.lon },
        },
        rank: normalized(s.name) === wanted ? 0 : 3,
      };
    });
}

function placeResult(place: PlaceRow): SearchResult {
  return {
    label: categoryByKey(place.category).label,
    displayName: displayName(place),
    path: placePath(place),
    position: { lat: place.lat, lon: place.lon },
    place,
  };
}
