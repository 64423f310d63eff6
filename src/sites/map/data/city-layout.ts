// The shape of the map's city, a Pittsburgh-like street grid: where the grid lies, the names and
// classes of its streets, the neighbourhoods (with post codes) and the parks whose inner streets are
// footpaths. The generator jitters and thins this layout with a seeded Rng.

/** OSM highway classes the map uses, from fastest to slowest. */
export type HighwayClass =
  | 'motorway'
  | 'motorway_link'
  | 'primary'
  | 'secondary'
  | 'residential'
  | 'cycleway'
  | 'footway';

/** The city every address is in. */
export const CITY = {
  name: 'Pittsburgh',
  county: 'Allegheny County',
  state: 'Pennsylvania',
  country: 'United States',
};

/** Intersections lie on a grid of COLUMNS × ROWS; row 0 is the southernmost, column 0 the westernmost. */
export const GRID = { columns: 18, rows: 12, lat0: 40.418, lon0: -80.006, dLat: 0.005, dLon: 0.0065 };

/** An east–west street per row, south to north. */
export const ROW_STREETS: readonly (readonly [string, HighwayClass])[] = [
  ['East Carson Street', 'primary'],
  ['Sarah Street', 'residential'],
  ['Second Avenue', 'secondary'],
  ['Boulevard of the Allies', 'secondary'],
  ['Forbes Avenue', 'primary'],
  ['Fifth Avenue', 'primary'],
  ['Bayard Street', 'residential'],
  ['Centre Avenue', 'secondary'],
  ['Baum Boulevard', 'secondary'],
  ['Penn Avenue', 'primary'],
  ['Liberty Avenue', 'primary'],
  ['Butler Street', 'secondary'],
];

/** A north–south street per column, west to east. */
export const COLUMN_STREETS: readonly (readonly [string, HighwayClass])[] = [
  ['Stanwix Street', 'residential'],
  ['Market Street', 'residential'],
  ['Wood Street', 'residential'],
  ['Smithfield Street', 'secondary'],
  ['Grant Street', 'secondary'],
  ['Ross Street', 'residential'],
  ['Crawford Street', 'residential'],
  ['Kirkpatrick Street', 'residential'],
  ['Robinson Street', 'residential'],
  ['Bigelow Boulevard', 'secondary'],
  ['Bouquet Street', 'residential'],
  ['Atwood Street', 'residential'],
  ['Craig Street', 'secondary'],
  ['Morewood Avenue', 'residential'],
  ['Aiken Avenue', 'residential'],
  ['Negley Avenue', 'secondary'],
  ['Highland Avenue', 'secondary'],
  ['Murray Avenue', 'secondary'],
];

/** The motorway: a chain north of row 2 with ramps to the grid at some columns. */
export const MOTORWAY = { name: 'Parkway East (I-376)', rowOffset: 2.5, rampColumns: [0, 4, 8, 13, 17] };

/** The riverside bike trail: a chain north of the last row, joined to the grid every few columns. */
export const RIVER_TRAIL = {
  name: 'Three Rivers Heritage Trail',
  rowOffset: 11.45,
  fromColumn: 0,
  toColumn: 13,
  joinEvery: 3,
};

/** Neighbourhoods and their post codes. */
export const NEIGHBOURHOODS: Readonly<Record<string, { name: string; postcode: string }>> = {
  D: { name: 'Downtown', postcode: '15222' },
  S: { name: 'Strip District', postcode: '15222' },
  H: { name: 'Hill District', postcode: '15219' },
  P: { name: 'Polish Hill', postcode: '15219' },
  L: { name: 'Lawrenceville', postcode: '15201' },
  B: { name: 'Bloomfield', postcode: '15224' },
  E: { name: 'East Liberty', postcode: '15206' },
  O: { name: 'Oakland', postcode: '15213' },
  Y: { name: 'Shadyside', postcode: '15232' },
  Q: { name: 'Squirrel Hill', postcode: '15217' },
  G: { name: 'Greenfield', postcode: '15207' },
  T: { name: 'South Side', postcode: '15203' },
};

/** Which neighbourhood each grid cell belongs to; the top line is row 11, one letter per column. */
const NEIGHBOURHOOD_MAP = [
  'SSSSSSPPPPLLLLEEEE',
  'SSSSSSPPPPLLLLEEEE',
  'DDSSSSPPPPBBBBEEEE',
  'DDDDHHHHPPBBBBEEEE',
  'DDDDHHHHOOOOBYYYYY',
  'DDDDHHHHOOOOOYYYYY',
  'DDDDHHHHOOOOOYYYYY',
  'DDDDHHHHOOOOOQQQQQ',
  'TTTTTHHHOOOOOQQQQQ',
  'TTTTTTTTGGGGGQQQQQ',
  'TTTTTTTTGGGGGQQQQQ',
  'TTTTTTTTGGGGGQQQQQ',
];

/** The neighbourhood of a (fractional) grid position. */
export function neighbourhoodAt(column: number, row: number): { name: string; postcode: string } {
  const r = Math.max(0, Math.min(GRID.rows - 1, Math.round(row)));
  const c = Math.max(0, Math.min(GRID.columns - 1, Math.round(column)));
  const letter = NEIGHBOURHOOD_MAP[GRID.rows - 1 - r]![c]!;
  return NEIGHBOURHOODS[letter]!;
}

/** A park: a rectangle of grid nodes; streets strictly inside it are footpaths with the trail's name. */
export interface ParkArea {
  name: string;
  columns: readonly [number, number];
  rows: readonly [number, number];
  trail: string;
}

export const PARKS: readonly ParkArea[] = [
  { name: 'Schenley Park', columns: [9, 12], rows: [0, 3], trail: 'Panther Hollow Trail' },
  { name: 'Frick Park', columns: [15, 17], rows: [0, 2], trail: 'Tranquil Trail' },
  { name: 'Highland Park', columns: [15, 17], rows: [9, 11], trail: 'Reservoir Loop' },
  { name: 'Point State Park', columns: [0, 2], rows: [5, 7], trail: 'Point Promenade' },
  { name: 'Mellon Park', columns: [13, 15], rows: [5, 7], trail: 'Mellon Park Walk' },
];

/** The park whose inside holds the grid segment between two nodes, if any. */
export function parkOfSegment(c1: number, r1: number, c2: number, r2: number): ParkArea | undefined {
  return PARKS.find((park) => {
    const inside = (c: number, r: number) =>
      c >= park.columns[0] && c <= park.columns[1] && r >= park.rows[0] && r <= park.rows[1];
    const strictlyInside = (c: number, r: number) =>
      c > park.columns[0] && c < park.columns[1] && r > park.rows[0] && r < park.rows[1];
    return inside(c1, r1) && inside(c2, r2) && (strictlyInside(c1, r1) || strictlyInside(c2, r2));
  });
}

/** Latitude and longitude of an undisturbed grid position (fractional rows and columns allowed). */
export function gridPosition(column: number, row: number): { lat: number; lon: number } {
  return { lat: GRID.lat0 + row * GRID.dLat, lon: GRID.lon0 + column * GRID.dLon };
}
