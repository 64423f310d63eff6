// Questions about what is near a place or in a neighbourhood, like WebArena's "Tell me the closest
// cafe(s) to CMU Hunt library" and "Where is the nearest pharmacy … I can walk within 20mins": the
// place page's "Search nearby" form, its radius filter and the category searches answer them.
import { exit } from '../../oracle/actions.js';
import { clickElement, scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { CATEGORIES } from '../data/categories.js';
import { NEIGHBOURHOODS } from '../data/city-layout.js';
import { RADIUS_OPTIONS } from '../map-urls.js';
import {
  findablePlaces,
  MAP,
  MAP_DB,
  MODE_PHRASES,
  mapPlaces,
  nearbyCategories,
  nearestOfCategory,
  shownRoute,
} from './map-data.js';
import {
  firstResult,
  openPlace,
  resultCount,
  routeSummary,
  routeWith,
  searchMapFor,
  searchNearby,
} from './map-steps.js';

type NearestVars = { category: string; place: string };

export const closestOfCategory = defineTemplate<NearestVars>({
  key: 'map/closest-category',
  id: 7020,
  sites: ['map'],
  intentTemplate: 'Tell me the closest {{category}} to {{place}}.',
  complexity: 2,
  counts: { test: 1, train: 15 },
  instances: ({ db }) => {
    const map = db(MAP_DB);
    return findablePlaces(map).flatMap((anchor) =>
      nearbyCategories().flatMap(({ category, option, singular }) => {
        const [first, second] = nearestOfCategory(map, anchor, category.key);
        // A clear winner within reach, so "closest" has one answer.
        if (!first || first.meters > 3000 || (second && second.meters - first.meters < 100)) return [];
        return [
          {
            vars: { category: singular, place: anchor.name },
            startUrl: MAP,
            eval: stringMatchEval({ must_include: [first.place.name] }),
            oracle: { option },
          },
        ];
      }),
    );
  },
  *solve(task, first) {
    const { place } = task.instantiation_dict as NearestVars;
    const results = yield* searchNearby(yield* openPlace(first, place), String(task.webrl!.oracle!.option));
    const [nearest] = yield* scrollUntil(results, firstResult, 'the first result');
    yield exit(nearest.text);
  },
});

type WithinVars = { categories: string; radius: string; place: string };

export const countWithin = defineTemplate<WithinVars>({
  key: 'map/count-within',
  id: 7021,
  sites: ['map'],
  intentTemplate: 'How many {{categories}} are there within {{radius}} of {{place}}?',
  complexity: 3,
  counts: { test: 1, train: 15 },
  instances: ({ db, rng }) => {
    const map = db(MAP_DB);
    const radii = RADIUS_OPTIONS.filter(([value]) => ['0.5', '1', '2'].includes(value));
    return findablePlaces(map).flatMap((anchor) =>
      nearbyCategories().flatMap(({ category, option }) => {
        const [value, label] = rng.pick(radii);
        const meters = Number(value) * 1000;
        const distances = nearestOfCategory(map, anchor, category.key).map((n) => n.meters);
        const count = distances.filter((d) => d <= meters).length;
        // Nothing near the edge of the circle, so a rounding can never change the count.
        if (count === 0 || distances.some((d) => Math.abs(d - meters) < 40)) return [];
        return [
          {
            vars: { categories: category.plural, radius: label, place: anchor.name },
            startUrl: MAP,
            eval: stringMatchEval({ must_include: [String(count)] }),
            oracle: { option },
          },
        ];
      }),
    );
  },
  *solve(task, first) {
    const { place, radius } = task.instantiation_dict as WithinVars;
    const results = yield* searchNearby(
      yield* openPlace(first, place),
      String(task.webrl!.oracle!.option),
      radius,
    );
    const [count] = yield* scrollUntil(results, resultCount, 'the result count');
    yield exit(count);
  },
});

export const walkToNearest = defineTemplate<NearestVars>({
  key: 'map/walk-to-nearest',
  id: 7022,
  sites: ['map'],
  intentTemplate: 'What is the walking distance from {{place}} to the nearest {{category}}?',
  complexity: 3,
  counts: { test: 1, train: 15 },
  instances: ({ db, rng }) => {
    const map = db(MAP_DB);
    const combos = findablePlaces(map).flatMap((anchor) => nearbyCategories().map((c) => ({ anchor, ...c })));
    // Routing every combination is slow; a seeded sample of them gives plenty of instances.
    return rng.sample(combos, 150).flatMap(({ anchor, category, option, singular }) => {
      const [first, second] = nearestOfCategory(map, anchor, category.key);
      if (!first || first.meters > 2500 || (second && second.meters - first.meters < 150)) return [];
      const walk = shownRoute(map, 'foot', anchor, first.place);
      const other = second && shownRoute(map, 'foot', anchor, second.place);
      // The nearest as the crow flies must also be the nearest on foot.
      if (!walk || (other && other.meters <= walk.meters)) return [];
      return [
        {
          vars: { place: anchor.name, category: singular },
          startUrl: MAP,
          eval: stringMatchEval({ must_include: [walk.distance] }),
          oracle: { option },
        },
      ];
    });
  },
  *solve(task, first) {
    const { place } = task.instantiation_dict as NearestVars;
    const results = yield* searchNearby(yield* openPlace(first, place), String(task.webrl!.oracle!.option));
    const [nearest, list] = yield* scrollUntil(results, firstResult, 'the first result');
    const nearestPage = yield* clickElement(list, { role: 'link', text: nearest.text });
    const form = yield* clickElement(nearestPage, { role: 'link', text: 'Directions to here' });
    const route = yield* routeWith(form, { from: place }, MODE_PHRASES.foot.engine);
    yield exit(routeSummary(route).distance);
  },
});

type NeighbourhoodVars = { categories: string; neighbourhood: string };

export const countInNeighbourhood = defineTemplate<NeighbourhoodVars>({
  key: 'map/count-in-neighbourhood',
  id: 7023,
  sites: ['map'],
  intentTemplate: 'How many {{categories}} in {{neighbourhood}} does the map list?',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db }) => {
    const places = mapPlaces(db(MAP_DB));
    return CATEGORIES.flatMap((category) =>
      Object.values(NEIGHBOURHOODS).flatMap(({ name }) => {
        const count = places.filter((p) => p.category === category.key && p.neighbourhood === name).length;
        return count === 0
          ? []
          : [
              {
                vars: { categories: category.plural, neighbourhood: name },
                startUrl: MAP,
                eval: stringMatchEval({ must_include: [String(count)] }),
              },
            ];
      }),
    );
  },
  *solve(task, first) {
    const { categories, neighbourhood } = task.instantiation_dict as NeighbourhoodVars;
    const results = yield* searchMapFor(first, `${categories} in ${neighbourhood}`);
    const [count] = yield* scrollUntil(results, resultCount, 'the result count');
    yield exit(count);
  },
});
