// Navigation on the map, checked the way WebArena checks its map tasks: the directions form's
// fields and engine (`[name="route_from"]`, `select.routing_engines`), the `#sidebar_content` of a
// place page, and the URL of a "near" search (`/search?query=hotels%20near%20…`).
import type { ProgramHtmlCheck } from '../../../core/index.js';
import { exit } from '../../oracle/actions.js';
import { clickElement, scrollUntil } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval, urlAndProgramHtmlEval, urlMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { placePath } from '../data/place-queries.js';
import { TRAVEL_MODES, type TravelMode } from '../data/road-graph.js';
import { directionsPath, searchPath } from '../map-urls.js';
import {
  findablePlaces,
  MAP,
  MAP_DB,
  MODE_PHRASES,
  nearbyCategories,
  nearestOfCategory,
  placePairs,
  routePoint,
} from './map-data.js';
import { firstResult, openDirections, openPlace, routeWith, searchNearby } from './map-steps.js';

/** WebArena's checks of the directions form: both ends and the engine's index (1 = car). */
function directionsChecks(from: string, to: string, mode: TravelMode): ProgramHtmlCheck[] {
  const field = (name: string) => `document.querySelector('[name="${name}"]').value`;
  return [
    { url: 'last', locator: field('route_from'), required_contents: { must_include: [from, 'Pittsburgh'] } },
    { url: 'last', locator: field('route_to'), required_contents: { must_include: [to, 'Pittsburgh'] } },
    {
      url: 'last',
      locator: 'document.querySelector("div#content select.routing_engines").selectedIndex',
      required_contents: { exact_match: String(MODE_PHRASES[mode].engineIndex) },
    },
  ];
}

type DirectionsVars = { from: string; to: string; by: string };

export const showDirections = defineTemplate<DirectionsVars>({
  key: 'map/show-directions',
  id: 7030,
  sites: ['map'],
  intentTemplate: 'Get directions from {{from}} to {{to}} {{by}}.',
  complexity: 3,
  counts: { test: 2, train: 15 },
  instances: ({ db, rng }) =>
    placePairs(findablePlaces(db(MAP_DB)), rng, 80).map(([from, to]) => {
      const mode = rng.pick(TRAVEL_MODES);
      return {
        vars: { from: from.name, to: to.name, by: MODE_PHRASES[mode].by },
        startUrl: MAP,
        eval: urlAndProgramHtmlEval(
          `${MAP}${directionsPath(mode, routePoint(from), routePoint(to))}`,
          ...directionsChecks(from.name, to.name, mode),
        ),
        oracle: { mode },
      };
    }),
  *solve(task, first) {
    const { from, to } = task.instantiation_dict as DirectionsVars;
    const form = yield* openDirections(first);
    yield* routeWith(form, { from, to }, MODE_PHRASES[task.webrl!.oracle!.mode as TravelMode].engine);
    yield exit('');
  },
});

type PlaceVars = { place: string };

export const openPlacePage = defineTemplate<PlaceVars>({
  key: 'map/open-place',
  id: 7031,
  sites: ['map'],
  intentTemplate: 'Pull up the description page of {{place}} on Map.',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    findablePlaces(db(MAP_DB)).map((p) => ({
      vars: { place: p.name },
      startUrl: MAP,
      eval: urlAndProgramHtmlEval(`${MAP}${placePath(p)}`, {
        url: 'last',
        locator: outerTextOf('#sidebar_content'),
        required_contents: { must_include: [p.name] },
      }),
    })),
  *solve(task, first) {
    yield* openPlace(first, (task.instantiation_dict as PlaceVars).place);
    yield exit('');
  },
});

type AroundVars = { category: string; place: string };

export const findAround = defineTemplate<AroundVars>({
  key: 'map/find-around',
  id: 7032,
  sites: ['map'],
  intentTemplate: 'Find the {{category}} around {{place}}.',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db }) => {
    const map = db(MAP_DB);
    return findablePlaces(map).flatMap((anchor) =>
      nearbyCategories()
        .filter(({ category }) => nearestOfCategory(map, anchor, category.key)[0]!.meters <= 1500)
        .map(({ category, option, singular }) => ({
          vars: { category: singular, place: anchor.name },
          startUrl: MAP,
          // Typing the singular into the search box finds the same places, so both spellings count.
          eval: urlMatchEval(
            `${MAP}${searchPath(`${category.plural} near ${anchor.name}`)}`,
            `${MAP}${searchPath(`${singular} near ${anchor.name}`)}`,
          ),
          oracle: { option },
        })),
    );
  },
  *solve(task, first) {
    const { place } = task.instantiation_dict as AroundVars;
    yield* searchNearby(yield* openPlace(first, place), String(task.webrl!.oracle!.option));
    yield exit('');
  },
});

type NearestVars = { category: string; place: string };

export const routeToNearest = defineTemplate<NearestVars>({
  key: 'map/route-to-nearest',
  id: 7033,
  sites: ['map'],
  intentTemplate: 'Show me the walking route from {{place}} to the nearest {{category}}.',
  complexity: 3,
  testOnly: true,
  counts: { test: 2 },
  instances: ({ db }) => {
    const map = db(MAP_DB);
    return findablePlaces(map).flatMap((anchor) =>
      nearbyCategories().flatMap(({ category, option, singular }) => {
        const [first, second] = nearestOfCategory(map, anchor, category.key);
        if (!first || first.meters > 2000 || (second && second.meters - first.meters < 150)) return [];
        return [
          {
            vars: { place: anchor.name, category: singular },
            startUrl: MAP,
            eval: programHtmlEval(...directionsChecks(anchor.name, first.place.name, 'foot')),
            oracle: { option },
          },
        ];
      }),
    );
  },
  *solve(task, first) {
    const { place } = task.instantiation_dict as NearestVars;
    const results = yield* searchNearby(yield* openPlace(first, place), String(task.webrl!.oracle!.option));
    const [nearest, list] = yield* scrollUntil(results, firstResult, 'the first result');
    const nearestPage = yield* clickElement(list, { role: 'link', text: nearest.text });
    const form = yield* clickElement(nearestPage, { role: 'link', text: 'Directions to here' });
    yield* routeWith(form, { from: place }, MODE_PHRASES.foot.engine);
    yield exit('');
  },
});
