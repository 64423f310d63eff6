// Travel time and distance between two places by car, bike or on foot, read from the directions
// panel, like WebArena's "How long does it take to walk from … to …?" and "Check if … can be reached
// in one hour by car"; plus a comparison of two destinations (test only).
import type { Rng } from '../../data/rng.js';
import type { SiteDb } from '../../data/site-db.js';
import { exit } from '../../oracle/actions.js';
import { OracleError } from '../../oracle/solver.js';
import { stringMatchEval, yesOrNoEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import type { PlaceRow } from '../data/place-queries.js';
import { TRAVEL_MODES, type TravelMode } from '../data/road-graph.js';
import {
  findablePlaces,
  MAP,
  MAP_DB,
  MODE_PHRASES,
  minutesOf,
  placePairs,
  type ShownRoute,
  shownRoute,
} from './map-data.js';
import { openDirections, routeSummary, routeWith } from './map-steps.js';

type TripVars = { from: string; to: string; mode: string };

/** Pairs of places with the route the page shows for a mode (at least 600 m, so never trivial). */
function trips(db: SiteDb, rng: Rng, count: number) {
  const places = findablePlaces(db);
  return placePairs(places, rng, count).flatMap(([from, to]) => {
    const mode = rng.pick(TRAVEL_MODES);
    const route = shownRoute(db, mode, from, to);
    return route && route.meters >= 600 ? [{ from, to, mode, route }] : [];
  });
}

/** Opens the directions form, routes between the two places and returns the summary. */
function* routeTrip(first: Parameters<typeof openDirections>[0], from: string, to: string, mode: TravelMode) {
  const form = yield* openDirections(first);
  const page = yield* routeWith(form, { from, to }, MODE_PHRASES[mode].engine);
  return routeSummary(page);
}

export const travelTime = defineTemplate<TripVars>({
  key: 'map/travel-time',
  id: 7010,
  sites: ['map'],
  intentTemplate: 'How long does it take to {{mode}} from {{from}} to {{to}}?',
  complexity: 2,
  counts: { test: 2, train: 15 },
  instances: ({ db, rng }) =>
    trips(db(MAP_DB), rng, 80).map(({ from, to, mode, route }) => ({
      vars: { from: from.name, to: to.name, mode: MODE_PHRASES[mode].verb },
      startUrl: MAP,
      eval: stringMatchEval({ must_include: [route.time] }),
      oracle: { mode },
    })),
  *solve(task, first) {
    const { from, to } = task.instantiation_dict as TripVars;
    const summary = yield* routeTrip(first, from, to, task.webrl!.oracle!.mode as TravelMode);
    yield exit(summary.time);
  },
});

export const travelDistance = defineTemplate<TripVars>({
  key: 'map/travel-distance',
  id: 7011,
  sites: ['map'],
  intentTemplate: 'What is the {{mode}} distance from {{from}} to {{to}}?',
  complexity: 2,
  counts: { test: 1, train: 15 },
  instances: ({ db, rng }) =>
    trips(db(MAP_DB), rng, 80).map(({ from, to, mode, route }) => ({
      vars: { from: from.name, to: to.name, mode: MODE_PHRASES[mode].adjective },
      startUrl: MAP,
      eval: stringMatchEval({ must_include: [route.distance] }),
      oracle: { mode },
    })),
  *solve(task, first) {
    const { from, to } = task.instantiation_dict as TripVars;
    const summary = yield* routeTrip(first, from, to, task.webrl!.oracle!.mode as TravelMode);
    yield exit(summary.distance);
  },
});

type LimitVars = TripVars & { minutes: number };

const LIMITS = [10, 15, 20, 30, 45, 60];

export const reachableWithin = defineTemplate<LimitVars>({
  key: 'map/reachable-within',
  id: 7012,
  sites: ['map'],
  intentTemplate: 'Can I {{mode}} from {{from}} to {{to}} in under {{minutes}} minutes? Answer yes or no.',
  complexity: 3,
  testOnly: true,
  counts: { test: 3 },
  instances: ({ db, rng }) =>
    trips(db(MAP_DB), rng, 60).flatMap(({ from, to, mode, route }) => {
      const minutes = minutesOf(route.time);
      // A limit well clear of the route's time, so rounding can never flip the answer.
      // Yes and no equally often: draw the answer, then a limit that gives it.
      const wantYes = rng.chance(0.5);
      const limits = LIMITS.filter((limit) => Math.abs(limit - minutes) >= 3 && minutes < limit === wantYes);
      if (limits.length === 0) return [];
      const limit = rng.pick(limits);
      return [
        {
          vars: { from: from.name, to: to.name, mode: MODE_PHRASES[mode].verb, minutes: limit },
          startUrl: MAP,
          eval: yesOrNoEval(minutes < limit),
          oracle: { mode },
        },
      ];
    }),
  *solve(task, first) {
    const { from, to, minutes } = task.instantiation_dict as LimitVars;
    const summary = yield* routeTrip(first, from, to, task.webrl!.oracle!.mode as TravelMode);
    yield exit(minutesOf(summary.time) < Number(minutes) ? 'yes' : 'no');
  },
});

type CompareVars = { origin: string; a: string; b: string; by: string };

export const quickerDestination = defineTemplate<CompareVars>({
  key: 'map/quicker-destination',
  id: 7013,
  sites: ['map'],
  intentTemplate: 'Starting from {{origin}}, which takes less time to reach {{by}}: {{a}} or {{b}}?',
  complexity: 3,
  testOnly: true,
  counts: { test: 2 },
  instances: ({ db, rng }) => {
    const map = db(MAP_DB);
    const places = findablePlaces(map);
    const out: {
      vars: CompareVars;
      startUrl: string;
      eval: ReturnType<typeof stringMatchEval>;
      oracle: { mode: string };
    }[] = [];
    for (let attempt = 0; attempt < 200 && out.length < 30; attempt++) {
      const [origin, a, b] = rng.sample(places, 3) as [PlaceRow, PlaceRow, PlaceRow];
      const mode = rng.pick(TRAVEL_MODES);
      const toA = shownRoute(map, mode, origin, a);
      const toB = shownRoute(map, mode, origin, b);
      if (!toA || !toB || Math.abs(minutesOf(toA.time) - minutesOf(toB.time)) < 2) continue;
      out.push({
        vars: { origin: origin.name, a: a.name, b: b.name, by: MODE_PHRASES[mode].by },
        startUrl: MAP,
        eval: stringMatchEval({ must_include: [quicker(toA, toB) === 'a' ? a.name : b.name] }),
        oracle: { mode },
      });
    }
    return out;
  },
  *solve(task, first) {
    const { origin, a, b } = task.instantiation_dict as CompareVars;
    const engine = MODE_PHRASES[task.webrl!.oracle!.mode as TravelMode].engine;
    const form = yield* openDirections(first);
    const pageA = yield* routeWith(form, { from: origin, to: a }, engine);
    const toA = routeSummary(pageA);
    const toB = routeSummary(yield* routeWith(pageA, { to: b }, engine));
    if (minutesOf(toA.time) === minutesOf(toB.time)) throw new OracleError(`both routes take ${toA.time}`);
    yield exit(minutesOf(toA.time) < minutesOf(toB.time) ? a : b);
  },
});

function quicker(toA: ShownRoute, toB: ShownRoute): 'a' | 'b' {
  return minutesOf(toA.time) < minutesOf(toB.time) ? 'a' : 'b';
}
