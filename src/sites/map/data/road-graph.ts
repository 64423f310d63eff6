// The road network as a routing graph: nodes, segments with their street, class and length, and
// which travel modes may use each class at what speed (a simplified OSRM car/bike/foot profile).
// Built once per database content; the map's roads never change.
import type { SiteDb } from '../../data/site-db.js';
import type { HighwayClass } from './city-layout.js';
import { haversineMeters, type LatLon } from './geo.js';
import { cachedForMap } from './map-cache.js';

/** How one travels: OSRM's three FOSSGIS profiles. */
export type TravelMode = 'car' | 'bike' | 'foot';

export const TRAVEL_MODES: readonly TravelMode[] = ['bike', 'car', 'foot'];

/** Speeds in km/h per road class; a class without a speed is closed to the mode. */
export const SPEEDS_KMH: Readonly<Record<TravelMode, Partial<Record<HighwayClass, number>>>> = {
  car: { motorway: 80, motorway_link: 45, primary: 40, secondary: 35, residential: 25 },
  bike: { primary: 15, secondary: 15, residential: 15, cycleway: 18, footway: 10 },
  foot: { primary: 5, secondary: 5, residential: 5, cycleway: 5, footway: 5 },
};

/** One segment between two nodes. */
export interface GraphEdge {
  index: number;
  a: number;
  b: number;
  wayId: number;
  name: string;
  highway: HighwayClass;
  lengthM: number;
}

/** Nodes by id, segments, and the segments at each node. */
export interface RoadGraph {
  nodes: ReadonlyMap<number, LatLon>;
  edges: readonly GraphEdge[];
  edgesAt: ReadonlyMap<number, readonly GraphEdge[]>;
}

/** The road graph of a map database (cached: the roads never change). */
export function roadGraph(db: SiteDb): RoadGraph {
  return cachedForMap(db, 'road-graph', () => buildGraph(db));
}

function buildGraph(db: SiteDb): RoadGraph {
  const nodes = new Map<number, LatLon>();
  for (const n of db.all<{ id: number; lat: number; lon: number }>(
    'SELECT id, lat, lon FROM nodes ORDER BY id',
  )) {
    nodes.set(n.id, { lat: n.lat, lon: n.lon });
  }
  const rows = db.all<{ way_id: number; seq: number; node_id: number; name: string; highway: HighwayClass }>(
    `SELECT wn.way_id, wn.seq, wn.node_id, w.name, w.highway
     FROM way_nodes wn JOIN ways w ON w.id = wn.way_id ORDER BY wn.way_id, wn.seq`,
  );
  const edges: GraphEdge[] = [];
  const edgesAt = new Map<number, GraphEdge[]>();
  for (let i = 1; i < rows.length; i++) {
    const previous = rows[i - 1]!;
    const row = rows[i]!;
    if (previous.way_id !== row.way_id) continue;
    const edge: GraphEdge = {
      index: edges.length,
      a: previous.node_id,
      b: row.node_id,
      wayId: row.way_id,
      name: row.name,
      highway: row.highway,
      lengthM: haversineMeters(nodes.get(previous.node_id)!, nodes.get(row.node_id)!),
    };
    edges.push(edge);
    for (const end of [edge.a, edge.b]) {
      const list = edgesAt.get(end);
      if (list) list.push(edge);
      else edgesAt.set(end, [edge]);
    }
  }
  return { nodes, edges, edgesAt };
}

/** Seconds to travel `meters` on a road of `highway` class, or undefined when the mode may not use it. */
export function travelSeconds(mode: TravelMode, highway: HighwayClass, meters: number): number | undefined {
  const speed = SPEEDS_KMH[mode][highway];
  return speed === undefined ? undefined : meters / (speed / 3.6);
}
