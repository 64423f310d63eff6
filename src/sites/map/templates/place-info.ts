// Information seeking about one place, answered from its search result or its page's tags, like
// WebArena's map intents ("What is the zip code of Chatham University?", "What is the phone number
// of Western Pennsylvania Hospital").
import { exit } from '../../oracle/actions.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { formatCoordinates, type PlaceRow } from '../data/place-queries.js';
import { findablePlaces, MAP, MAP_DB } from './map-data.js';
import { openPlace, readTag, resultLinkOf, searchPlace } from './map-steps.js';

type PlaceVars = { place: string };

/** A template answered by one tag of the place page. */
function tagTemplate(options: {
  key: string;
  id: number;
  intentTemplate: string;
  tag: string;
  value: (place: PlaceRow) => string | null;
}) {
  return defineTemplate<PlaceVars>({
    key: options.key,
    id: options.id,
    sites: ['map'],
    intentTemplate: options.intentTemplate,
    complexity: 1,
    counts: { test: 1 },
    instances: ({ db }) =>
      findablePlaces(db(MAP_DB)).flatMap((p) => {
        const value = options.value(p);
        return value === null
          ? []
          : [{ vars: { place: p.name }, startUrl: MAP, eval: stringMatchEval({ must_include: [value] }) }];
      }),
    *solve(task, first) {
      const { place } = task.instantiation_dict as PlaceVars;
      const page = yield* openPlace(first, place);
      const [value] = yield* readTag(page, options.tag);
      yield exit(value);
    },
  });
}

export const placeZipCode = tagTemplate({
  key: 'map/zip-code',
  id: 7002,
  intentTemplate: 'What is the zip code of {{place}}?',
  tag: 'addr:postcode',
  value: (p) => p.postcode,
});

export const placeOpeningHours = tagTemplate({
  key: 'map/opening-hours',
  id: 7003,
  intentTemplate: 'What are the opening hours of {{place}} according to the map?',
  tag: 'opening_hours',
  value: (p) => p.opening_hours,
});

export const placePhone = tagTemplate({
  key: 'map/phone',
  id: 7004,
  intentTemplate: 'What is the phone number of {{place}}?',
  tag: 'phone',
  value: (p) => p.phone,
});

export const placeWebsite = tagTemplate({
  key: 'map/website',
  id: 7005,
  intentTemplate:
    'Could you provide me with the website of {{place}}? I am looking to gather some details about it.',
  tag: 'website',
  value: (p) => p.website,
});

export const restaurantCuisine = tagTemplate({
  key: 'map/cuisine',
  id: 7007,
  intentTemplate: 'What type of cuisine does {{place}} serve, according to the map?',
  tag: 'cuisine',
  value: (p) => p.cuisine,
});

/** Full address: the search result's display name holds it. */
export const placeAddress = defineTemplate<PlaceVars>({
  key: 'map/address',
  id: 7001,
  sites: ['map'],
  intentTemplate: 'Tell me the full address of {{place}}.',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    findablePlaces(db(MAP_DB)).map((p) => ({
      vars: { place: p.name },
      startUrl: MAP,
      eval: stringMatchEval({ must_include: [p.housenumber, p.street, p.postcode] }),
    })),
  *solve(task, first) {
    const { place } = task.instantiation_dict as PlaceVars;
    const results = yield* searchPlace(first, place);
    const [link] = yield* scrollUntil(results, (o) => o.elements.find(resultLinkOf(place).where), place);
    yield exit(link.text);
  },
});

/** The neighbourhood, a part of the display name. */
export const placeNeighbourhood = defineTemplate<PlaceVars>({
  key: 'map/neighbourhood',
  id: 7008,
  sites: ['map'],
  intentTemplate: 'In which neighborhood of Pittsburgh is {{place}} located?',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    findablePlaces(db(MAP_DB)).map((p) => ({
      vars: { place: p.name },
      startUrl: MAP,
      eval: stringMatchEval({ must_include: [p.neighbourhood] }),
    })),
  *solve(task, first) {
    const { place } = task.instantiation_dict as PlaceVars;
    const page = yield* openPlace(first, place);
    const [address] = yield* scrollUntil(
      page,
      (o) => o.texts.find((t) => t.text.startsWith(`${place}, `))?.text,
      'the address',
    );
    yield exit(address);
  },
});

/** Coordinates in decimal degrees, from the Location line of the place page. */
export const placeCoordinates = defineTemplate<PlaceVars>({
  key: 'map/coordinates',
  id: 7006,
  sites: ['map'],
  intentTemplate: 'Tell me the coordinates of {{place}} in DD format.',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    findablePlaces(db(MAP_DB)).map((p) => ({
      vars: { place: p.name },
      startUrl: MAP,
      eval: stringMatchEval({ must_include: formatCoordinates(p).split(', ') }),
    })),
  *solve(task, first) {
    const { place } = task.instantiation_dict as PlaceVars;
    const page = yield* openPlace(first, place);
    const [location] = yield* scrollUntil(
      page,
      (o) => o.elements.find((e) => e.role === 'link' && /^-?\d+\.\d{7}, -?\d+\.\d{7}$/.test(e.text))?.text,
      'the location',
    );
    yield exit(location);
  },
});
