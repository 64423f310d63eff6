// The map's oracles, one test task of each kind, run through real episodes in Chromium and scored by
// the evaluators (the full sets: `webrl tasks verify builtin:test:map`). This lives in pipeline/
// because sites/ may not import the browser, env or eval folders.
import { mapSite } from '../sites/index.js';
import { describeOracleEpisodes } from './oracle-episodes.test-support.js';

/**
 * One test task of each kind: a tag of a place page, an address from the results, a travel time, a
 * count within a radius, a walking distance to the nearest place of a kind, directions checked by
 * their form fields, a place page and a "near" search checked by URL, and a comparison of two routes.
 */
const TEMPLATES = [
  'map/phone',
  'map/address',
  'map/travel-time',
  'map/count-within',
  'map/walk-to-nearest',
  'map/show-directions',
  'map/open-place',
  'map/find-around',
  'map/quicker-destination',
];

describeOracleEpisodes({
  title: 'the map’s oracles',
  sites: [mapSite],
  oracleSite: mapSite,
  templates: TEMPLATES,
  taskSet: 'builtin:test:map',
  timeoutMs: 600_000,
});
