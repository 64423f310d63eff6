import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePristineDatabase } from '../../data/pristine-cache.js';
import { Rng } from '../../data/rng.js';
import { SiteDb } from '../../data/site-db.js';
import { mapDatabase } from './map-database.js';
import { MinHeap } from './min-heap.js';
import { type RoadGraph, roadGraph, TRAVEL_MODES, type TravelMode, travelSeconds } from './road-graph.js';
import { computeRoute, type Route } from './route.js';
import { formatDistance, formatDuration, turnByTurn } from './route-format.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-map-route-'));
let db: SiteDb;
let graph: RoadGraph;

beforeAll(() => {
  db = SiteDb.open(ensurePristineDatabase(mapDatabase, { dataDir, seed: 0 }), { readonly: true });
  graph = roadGraph(db);
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Shortest travel times from `source` by plain Bellman–Ford relaxation over every segment. */
function bellmanFord(mode: TravelMode, source: number): Map<number, number> {
  const times = new Map([[source, 0]]);
  for (let round = 0; round < graph.nodes.size; round++) {
    let changed = false;
    for (const edge of graph.edges) {
      const step = travelSeconds(mode, edge.highway, edge.lengthM);
      if (step === undefined) continue;
      for (const [from, to] of [
        [edge.a, edge.b],
        [edge.b, edge.a],
      ] as const) {
        const reached = times.get(from);
        if (reached !== undefined && reached + step < (times.get(to) ?? Number.POSITIVE_INFINITY) - 1e-9) {
          times.set(to, reached + step);
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return times;
}

describe('computeRoute', () => {
  it('finds the same fastest times between intersections as a plain Bellman–Ford', () => {
    const rng = new Rng(3);
    const streetNodes = [...new Set(graph.edges.filter((e) => e.highway === 'residential').map((e) => e.a))];
    for (const mode of TRAVEL_MODES) {
      const source = rng.pick(streetNodes);
      const times = bellmanFord(mode, source);
      for (const target of rng.sample(streetNodes, 6)) {
        if (target === source) continue;
        const route = computeRoute(graph, mode, graph.nodes.get(source)!, graph.nodes.get(target)!)!;
        expect(route.seconds, `${mode} ${source}→${target}`).toBeCloseTo(times.get(target)!, 6);
      }
    }
  });

  it('is as fast either way and its legs join up end to end', () => {
    const places = db.all<{ lat: number; lon: number }>('SELECT lat, lon FROM places ORDER BY name LIMIT 12');
    for (const mode of TRAVEL_MODES) {
      for (let i = 0; i + 1 < places.length; i += 2) {
        const there = computeRoute(graph, mode, places[i]!, places[i + 1]!)!;
        const back = computeRoute(graph, mode, places[i + 1]!, places[i]!)!;
        expect(back.seconds).toBeCloseTo(there.seconds, 6);
        for (let k = 1; k < there.legs.length; k++) {
          expect(there.legs[k]!.from).toEqual(there.legs[k - 1]!.to);
        }
      }
    }
  });

  it('keeps cars off footpaths and walkers off the motorway', () => {
    const places = db.all<{ lat: number; lon: number }>('SELECT lat, lon FROM places ORDER BY name');
    const rng = new Rng(5);
    for (let i = 0; i < 20; i++) {
      const [a, b] = rng.sample(places, 2) as [(typeof places)[0], (typeof places)[0]];
      expect(
        computeRoute(graph, 'car', a, b)!.legs.some((l) => ['footway', 'cycleway'].includes(l.highway)),
      ).toBe(false);
      expect(computeRoute(graph, 'foot', a, b)!.legs.some((l) => l.highway.startsWith('motorway'))).toBe(
        false,
      );
    }
  });
});

describe('route wording', () => {
  it('formats distances and times as openstreetmap.org does', () => {
    expect([
      formatDistance(653.4),
      formatDistance(1449),
      formatDistance(9940),
      formatDistance(12_400),
    ]).toEqual(['653m', '1.4km', '9.9km', '12km']);
    expect([formatDuration(29), formatDuration(780), formatDuration(6330), formatDuration(3599)]).toEqual([
      '0:00',
      '0:13',
      '1:46',
      '1:00',
    ]);
  });

  it('merges legs on one street and words the turns between streets', () => {
    const leg = (name: string, from: [number, number], to: [number, number], meters: number) => ({
      name,
      highway: 'residential' as const,
      from: { lat: from[0], lon: from[1] },
      to: { lat: to[0], lon: to[1] },
      meters,
      seconds: meters,
    });
    // East along Forbes, then north (a left turn), then east again (a right turn).
    const route: Route = {
      mode: 'car',
      meters: 1500,
      seconds: 1500,
      legs: [
        leg('Forbes Avenue', [40.44, -79.96], [40.44, -79.955], 400),
        leg('Forbes Avenue', [40.44, -79.955], [40.44, -79.95], 400),
        leg('Craig Street', [40.44, -79.95], [40.445, -79.95], 500),
        leg('Centre Avenue', [40.445, -79.95], [40.445, -79.945], 200),
      ],
    };
    expect(turnByTurn(route).map((s) => [s.instruction, s.meters])).toEqual([
      ['Start on Forbes Avenue', 800],
      ['Turn left onto Craig Street', 500],
      ['Turn right onto Centre Avenue', 200],
      ['Reach destination', 0],
    ]);
  });
});

describe('MinHeap', () => {
  it('pops pairs in order of key, then id', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.nat(1000))), (pairs) => {
        const heap = new MinHeap();
        for (const [key, id] of pairs) heap.push(key, id);
        const popped: [number, number][] = [];
        for (let next = heap.pop(); next; next = heap.pop()) popped.push([next.key, next.id]);
        const sorted = [...pairs].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(popped).toEqual(sorted);
      }),
    );
  });
});
