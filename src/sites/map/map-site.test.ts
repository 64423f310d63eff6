import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePristineDatabase } from '../data/pristine-cache.js';
import { SiteDb } from '../data/site-db.js';
import { type SiteHost, startSiteHost } from '../host/site-host.js';
import { haversineMeters } from './data/geo.js';
import { mapDatabase } from './data/map-database.js';
import { allPlaces, displayName, type PlaceRow, placeByName } from './data/place-queries.js';
import { mapSite } from './map-site.js';
import { directionsPath, searchPath } from './map-urls.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-map-'));
let host: SiteHost;
let db: SiteDb;

beforeAll(async () => {
  host = await startSiteHost({ sites: [mapSite], slots: 2, dataDir, thread: 'main' });
  db = SiteDb.open(host.pristinePath('osm'), { readonly: true });
});
afterAll(async () => {
  db.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const base = (slot = 0) => host.slots[slot]!.urls.map!;

/** GETs a path without following redirects. */
async function get(path: string, slot = 0) {
  const response = await fetch(`${base(slot)}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** GETs a path, following redirects; returns the final path and page. */
async function browse(path: string) {
  const response = await fetch(`${base()}${path}`);
  return { path: response.url.slice(base().length), status: response.status, text: await response.text() };
}

/** The visible text of the sidebar, tags stripped. */
function sidebarText(page: string): string {
  const sidebar = /<div id="sidebar_content">([\s\S]*?)<div id="map"/.exec(page)?.[1] ?? '';
  return sidebar
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const place = (name: string): PlaceRow => {
  const found = placeByName(db, name);
  if (!found) throw new Error(`no place named ${name}`);
  return found;
};

describe('the map database', () => {
  it('is byte-identical for the same seed and differs for another seed', () => {
    const build = (seed: number) => {
      const dir = mkdtempSync(join(tmpdir(), 'webrl-map-seed-'));
      try {
        return readFileSync(ensurePristineDatabase(mapDatabase, { dataDir: dir, seed }));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const first = build(7);
    expect(build(7).equals(first)).toBe(true);
    expect(build(8).equals(first)).toBe(false);
  });

  it('holds a city of places of every kind, each with an address in Pittsburgh', () => {
    const places = allPlaces(db);
    expect(places.length).toBeGreaterThanOrEqual(180);
    const categories = new Set(places.map((p) => p.category));
    for (const kind of [
      'university',
      'museum',
      'restaurant',
      'cafe',
      'park',
      'hospital',
      'hotel',
      'station',
    ]) {
      expect(categories.has(kind), kind).toBe(true);
    }
    expect(displayName(place('Carnegie Mellon University'))).toMatch(
      /^Carnegie Mellon University, \d+, [A-Z][a-z]+( [A-Za-z]+)*, [A-Za-z ]+, Pittsburgh, Allegheny County, 152\d\d, United States$/,
    );
  });
});

describe('map pages', () => {
  it('render the front page, search, a place, a road, directions, export and the info pages', async () => {
    const cmu = place('Carnegie Mellon University');
    const road = db.get<{ id: number; name: string }>(
      "SELECT id, name FROM ways WHERE highway = 'primary' LIMIT 1",
    )!;
    const pages: [string, RegExp][] = [
      ['/', /Welcome to OpenStreetMap!/],
      [searchPath('Carnegie Mellon University'), /Search Results/],
      [`/way/${cmu.id}`, /Way: Carnegie Mellon University \(\d+\)/],
      [`/way/${road.id}`, new RegExp(`Way: ${road.name}`)],
      ['/directions', /Enter where you start/],
      ['/export', /Export/],
      ['/about', /OpenStreetMap is built by a community/],
      ['/help', /Searching/],
      ['/copyright', /Open Data Commons/],
    ];
    for (const [path, expected] of pages) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toMatch(expected);
      expect(page.text, path).toContain('<svg id="map-canvas"');
    }
    const missing = await get('/node/1');
    expect(missing.status).toBe(404);
    expect(sidebarText(missing.text)).toContain('Sorry, node #1 could not be found.');
  });

  it('show a place with its tags, location, directions links and nearby search', async () => {
    const cmu = place('Carnegie Mellon University');
    const text = sidebarText((await get(`/way/${cmu.id}`)).text);
    expect(text).toContain(displayName(cmu));
    expect(text).toContain(`addr:postcode ${cmu.postcode}`);
    expect(text).toContain(`website ${cmu.website}`);
    expect(text).toContain(`${cmu.lat.toFixed(7)}, ${cmu.lon.toFixed(7)}`);
    expect(text).toContain('Directions to here');
    expect(text).toContain('Search nearby');
  });

  it('serve elements and areas as OSM XML', async () => {
    const cmu = place('Carnegie Mellon University');
    const element = await get(`/api/0.6/way/${cmu.id}`);
    expect(element.text).toContain(`<tag k="name" v="Carnegie Mellon University"/>`);
    const area = await get('/api/0.6/map?minlon=-79.96&minlat=40.43&maxlon=-79.93&maxlat=40.46');
    expect(area.status).toBe(200);
    expect(area.text).toMatch(/<osm version="0.6"[\s\S]*<node [\s\S]*<way [\s\S]*<nd ref=/);
    expect((await get('/api/0.6/map?bbox=1,2')).status).toBe(400);
  });
});

describe('map search', () => {
  it('redirects a typed query to openstreetmap.org’s URL shape', async () => {
    const typed = await get('/search?query=hotels+near+Carnegie+Music+Hall&commit=Go');
    expect(typed.status).toBe(303);
    expect(typed.location).toBe('/search?query=hotels%20near%20Carnegie%20Music%20Hall');
    const nearby = await get('/search?near=Carnegie+Music+Hall&category=cafes&radius=1');
    expect(nearby.location).toBe('/search?query=cafes%20near%20Carnegie%20Music%20Hall&radius=1');
    expect(searchPath("Children's Museum of Pittsburgh")).toBe(
      '/search?query=Children%27s%20Museum%20of%20Pittsburgh',
    );
  });

  it('finds a place by name first, with its category before the link', async () => {
    const page = sidebarText((await browse(searchPath('Phipps Conservatory and Botanical Gardens'))).text);
    expect(page).toContain(`Attraction ${displayName(place('Phipps Conservatory and Botanical Gardens'))}`);
  });

  it('lists a category near a place nearest first, and counts those within a radius', async () => {
    const anchor = place('Carnegie Music Hall');
    const cafes = allPlaces(db)
      .filter((p) => p.category === 'cafe')
      .map((p) => ({ name: p.name, meters: haversineMeters(anchor, p) }))
      .sort((a, b) => a.meters - b.meters);
    const all = sidebarText((await browse(searchPath('cafes near Carnegie Music Hall'))).text);
    expect(all).toContain(`${cafes.length} results near Carnegie Music Hall, nearest first`);
    expect(all.indexOf(`${cafes[0]!.name},`)).toBeLessThan(all.indexOf(`${cafes[1]!.name},`));
    const within = cafes.filter((c) => c.meters <= 2000).length;
    const filtered = sidebarText(
      (await browse(searchPath('cafes near Carnegie Music Hall', { radiusKm: 2 }))).text,
    );
    expect(filtered).toContain(
      `${within} ${within === 1 ? 'result' : 'results'} within 2 km of Carnegie Music Hall`,
    );
  });

  it('searches a category within a neighbourhood', async () => {
    const expected = allPlaces(db).filter(
      (p) => p.category === 'restaurant' && p.neighbourhood === 'Oakland',
    );
    const page = sidebarText((await browse(searchPath('restaurants in Oakland'))).text);
    expect(page).toContain(`${expected.length} results in Oakland`);
  });
});

describe('map directions', () => {
  it('geocodes the form, redirects to the route URL and fills the fields with the places’ names', async () => {
    const from = place('Carnegie Mellon University');
    const to = place('Randyland');
    const submitted = await get(
      '/directions?route_from=Carnegie+Mellon+University&route_to=Randyland&engine=fossgis_osrm_foot',
    );
    expect(submitted.location).toBe(directionsPath('foot', from, to));
    expect(submitted.location).toMatch(
      /^\/directions\?engine=fossgis_osrm_foot&route=40\.\d{5}%2C-(79|80)\.\d{5}%3B40\.\d{5}%2C-(79|80)\.\d{5}$/,
    );
    const page = await browse(submitted.location!);
    expect(page.text).toContain(
      `name="route_from" placeholder="From" aria-label="From" value="${displayName(from)}"`,
    );
    expect(page.text).toMatch(/<option value="fossgis_osrm_foot" selected>Foot \(OSRM\)<\/option>/);
    const text = sidebarText(page.text);
    expect(text).toMatch(/^Directions × Distance: [\d.]+k?m \. Time: \d+:\d\d \. /);
    expect(text).toMatch(/1\. Start on [A-Z]/);
    expect(text).toContain('Reach destination');
  });

  it('says which place it could not find', async () => {
    const page = await get(
      '/directions?route_from=Carnegie+Mellon+University&route_to=Atlantis&engine=fossgis_osrm_car',
    );
    expect(page.status).toBe(200);
    expect(sidebarText(page.text)).toContain("Sorry - couldn't find 'Atlantis'.");
  });

  it('shows a route whose two ends meet at one road node instead of failing', async () => {
    // Both points lie far outside the city, so both snap to the same nearest node: no legs.
    const page = await get('/directions?engine=fossgis_osrm_car&route=0%2C0%3B0.01%2C0.01');
    expect(page.status).toBe(200);
  });

  it('drives faster than it walks, and walks no shorter than the crow flies', async () => {
    const from = place('University of Pittsburgh');
    const to = place('Point State Park');
    const summary = async (mode: 'car' | 'foot') => {
      const text = sidebarText((await browse(directionsPath(mode, from, to))).text);
      const [, distance, unit, hours, minutes] = /Distance: ([\d.]+)(k?m) \. Time: (\d+):(\d\d)/.exec(text)!;
      return {
        meters: Number(distance) * (unit === 'km' ? 1000 : 1),
        minutes: Number(hours) * 60 + Number(minutes),
      };
    };
    const car = await summary('car');
    const foot = await summary('foot');
    expect(car.minutes).toBeLessThan(foot.minutes);
    expect(foot.meters).toBeGreaterThanOrEqual(haversineMeters(from, to) - 100);
  });
});

describe('map slots', () => {
  it('serve the same city in every slot and after a reset', async () => {
    const path = directionsPath('bike', place('Frick Park'), place('Mattress Factory'));
    const first = sidebarText((await browse(path)).text);
    expect(sidebarText((await get(path, 1)).text)).toBe(first);
    await host.slots[0]!.reset(['map']);
    expect(sidebarText((await browse(path)).text)).toBe(first);
  });
});
