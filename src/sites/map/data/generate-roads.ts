// Generates the map's road network: a jittered street grid thinned at random (never disconnecting
// it), park footpaths, a motorway with ramps and a riverside bike trail; then splits every street
// into OSM ways of a few segments and writes nodes, ways and way_nodes.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import {
  COLUMN_STREETS,
  GRID,
  gridPosition,
  type HighwayClass,
  MOTORWAY,
  parkOfSegment,
  RIVER_TRAIL,
  ROW_STREETS,
} from './city-layout.js';
import { type EditStamp, type IdPool, MAXSPEED } from './osm-ids.js';

/** A generated road node with its grid position (fractional for motorway and trail nodes). */
export interface RoadNode {
  id: number;
  lat: number;
  lon: number;
  column: number;
  row: number;
}

/** A segment between two nodes of one street. */
export interface RoadEdge {
  from: RoadNode;
  to: RoadNode;
  name: string;
  highway: HighwayClass;
  /** Which street it belongs to and its order on it, for grouping into ways. */
  street: string;
  order: number;
}

/** The road network, for placing the places along it. */
export interface RoadNetwork {
  nodes: RoadNode[];
  edges: RoadEdge[];
}

/** Share of residential grid segments removed (dead ends and missing blocks make routes non-trivial). */
const REMOVAL_RATE = 0.12;
const JITTER_DEGREES = 0.0004;
const SEGMENTS_PER_WAY = 4;

export function generateRoads(db: Database.Database, rng: Rng, ids: IdPool, stamp: EditStamp): RoadNetwork {
  const nodes: RoadNode[] = [];
  const grid: RoadNode[][] = [];
  const addNode = (column: number, row: number, jitter: number): RoadNode => {
    const base = gridPosition(column, row);
    const node = {
      id: ids.nodeId(),
      lat: round7(base.lat + (rng.next() * 2 - 1) * jitter),
      lon: round7(base.lon + (rng.next() * 2 - 1) * jitter),
      column,
      row,
    };
    nodes.push(node);
    return node;
  };
  for (let r = 0; r < GRID.rows; r++) {
    grid.push([]);
    for (let c = 0; c < GRID.columns; c++) grid[r]!.push(addNode(c, r, JITTER_DEGREES));
  }

  let edges: RoadEdge[] = [];
  const gridEdge = (a: RoadNode, b: RoadNode, street: readonly [string, HighwayClass], order: number) => {
    const park = parkOfSegment(a.column, a.row, b.column, b.row);
    const edge: RoadEdge = park
      ? { from: a, to: b, name: park.trail, highway: 'footway', street: `${park.trail}|${street[0]}`, order }
      : { from: a, to: b, name: street[0], highway: street[1], street: street[0], order };
    edges.push(edge);
  };
  for (let r = 0; r < GRID.rows; r++) {
    for (let c = 0; c + 1 < GRID.columns; c++) gridEdge(grid[r]![c]!, grid[r]![c + 1]!, ROW_STREETS[r]!, c);
  }
  for (let c = 0; c < GRID.columns; c++) {
    for (let r = 0; r + 1 < GRID.rows; r++) gridEdge(grid[r]![c]!, grid[r + 1]![c]!, COLUMN_STREETS[c]!, r);
  }
  edges = thin(edges, rng.derive('thin'));

  // The motorway runs between rows, offset half a column so it never shares a point with a street.
  const motorway = Array.from({ length: GRID.columns - 1 }, (_, k) =>
    addNode(k + 0.5, MOTORWAY.rowOffset, 0.0001),
  );
  motorway.slice(1).forEach((node, k) => {
    edges.push({
      from: motorway[k]!,
      to: node,
      name: MOTORWAY.name,
      highway: 'motorway',
      street: MOTORWAY.name,
      order: k,
    });
  });
  for (const column of MOTORWAY.rampColumns) {
    const ramp = motorway[Math.min(column, motorway.length - 1)]!;
    const rampName = `${MOTORWAY.name} ramp`;
    edges.push({
      from: grid[3]![column]!,
      to: ramp,
      name: rampName,
      highway: 'motorway_link',
      street: `${rampName} ${column}`,
      order: 0,
    });
  }

  const trail = Array.from({ length: RIVER_TRAIL.toColumn - RIVER_TRAIL.fromColumn + 1 }, (_, k) =>
    addNode(RIVER_TRAIL.fromColumn + k, RIVER_TRAIL.rowOffset, 0.0002),
  );
  trail.slice(1).forEach((node, k) => {
    edges.push({
      from: trail[k]!,
      to: node,
      name: RIVER_TRAIL.name,
      highway: 'cycleway',
      street: RIVER_TRAIL.name,
      order: k,
    });
  });
  trail.forEach((node, k) => {
    if (k % RIVER_TRAIL.joinEvery !== 0) return;
    const street = `${RIVER_TRAIL.name} connector ${k}`;
    edges.push({
      from: grid[GRID.rows - 1]![node.column]!,
      to: node,
      name: RIVER_TRAIL.name,
      highway: 'cycleway',
      street,
      order: 0,
    });
  });

  writeNetwork(db, nodes, edges, ids, stamp);
  return { nodes, edges };
}

