// The forum's oracles, one test task of each kind, run through real episodes in Chromium and scored
// by the evaluators (the full sets: `webrl tasks verify builtin:test:reddit`). This lives in pipeline/
// because sites/ may not import the browser, env or eval folders.
import { forumSite } from '../sites/index.js';
import { describeOracleEpisodes } from './oracle-episodes.test-support.js';

/**
 * One test task of each kind: an answer read after a search, a listing sorted by Top in a time range,
 * a navigation, a new post checked through reddit_get_post_url, a reply inside a comment thread, a
 * deleted comment, a vote and a subscription.
 */
const TEMPLATES = [
  'reddit/post-author',
  'reddit/top-post-this-month',
  'reddit/open-forum-by-description',
  'reddit/create-post',
  'reddit/reply-to-comment',
  'reddit/delete-own-comment',
  'reddit/upvote-post',
  'reddit/subscribe-forum',
];

describeOracleEpisodes({
  title: 'the forum’s oracles',
  sites: [forumSite],
  oracleSite: forumSite,
  templates: TEMPLATES,
  taskSet: 'builtin:test:reddit',
  timeoutMs: 300_000,
});
