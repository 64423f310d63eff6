// Cross-site tasks that look something up on one site and file an issue about it on the code host,
// like WebArena's "look up … and create an issue": the fact read on the first site decides which of
// two titles the intent spells out the issue gets, so the typed title is always in the intent.

import {
  CODE_HOST_DB,
  projectFacts,
  type TaskProject,
  taskProjects,
} from '../code-host/templates/code-host-data.js';
import { allPosts, FORUM_DB, searchablePosts } from '../forum/templates/forum-data.js';
import { findSubmissionControl, searchSubmission } from '../forum/templates/forum-steps.js';
import { formatRating } from '../magento/catalog-queries.js';
import { openDays } from '../map/data/opening-hours.js';
import { findablePlaces, MAP_DB } from '../map/templates/map-data.js';
import { openPlace, readTag } from '../map/templates/map-steps.js';
import { exit } from '../oracle/actions.js';
import { scrollUntil } from '../oracle/steps.js';
import { SHOP_DB, shopProducts } from '../shop/templates/shop-data.js';
import { firstText, openProduct } from '../shop/templates/shop-steps.js';
import { defineTemplate } from '../tasks/task-template.js';
import { HOME, newIssueEval } from './cross-data.js';
import { backToHome, openFromHome, openIssue } from './cross-steps.js';

/** Projects byteblaze may open issues in (reporter access or more, as the code host's own templates use). */
export function issueProjects(db: Parameters<typeof taskProjects>[0]): TaskProject[] {
  return taskProjects(db).filter((p) => p.access >= 20);
}

type SundayVars = { place: string; project: string };

export const sundayHoursIssue = defineTemplate<SundayVars>({
  key: 'cross-site/map-sunday-issue',
  id: 9001,
  sites: ['map', 'gitlab'],
  intentTemplate:
    'Check on the map whether {{place}} opens on Sundays, then create an issue in {{project}} titled "{{place}} is open on Sundays" if it does, or "{{place}} is closed on Sundays" if it does not.',
  complexity: 3,
  counts: { test: 1 },
  instances: ({ db, rng }) => {
    const projects = issueProjects(db(CODE_HOST_DB));
    return findablePlaces(db(MAP_DB)).flatMap((place) => {
      if (!place.opening_hours) return [];
      const project = rng.pick(projects);
      const open = openDays(place.opening_hours).has('Su');
      const title = `${place.name} is ${open ? 'open' : 'closed'} on Sundays`;
      return [
        {
          vars: { place: place.name, project: project.label },
          startUrl: HOME,
          eval: newIssueEval(project.path, title),
          oracle: projectFacts(project),
        },
      ];
    });
  },
  *solve(task, home) {
    const { place } = task.instantiation_dict as SundayVars;
    const page = yield* openPlace(yield* openFromHome(home, 'OpenStreetMap'), place);
    const [hours, shown] = yield* readTag(page, 'opening_hours');
    const title = `${place} is ${openDays(hours).has('Su') ? 'open' : 'closed'} on Sundays`;
    const back = yield* backToHome(shown, home.url);
    yield* openIssue(yield* openFromHome(back, 'GitLab'), task, title);
    yield exit('');
  },
});

type RatingVars = { a: string; b: string; project: string };

export const betterRatedIssue = defineTemplate<RatingVars>({
  key: 'cross-site/shop-rating-issue',
  id: 9002,
  sites: ['shopping', 'gitlab'],
  intentTemplate:
    'Of "{{a}}" and "{{b}}" in OneStopShop, find the one with the higher customer rating and create an issue in {{project}} titled with that product\'s exact name.',
  complexity: 3,
  counts: { test: 1 },
  instances: ({ db, rng }) => {
    const projects = issueProjects(db(CODE_HOST_DB));
    const rated = shopProducts(db(SHOP_DB)).filter((p) => p.rating !== null && !p.name.includes('"'));
    const out = [];
    for (let attempt = 0; attempt < 200 && out.length < 40; attempt++) {
      const [a, b] = rng.sample(rated, 2) as [(typeof rated)[0], (typeof rated)[0]];
      // The ratings must differ as the product pages show them (one decimal).
      if (formatRating(a.rating) === formatRating(b.rating)) continue;
      const better = Number(formatRating(a.rating)) > Number(formatRating(b.rating)) ? a : b;
      const project = rng.pick(projects);
      out.push({
        vars: { a: a.name, b: b.name, project: project.label },
        startUrl: HOME,
        eval: newIssueEval(project.path, better.name),
        oracle: projectFacts(project),
      });
    }
    return out;
  },
  *solve(task, home) {
    const { a, b } = task.instantiation_dict as RatingVars;
    const rating = (page: Parameters<typeof firstText>[0]) => firstText(page, /^\d\.\d$/);
    const first = yield* openProduct(yield* openFromHome(home, 'OneStopShop'), a);
    const [ratingA, pageA] = yield* scrollUntil(first, rating, `the rating of ${a}`);
    const second = yield* openProduct(pageA, b);
    const [ratingB, pageB] = yield* scrollUntil(second, rating, `the rating of ${b}`);
    const back = yield* backToHome(pageB, home.url);
    yield* openIssue(yield* openFromHome(back, 'GitLab'), task, Number(ratingA) > Number(ratingB) ? a : b);
    yield exit('');
  },
});

type FollowUpVars = { title: string; count: number; project: string };

export const discussionFollowUpIssue = defineTemplate<FollowUpVars>({
  key: 'cross-site/forum-follow-up-issue',
  id: 9003,
  sites: ['reddit', 'gitlab'],
  intentTemplate:
    'If the forum post "{{title}}" has more than {{count}} comments, create an issue in {{project}} titled "Follow up: {{title}}"; otherwise title it "No follow-up: {{title}}".',
  complexity: 3,
  testOnly: true,
  counts: { test: 2 },
  instances: ({ db, rng }) => {
    const projects = issueProjects(db(CODE_HOST_DB));
    return searchablePosts(allPosts(db(FORUM_DB)))
      .filter((p) => p.comments >= 3 && p.title.length <= 120)
      .slice(0, 60)
      .map((post) => {
        // A limit a few comments away from the real count, above or below it at random.
        const count = Math.max(0, post.comments + (rng.chance(0.5) ? -rng.int(2, 3) : rng.int(1, 3)));
        const project = rng.pick(projects);
        const title = `${post.comments > count ? 'Follow up' : 'No follow-up'}: ${post.title}`;
        return {
          vars: { title: post.title, count, project: project.label },
          startUrl: HOME,
          eval: newIssueEval(project.path, title),
          oracle: projectFacts(project),
        };
      });
  },
  *solve(task, home) {
    const { title, count } = task.instantiation_dict as FollowUpVars;
    const results = yield* searchSubmission(yield* openFromHome(home, 'Postmill'), title);
    const [{ control }, page] = yield* findSubmissionControl(results, title, {
      role: 'link',
      text: /^\d+ comments?$/,
    });
    const comments = Number(/^(\d+)/.exec(control.text)![1]);
    const back = yield* backToHome(page, home.url);
    const issue = `${comments > Number(count) ? 'Follow up' : 'No follow-up'}: ${title}`;
    yield* openIssue(yield* openFromHome(back, 'GitLab'), task, issue);
    yield exit('');
  },
});