/**
 * Removes residential segments at random, keeping a removal only if walkers still reach every node
 * and drivers every node that has a street (park interiors have footpaths only).
 */
function thin(edges: RoadEdge[], rng: Rng): RoadEdge[] {
  const roads = (list: readonly RoadEdge[]) => list.filter((e) => e.highway !== 'footway');
  const allNodes = nodesOf(edges);
  const streetNodes = nodesOf(roads(edges));
  let kept = edges;
  for (const edge of edges) {
    if (edge.highway !== 'residential' || !rng.chance(REMOVAL_RATE)) continue;
    const candidate = kept.filter((e) => e !== edge);
    if (reaches(candidate, allNodes) && reaches(roads(candidate), streetNodes)) kept = candidate;
  }
  return kept;
}

function nodesOf(edges: readonly RoadEdge[]): Set<number> {
  return new Set(edges.flatMap((e) => [e.from.id, e.to.id]));
}

/** Whether the edges connect all of `nodes` into one component. */
function reaches(edges: readonly RoadEdge[], nodes: ReadonlySet<number>): boolean {
  const adjacency = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const list = adjacency.get(a);
    if (list) list.push(b);
    else adjacency.set(a, [b]);
  };
  for (const e of edges) {
    link(e.from.id, e.to.id);
    link(e.to.id, e.from.id);
  }
  const [start] = nodes;
  if (start === undefined) return true;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of adjacency.get(queue.pop()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...nodes].every((n) => seen.has(n));
}

/** Groups consecutive segments of a street into ways of up to SEGMENTS_PER_WAY and writes everything. */
function writeNetwork(
  db: Database.Database,
  nodes: RoadNode[],
  edges: RoadEdge[],
  ids: IdPool,
  stamp: EditStamp,
): void {
  const insertNode = db.prepare('INSERT INTO nodes (id, lat, lon) VALUES (?, ?, ?)');
  for (const n of nodes) insertNode.run(n.id, n.lat, n.lon);
  const insertWay = db.prepare(
    'INSERT INTO ways (id, name, highway, maxspeed, version, user, timestamp) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertWayNode = db.prepare('INSERT INTO way_nodes (way_id, seq, node_id) VALUES (?, ?, ?)');
  const byStreet = new Map<string, RoadEdge[]>();
  for (const e of edges) {
    const list = byStreet.get(e.street);
    if (list) list.push(e);
    else byStreet.set(e.street, [e]);
  }
  for (const streetEdges of byStreet.values()) {
    streetEdges.sort((a, b) => a.order - b.order);
    let run: RoadEdge[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const first = run[0]!;
      const wayId = ids.wayId();
      const edit = stamp();
      insertWay.run(
        wayId,
        first.name,
        first.highway,
        MAXSPEED[first.highway] ?? null,
        edit.version,
        edit.user,
        edit.timestamp,
      );
      for (const [seq, node] of [first.from, ...run.map((e) => e.to)].entries())
        insertWayNode.run(wayId, seq, node.id);
      run = [];
    };
    for (const edge of streetEdges) {
      const previous = run[run.length - 1];
      // A gap (removed segment) or a full way starts a new way.
      if (previous && (previous.to !== edge.from || run.length >= SEGMENTS_PER_WAY)) flush();
      run.push(edge);
    }
    flush();
  }
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
