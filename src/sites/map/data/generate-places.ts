// Places the map's points of interest along its streets: the landmarks in their neighbourhoods (parks
// on their park's edge), then the generated businesses and neighbourhood services; each gets an
// address from the street it faces, opening hours, a phone, a website and OSM edit metadata.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { BUSINESS_KINDS, NAME_WORDS, NEIGHBOURHOOD_SERVICES } from './business-names.js';
import { neighbourhoodAt, PARKS } from './city-layout.js';
import type { RoadEdge, RoadNetwork } from './generate-roads.js';
import { haversineMeters, type LatLon } from './geo.js';
import { LANDMARKS } from './landmarks.js';
import type { EditStamp, IdPool } from './osm-ids.js';

/** How far a place stands back from the middle of its street, in metres. */
const SETBACK_M = 22;
/** The least distance between two places, so that "the nearest" is never a tie. */
const MIN_SEPARATION_M = 45;
const METERS_PER_DEGREE_LAT = 111_195;

/** Where generated businesses cluster: the busier neighbourhoods get more. */
const BUSINESS_NEIGHBOURHOODS: readonly (readonly [string, number])[] = [
  ['Oakland', 5],
  ['Shadyside', 3],
  ['Squirrel Hill', 3],
  ['Downtown', 3],
  ['Strip District', 2],
  ['Lawrenceville', 2],
  ['East Liberty', 2],
  ['South Side', 2],
  ['Bloomfield', 2],
  ['Hill District', 1],
  ['Polish Hill', 1],
  ['Greenfield', 1],
];

const LANDMARK_HOURS: Readonly<Record<string, string>> = {
  hospital: '24/7',
  museum: 'Tu-Su 10:00-17:00',
  school: 'Mo-Fr 07:30-15:00',
  library: 'Mo-Th 10:00-20:00; Fr-Sa 10:00-17:00',
};

interface Slot {
  edge: RoadEdge;
  position: LatLon;
  housenumber: string;
  neighbourhood: { name: string; postcode: string };
}

/** Generates and writes every place; returns their count. */
export function generatePlaces(
  db: Database.Database,
  network: RoadNetwork,
  rng: Rng,
  ids: IdPool,
  stamp: EditStamp,
): number {
  const streets = network.edges.filter(
    (e) => ['primary', 'secondary', 'residential'].includes(e.highway) && Number.isInteger(e.from.row),
  );
  const taken: LatLon[] = [];
  const names = new Set<string>();
  const phones = new Set<string>();
  const insert =
    db.prepare(`INSERT INTO places (osm_type, id, name, category, housenumber, street, neighbourhood,
    postcode, lat, lon, opening_hours, phone, website, cuisine, importance, version, user, timestamp)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const add = (
    place: { osmType: 'node' | 'way'; name: string; category: string; importance: number },
    candidates: readonly RoadEdge[],
    details: { openingHours: string | null; website: string | null; cuisine: string | null; phone: boolean },
  ) => {
    if (names.has(place.name)) throw new Error(`map generator: two places are named "${place.name}"`);
    names.add(place.name);
    const slot = findSlot(candidates, taken, rng);
    taken.push(slot.position);
    const edit = stamp();
    insert.run(
      place.osmType,
      place.osmType === 'way' ? ids.wayId() : ids.nodeId(),
      place.name,
      place.category,
      slot.housenumber,
      slot.edge.name,
      slot.neighbourhood.name,
      slot.neighbourhood.postcode,
      slot.position.lat,
      slot.position.lon,
      details.openingHours,
      details.phone ? drawPhone(rng, phones) : null,
      details.website,
      details.cuisine,
      place.importance,
      edit.version,
      edit.user,
      edit.timestamp,
    );
  };

  const inNeighbourhood = (name: string) => {
    const found = streets.filter((e) => neighbourhoodOfEdge(e).name === name);
    if (found.length === 0) throw new Error(`map generator: no street lies in neighbourhood "${name}"`);
    return found;
  };

  for (const landmark of LANDMARKS) {
    const park = PARKS.find((p) => p.name === landmark.name);
    const candidates = park
      ? streets.filter((e) =>
          [e.from, e.to].every((n) => onRectangle(n.column, n.row, park.columns, park.rows)),
        )
      : inNeighbourhood(landmark.neighbourhood);
    add(
      {
        osmType: landmark.osmType,
        name: landmark.name,
        category: landmark.category,
        importance: importanceOf(landmark.category),
      },
      candidates,
      {
        openingHours: landmark.openingHours ?? LANDMARK_HOURS[landmark.category] ?? null,
        website: landmark.website ?? `https://www.${slugOf(landmark.name)}.org/`,
        cuisine: null,
        phone: landmark.category !== 'park',
      },
    );
  }

  for (const kind of BUSINESS_KINDS) {
    for (let i = 0; i < kind.count; i++) {
      const [suffix, cuisines] = rng.pick(kind.suffixes);
      let name = '';
      do name = `${rng.pick(NAME_WORDS)} ${suffix}`;
      while (names.has(name));
      add(
        { osmType: 'node', name, category: kind.category, importance: 1 },
        inNeighbourhood(rng.weighted(BUSINESS_NEIGHBOURHOODS)),
        {
          openingHours: kind.openingHours.length > 0 ? rng.pick(kind.openingHours) : null,
          website: rng.chance(0.85) ? `https://www.${slugOf(name)}.com/` : null,
          cuisine: cuisines.length > 0 ? rng.pick(cuisines) : null,
          phone: true,
        },
      );
    }
  }

  for (const service of NEIGHBOURHOOD_SERVICES) {
    for (const neighbourhood of service.neighbourhoods) {
      add(
        { osmType: 'node', name: service.name(neighbourhood), category: service.category, importance: 2 },
        inNeighbourhood(neighbourhood),
        {
          openingHours: service.openingHours,
          website: null,
          cuisine: null,
          phone: true,
        },
      );
    }
  }
  return names.size;
}

