// The cross-site oracles, one test task of each template, run through real episodes in Chromium on
// every built-in site and scored by the evaluators: from the home page to a first site, back through
// the history, and on to the second site. This lives in pipeline/ because sites/ may not import the
// browser, env or eval folders.
import { builtinSites, homepageSite } from '../sites/index.js';
import { describeOracleEpisodes } from './oracle-episodes.test-support.js';

describeOracleEpisodes({
  title: 'the cross-site oracles',
  sites: builtinSites,
  oracleSite: homepageSite,
  templates: homepageSite.templates.map((t) => t.key),
  taskSet: 'builtin:test',
  timeoutMs: 900_000,
});
