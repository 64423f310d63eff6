// Reading places from the map database: one by id or name, all of a category, and the
// Nominatim-style display name ("Name, 5000, Forbes Avenue, Oakland, Pittsburgh, …") the search
// results and the directions form show.
import type { SiteDb } from '../../data/site-db.js';
import { CITY } from './city-layout.js';
import { cachedForMap } from './map-cache.js';

/** A place as stored. */
export interface PlaceRow {
  osm_type: 'node' | 'way';
  id: number;
  name: string;
  category: string;
  housenumber: string;
  street: string;
  neighbourhood: string;
  postcode: string;
  lat: number;
  lon: number;
  opening_hours: string | null;
  phone: string | null;
  website: string | null;
  cuisine: string | null;
  importance: number;
  version: number;
  user: string;
  timestamp: string;
}

/**
 * Every place, most important first, then by name (the order search ties fall back to). Cached:
 * nothing on the map writes to its database.
 */
export function allPlaces(db: SiteDb): readonly PlaceRow[] {
  return cachedForMap(db, 'places', () =>
    Object.freeze(db.all<PlaceRow>('SELECT * FROM places ORDER BY importance DESC, name')),
  );
}

export function placeById(db: SiteDb, osmType: string, id: number): PlaceRow | undefined {
  return db.get<PlaceRow>('SELECT * FROM places WHERE osm_type = ? AND id = ?', osmType, id);
}

export function placeByName(db: SiteDb, name: string): PlaceRow | undefined {
  return db.get<PlaceRow>('SELECT * FROM places WHERE name = ?', name);
}

export function placesOfCategory(db: SiteDb, category: string): PlaceRow[] {
  return db.all<PlaceRow>('SELECT * FROM places WHERE category = ? ORDER BY name', category);
}

/** Nominatim's display name: name, house number, street, neighbourhood, city, county, post code, country. */
export function displayName(place: PlaceRow): string {
  return [
    place.name,
    place.housenumber,
    place.street,
    place.neighbourhood,
    CITY.name,
    CITY.county,
    place.postcode,
    CITY.country,
  ].join(', ');
}

/** The path of a place's page: `/node/123` or `/way/456`. */
export function placePath(place: Pick<PlaceRow, 'osm_type' | 'id'>): string {
  return `/${place.osm_type}/${place.id}`;
}

/** Coordinates as the element page shows them (7 decimals, as openstreetmap.org does). */
export function formatCoordinates(place: Pick<PlaceRow, 'lat' | 'lon'>): string {
  return `${place.lat.toFixed(7)}, ${place.lon.toFixed(7)}`;
}