function importanceOf(category: string): number {
  return ['university', 'hospital', 'museum', 'park', 'stadium', 'station'].includes(category) ? 4 : 3;
}

function onRectangle(
  column: number,
  row: number,
  columns: readonly [number, number],
  rows: readonly [number, number],
) {
  const inside = column >= columns[0] && column <= columns[1] && row >= rows[0] && row <= rows[1];
  return inside && (column === columns[0] || column === columns[1] || row === rows[0] || row === rows[1]);
}

function neighbourhoodOfEdge(edge: RoadEdge) {
  return neighbourhoodAt((edge.from.column + edge.to.column) / 2, (edge.from.row + edge.to.row) / 2);
}

/** A free spot along one of the candidate streets, set back from it, with its house number. */
function findSlot(candidates: readonly RoadEdge[], taken: readonly LatLon[], rng: Rng): Slot {
  for (let attempt = 0; attempt < 200; attempt++) {
    const edge = rng.pick(candidates);
    const fraction = 0.2 + rng.next() * 0.6;
    const side = rng.chance(0.5) ? 1 : -1;
    const position = setBack(edge, fraction, side);
    if (taken.some((p) => haversineMeters(p, position) < MIN_SEPARATION_M)) continue;
    const horizontal = edge.from.row === edge.to.row;
    const along = horizontal
      ? edge.from.column + fraction * (edge.to.column - edge.from.column)
      : edge.from.row + fraction * (edge.to.row - edge.from.row);
    // US style: hundreds count the blocks, odd numbers on the north or east side.
    const even = 100 + 2 * Math.floor(along * 50);
    const northOrEast = horizontal ? side > 0 : side < 0;
    const column = edge.from.column + fraction * (edge.to.column - edge.from.column);
    const row = edge.from.row + fraction * (edge.to.row - edge.from.row);
    return {
      edge,
      position,
      housenumber: String(northOrEast ? even + 1 : even),
      neighbourhood: neighbourhoodAt(column, row),
    };
  }
  throw new Error('map generator: no free spot left for a place; lower MIN_SEPARATION_M or add streets');
}

/** The point `fraction` along the edge, SETBACK_M to its left (side 1) or right (side -1). */
function setBack(edge: RoadEdge, fraction: number, side: number): LatLon {
  const cosLat = Math.cos((edge.from.lat * Math.PI) / 180);
  const east = (edge.to.lon - edge.from.lon) * cosLat * METERS_PER_DEGREE_LAT;
  const north = (edge.to.lat - edge.from.lat) * METERS_PER_DEGREE_LAT;
  const length = Math.hypot(east, north);
  // Left of the direction of travel is (-north, east).
  const offsetEast = (-north / length) * SETBACK_M * side;
  const offsetNorth = (east / length) * SETBACK_M * side;
  const lat = edge.from.lat + fraction * (edge.to.lat - edge.from.lat) + offsetNorth / METERS_PER_DEGREE_LAT;
  const lon =
    edge.from.lon + fraction * (edge.to.lon - edge.from.lon) + offsetEast / (METERS_PER_DEGREE_LAT * cosLat);
  return { lat: Math.round(lat * 1e7) / 1e7, lon: Math.round(lon * 1e7) / 1e7 };
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

function drawPhone(rng: Rng, used: Set<string>): string {
  for (;;) {
    const phone = `+1 412 ${rng.int(200, 989)} ${String(rng.int(0, 9999)).padStart(4, '0')}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}
