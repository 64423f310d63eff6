// Shortest-time routes on the road graph (Dijkstra, as OSRM computes fastest routes): both ends are
// snapped onto the nearest road the mode may use, and the route is returned as legs along streets,
// from which the directions page builds its summary and turn-by-turn list. Deterministic: ties go
// to the lower node id.
import { interpolate, type LatLon, projectOntoSegment } from './geo.js';
import { MinHeap } from './min-heap.js';
import { type GraphEdge, type RoadGraph, type TravelMode, travelSeconds } from './road-graph.js';

/** A stretch of one road segment (possibly part of it). */
export interface RouteLeg {
  name: string;
  highway: GraphEdge['highway'];
  from: LatLon;
  to: LatLon;
  meters: number;
  seconds: number;
}

/** A computed route. */
export interface Route {
  mode: TravelMode;
  meters: number;
  seconds: number;
  legs: RouteLeg[];
}

interface Snap {
  edge: GraphEdge;
  fraction: number;
  point: LatLon;
}

/** The nearest point of a road the mode may use. */
export function snapToRoad(graph: RoadGraph, mode: TravelMode, point: LatLon): Snap | undefined {
  let best: (Snap & { offset: number }) | undefined;
  for (const edge of graph.edges) {
    if (travelSeconds(mode, edge.highway, 1) === undefined) continue;
    const a = graph.nodes.get(edge.a)!;
    const b = graph.nodes.get(edge.b)!;
    const projection = projectOntoSegment(point, a, b);
    if (!best || projection.offsetMeters < best.offset - 1e-9) {
      best = {
        edge,
        fraction: projection.fraction,
        point: interpolate(a, b, projection.fraction),
        offset: projection.offsetMeters,
      };
    }
  }
  return best && { edge: best.edge, fraction: best.fraction, point: best.point };
}

/** The fastest route from `from` to `to`, or undefined when no road the mode may use connects them. */
export function computeRoute(
  graph: RoadGraph,
  mode: TravelMode,
  from: LatLon,
  to: LatLon,
): Route | undefined {
  const start = snapToRoad(graph, mode, from);
  const end = snapToRoad(graph, mode, to);
  if (!start || !end) return undefined;
  const cost = (edge: GraphEdge, meters: number) => travelSeconds(mode, edge.highway, meters)!;
  const partial = (snap: Snap, toward: number): RouteLeg => {
    const node = snap.edge.a === toward ? snap.edge.a : snap.edge.b;
    const share = node === snap.edge.a ? snap.fraction : 1 - snap.fraction;
    const meters = share * snap.edge.lengthM;
    return leg(snap.edge, snap.point, graph.nodes.get(node)!, meters, cost(snap.edge, meters));
  };

  // Dijkstra over nodes, seeded with the two ends of the start segment.
  const seconds = new Map<number, number>();
  const previous = new Map<number, GraphEdge | null>();
  const done = new Set<number>();
  const queue = new MinHeap();
  for (const node of [start.edge.a, start.edge.b]) {
    const first = partial(start, node).seconds;
    if (first < (seconds.get(node) ?? Number.POSITIVE_INFINITY)) {
      seconds.set(node, first);
      previous.set(node, null);
      queue.push(first, node);
    }
  }
  for (let next = queue.pop(); next; next = queue.pop()) {
    const current = next.id;
    if (done.has(current)) continue;
    done.add(current);
    for (const edge of graph.edgesAt.get(current) ?? []) {
      const step = travelSeconds(mode, edge.highway, edge.lengthM);
      if (step === undefined) continue;
      const neighbour = edge.a === current ? edge.b : edge.a;
      const time = seconds.get(current)! + step;
      if (time < (seconds.get(neighbour) ?? Number.POSITIVE_INFINITY) - 1e-9) {
        seconds.set(neighbour, time);
        previous.set(neighbour, edge);
        queue.push(time, neighbour);
      }
    }
  }

  // Best way into the end segment, or straight along it when both ends share a segment.
  let best: { seconds: number; legs: RouteLeg[] } | undefined;
  if (start.edge === end.edge) {
    const meters = Math.abs(end.fraction - start.fraction) * start.edge.lengthM;
    best = {
      seconds: cost(start.edge, meters),
      legs: [leg(start.edge, start.point, end.point, meters, cost(start.edge, meters))],
    };
  }
  for (const node of [end.edge.a, end.edge.b]) {
    const reached = seconds.get(node);
    if (reached === undefined) continue;
    const last = partial(end, node);
    const total = reached + last.seconds;
    if (!best || total < best.seconds - 1e-9) {
      const lastLeg = { ...last, from: last.to, to: last.from };
      best = { seconds: total, legs: [...pathTo(graph, node, start, previous, partial, cost), lastLeg] };
    }
  }
  if (!best) return undefined;
  const legs = best.legs.filter((l) => l.meters > 0.5);
  return {
    mode,
    meters: legs.reduce((sum, l) => sum + l.meters, 0),
    seconds: legs.reduce((sum, l) => sum + l.seconds, 0),
    legs,
  };
}

/** The legs from the start point to `node`, following Dijkstra's predecessor edges back. */
function pathTo(
  graph: RoadGraph,
  node: number,
  start: Snap,
  previous: ReadonlyMap<number, GraphEdge | null>,
  partial: (snap: Snap, toward: number) => RouteLeg,
  cost: (edge: GraphEdge, meters: number) => number,
): RouteLeg[] {
  const legs: RouteLeg[] = [];
  let current = node;
  for (;;) {
    const edge = previous.get(current);
    if (edge === null || edge === undefined) break;
    const other = edge.a === current ? edge.b : edge.a;
    legs.push(
      leg(edge, graph.nodes.get(other)!, graph.nodes.get(current)!, edge.lengthM, cost(edge, edge.lengthM)),
    );
    current = other;
  }
  legs.push(partial(start, current));
  return legs.reverse();
}

function leg(edge: GraphEdge, from: LatLon, to: LatLon, meters: number, seconds: number): RouteLeg {
  return { name: edge.name, highway: edge.highway, from, to, meters, seconds };
}
