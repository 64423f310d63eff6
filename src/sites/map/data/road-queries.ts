// Reading roads from the map database for the element pages and the API: a way with its nodes, a
// node with the ways through it, and everything inside a bounding box.
import type { SiteDb } from '../../data/site-db.js';

export interface WayRow {
  id: number;
  name: string;
  highway: string;
  maxspeed: string | null;
  version: number;
  user: string;
  timestamp: string;
}

export interface NodeRow {
  id: number;
  lat: number;
  lon: number;
}

/** A road way and its nodes in order, or undefined. */
export function roadWay(db: SiteDb, id: number): { way: WayRow; nodes: NodeRow[] } | undefined {
  const way = db.get<WayRow>('SELECT * FROM ways WHERE id = ?', id);
  if (!way) return undefined;
  const nodes = db.all<NodeRow>(
    'SELECT n.id, n.lat, n.lon FROM way_nodes wn JOIN nodes n ON n.id = wn.node_id WHERE wn.way_id = ? ORDER BY wn.seq',
    id,
  );
  return { way, nodes };
}

/** A road node and the ways that pass through it, or undefined. */
export function roadNode(db: SiteDb, id: number): { node: NodeRow; ways: WayRow[] } | undefined {
  const node = db.get<NodeRow>('SELECT id, lat, lon FROM nodes WHERE id = ?', id);
  if (!node) return undefined;
  const ways = db.all<WayRow>(
    'SELECT DISTINCT w.* FROM way_nodes wn JOIN ways w ON w.id = wn.way_id WHERE wn.node_id = ? ORDER BY w.name, w.id',
    id,
  );
  return { node, ways };
}

/** Road nodes inside a box, and the ways that touch them with all their node ids. */
export function roadsInBox(
  db: SiteDb,
  box: { west: number; south: number; east: number; north: number },
): { nodes: NodeRow[]; ways: (WayRow & { nodeIds: number[] })[] } {
  const nodes = db.all<NodeRow>(
    'SELECT id, lat, lon FROM nodes WHERE lat BETWEEN ? AND ? AND lon BETWEEN ? AND ? ORDER BY id',
    box.south,
    box.north,
    box.west,
    box.east,
  );
  const ways = db.all<WayRow>(
    `SELECT DISTINCT w.* FROM ways w JOIN way_nodes wn ON wn.way_id = w.id JOIN nodes n ON n.id = wn.node_id
     WHERE n.lat BETWEEN ? AND ? AND n.lon BETWEEN ? AND ? ORDER BY w.id`,
    box.south,
    box.north,
    box.west,
    box.east,
  );
  return {
    nodes,
    ways: ways.map((w) => ({
      ...w,
      nodeIds: db
        .all<{ node_id: number }>('SELECT node_id FROM way_nodes WHERE way_id = ? ORDER BY seq', w.id)
        .map((r) => r.node_id),
    })),
  };
}
